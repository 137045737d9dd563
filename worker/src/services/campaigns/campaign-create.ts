import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import type { SqlStatement } from "../../db/sql/sql-port"
import type { Campaign } from "../../db/schema"
import { campaigns } from "../../db/schema"
import { AppError } from "../../lib/errors"
import { type CreateCampaignData, RETRY_DEFAULTS, callsPerHourFor } from "../../schemas/campaigns"
import { calleeTimeZone } from "./callee-time"
import { eq } from "drizzle-orm"

// Rows per INSERT: keeps each bound JSON parameter far below D1's 2 MB value limit.
const ROWS_PER_STATEMENT = 5_000

// ?1 = JSON [[contactId, calleeTz], ...] in selection order (one parameter for any count). Numbers
// already on the do-not-call list start as skipped, so no campaign ever queues them.
const insertContactsSql = (guard: string) => `INSERT INTO campaign_contacts
    (campaign_id, contact_id, position, callee_tz, state, outcome, due_at)
  SELECT (SELECT max(id) FROM campaigns), json_extract(j.value, '$[0]'), ?2 + j.key,
    json_extract(j.value, '$[1]'),
    CASE WHEN d.phone IS NULL THEN 'pending' ELSE 'skipped' END,
    CASE WHEN d.phone IS NULL THEN NULL ELSE 'dnc' END, 0
  FROM json_each(?1) j
  JOIN contacts ct ON ct.id = json_extract(j.value, '$[0]')
  LEFT JOIN do_not_call d ON d.phone = ct.phone
  WHERE ${guard}`

/**
 * A condition every statement of the campaign's transaction checks, on one bound value: nothing is
 * written unless it holds. `sql` gets the placeholder to use (e.g. "?15"). It lets a caller claim
 * something in a `before` statement and create the campaign only if its claim won (automation runs).
 */
export interface CampaignGuard {
  sql: (placeholder: string) => string
  value: string | number
}

export interface CampaignWriteOptions {
  guard?: CampaignGuard
  /** Statements run first, in the same transaction (e.g. the claim the guard checks). */
  before?: SqlStatement[]
  /** Statements run last, in the same transaction; `(SELECT max(id) FROM campaigns)` is the new campaign. */
  after?: SqlStatement[]
}

/**
 * Creates a campaign and its dial queue in one transaction. Status (SPEC §4): "active" when starting
 * immediately (the UI then sets it running), "scheduled" with a scheduledStart, else "draft".
 * Contacts that no longer exist are dropped; totalContacts and callsPerHour are derived here.
 */
export async function createCampaign(db: DB, input: CreateCampaignData, now = Date.now()): Promise<Campaign> {
  return (await writeCampaign(db, input, now))!
}

/**
 * createCampaign with statements of the caller's in the same transaction, and an optional guard.
 * Null when the guard did not hold (nothing was written).
 */
export async function writeCampaign(
  db: DB,
  input: CreateCampaignData,
  now = Date.now(),
  { guard, before = [], after = [] }: CampaignWriteOptions = {}
): Promise<Campaign | null> {
  const found = await db.port.all<{ id: number; phone: string; address: string }>(
    "SELECT id, phone, address FROM contacts WHERE id IN (SELECT value FROM json_each(?))",
    [JSON.stringify(input.selectedContacts)]
  )
  const byId = new Map(found.map((c) => [c.id, c]))
  const selected = input.selectedContacts.filter((id) => byId.has(id))
  if (!selected.length) {
    throw new AppError("contacts_not_found", 400, "None of the selected contacts exist any more.")
  }

  const status = input.status ?? (input.scheduledStart ? "scheduled" : "draft")
  const guardSql = (placeholder: string) => (guard ? guard.sql(placeholder) : "1")
  const guardParams = guard ? [guard.value] : []
  const insertCampaign: SqlStatement = {
    sql: `INSERT INTO campaigns (name, status, calls_per_hour, minutes_between_calls, selected_contacts,
        start_time, end_time, work_days, scheduled_start, timezone, total_contacts, completed_calls,
        demo_scheduled, created_at, updated_at, max_retries, retry_gap_minutes)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 0, 0, ?12, ?12, ?13, ?14 WHERE ${guardSql("?15")}
       RETURNING id`,
    params: [
      input.name,
      status,
      callsPerHourFor(input.minutesBetweenCalls),
      input.minutesBetweenCalls,
      JSON.stringify(selected),
      input.startTime,
      input.endTime,
      JSON.stringify(input.workDays),
      input.scheduledStart ? input.scheduledStart.getTime() : null,
      input.timezone,
      selected.length,
      now,
      input.maxRetries ?? RETRY_DEFAULTS.maxRetries,
      input.retryGapMinutes ?? RETRY_DEFAULTS.retryGapMinutes,
      ...guardParams,
    ],
  }
  const rows = selected.map((id) => [id, calleeTimeZone(byId.get(id)!) ?? ""])
  const inserts: SqlStatement[] = []
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    inserts.push({
      sql: insertContactsSql(guardSql("?3")),
      params: [JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT)), i, ...guardParams],
    })
  }
  // One batch = one transaction: max(id) is the campaign just inserted.
  const results = await batchNamed(db.port, {
    before,
    campaign: typed<{ id: number }>(insertCampaign),
    inserts,
    after,
  })
  const id = results.campaign[0]?.id
  if (id === undefined) return null
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id))
  return row!
}
