import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * The Analytics page's rollups of placed calls (test calls and calls never placed left out), kept by
 * triggers on `calls` (migration analytics_rollups) in the same transaction as each dial, result,
 * demo and cost. Each chart reads its own table, a few rows per block of time, whatever the filter:
 * - Key: `dims` says which filters the row answers (bit 1 campaign, 2 source, 4 category; 0 = no
 *   filter); the filtered values sit in `campaignId`/`source`/`category` (0/"" where not filtered).
 *   So every call is counted 8 times per block, once per filter combination, and any filter the page
 *   offers is one primary-key prefix.
 * - Time: `grain` hours per block (1, 24, 672 = 4 weeks) and `t` its first epoch hour (a multiple of
 *   `grain`). A period in any whole-hour zone is a few big blocks and at most a day of hours at each
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

/** The funnel and the series (outcome mix, cost per demo): blocks of 1 and 24 hours. */
export const analyticsSeries = sqliteTable(
  "analytics_series",
  {
    ...key,
    ...counts,
    /** Answered and longer than 30 s. */
    conversations: integer().notNull().default(0),
    voicemail: integer().notNull().default(0),
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

/** The heatmap: per callee-local slot (weekday × 24 + hour, 0 = Sunday; -1 = zone unknown). */
export const analyticsSlots = sqliteTable("analytics_slots", { ...key, slot: integer().notNull(), ...counts }, (t) => [
  primaryKey({ columns: [t.dims, t.campaignId, t.source, t.category, t.grain, t.t, t.slot] }),
])

/**
 * Top categories and sources: `kind` "category" rows for filters without a category, "source" rows
 * for filters without a source (a filtered one is the funnel's own totals).
 */
export const analyticsGroups = sqliteTable(
  "analytics_groups",
  { ...key, kind: text().notNull(), name: text().notNull(), ...counts, demos: integer().notNull().default(0) },
  (t) => [primaryKey({ columns: [t.dims, t.campaignId, t.source, t.category, t.kind, t.grain, t.t, t.name] })]
)

/** Campaigns side by side, for filters without a campaign (its key has no campaign filter). */
const { campaignId: _filtered, ...campaignsKey } = key
export const analyticsCampaigns = sqliteTable(
  "analytics_campaigns",
  {
    ...campaignsKey,
    /** 0 = calls outside any campaign. */
    campaignId: integer().notNull(),
    ...counts,
    conversations: integer().notNull().default(0),
    booked: integer().notNull().default(0),
    demos: integer().notNull().default(0),
    cost: real().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.dims, t.source, t.category, t.grain, t.t, t.campaignId] })]
)
