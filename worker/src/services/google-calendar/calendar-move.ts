/**
 * Saving another calendar moves the demos still to come there, through the outbox: each row is
 * pointed at the new calendar (a fresh event id, so the insert is retried under one id and a 409
 * becomes a patch, as for any demo) and keeps the event to take off the old one. The sync deletes
 * that event first, then writes the new one; each step is recorded, so a retry or a redelivered
 * message repeats nothing that landed (a second delete is "gone"). Past demos stay where they were
 * written. An old calendar that can no longer be written (no longer shared, deleted) does not hold
 * the move up: the event stays there, the row keeps why, and the card counts them.
 */
import type { DB } from "../../db/client"
import type { SqlStatement } from "../../db/sql/sql-port"
import {
  CalendarError,
  type CalendarErrorKind,
  type CalendarProvider,
} from "../../providers/calendar/calendar-provider"

/** The row's current event may be on its calendar: created, or an insert sent without an answer. */
const MAY_EXIST = `(event_id IS NOT NULL AND (remote = 'created' OR (remote = 'none' AND attempts > 0)))`
const UPCOMING = `call_id IN (SELECT id FROM calls WHERE demo_scheduled = 1 AND demo_date >= ?2 AND is_test = 0)`

/**
 * The statements of a save of `calendarId`: the demos to come written to (or waiting for) another
 * calendar move here, and the events left on an old calendar are tried again (the operator may
 * have shared it again). A row still moving from an earlier calendar keeps that event to delete
 * unless its current one may exist; then the current one is the one to delete (an event left
 * behind twice is counted once: the card's figure is a floor).
 */
export function moveStatements(calendarId: string, now: number): SqlStatement[] {
  return [
    {
      sql: `UPDATE calendar_outbox SET
              old_calendar_id = iif(${MAY_EXIST} OR old_event_id IS NULL, calendar_id, old_calendar_id),
              old_event_id = iif(${MAY_EXIST}, event_id, old_event_id),
              old_error = iif(${MAY_EXIST}, NULL, old_error),
              calendar_id = ?1, event_id = NULL, remote = 'none', attempts = 0, error = NULL,
              seq = seq + 1, updated_at = ?2
            WHERE calendar_id <> ?1 AND ${UPCOMING}`,
      params: [calendarId, now],
    },
    {
      sql: `UPDATE calendar_outbox SET old_error = NULL, seq = seq + 1, updated_at = ?2
            WHERE calendar_id = ?1 AND old_error IS NOT NULL AND old_event_id IS NOT NULL AND ${UPCOMING}`,
      params: [calendarId, now],
    },
  ]
}

/** The old calendar will not take the delete, whatever we retry: the event stays there. */
const LEFT_BEHIND: CalendarErrorKind[] = ["access", "not_found", "invalid"]

interface MovingRow {
  call_id: number
  old_calendar_id: string | null
  old_event_id: string | null
  old_error: string | null
}

/**
 * Takes the moved demo's event off the old calendar (before the new one is written, so a crash
 * in between leaves it on neither for a moment, never on both). Google down or slowing us down
 * throws: the pass stops and the row waits. A bad key throws too: it is no verdict on the old calendar.
 */
export async function removeOldEvent(db: DB, provider: CalendarProvider, row: MovingRow) {
  if (!row.old_calendar_id || !row.old_event_id || row.old_error !== null) return
  const mark = (error: string | null) =>
    db.port.run(
      `UPDATE calendar_outbox SET old_event_id = iif(?3 IS NULL, NULL, old_event_id), old_error = ?3
       WHERE call_id = ?1 AND old_event_id = ?2`,
      [row.call_id, row.old_event_id, error]
    )
  try {
    await provider.deleteEvent(row.old_calendar_id, row.old_event_id)
  } catch (err) {
    if (!(err instanceof CalendarError) || !LEFT_BEHIND.includes(err.kind)) throw err
    await mark(err.message)
    return
  }
  await mark(null)
}

export interface CalendarMoveStatus {
  moving: { from: string; count: number } | null
  leftBehind: { calendarId: string; count: number; reason: string } | null
}

/** What the card says about a move: the demos still moving here, and the events left on an old calendar. */
export async function calendarMoveStatus(db: DB, calendarId: string): Promise<CalendarMoveStatus> {
  if (!calendarId) return { moving: null, leftBehind: null }
  // Rows with an old calendar are only those of a move (few): no index needed beyond the table's size.
  const rows = await db.port.all<{ kind: "moving" | "left"; calendar: string; n: number; reason: string | null }>(
    `SELECT iif(old_error IS NULL, 'moving', 'left') AS kind, old_calendar_id AS calendar, count(*) AS n,
            max(old_error) AS reason
     FROM calendar_outbox
     WHERE old_calendar_id IS NOT NULL AND (old_error IS NOT NULL OR (calendar_id = ?1 AND seq > synced_seq))
     GROUP BY 1, 2 ORDER BY n DESC`,
    [calendarId]
  )
  const moving = rows.find((r) => r.kind === "moving")
  const left = rows.filter((r) => r.kind === "left")
  return {
    moving: moving
      ? { from: moving.calendar, count: rows.filter((r) => r.kind === "moving").reduce((n, r) => n + r.n, 0) }
      : null,
    leftBehind: left.length
      ? { calendarId: left[0]!.calendar, count: left.reduce((n, r) => n + r.n, 0), reason: left[0]!.reason ?? "" }
      : null,
  }
}
