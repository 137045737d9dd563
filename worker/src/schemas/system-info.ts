/** GET /api/system/info (SPEC §2.10 System Information), shared by the worker and the Settings page. */
export interface SystemInfo {
  /** The app's version (package.json), e.g. "0.1.0". */
  version: string
  /** The database file's size in bytes; null when the engine does not say. */
  databaseSize: number | null
  totals: {
    contacts: number
    calls: number
    campaigns: number
    /** Calls with a demo booked (cancelled demos not counted). */
    demos: number
    scrapingJobs: number
  }
}
