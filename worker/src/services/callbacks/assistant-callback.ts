/**
 * The scheduleCallback tool: the lead asked to be called back at a time. Its arguments are written by
 * a model the callee talks to, so they are read like bookDemo's (demo-time.ts: the callee's zone, a
 * day and a time both required, nothing past or more than 12 months ahead) and capped like it: a call
 * sets or moves its callback at most MAX_CALLBACK_MOVES times, and only while it is in progress. The
 * callback is one batch: another waiting callback of the contact is replaced, this call's own is moved,
 * or a new one is stored; the contact becomes a follow-up. Its notification comes with the
 * end-of-call report (report-batch.ts), once per call, with the time finally agreed.
 */
import type { Ctx } from "../../context/ctx"
import { batchNamed } from "../../db/sql/batch-named"
import { cleanText } from "../../schemas/text-rule"
import { DEMO_TIME_REPLIES, readDemoTime, spokenDemoTime } from "../calls/demo-time"
import type { ReportCall } from "../calls/report-batch"
import { callbackDialAt } from "./callback-rules"

export const MAX_CALLBACK_MOVES = 3
/** The longest reason kept (one short sentence). */
export const MAX_CALLBACK_REASON = 200

/** A reason as given: printable, one line, capped. */
export function callbackReason(value: unknown) {
  const text = cleanText(typeof value === "string" ? value : "")
  return text.length > MAX_CALLBACK_REASON ? `${text.slice(0, MAX_CALLBACK_REASON - 1)}…` : text
}

/** ?1 call id: the call is in progress (a tool call for any other call is a replay or a forgery). */
const CALLING = "EXISTS (SELECT 1 FROM calls WHERE id = ?1 AND status = 'calling' AND is_test = 0)"

export async function scheduleCallbackTool(
  ctx: Ctx,
  zone: string,
  call: ReportCall,
  args: Record<string, unknown>
): Promise<string> {
  const now = ctx.clock.now()
  const read = readDemoTime(args.dateTime ?? args.datetime ?? args.date, zone, new Date(now))
  if (!read.ok) return DEMO_TIME_REPLIES[read.problem]
  if (!call.contact_id) return "This call is not linked to a contact, so no callback was scheduled."
  const due = read.date.getTime()
  const reason = callbackReason(args.reason ?? args.notes)
  const out = await batchNamed(ctx.db.port, {
    replaced: {
      // A callback the contact had waiting from elsewhere (another call, the operator) gives way.
      sql: `UPDATE callbacks SET state = 'cancelled', outcome = 'replaced', updated_at = ?3
        WHERE contact_id = ?2 AND state = 'scheduled' AND call_id IS NOT ?1 AND ${CALLING}`,
      params: [call.id, call.contact_id, now],
    },
    moved: {
      sql: `UPDATE callbacks SET due_at = ?2, reason = ?3, moves = moves + 1, callee_tz = ?4, updated_at = ?5
        WHERE call_id = ?1 AND state = 'scheduled' AND moves < ?6 AND due_at IS NOT ?2 AND ${CALLING}
        RETURNING id`,
      params: [call.id, due, reason, zone, now, MAX_CALLBACK_MOVES],
    },
    inserted: {
      sql: `INSERT INTO callbacks (contact_id, campaign_id, call_id, due_at, reason, source, state, callee_tz, moves, created_at, updated_at)
        SELECT ?2, ?3, ?1, ?4, ?5, 'assistant', 'scheduled', ?6, 1, ?7, ?7
        WHERE ${CALLING} AND NOT EXISTS (SELECT 1 FROM callbacks WHERE call_id = ?1)
        ON CONFLICT DO NOTHING RETURNING id`,
      params: [call.id, call.contact_id, call.campaign_id, due, reason, zone, now],
    },
  })
  const settings = await ctx.settings()
  const dialAt = callbackDialAt(due, zone, settings.callee_hours_only)
  const when = spokenDemoTime(new Date(dialAt), zone)
  const booked =
    dialAt === due
      ? `Callback scheduled for ${when}.`
      : `We call between 8 AM and 9 PM your time, so we will call you back ${when}.`
  if (out.moved.length || out.inserted.length) {
    await ctx.db.port.run(
      "UPDATE contacts SET status = 'follow_up', updated_at = ?2 WHERE id = ?1 AND status NOT IN ('demo_scheduled', 'follow_up')",
      [call.contact_id, now]
    )
    ctx.events.emit({ type: "contact_updated", contactIds: [call.contact_id] })
    ctx.events.emit({ type: "call_updated", callId: call.id })
    return booked
  }
  // Nothing changed: the same time again, the moves used up, or the call is not in progress.
  const row = await ctx.db.port.first<{ status: string; due_at: number | null }>(
    "SELECT c.status, cb.due_at FROM calls c LEFT JOIN callbacks cb ON cb.call_id = c.id AND cb.state = 'scheduled' WHERE c.id = ?1",
    [call.id]
  )
  if (row?.status !== "calling") return "This call is not in progress, so the callback could not be scheduled."
  if (row.due_at === due) return booked
  return row.due_at !== null
    ? `The callback cannot be moved again on this call. It stays set for ${spokenDemoTime(new Date(row.due_at), zone)}.`
    : "The callback could not be scheduled on this call."
}
