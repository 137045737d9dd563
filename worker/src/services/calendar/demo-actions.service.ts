/**
 * What the operator does with a demo besides cancelling it (issue 38): an upcoming demo is moved to
 * another time to come; a past one is marked held or no-show, which Analytics' funnel reads. The
 * clock decides which applies, checked in the same statement that writes, so a demo that passes its
 * time between the page's render and the click is refused rather than half-changed.
 */
import type { Ctx } from "../../context/ctx"
import { batchNamed } from "../../db/sql/batch-named"
import { AppError, notFound } from "../../lib/errors"
import { runModeOf } from "../../providers/provider-mode"
import { DEMO_ACTION_MESSAGES, type DemoOutcome } from "../../schemas/calendar"
import { DEMO_TIME_REPLIES, readDemoTime } from "../calls/demo-time"
import { calendarOutboxStatement, enqueueCalendarSync } from "../google-calendar/calendar-outbox"
import { callOutboxStatement, enqueueSheetsSync } from "../sheets/sheets-outbox"

/** A demo that exists but is on the other side of now from what the action needs: 409, or 404. */
export async function demoRefusal(ctx: Ctx, id: number, message: string) {
  const row = await ctx.db.port.first<{ id: number }>(
    "SELECT id FROM calls WHERE id = ?1 AND demo_scheduled = 1 AND demo_date IS NOT NULL",
    [id]
  )
  return row ? new AppError("demo_wrong_time", 409, message) : notFound("Demo")
}

/** Marks a past demo held or no-show (null: not marked). */
export async function markDemoOutcome(ctx: Ctx, id: number, outcome: DemoOutcome | null) {
  const now = ctx.clock.now()
  const rows = await ctx.db.port.all<{ id: number }>(
    `UPDATE calls SET demo_outcome = ?2, updated_at = ?3
      WHERE id = ?1 AND demo_scheduled = 1 AND demo_date IS NOT NULL AND demo_date < ?3 RETURNING id`,
    [id, outcome, now]
  )
  if (!rows.length) throw await demoRefusal(ctx, id, DEMO_ACTION_MESSAGES.upcomingNoOutcome)
  ctx.events.emit({ type: "call_updated", callId: id })
  return { ok: true as const, outcome }
}

/** Moves an upcoming demo to another time to come; the operator's Google Calendar follows. */
export async function rescheduleDemo(ctx: Ctx, id: number, dateTime: string, timeZone: string) {
  const now = ctx.clock.now()
  const read = readDemoTime(dateTime, timeZone, new Date(now))
  if (!read.ok) {
    throw new AppError("invalid_time", 400, DEMO_TIME_REPLIES[read.problem], {
      issues: [{ path: ["dateTime"], message: DEMO_TIME_REPLIES[read.problem] }],
    })
  }
  const demoDate = read.date
  const providers = await ctx.providers()
  // The Demo Schedule sheet gets the demo at its new time as a row of its own (the row key carries
  // the time, as a demo the assistant moves does), in the same transaction as the move.
  const out = await batchNamed(ctx.db.port, {
    moved: {
      sql: `UPDATE calls SET demo_date = ?2, updated_at = ?3
            WHERE id = ?1 AND demo_scheduled = 1 AND demo_date IS NOT NULL AND demo_date >= ?3 RETURNING id`,
      params: [id, demoDate.getTime(), now],
    },
    calendarOutbox: calendarOutboxStatement(id, now, runModeOf(providers.calendar)),
    sheetRows: callOutboxStatement("demo_booked", id, now, runModeOf(providers.sheets)),
  })
  if (out.calendarOutbox.length) await enqueueCalendarSync(ctx)
  if (out.sheetRows.length) await enqueueSheetsSync(ctx)
  if (!out.moved.length) throw await demoRefusal(ctx, id, DEMO_ACTION_MESSAGES.pastNotMovable)
  ctx.events.emit({ type: "call_updated", callId: id })
  return { ok: true as const, demoDate: demoDate.toISOString() }
}
