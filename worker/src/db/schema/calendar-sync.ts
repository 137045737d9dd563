import { sql } from "drizzle-orm"
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { RUN_MODES } from "./columns"

/**
 * The Google Calendar outbox: one row per demo call whose event the operator's calendar should
 * follow. Written in the same D1 batch as the booking, the move or the cancellation (`seq` is raised
 * each time what the event shows changes); the sync makes the calendar match the call as it then
 * stands and records `syncedSeq`. No foreign key on purpose: a call purged later still has its
 * event removed (the sync reads a missing call as "no demo").
 */
export const calendarOutbox = sqliteTable(
  "calendar_outbox",
  {
    callId: integer().primaryKey(),
    /**
     * The calendar the event goes to, fixed when the row is made. Saving another calendar moves the
     * demos still to come there (a past demo stays where it was written): this becomes the new one
     * and the event to take off the old one is kept in `oldCalendarId`/`oldEventId`.
     */
    calendarId: text().notNull(),
    /** The calendar the demo is moving from, until the move is synced (kept while an event stays there). */
    oldCalendarId: text(),
    /** The event still to delete from `oldCalendarId` (null: none was written there, or it is deleted). */
    oldEventId: text(),
    /** The old calendar could not be written (no longer shared, deleted): the event stays there, and why. */
    oldError: text(),
    /**
     * The event's id (base32hex), chosen and stored before the first insert is sent: a redelivered
     * or retried insert carries the same id, so Google answers 409 instead of making a second event.
     */
    eventId: text(),
    /** What the event last showed (demo or not, time, summary, contact): a change raises seq. */
    fingerprint: text().notNull(),
    seq: integer().notNull().default(1),
    syncedSeq: integer().notNull().default(0),
    /** none: never confirmed created; created: on the calendar; deleted: removed (a rebooking takes a new id). */
    remote: text({ enum: ["none", "created", "deleted"] })
      .notNull()
      .default("none"),
    /** Requests sent for the current event id without a confirmed answer: above 0, an insert may have landed. */
    attempts: integer().notNull().default(0),
    /** Google's refusal of this event, in the operator's words; null once it went through. */
    error: text(),
    /** Real Google or the sandbox calendar; the sync handles only its own mode's rows. Null until stamped. */
    mode: text({ enum: RUN_MODES }),
    updatedAt: integer({ mode: "timestamp_ms" }).notNull(),
    syncedAt: integer({ mode: "timestamp_ms" }),
  },
  (t) => [
    // The sync reads the rows still to do, oldest change first.
    index("calendar_outbox_pending_idx")
      .on(t.updatedAt)
      .where(sql`seq > synced_seq`),
  ]
)

/** The sandbox calendar: what Google Calendar would hold, so the sync can be watched without an account. */
export const sandboxCalendarEvents = sqliteTable(
  "sandbox_calendar_events",
  {
    calendarId: text().notNull(),
    eventId: text().notNull(),
    /** The event resource as Google would answer it (JSON). */
    event: text().notNull(),
    /** Google keeps a deleted event as "cancelled" (a second delete is 410, its id stays taken). */
    status: text({ enum: ["confirmed", "cancelled"] })
      .notNull()
      .default("confirmed"),
    startAt: integer({ mode: "timestamp_ms" }).notNull(),
    updatedAt: integer({ mode: "timestamp_ms" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.eventId] }), index("sandbox_calendar_start_idx").on(t.startAt)]
)
