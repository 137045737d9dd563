import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * The Analytics page's rollups of placed calls (test calls and calls never placed left out), kept by
 * triggers on `calls` (migrations analytics_rollups, analytics_rollups_lean, analytics_heatmap_pivot) in the same
 * transaction as each dial, result, demo and cost. Two tables, a few rows per block of time whatever
 * the filter: the series (every chart but the heatmap) and the callee-local weekdays and hours (the
 * heatmap).
 * - Key: `dims` says which filters the row answers (bit 1 campaign, 2 source, 4 category; 0 = no
 *   filter); the filtered values sit in `campaignId`/`source`/`category` (0/"" where not filtered).
 *   So every call is counted 8 times per block, once per filter combination, and any filter the page
 *   offers is one primary-key prefix.
 * - Time: `grain` hours per block (1, 24, and for the series 672 = 4 weeks) and `t` its first epoch
 *   hour (a multiple of `grain`). A period in any whole-hour zone is a few big blocks and at most a day of hours at each
 *   end (services/analytics/analytics-blocks.ts): exact in the operator's zone, whatever zone they
 *   pick later, with no rebuild.
 * - Values: campaign 0 = no campaign; source, category "" = none (the contact's, read when the call
 *   changes). Outcome groups are columns, as schemas/analytics.ts OUTCOME_GROUPS maps results
 *   ("other" = dialled minus the named groups, so an unmapped result is never lost).
 * Rows are never removed when calls are purged (data retention): sums hold no personal data.
 */
const key = {
  dims: integer().notNull(),
  campaignId: integer().notNull(),
  source: text().notNull(),
  category: text().notNull(),
  grain: integer().notNull(),
  t: integer().notNull(),
}
const counts = {
  /** Calls the provider accepted. */
  dialled: integer().notNull().default(0),
  /** Of them, a person answered (the funnel's "connected"). */
  answered: integer().notNull().default(0),
}

/**
 * The funnel, the series (outcome mix, cost per demo), and the top categories, top sources and
 * campaigns side by side: blocks of 1, 24 and 672 hours. A list of names is the rows of the filter
 * with that dimension added (top categories under "campaign 3" = the dims 1|4 rows of campaign 3,
 * one key range per category and block), so no table keeps them again.
 */
export const analyticsSeries = sqliteTable(
  "analytics_series",
  {
    ...key,
    ...counts,
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
  (t) => [primaryKey({ columns: [t.dims, t.campaignId, t.source, t.category, t.grain, t.t] })]
)

/** The callee-local hours of a day: the heatmap's columns. */
export const HOURS = Array.from({ length: 24 }, (_, h) => h)
const perHour = (name: string) =>
  Object.fromEntries(HOURS.map((h) => [`${name}${h}`, integer(`${name}_${h}`).notNull().default(0)])) as Record<
    `${typeof name}${number}`,
    ReturnType<typeof integer>
  >

/**
 * The heatmap: per callee-local weekday (0 = Sunday; -1 = zone unknown, counted in hour 0), its 24
 * hours as columns (`dialled_0`..`dialled_23`, `answered_0`..`answered_23`; migration
 * analytics_heatmap_pivot). A block of time is one or two rows per weekday it touches instead of a
 * row per hour slot: a UTC day is 2 rows (was about 27), so no 4-week grain is kept (blocks of 1
 * and 24 hours only), and a call writes 16 rows here (was 24).
 */
export const analyticsSlots = sqliteTable(
  "analytics_slots",
  { ...key, weekday: integer().notNull(), ...perHour("dialled"), ...perHour("answered") },
  (t) => [primaryKey({ columns: [t.dims, t.campaignId, t.source, t.category, t.grain, t.t, t.weekday] })]
)
