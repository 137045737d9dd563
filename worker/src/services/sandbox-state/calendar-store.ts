/** The sandbox calendar's events in D1 (sandbox_calendar_events). */
import type { DB } from "../../db/client"
import type { StoredEvent } from "../../providers/calendar/calendar-provider"
import type { SandboxCalendarStore } from "../../providers/calendar/sandbox-calendar"

export function d1CalendarStore(db: DB, now: () => number = Date.now): SandboxCalendarStore {
  return {
    async insert(calendarId, event) {
      const rows = await db.port.all(
        `INSERT INTO sandbox_calendar_events (calendar_id, event_id, event, status, start_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO NOTHING RETURNING event_id`,
        [calendarId, event.id, JSON.stringify(event), event.status, Date.parse(event.start), now()]
      )
      return rows.length > 0
    },
    async get(calendarId, eventId) {
      const row = await db.port.first<{ event: string }>(
        "SELECT event FROM sandbox_calendar_events WHERE calendar_id = ?1 AND event_id = ?2",
        [calendarId, eventId]
      )
      return row ? (JSON.parse(row.event) as StoredEvent) : null
    },
    async put(calendarId, event) {
      await db.port.run(
        `UPDATE sandbox_calendar_events SET event = ?3, status = ?4, start_at = ?5, updated_at = ?6
         WHERE calendar_id = ?1 AND event_id = ?2`,
        [calendarId, event.id, JSON.stringify(event), event.status, Date.parse(event.start), now()]
      )
    },
  }
}

/** The sandbox calendar's events from `from` on, soonest first (the sandbox card on the Demo Calendar page). */
export async function sandboxCalendarEvents(db: DB, calendarId: string, from: number, limit = 50) {
  const rows = await db.port.all<{ event: string }>(
    `SELECT event FROM sandbox_calendar_events
     WHERE calendar_id = ?1 AND status = 'confirmed' AND start_at >= ?2 ORDER BY start_at, event_id LIMIT ?3`,
    [calendarId, from, limit]
  )
  return rows.map((r) => JSON.parse(r.event) as StoredEvent)
}
