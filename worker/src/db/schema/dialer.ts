import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { campaigns } from "./campaigns"
import { createdAt } from "./columns"
import { contacts } from "./contacts"

/**
 * Where each of a campaign's contacts stands in the dialer (one row per selected contact, written when
 * the campaign is created). The cron tick picks, claims and reconciles these rows with set-based SQL.
 * - pending: waiting; dialable once `dueAt` has passed (a retry after no answer / busy sets it later)
 * - in_flight: a call row exists (`callId`) and is queued or calling
 * - done: finished (reached, voicemail, failed, retries used up); `outcome` says how
 * - skipped: not dialled any more (do-not-call, call cancelled by the operator)
 */
export const DIAL_STATES = ["pending", "in_flight", "done", "skipped"] as const
export type DialState = (typeof DIAL_STATES)[number]

export const campaignContacts = sqliteTable(
  "campaign_contacts",
  {
    campaignId: integer()
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id, { onDelete: "cascade" }),
    /** Order in the campaign's selection; first-time contacts are called in this order. */
    position: integer().notNull(),
    state: text({ enum: DIAL_STATES }).notNull().default("pending"),
    /** Calls created for this contact in this campaign (one per attempt). */
    attempts: integer().notNull().default(0),
    /** Epoch ms before which the contact is not dialled (plain integer: the tick does arithmetic on it). */
    dueAt: integer().notNull().default(0),
    /** The callee's IANA zone from address state or area code; "" when it cannot be told. */
    calleeTz: text().notNull().default(""),
    /** The current attempt's call (no foreign key: a deleted call is reconciled as cancelled). */
    callId: integer(),
    /** Epoch ms when the current attempt was handed to the queue (re-sent if still queued much later). */
    dispatchedAt: integer(),
    /** The last attempt's result ("answered", "no answer", "dnc", "cancelled", ...). */
    outcome: text(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.contactId] }),
    // One seek per (campaign, callee zone) finds the next contact to dial.
    index("campaign_contacts_pick_idx").on(t.campaignId, t.state, t.calleeTz, t.dueAt, t.position),
    // A campaign's earliest pending contact, whatever the zone: when to look at it again.
    index("campaign_contacts_due_idx").on(t.campaignId, t.state, t.dueAt),
    index("campaign_contacts_state_idx").on(t.state, t.dispatchedAt),
    index("campaign_contacts_contact_idx").on(t.contactId),
  ]
)

export type CampaignContact = typeof campaignContacts.$inferSelect

/**
 * A campaign's pending contacts per callee zone and hour of their due time (due_at / 1 hour, kept by
 * triggers on campaign_contacts, migration polled_totals): why a campaign waits (campaign-waiting.ts)
 * counts its pending contacts zone by zone from these few rows (the hours to come wait to retry;
 * of the current hour, an index range says how many are due), never every waiting contact. The
 * calls in flight are counted on their own index: they are few, and a dial moving a contact from
 * pending to in flight then writes one counter row, not three.
 */
export const campaignDueHours = sqliteTable(
  "campaign_due_hours",
  {
    campaignId: integer().notNull(),
    calleeTz: text().notNull(),
    dueHour: integer().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.calleeTz, t.dueHour] })]
)

export const DNC_SOURCES = ["manual", "import", "transcript"] as const

/** Numbers that must never be dialled again (E.164, as contacts store them). */
export const doNotCall = sqliteTable(
  "do_not_call",
  {
    phone: text().primaryKey(),
    reason: text(),
    source: text({ enum: DNC_SOURCES }).notNull().default("manual"),
    createdAt: createdAt(),
  },
  (t) => [index("do_not_call_created_idx").on(t.createdAt)]
)

export type DoNotCallEntry = typeof doNotCall.$inferSelect
