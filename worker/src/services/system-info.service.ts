/**
 * GET /api/system/info (SPEC §2.10 System Information) with the real figures instead of the spec's
 * static samples. Totals come from counters the triggers keep (data_versions row counts, call_stats
 * demos), so the answer costs a few point reads however big the tables are.
 */
import { version } from "../../../package.json"
import type { DB } from "../db/client"
import { batchNamed, typed } from "../db/sql/batch-named"
import type { SystemInfo } from "../schemas/system-info"

/** Inlined at build time from package.json (only this field is bundled). */
export const APP_VERSION: string = version

type CountRow = { name: string; n: number }

export async function getSystemInfo(db: DB): Promise<SystemInfo> {
  const { counts, stats } = await batchNamed(db.port, {
    counts: typed<CountRow>({
      sql: "SELECT name, row_count AS n FROM data_versions WHERE name IN ('contacts', 'calls', 'campaigns', 'scraping_jobs')",
    }),
    stats: typed<{ n?: number }>({ sql: "SELECT demos AS n FROM call_stats WHERE id = 1" }),
  })
  const count = (name: string) => Math.max(0, Number(counts.find((r) => r.name === name)?.n ?? 0))
  return {
    version: APP_VERSION,
    databaseSize: await databaseSize(db),
    totals: {
      contacts: count("contacts"),
      calls: count("calls"),
      campaigns: count("campaigns"),
      demos: Math.max(0, Number(stats[0]?.n ?? 0)),
      scrapingJobs: count("scraping_jobs"),
    },
  }
}

/** The database's size in bytes; an engine that will not say gives null, and the page shows "Unknown". */
export async function databaseSize(db: DB): Promise<number | null> {
  try {
    return await db.port.sizeBytes()
  } catch (err) {
    console.warn("database size unavailable", err instanceof Error ? err.message : err)
    return null
  }
}
