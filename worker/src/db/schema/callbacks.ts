import { sql } from "drizzle-orm"
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core"
import { campaigns } from "./campaigns"
import { createdAt, updatedAt } from "./columns"
import { contacts } from "./contacts"

/**
 * A callback a lead asked for (the assistant's scheduleCallback tool) or the operator set by hand.
 * - scheduled: waiting for `dueAt`; campaigns pass over the contact meanwhile (dialer-sql.ts)
 * - dialing: its one call was placed (`dialCallId`); never picked again
 * - done: that call ended (`outcome` = its result); cancelled: dropped or replaced before it was dialled
 */
export const CALLBACK_STATES = ["scheduled", "dialing", "done", "cancelled"] as const
export type CallbackState = (typeof CALLBACK_STATES)[number]
export const CALLBACK_SOURCES = ["assistant", "operator"] as const
export type CallbackSource = (typeof CALLBACK_SOURCES)[number]

export const callbacks = sqliteTable(
  "callbacks",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** The campaign of the call that asked for it (shown; its end does not stop the callback). */
    campaignId: integer().references(() => campaigns.id, { onDelete: "set null" }),
    /** The call during which the lead asked (no foreign key: history may be deleted). */
    callId: integer(),
    /** Epoch ms the lead asked to be called (plain integer: the tick compares it). */
    dueAt: integer().notNull(),
    reason: text().notNull().default(""),
    source: text({ enum: CALLBACK_SOURCES }).notNull(),
    state: text({ enum: CALLBACK_STATES }).notNull().default("scheduled"),
    /** The callee's IANA zone when it was scheduled ("" unknown): the calling rules are read in it. */
    calleeTz: text().notNull().default(""),
    /** Times the assistant set or moved it on its call (capped like demo bookings). */
    moves: integer().notNull().default(0),
    /** The one call placed for it (calls.callback_id is unique, so it is dialled once). */
    dialCallId: integer(),
    /** That call's result once it ended, or "cancelled". */
    outcome: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The tick's seek: scheduled callbacks by time.
    index("callbacks_state_due_idx").on(t.state, t.dueAt),
    // One waiting callback per contact: a new time replaces the old one.
    uniqueIndex("callbacks_one_scheduled_per_contact")
      .on(t.contactId)
      .where(sql`state = 'scheduled'`),
    index("callbacks_contact_idx").on(t.contactId, t.id),
    index("callbacks_call_idx").on(t.callId),
    index("callbacks_dial_call_idx").on(t.dialCallId),
  ]
)

export type Callback = typeof callbacks.$inferSelect
