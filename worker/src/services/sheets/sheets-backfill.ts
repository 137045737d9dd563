/**
 * Earlier activity: call results and demos that happened before a spreadsheet was saved (or while
 * their auto sync was off) have no outbox row, so no sync ever writes them. The backfill writes
 * those rows through the same outbox, a chunk per request, oldest call first: idempotent (a row
 * key is written at most once, and only missing keys are chosen), so a second click or two tabs
 * add nothing twice.
 */
import type { Ctx } from "../../context/ctx"
import { runModeOf } from "../../providers/provider-mode"
import type { SheetsBackfill, SheetsBackfillResult } from "../../schemas/api-routes/sheets"
import { callEventKey, callEventSelect, CALL_EVENT_KINDS, type CallEventKind, enqueueSheetsSync } from "./sheets-outbox"

/** Rows written per request: the client asks again while some remain, showing the count. */
export const BACKFILL_CHUNK = 1000

const missing = (kind: CallEventKind) =>
  `NOT EXISTS (SELECT 1 FROM sheets_outbox o WHERE o.row_key = ${callEventKey(kind)})`

/** When the event happened, for the sheet's Time column (a cancellation at its own time). */
const EVENT_AT: Record<CallEventKind, string> = {
  call_result: "coalesce(c.completed_at, c.created_at)",
  demo_booked: "coalesce(c.completed_at, c.created_at)",
  demo_cancelled: "c.demo_cancelled_at",
}

const missingEvents = () =>
  CALL_EVENT_KINDS.map(
    (kind, order) => `SELECT *, ${order} AS event_order FROM (${callEventSelect(kind, missing(kind), EVENT_AT[kind])})`
  ).join(" UNION ALL ")

/** How many call results and demo events the sheet has never been sent (0 without a saved spreadsheet). */
export async function countBackfill(ctx: Pick<Ctx, "db">): Promise<SheetsBackfill> {
  const row = await ctx.db.port.first<{ callResults: number; demos: number }>(
    `SELECT coalesce(sum(kind = 'call_result'), 0) AS callResults, coalesce(sum(kind <> 'call_result'), 0) AS demos
     FROM (${missingEvents()})`
  )
  const callResults = row?.callResults ?? 0
  const demos = row?.demos ?? 0
  return { callResults, demos, total: callResults + demos }
}

/** Writes the next chunk of missing rows (oldest call first, each call's events in order) and asks for a sync. */
export async function backfillSheets(ctx: Ctx): Promise<SheetsBackfillResult> {
  const now = ctx.clock.now()
  const mode = runModeOf((await ctx.providers()).sheets)
  const written = await ctx.db.port.all<{ id: number }>(
    `INSERT INTO sheets_outbox (kind, target, row_key, call_id, contact_id, data, created_at, mode)
     SELECT kind, target, row_key, call_id, contact_id, data, ?1, ?2 FROM (${missingEvents()}) WHERE true
     ORDER BY call_id, event_order LIMIT ?3
     ON CONFLICT (row_key) DO NOTHING
     RETURNING id`,
    [now, mode, BACKFILL_CHUNK]
  )
  const remaining = await countBackfill(ctx)
  if (written.length) {
    ctx.events.emit({ type: "sheets_updated" })
    await enqueueSheetsSync(ctx)
  }
  return { added: written.length, remaining }
}
