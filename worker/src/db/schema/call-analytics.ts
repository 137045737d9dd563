import { integer, primaryKey, real, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * The Analytics page's summary of placed calls, kept by triggers on `calls` (migration
 * add_call_analytics) in the same transaction as each call's dial, result, demo and cost, so every
 * figure is a sum over these rows instead of a scan of the calls table. One row per UTC hour of the
 * dial, campaign, lead source and category (the contact's, read when the call changes), raw result
 * and the callee's local weekday and hour. The results stay raw: web and worker map them to outcome
 * groups (schemas/analytics.ts), so a new result value needs no migration.
 * - `campaignId` 0 = no campaign; `source`/`category`/`result` "" = none (a pending call has no result)
 * - `localSlot` = weekday (0 = Sunday) × 24 + hour on the callee's clock, -1 when their zone is unknown
 * Rows are never removed when calls are purged (data retention): aggregates hold no personal data.
 */
export const callAnalytics = sqliteTable(
  "call_analytics",
  {
    hour: integer().notNull(),
    campaignId: integer().notNull(),
    source: text().notNull(),
    category: text().notNull(),
    result: text().notNull(),
    localSlot: integer().notNull(),
    /** Calls the provider accepted. */
    dialled: integer().notNull().default(0),
    /** Of them, calls longer than 30 s (the funnel's "conversation" when the result is a connection). */
    longCalls: integer().notNull().default(0),
    /** Demos booked, including ones cancelled later. */
    booked: integer().notNull().default(0),
    /** Demos still booked (not cancelled). */
    demos: integer().notNull().default(0),
    /** What the provider billed, USD. */
    cost: real().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.hour, t.campaignId, t.source, t.category, t.result, t.localSlot] })]
)
