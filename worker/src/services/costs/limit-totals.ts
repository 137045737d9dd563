/**
 * The daily quota's and the monthly voice budget's figures (today's and this month's hours summed) from
 * call_hourly_stats, in one statement that needs no time zone: a batch that reads the settings beside
 * it (campaign-waiting.ts) cannot know the operator's midnight or month start yet. It returns the
 * hourly rows any zone's boundaries can fall among (the last 26 hours, and the hours around the UTC
 * month's start, ±15, and last month's near a month's start) one by one, and each stretch between
 * them summed as one row at its first hour: a period's figure is then the sum of the rows from its
 * start. About 60 rows at most; the statement reads at most a month and a day of hourly rows.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { periodHours, periodWindow } from "../../lib/period-window"
import type { Settings } from "../../settings/registry"
import { type LimitHourRow, voiceLimits } from "./limits"

const HOUR = 3_600_000
/** Farther than any zone's offset (UTC-12 to UTC+14) and a DST day's extra hour. */
const SLACK = 15

/** The hours kept one by one: [?1, ?2], [?3, ?4] (the months' starts) and [?5, ?6] (the last day). */
const WINDOWS = "(hour <= ?2 OR (hour >= ?3 AND hour <= ?4) OR (hour >= ?5 AND hour <= ?6))"

// One range of the primary key from ?1: the windows' rows, and each stretch between them (and after
// the last) as one row at its first hour (one statement: D1 refuses a compound SELECT of more than a
// few terms).
const SQL = `SELECT hour, placed, cost FROM call_hourly_stats WHERE hour >= ?1 AND ${WINDOWS}
  UNION ALL
  SELECT min(hour), sum(placed), sum(cost) FROM call_hourly_stats WHERE hour >= ?1 AND NOT ${WINDOWS}
  GROUP BY (hour > ?4) + (hour > ?6)`

/**
 * [?1, ?2]: last month's start ±15 hours near a month's start (else this month's, as [?3, ?4]);
 * [?3, ?4]: this month's; [?5, ?6]: the last 26 hours and the next.
 */
export function limitTotalsSql(now: number): SqlStatement {
  const nowHour = Math.floor(now / HOUR)
  const d = new Date(now)
  const monthStart = (back: number) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1) / HOUR
  const thisMonth = monthStart(0)
  // A zone behind UTC is still in last month for the first hours of this one.
  const first = nowHour - thisMonth < SLACK ? monthStart(1) : thisMonth
  return {
    sql: SQL,
    params: [
      first - SLACK,
      first + SLACK,
      thisMonth - SLACK,
      thisMonth + SLACK,
      // Today began at most 25 hours ago (a day that gains a DST hour).
      nowHour - 26,
      nowHour + 1,
    ],
  }
}

/** The rows of limitTotalsSql as the quota's and the budget's figures in the operator's zone. */
export function limitsFromTotals(
  rows: readonly LimitHourRow[],
  settings: Pick<Settings, "timezone" | "daily_call_quota" | "voice_monthly_budget">,
  now: number
) {
  const p = periodHours(periodWindow(now, settings.timezone), now)
  const sum = (from: number, pick: (r: LimitHourRow) => number) =>
    rows.reduce((n, r) => (Number(r.hour) >= from ? n + Number(pick(r)) : n), 0)
  // A sum of dollars: rounded off the float noise below a millionth.
  const spent = Math.round(sum(p.monthFrom, (r) => r.cost) * 1e6) / 1e6
  return voiceLimits(
    sum(p.todayFrom, (r) => r.placed),
    spent,
    settings
  )
}
