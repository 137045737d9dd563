import { integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * Dashboard counters, one row (id = 1) kept by triggers on `calls` (migration add_call_stats_triggers),
 * so the 5 s stats poll is a point read instead of a scan of the calls table.
 * - placed: calls the voice provider accepted (a provider call id was assigned)
 * - withResult / answered: calls with any result / with result "answered" (the success rate)
 * - demos: calls with demoScheduled
 */
export const callStats = sqliteTable("call_stats", {
  id: integer().primaryKey(),
  placed: integer().notNull().default(0),
  withResult: integer().notNull().default(0),
  answered: integer().notNull().default(0),
  demos: integer().notNull().default(0),
})

/** The figures of an hour in call_hourly_stats. */
const hourlyFigures = () => ({
  hour: integer().primaryKey(),
  placed: integer().notNull().default(0),
  withResult: integer().notNull().default(0),
  answered: integer().notNull().default(0),
  demos: integer().notNull().default(0),
  cost: real().notNull().default(0),
})

/**
 * Calls placed per UTC hour (`hour` = epoch ms / 3 600 000, of the dial), kept by the same triggers.
 * "Calls today" in any whole-hour time zone is a sum over at most 24 rows of the primary key; the
 * dashboard's week-over-week captions sum two weeks (≤ 336 rows), the daily quota and the voice
 * budget at most a month (≤ 744 rows) of the same buckets. No running sums (issue 37): a late change
 * (a cost, a cancelled demo) writes its own hour's row only.
 * - withResult / answered / demos: as call_stats, by the hour the call was dialled (test calls skipped)
 * - cost: what the voice provider billed for the calls dialled that hour, in USD (test calls included:
 *   they are billed too), the voice budget's month to date (migration add_costs_and_quota)
 */
export const callHourlyStats = sqliteTable("call_hourly_stats", hourlyFigures())

/** Small shared flags that must survive isolates, e.g. when the voice provider last answered 429. */
export const systemState = sqliteTable("system_state", {
  key: text().primaryKey(),
  value: text().notNull(),
  updatedAt: integer({ mode: "timestamp_ms" }).notNull(),
})
