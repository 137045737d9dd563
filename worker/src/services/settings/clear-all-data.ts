/**
 * Clear All Data (Settings): deletes the operator's data (contacts, calls, campaigns and their dial
 * queues, demos and callbacks, lead searches and automation runs, notifications, the Analytics
 * rollups) and keeps the settings, secrets, voice setup, do-not-call list and usage already billed.
 *
 * Each round is one batch (one transaction): every table loses up to `chunk` rows, children before
 * parents so no foreign key stops a delete, and the triggers keep the counters in step. A request runs
 * a few rounds and answers `done: false` if rows are left; the client asks again. Running it again
 * when everything is gone deletes nothing, so a retry after a cut-off answer is safe.
 */
import type { Ctx } from "../../context/ctx"
import { batchNamed } from "../../db/sql/batch-named"

/** Rows of each table one round deletes (as the retention purge: triggers and cascades run per row). */
export const CLEAR_CHUNK = 500
/** Rounds one request runs before it answers, so a big database never holds one request for long. */
export const CLEAR_ROUNDS = 20

/** The tables, in deletion order (children first), by the name the answer counts them under. */
const TABLES: readonly (readonly [string, string, "whole"?])[] = [
  ["callbacks", "callbacks"],
  ["notifications", "notification_logs"],
  ["outbox", "sheets_outbox"],
  ["outbox", "calendar_outbox"],
  ["calls", "calls"],
  ["campaignContacts", "campaign_contacts"],
  ["campaigns", "campaigns"],
  ["contacts", "contacts"],
  ["other", "scraped_places"],
  ["scrapingJobs", "scraping_jobs"],
  ["automationRuns", "automation_runs"],
  ["other", "idempotency_keys"],
  // The Analytics page's rollups: no call is left to count. WITHOUT ROWID tables of bounded size
  // (rows per day and key) with no triggers: each emptied in one statement.
  ["other", "analytics_days", "whole"],
  ["other", "analytics_day_slots", "whole"],
  ["other", "analytics_day_groups", "whole"],
] as const

export type ClearedCounts = Record<
  "contacts" | "calls" | "campaigns" | "callbacks" | "notifications" | "scrapingJobs" | "automationRuns",
  number
>

const deleteChunk = (table: string) =>
  `DELETE FROM ${table} WHERE rowid IN (SELECT rowid FROM ${table} LIMIT ?1) RETURNING 1`

export interface ClearResult {
  deleted: ClearedCounts
  /** False when rows are left (a big database): ask again to carry on. */
  done: boolean
}

export async function clearAllData(ctx: Pick<Ctx, "db" | "events">, chunk = CLEAR_CHUNK, rounds = CLEAR_ROUNDS) {
  const deleted: ClearedCounts = {
    contacts: 0,
    calls: 0,
    campaigns: 0,
    callbacks: 0,
    notifications: 0,
    scrapingJobs: 0,
    automationRuns: 0,
  }
  const present = await ctx.db.port.all<{ name: string }>(
    `SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (${TABLES.map(([, t]) => `'${t}'`).join(", ")})`
  )
  const names = new Set(present.map((r) => r.name))
  const tables = TABLES.filter(([, table]) => names.has(table))
  // Named by table (TABLES' order is the batch's: children first).
  const statements = Object.fromEntries(
    tables.map(([, table, whole]) => [
      table,
      whole ? { sql: `DELETE FROM ${table}` } : { sql: deleteChunk(table), params: [chunk] },
    ])
  )
  let done = false
  for (let round = 0; round < rounds && !done; round++) {
    const results = await batchNamed(ctx.db.port, statements)
    for (const [kind, table] of tables) {
      if (kind in deleted) deleted[kind as keyof ClearedCounts] += results[table]!.length
    }
    done = Object.values(results).every((rows) => rows.length < chunk)
  }
  // Other open screens re-read what they show.
  for (const type of [
    "contact_updated",
    "call_updated",
    "campaign_updated",
    "calendar_updated",
    "sheets_updated",
  ] as const)
    ctx.events.emit({ type })
  return { deleted, done } satisfies ClearResult
}
