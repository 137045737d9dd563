/**
 * The data-layer suites (*.suite.ts) run on every engine the app supports: D1 under workerd
 * (data-layer.test.ts, the "worker" project) and libSQL in Node (data-layer.libsql.test.ts, the
 * "libsql" project). Nothing here may import Cloudflare-only modules: the libsql project loads it.
 */
import type { DB } from "../../src/db/client"
import type { Migration } from "../../src/db/sql/migrate"

export interface DataLayerEngine {
  name: "d1" | "libsql"
  /**
   * A migrated database with none of the app's rows. On D1 it is the test binding emptied, so the
   * version counters kept by triggers carry on from earlier tests: suites compare before and after.
   */
  fresh(): Promise<DB>
  /** The migration files as the engine applied them (same folder, same order). */
  migrations: readonly Migration[]
}

/**
 * The app's tables, children first; emptying them resets a database between tests. sheets_outbox
 * points at calls and contacts; scraping_jobs.run_id at automation_runs.
 */
export const APP_TABLES = [
  "campaign_contacts",
  "sheets_outbox",
  "calls",
  "campaigns",
  "contacts",
  "do_not_call",
  "settings",
  "sessions",
  "login_attempts",
  "idempotency_keys",
  "system_state",
  "scraping_jobs",
  "automation_runs",
  "notification_logs",
  "sandbox_sheet_rows",
  "calendar_outbox",
  "sandbox_calendar_events",
  "analytics_days",
  "analytics_day_slots",
  "analytics_day_groups",
  "analytics_zone_offsets",
] as const

export async function emptyAppTables(db: DB) {
  await db.port.batch(APP_TABLES.map((t) => ({ sql: `DELETE FROM ${t}` })))
}
