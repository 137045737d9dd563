/**
 * Data retention (SPEC §2.10, §9): call logs and scraped data older than the chosen period (30 days,
 * 90 days, 1 year; Forever keeps all) are deleted once a day, in the operator's time zone.
 *
 * The cron looks every minute: its gate (purgeDue, purgeIsDue) reads the day's marker in the cron's
 * first round trip, so a minute of a day already done costs nothing more. On the first look of a day the purge deletes up to PURGE_CHUNK rows of each kind in
 * one batch (one transaction); while a kind still had a full chunk the next minute carries on, and
 * once every kind comes back short the day is marked done. A big backlog is spread over minutes
 * instead of one long statement.
 *
 * Never deleted: a call that is queued or calling, a call with a booked demo, a call of an active
 * campaign; a scraped contact with a booked demo, in an active campaign or with a call in flight;
 * a scraping job a kept contact still comes from, or one of the latest or a running automation run.
 */
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import type { SqlStatement } from "../../db/sql/sql-port"
import type { Env } from "../../env"
import { zonedDate } from "../../lib/zoned-time"
import { RETENTION_DAYS } from "../../schemas/settings"
import { settingsFromRows } from "../../settings/load-settings"
import type { StateKey } from "../../settings/state-registry"
import type { Settings } from "../../settings/registry"
import { readStateStatement, stateFromRows, writeState } from "../../settings/state-store"

/** Rows of each kind one cron minute may delete (their triggers and cascades run in the same batch). */
export const PURGE_CHUNK = 500

/** The state key of the operator-zone date (YYYY-MM-DD) whose purge is finished. */
export const PURGE_MARKER = "retention_purge_date" satisfies StateKey

/** Campaigns still calling or due to (campaigns.ts statuses): their calls and contacts stay. */
export const ACTIVE_CAMPAIGN_STATUSES = ["scheduled", "active", "running", "paused"] as const

const DAY_MS = 86_400_000
const ACTIVE = ACTIVE_CAMPAIGN_STATUSES.map((s) => `'${s}'`).join(", ")

export interface PurgeResult {
  /** The operator-zone date this run counts for. */
  date: string
  calls: number
  contacts: number
  scrapingJobs: number
  /** True once nothing is left for the day: later looks that day do nothing. */
  done: boolean
}

/** The instant before which rows of a retention option go; null for Forever. */
export function retentionCutoff(option: keyof typeof RETENTION_DAYS, now: number): number | null {
  const days = RETENTION_DAYS[option]
  return days === null ? null : now - days * DAY_MS
}

// Finished calls (ended before the cutoff; created_at <= completed_at bounds the index range).
const PURGE_CALLS = `DELETE FROM calls WHERE id IN (
  SELECT k.id FROM calls k
  WHERE k.created_at < ?1 AND coalesce(k.completed_at, k.created_at) < ?1
    AND k.status NOT IN ('queued', 'calling')
    AND k.demo_scheduled = 0
    AND (k.campaign_id IS NULL OR NOT EXISTS (
      SELECT 1 FROM campaigns p WHERE p.id = k.campaign_id AND p.status IN (${ACTIVE})))
  ORDER BY k.id LIMIT ?2
) RETURNING id`

// Contacts found by lead search; their calls stay (the foreign key clears contact_id), their rows
// in finished campaigns' dial queues go with them (ON DELETE CASCADE).
const PURGE_CONTACTS = `DELETE FROM contacts WHERE id IN (
  SELECT c.id FROM contacts c
  WHERE c.scrape_job_id IS NOT NULL AND c.created_at < ?1
    AND c.status <> 'demo_scheduled'
    AND NOT EXISTS (
      SELECT 1 FROM calls k WHERE k.contact_id = c.id AND (k.demo_scheduled = 1 OR k.status IN ('queued', 'calling')))
    AND NOT EXISTS (
      SELECT 1 FROM campaign_contacts cc JOIN campaigns p ON p.id = cc.campaign_id
      WHERE cc.contact_id = c.id AND p.status IN (${ACTIVE}))
  ORDER BY c.id LIMIT ?2
) RETURNING id`

