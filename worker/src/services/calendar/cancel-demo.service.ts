/**
 * Cancel Demo (SPEC §2.8, §7 DELETE /api/calendar/demo/:id), for a demo still to come (a past one is
 * marked held or no-show: demo-actions.service.ts). The call keeps its history, transcript
 * and the date that was agreed; it only stops being a demo, so it leaves the calendar and the feed.
 * The contact, if still "demo_scheduled" and with no other demo, becomes "follow_up": they agreed to a
 * demo once, so they are a warm lead to call back by hand, not a cold one for the next campaign
 * ("ready") nor someone done with ("called").
 */
import type { Ctx } from "../../context/ctx"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { DEMO_ACTION_MESSAGES } from "../../schemas/calendar"
import { demoRefusal } from "./demo-actions.service"
import { callOutboxStatement, requestSheetsSync } from "../sheets/sheets-outbox"
import { runModeOf } from "../../providers/provider-mode"
import { calendarOutboxStatement, enqueueCalendarSync } from "../google-calendar/calendar-outbox"

export async function cancelDemo(ctx: Ctx, id: number) {
  const now = ctx.clock.now()
  const calendarMode = runModeOf((await ctx.providers()).calendar)
  const out = await batchNamed(ctx.db.port, {
    cancelled: typed<{ contact_id: number | null }>({
      sql: `UPDATE calls SET demo_scheduled = 0, demo_cancelled_at = ?2, updated_at = ?2
            WHERE id = ?1 AND demo_scheduled = 1 AND (demo_date IS NULL OR demo_date >= ?2) RETURNING contact_id`,
      params: [id, now],
    }),
    contact: {
      sql: `UPDATE contacts SET status = 'follow_up', updated_at = ?2
            WHERE id = (SELECT contact_id FROM calls WHERE id = ?1 AND demo_cancelled_at = ?2)
              AND status = 'demo_scheduled'
              AND NOT EXISTS (SELECT 1 FROM calls WHERE contact_id = contacts.id AND demo_scheduled = 1)`,
      params: [id, now],
    },
    // The Demo Schedule sheet hears of it too (only when this request cancelled it: the key carries the time).
    outbox: callOutboxStatement("demo_cancelled", id, now),
    // Its event leaves the operator's Google Calendar too.
    calendarOutbox: calendarOutboxStatement(id, now, calendarMode),
  })
  await requestSheetsSync(ctx, [out.outbox])
  if (out.calendarOutbox.length) await enqueueCalendarSync(ctx)
  const row = out.cancelled[0]
  // A past demo is not cancelled (that rewrote the funnel's held count): it is marked held or no-show.
  if (!row) throw await demoRefusal(ctx, id, DEMO_ACTION_MESSAGES.pastNotCancellable)
  // The calendar and the call history show the call; the contacts list its status.
  ctx.events.emit({ type: "call_updated", callId: id })
  if (row.contact_id) ctx.events.emit({ type: "contact_updated", contactIds: [row.contact_id] })
  return { ok: true as const, contactId: row.contact_id }
}
