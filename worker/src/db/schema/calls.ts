import { sql } from "drizzle-orm"
import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core"
import { campaigns } from "./campaigns"
import { createdAt, updatedAt } from "./columns"
import { contacts } from "./contacts"
import { DEMO_OUTCOMES } from "../../schemas/calendar"

export const CALL_STATUSES = ["queued", "calling", "completed", "failed", "cancelled"] as const
export type CallStatus = (typeof CALL_STATUSES)[number]

/**
 * "voicemail left": voicemail detected and the assistant spoke the voicemail message; "voicemail":
 * detected, no message left (rows stored before the split read as this too).
 */
export const CALL_RESULTS = ["answered", "no answer", "busy", "voicemail", "voicemail left", "failed"] as const
export type CallResult = (typeof CALL_RESULTS)[number]

/** outbound: the dialer (or Call Now) placed it; inbound: a lead rang one of the app's numbers. */
export const CALL_DIRECTIONS = ["outbound", "inbound"] as const
export type CallDirection = (typeof CALL_DIRECTIONS)[number]

export const calls = sqliteTable(
  "calls",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    // History outlives its contact and campaign: deleting either keeps the call.
    contactId: integer().references(() => contacts.id, { onDelete: "set null" }),
    campaignId: integer().references(() => campaigns.id, {
      onDelete: "set null",
    }),
    vapiCallId: text(),
    status: text({ enum: CALL_STATUSES }).notNull().default("queued"),
    result: text(),
    duration: integer(),
    transcript: text(),
    demoScheduled: integer({ mode: "boolean" }).notNull().default(false),
    demoDate: integer({ mode: "timestamp_ms" }),
    calendarEventId: text(),
    /** Set by Cancel Demo: the call keeps its history; a late end-of-call report must not rebook it. */
    demoCancelledAt: integer({ mode: "timestamp_ms" }),
    /** A past demo's outcome, as the operator marked it (held, no_show); null until marked. */
    demoOutcome: text({ enum: DEMO_OUTCOMES }),
    /** Times the assistant's bookDemo tool set or moved this call's demo: capped (MAX_DEMO_BOOKINGS). */
    demoBookings: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    completedAt: integer({ mode: "timestamp_ms" }),
    // Filled from the provider's end-of-call report.
    summary: text(),
    recordingUrl: text(),
    endedReason: text(),
    /** Why the call failed (provider message), shown to the operator. */
    error: text(),
    /** Dial attempts so far; retryable provider answers (429, concurrency) put the call back in the queue. */
    attempt: integer().notNull().default(0),
    /** When the provider accepted the call; the reconcile pass looks for calls "calling" long after it. */
    dialedAt: integer({ mode: "timestamp_ms" }),
    /**
     * When a queued call's next dial is due (a busy provider's retry, a voice not configured yet);
     * null once claimed. The cron re-sends a call still queued well after it (its message was lost).
     */
    retryAt: integer({ mode: "timestamp_ms" }),
    /**
     * Settings → Voice's test call to the operator's own phone: no contact, no campaign, and never
     * counted (the stats triggers skip it; dashboard, calendar, reports and the sheet leave it out).
     */
    isTest: integer({ mode: "boolean" }).notNull().default(false),
    /** What the provider billed for the call, in US dollars (Vapi's end-of-call `cost`); null until reported. */
    cost: real(),
    /** The provider's cost breakdown as reported (Vapi's `costs` array / `costBreakdown`), JSON. */
    costBreakdown: text({ mode: "json" }),
    /** What the assistant said after the beep when it left a voicemail (result "voicemail left"). */
    voicemailMessage: text(),
    /** The callback this call was placed for (unique: a callback is dialled once). */
    callbackId: integer(),
    /**
     * The callee's UTC offset (minutes) when the call was placed, from their zone (address state, else
     * area code, else the operator's): the Analytics heatmap's local hour and weekday. Null before dialling.
     */
    calleeUtcOffset: integer(),
    /**
     * Copies of what Call History shows of the call's contact and campaign, kept by triggers
     * (migration paging_denormalised, DB_TRIGGERS): a history page reads its calls alone, and each
     * name sort is one index walk. Null when the call has no contact (campaign) or it was deleted.
     */
    contactName: text(),
    contactPhone: text(),
    contactAddress: text(),
    campaignName: text(),
    /**
     * Inbound calls (a lead calling back, answered through Vapi's assistant-request) are history like
     * any call, but never dials: the placed/dialled triggers (call_stats, the hourly totals the daily
     * quota reads, the Analytics rollups) count outbound calls only (migration count_outbound_only).
     */
    direction: text({ enum: CALL_DIRECTIONS }).notNull().default("outbound"),
  },
  (t) => [
    uniqueIndex("calls_vapi_call_id_unique").on(t.vapiCallId),
    // The safety invariant: a business is never dialled twice at once. At most one active (queued or
    // calling) call per contact, enforced by the database, so parallel Call Now clicks, dialer ticks and
    // resume-queued cannot interleave past it (services insert with ON CONFLICT DO NOTHING).
    uniqueIndex("calls_one_active_per_contact")
      .on(t.contactId)
      .where(sql`status IN ('queued', 'calling') AND contact_id IS NOT NULL`),
    uniqueIndex("calls_callback_once")
      .on(t.callbackId)
      .where(sql`callback_id IS NOT NULL`),
    // Test calls by start time: the per-hour cap of the guarded test-call insert counts them in one
    // seek (services/voice/test-call.service.ts); the few test calls make it a tiny index.
    index("calls_test_created_idx")
      .on(t.createdAt)
      .where(sql`is_test = 1`),
    // Leads who called back, by start time: Analytics counts them apart from the outbound dials (the
    // hourly summary holds outbound calls only) in one seek of a small index.
    index("calls_inbound_created_idx")
      .on(t.createdAt)
      .where(sql`direction = 'inbound'`),
    index("calls_contact_id_idx").on(t.contactId, t.id),
    // Call History sorted by contact (campaign): name, then its row's id, then the call id (rowid).
    index("calls_contact_name_idx").on(t.contactName, t.contactId),
    index("calls_campaign_name_idx").on(t.campaignName, t.campaignId),
    index("calls_campaign_status_idx").on(t.campaignId, t.status),
    // A campaign's calls in id order (its rename rewrites their campaign_name).
    index("calls_campaign_id_idx").on(t.campaignId, t.id),
    index("calls_status_created_idx").on(t.status, t.createdAt),
    index("calls_created_idx").on(t.createdAt),
    // Call History sorts server-side by result and demo, newest first within each value.
    index("calls_result_created_idx").on(t.result, t.createdAt),
    index("calls_demo_created_idx").on(t.demoScheduled, t.createdAt),
    // The Demo Calendar: demos by date (a month, the next ones, the latest past) as index ranges.
    index("calls_demo_date_idx").on(t.demoScheduled, t.demoDate),
    // Analytics: the placed calls still without a result (on the line, or waiting for their report),
    // by dial time. The rollups count a call once it is settled; the page reads these few live.
    index("calls_unsettled_idx")
      .on(sql`coalesce(${t.dialedAt}, ${t.createdAt})`)
      .where(sql`${t.result} IS NULL AND ${t.isTest} = 0 AND ${t.vapiCallId} IS NOT NULL`),
    // Analytics' funnel: a past demo marked No-show was not held (few: read live, by dial time).
    index("calls_no_show_idx")
      .on(sql`coalesce(${t.dialedAt}, ${t.createdAt})`)
      .where(sql`${t.demoOutcome} = 'no_show'`),
  ]
)

export type Call = typeof calls.$inferSelect
export type NewCall = typeof calls.$inferInsert

/**
 * Demos (demo_scheduled, a demo_date, not a test call) per UTC day of demo_date (day = demo_date /
 * 86,400,000), and day -1 holding all of them, kept by triggers (migration polled_read_summaries): the
 * Demo Calendar's counters read the total in one row and the days to come instead of every demo.
 */
export const demoDays = sqliteTable("demo_days", {
  day: integer().primaryKey(),
  n: integer().notNull(),
})
