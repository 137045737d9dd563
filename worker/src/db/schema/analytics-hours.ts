import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * The Analytics page's one summary of placed calls (test calls, inbound calls and calls never
 * placed left out): a row per UTC hour of the dial, campaign, source, category and callee-local
 * weekday-hour slot, kept by the calls triggers (calls_ai, calls_au; migration 0039_analytics_hours)
 * in the same transaction as each dial, result, demo and cost: old values out, new ones in, so a
 * change that keeps the key moves exactly one row, and a change of key two.
 * - Key: `hour` = epoch ms of coalesce(dialed_at, created_at) / 3 600 000 (first, so a period is one
 *   range of the primary key); campaign 0 = no campaign; source, category "" = none (the contact's,
 *   read when the call changes); `slot` = the callee's local weekday (0 = Sunday) x 24 + hour, -1 when
 *   their zone is unknown (the heatmap).
 * - Values: outcome groups are columns, as schemas/analytics.ts OUTCOME_GROUPS maps results ("other"
 *   = dialled minus the named groups, so an unmapped result is never lost).
 * Every chart (series, funnel, heatmap, top groups, campaigns) is a GROUP BY over the period's hours,
 * with the parts of an hour a half-hour zone's edges cut read from `calls` (services/analytics).
 * Rows are never removed when calls are purged (data retention): sums hold no personal data.
 * WITHOUT ROWID (in the migration): the key is the table, one b-tree to write and to range-read.
 */
export const analyticsHours = sqliteTable(
  "analytics_hours",
  {
    hour: integer().notNull(),
    campaignId: integer().notNull(),
    source: text().notNull(),
    category: text().notNull(),
    slot: integer().notNull(),
    /** Calls the provider accepted. */
    dialled: integer().notNull().default(0),
    /** Of them, a person answered (the funnel's "connected"). */
    answered: integer().notNull().default(0),
    /** Answered and longer than 30 s. */
    conversations: integer().notNull().default(0),
    /** Voicemail, the assistant hung up (result "voicemail"). */
    voicemail: integer().notNull().default(0),
    /** Voicemail, the assistant left the message (result "voicemail left"). */
    voicemailLeft: integer().notNull().default(0),
    noAnswer: integer().notNull().default(0),
    busy: integer().notNull().default(0),
    failed: integer().notNull().default(0),
    /** No result yet. */
    pending: integer().notNull().default(0),
    /** Demos booked, including ones cancelled later. */
    booked: integer().notNull().default(0),
    /** Demos still booked (not cancelled). */
    demos: integer().notNull().default(0),
    /** What the provider billed, USD. */
    cost: real().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.campaignId, t.source, t.category, t.slot] })]
)
