import { index, integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * The Analytics page's rollups of settled calls (placed, outbound, not a test, with a result; the
 * calls still on the line are read from `calls`), per local day of the operator's zone, kept by the
 * calls triggers (calls_ai, calls_rollups_au) in the same transaction as each
 * result, demo and cost: old values out, new ones in, so a change writes a constant number of rows
 * (analytics-keys.ts says how a call is counted).
 * - `day`: days since 1970-01-01 of the operator's local date (analytics_zone_offsets), so every
 *   period and bucket, in any zone (Kolkata's half hours, Kathmandu's quarter), is a range of days.
 * - `dims`: which of campaign (1), source (2), category (4) the row is kept per; the others are 0 or "".
 *   Campaign 0 = no campaign; source, category "" = none.
 * Rows are never removed when calls are purged (data retention): sums hold no personal data.
 * WITHOUT ROWID (in the migration): the key is the table, one b-tree to write and to range-read.
 */
const figures = () => ({
  /** Calls the provider accepted. */
  dialled: integer().notNull().default(0),
  /** Of them, a person answered (the funnel's "connected"). */
  answered: integer().notNull().default(0),
})

const outcomes = () => ({
  ...figures(),
  /** Answered and longer than 30 s. */
  conversations: integer().notNull().default(0),
  /** Voicemail, the assistant hung up (result "voicemail"). */
  voicemail: integer().notNull().default(0),
  /** Voicemail, the assistant left the message (result "voicemail left"). */
  voicemailLeft: integer().notNull().default(0),
  noAnswer: integer().notNull().default(0),
  busy: integer().notNull().default(0),
  failed: integer().notNull().default(0),
  /** An empty result (none is stored today; kept so no value is ever lost). */
  pending: integer().notNull().default(0),
  /** Demos booked, including ones cancelled later. */
  booked: integer().notNull().default(0),
  /** Demos still booked (not cancelled). */
  demos: integer().notNull().default(0),
  /** What the provider billed, USD. */
  cost: real().notNull().default(0),
})

/**
 * Per day, unfiltered (dims 0) and per campaign, source or category alone (1, 2, 4): the series and
 * funnel under no filter or one, and the campaigns, sources and categories of the whole page. Day
 * before the value: a period's campaigns (or sources) are one range.
 */
export const analyticsDays = sqliteTable(
  "analytics_days",
  {
    dims: integer().notNull(),
    day: integer().notNull(),
    campaignId: integer().notNull(),
    source: text().notNull(),
    category: text().notNull(),
    ...outcomes(),
  },
  (t) => [primaryKey({ columns: [t.dims, t.day, t.campaignId, t.source, t.category] })]
)

/**
 * Per day and callee-local weekday-hour slot (weekday 0 = Sunday, x 24 + hour; -1: zone unknown),
 * unfiltered, per campaign, source or category, and per all three (dims 7): the heatmap under any
 * filter. The value before the day: one filter's period is one range.
 */
export const analyticsDaySlots = sqliteTable(
  "analytics_day_slots",
  {
    dims: integer().notNull(),
    campaignId: integer().notNull(),
    source: text().notNull(),
    category: text().notNull(),
    day: integer().notNull(),
    slot: integer().notNull(),
    ...figures(),
  },
  (t) => [primaryKey({ columns: [t.dims, t.campaignId, t.source, t.category, t.day, t.slot] })]
)

/**
 * Per day, campaign, source and category together: the page under a filter (a campaign's sources,
 * a source's categories, two filters at once), by the key for a campaign and by the indexes for a
 * source or a category.
 */
export const analyticsDayGroups = sqliteTable(
  "analytics_day_groups",
  {
    campaignId: integer().notNull(),
    day: integer().notNull(),
    source: text().notNull(),
    category: text().notNull(),
    ...outcomes(),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.day, t.source, t.category] }),
    index("analytics_day_groups_source_idx").on(t.source, t.day),
    index("analytics_day_groups_category_idx").on(t.category, t.day),
  ]
)

/**
 * The operator's zone as UTC offsets from each instant on (DST changes included, 2000-2060), which
 * the triggers read to find a call's local day; `zone` says which zone they are (every row the
 * same). Rewritten, and the rollups recounted, when the operator changes zone (analytics-zone.ts).
 */
export const analyticsZoneOffsets = sqliteTable("analytics_zone_offsets", {
  fromMs: integer().primaryKey(),
  offsetMin: integer().notNull(),
  zone: text().notNull(),
})

/**
 * Scratch for a zone change (analytics-zone.ts): the settled calls' change of key, old zone's days
 * out and new zone's in, netted per key before it is applied to the rollups; empty between recounts.
 */
export const analyticsRecount = sqliteTable(
  "analytics_recount",
  {
    day: integer().notNull(),
    campaignId: integer().notNull(),
    source: text().notNull(),
    category: text().notNull(),
    slot: integer().notNull(),
    ...outcomes(),
  },
  (t) => [primaryKey({ columns: [t.day, t.campaignId, t.source, t.category, t.slot] })]
)
