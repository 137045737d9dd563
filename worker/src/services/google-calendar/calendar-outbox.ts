/**
 * The calendar outbox statements: each joins the batch that books, moves or cancels a demo, so the
 * change and "the calendar must follow" are one transaction. A call gets a row once it is a demo
 * while a calendar is connected; from then on every change of what its event shows (booked or not,
 * the time, the summary, the contact) raises the row's `seq`, and a replayed statement that changes
 * nothing raises nothing (the fingerprint is the same).
 */
import type { Ctx } from "../../context/ctx"
import type { SqlStatement } from "../../db/sql/sql-port"
import type { RunMode } from "../../providers/provider-mode"
import { stateJson } from "../../settings/state-store"

const CALENDAR_ID = stateJson("google_calendar_config", "$.calendarId")

/** What the call's event shows, as one text: 'none' when it should not be on the calendar. */
const FINGERPRINT = `CASE WHEN c.demo_scheduled = 1 AND c.demo_date IS NOT NULL AND c.is_test = 0
  THEN 'demo:' || c.demo_date || ':' || coalesce(length(c.summary), 0) || ':' || coalesce(c.contact_id, 0)
  ELSE 'none' END`

/**
 * The calendar outbox row of call `callId` as the call stands once the batch's change is made.
 * `mode` is the calendar provider's (null when not configured: the first sync stamps it).
 */
export function calendarOutboxStatement(callId: number, now: number, mode: RunMode | null): SqlStatement {
  return {
    sql: `INSERT INTO calendar_outbox (call_id, calendar_id, fingerprint, mode, updated_at)
          SELECT c.id, coalesce(${CALENDAR_ID}, ''), ${FINGERPRINT}, ?3, ?2 FROM calls c
          WHERE c.id = ?1
            AND ((${FINGERPRINT} <> 'none' AND coalesce(${CALENDAR_ID}, '') <> '')
                 OR EXISTS (SELECT 1 FROM calendar_outbox o WHERE o.call_id = c.id))
          ON CONFLICT (call_id) DO UPDATE
            SET fingerprint = excluded.fingerprint, seq = seq + 1, updated_at = excluded.updated_at
            WHERE calendar_outbox.fingerprint <> excluded.fingerprint
          RETURNING call_id`,
    params: [callId, now, mode],
  }
}

/**
 * Connecting a calendar puts the demos still to come on it (the past ones stay in the app and the
 * feed): one row each for those without one, through the demo-date index.
 */
export function backfillStatement(calendarId: string, now: number, mode: RunMode | null): SqlStatement {
  return {
    sql: `INSERT INTO calendar_outbox (call_id, calendar_id, fingerprint, mode, updated_at)
          SELECT c.id, ?1, ${FINGERPRINT}, ?3, ?2 FROM calls c
          WHERE c.demo_scheduled = 1 AND c.demo_date >= ?2 AND c.is_test = 0
          ON CONFLICT (call_id) DO NOTHING
          RETURNING call_id`,
    params: [calendarId, now, mode],
  }
}

/** Ask for a calendar sync. Never throws: the cron's "calendar sync" step finds waiting rows within a minute. */
export async function enqueueCalendarSync(ctx: Pick<Ctx, "queue">, delaySeconds = 0) {
  try {
    await ctx.queue.send({ type: "calendar-sync" }, { delaySeconds })
  } catch (err) {
    console.warn("calendar-sync not sent; the cron syncs within a minute", err)
  }
}
