/**
 * The daily quota's and the monthly voice budget's figures (today's and this month's hours summed) from the
 * running hourly totals, in one statement that needs no time zone: a batch that reads the settings
 * beside it (campaign-waiting.ts) cannot know the operator's midnight or month start yet. It reads the
 * totals rows any zone's boundaries can fall among (the last 26 hours, and the hours around the UTC
 * month's start, ±15), the row before each stretch and the latest; a period's figure is then the
 * latest row minus the row before its start. About 60 rows at most, however long the history.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { periodHours, periodWindow } from "../../lib/period-window"
import type { Settings } from "../../settings/registry"
import { type LimitHourRow, voiceLimits } from "./limits"

const HOUR = 3_600_000
/** Farther than any zone's offset (UTC-12 to UTC+14) and a DST day's extra hour. */
const SLACK = 15

const before = (n: number) => `(SELECT max(hour) FROM call_hourly_totals WHERE hour < ?${n})`

// Three stretches of the primary key, the row before each and the latest row (one statement: D1
// refuses a compound SELECT of more than a few terms).
const SQL = `SELECT hour, placed, cost FROM call_hourly_totals
  WHERE hour BETWEEN ?1 AND ?2 OR hour BETWEEN ?3 AND ?4 OR hour BETWEEN ?5 AND ?6
    OR hour IN (${before(1)}, ${before(3)}, ${before(5)}, (SELECT max(hour) FROM call_hourly_totals))`

/** ?1-?2: the last day; ?3-?4: this UTC month's start; ?5-?6: last month's, near a month's start. */
export function limitTotalsSql(now: number): SqlStatement {
  const nowHour = Math.floor(now / HOUR)
  const d = new Date(now)
  const monthStart = (back: number) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1) / HOUR
  const thisMonth = monthStart(0)
  // A zone behind UTC is still in last month for the first hours of this one.
  const lastMonth = nowHour - thisMonth < SLACK ? monthStart(1) : null
  return {
    sql: SQL,
    params: [
      // Today began at most 25 hours ago (a day that gains a DST hour); the row before it is read too.
      nowHour - 26,
      nowHour,
      thisMonth - SLACK,
      thisMonth + SLACK,
      lastMonth === null ? 1 : lastMonth - SLACK,
      lastMonth === null ? 0 : lastMonth + SLACK,
    ],
  }
}

/** The rows of limitTotalsSql as the quota's and the budget's figures in the operator's zone. */
export function limitsFromTotals(
  rows: readonly LimitHourRow[],
  settings: Pick<Settings, "timezone" | "daily_call_quota" | "voice_monthly_budget">,
  now: number
) {
  const sorted = rows.map((r) => ({ hour: Number(r.hour), placed: Number(r.placed), cost: Number(r.cost) }))
  sorted.sort((a, b) => a.hour - b.hour)
  /** The totals of every bucket before `hour`. */
  const upTo = (hour: number) => sorted.findLast((r) => r.hour < hour) ?? { placed: 0, cost: 0 }
  const latest = sorted.at(-1) ?? { placed: 0, cost: 0 }
  const p = periodHours(periodWindow(now, settings.timezone), now)
  // A difference of running sums of dollars: rounded off the float noise below a millionth.
  const spent = Math.round((latest.cost - upTo(p.monthFrom).cost) * 1e6) / 1e6
  return voiceLimits(latest.placed - upTo(p.todayFrom).placed, spent, settings)
}