// Finished jobs no remaining contact comes from (contacts have no foreign key to them, so the check
// is here); their seen-place ids go by ON DELETE CASCADE. The latest automation run keeps its jobs,
// as the automation page shows that run's categories.
const PURGE_JOBS = `DELETE FROM scraping_jobs WHERE id IN (
  SELECT j.id FROM scraping_jobs j
  WHERE j.status IN ('completed', 'failed') AND coalesce(j.completed_at, j.created_at) < ?1
    AND NOT EXISTS (SELECT 1 FROM contacts c WHERE c.scrape_job_id = j.id)
    AND (j.run_id IS NULL OR j.run_id NOT IN (
      SELECT id FROM automation_runs WHERE status = 'running' OR id = (SELECT max(id) FROM automation_runs)))
  ORDER BY j.id LIMIT ?2
) RETURNING id`

const readState = () => ({
  settings: typed<{ key: string; value: string }>({
    sql: "SELECT key, value FROM settings WHERE key IN ('timezone', 'call_logs_retention', 'scraped_data_retention')",
  }),
  marker: readStateStatement(PURGE_MARKER),
})

/**
 * The cron's gate: the day's marker, read in the cron's first round trip beside the settings. Due
 * when the marker is not the operator's today and something is not kept forever, so a day costs
 * the purge's own reads once, and its other minutes nothing.
 */
export const purgeDue = (): SqlStatement => readStateStatement(PURGE_MARKER)

export async function purgeIsDue(rows: readonly unknown[], ctx: Pick<Ctx, "clock" | "settings">) {
  const settings = await ctx.settings()
  const now = ctx.clock.now()
  if (stateFromRows(PURGE_MARKER, rows) === zonedDate(now, settings.timezone)) return false
  return (
    retentionCutoff(settings.call_logs_retention, now) !== null ||
    retentionCutoff(settings.scraped_data_retention, now) !== null
  )
}

/**
 * One look of the cron. Returns null when there is nothing to do (the day is done, or everything is
 * kept forever), else what this look deleted.
 */
export async function purgeExpiredData(
  db: DB,
  env: Partial<Env>,
  now: number,
  chunk = PURGE_CHUNK,
  /** The unit's settings when it has them (the cron read them with its gates): not read again. */
  known?: Settings
): Promise<PurgeResult | null> {
  const state = readState()
  const { settings: settingRows, marker } = await batchNamed(db.port, {
    ...state,
    settings: !known && state.settings,
  })
  const settings = known ?? settingsFromRows(settingRows, env)
  const date = zonedDate(now, settings.timezone)
  if (stateFromRows(PURGE_MARKER, marker) === date) return null

  const callsBefore = retentionCutoff(settings.call_logs_retention, now)
  const scrapedBefore = retentionCutoff(settings.scraped_data_retention, now)
  if (callsBefore === null && scrapedBefore === null) return null

  const results = await batchNamed(db.port, {
    calls: callsBefore !== null && { sql: PURGE_CALLS, params: [callsBefore, chunk] },
    contacts: scrapedBefore !== null && { sql: PURGE_CONTACTS, params: [scrapedBefore, chunk] },
    scrapingJobs: scrapedBefore !== null && { sql: PURGE_JOBS, params: [scrapedBefore, chunk] },
  })
  const result = {
    date,
    calls: results.calls.length,
    contacts: results.contacts.length,
    scrapingJobs: results.scrapingJobs.length,
    // A statement left out answers no rows: under the chunk, as a finished one.
    done: Object.values(results).every((rows) => rows.length < chunk),
  }
  if (result.done) await writeState(db, PURGE_MARKER, date, now)
  return result
}
