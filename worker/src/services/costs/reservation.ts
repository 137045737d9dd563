/**
 * The daily quota and the monthly voice budget as a guard inside the statement that starts a dial,
 * so parallel dials cannot all pass a check made before any of them counted (D1 and libSQL run one
 * statement at a time: a guarded UPDATE or INSERT is atomic).
 * - Quota: today's placed calls (call_hourly_stats' hours of the day) plus the calls
 *   claimed today and not yet given a provider id (they count as placed the moment the id is stored,
 *   in the same UPDATE that stops them counting here). Test calls never count (as on the dashboard).
 * - Budget: this month's billed cost plus an estimate held for every call still in progress and not
 *   billed yet (test calls included: Vapi bills them too). The estimate is the month's average cost
 *   per placed call, never below RESERVED_USD_FLOOR.
 * The month's hourly rows (at most 744) are one range of call_hourly_stats' primary key; the in-flight
 * counts walk the 'calling' rows only.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { periodHours, periodWindow } from "../../lib/period-window"
import type { Settings } from "../../settings/registry"
import { budgetMessage, quotaMessage, type VoiceLimitReason } from "./limits"

/**
 * The least held per unbilled call: about a minute of a Vapi call at list prices (platform, model,
 * voice and telephony together run $0.05-0.15 a minute), so a month without history is not waved
 * through at $0.
 */
export const RESERVED_USD_FLOOR = 0.1

const HOUR = 3_600_000

/**
 * `lim`: one row of the figures. ?1 = today's first hour bucket, ?2 = this month's (the operator's
 * zone: period-window.ts), ?3 = the reservation floor. Statements using it number their own
 * parameters from ?4. Today is within this month, so one range of hours answers both.
 */
export const LIMITS_CTE = `WITH lim0 AS (SELECT
    m.placedToday,
    (SELECT count(*) FROM calls WHERE status = 'calling' AND vapi_call_id IS NULL AND is_test = 0
      AND dialed_at >= ?1 * ${HOUR}) AS claimedToday,
    m.spentMonth,
    m.placedMonth,
    (SELECT count(*) FROM calls WHERE status = 'calling' AND cost IS NULL AND dialed_at >= ?2 * ${HOUR}) AS unbilled
    FROM (SELECT coalesce(sum(iif(hour >= ?1, placed, 0)), 0) AS placedToday, coalesce(sum(cost), 0) AS spentMonth,
      coalesce(sum(placed), 0) AS placedMonth FROM call_hourly_stats WHERE hour >= ?2) m
  ), lim AS (SELECT placedToday, claimedToday, spentMonth, unbilled,
    unbilled * max(?3, coalesce(spentMonth / nullif(placedMonth, 0), 0)) AS held FROM lim0)`

/** The guard: ?4 = the daily quota (null: not judged, a test call), ?5 = the voice budget (null: none). */
export const LIMITS_ALLOW = `(SELECT (?4 IS NULL OR placedToday + claimedToday < ?4)
    AND (?5 IS NULL OR spentMonth + held < ?5) FROM lim)`

/** The parameters ?1-?5 for the operator's "today" and "this month" now. */
export function limitParams(
  settings: Pick<Settings, "timezone" | "daily_call_quota" | "voice_monthly_budget">,
  now: number,
  { quota = true } = {}
): unknown[] {
  const p = periodHours(periodWindow(now, settings.timezone), now)
  return [
    p.todayFrom,
    p.monthFrom,
    RESERVED_USD_FLOOR,
    quota ? settings.daily_call_quota : null,
    settings.voice_monthly_budget,
  ]
}

export type LimitFigures = { placedToday: number; claimedToday: number; spentMonth: number; held: number }

/** The figures themselves (to say why a guarded statement matched nothing): limitParams' first three. */
export const limitFiguresSql = (params: unknown[]): SqlStatement => ({
  sql: `${LIMITS_CTE} SELECT placedToday, claimedToday, spentMonth, held FROM lim`,
  params: params.slice(0, 3),
})

/** Why the figures refuse a dial, in the operator's words, or null. */
export function reservedLimitReason(
  raw: LimitFigures,
  settings: Pick<Settings, "daily_call_quota" | "voice_monthly_budget">,
  { quota = true } = {}
): VoiceLimitReason | null {
  const used = Number(raw.placedToday) + Number(raw.claimedToday)
  if (quota && used >= settings.daily_call_quota) {
    return {
      code: "daily_quota_reached",
      message: quotaMessage({ used, limit: settings.daily_call_quota, reached: true }),
    }
  }
  const budget = settings.voice_monthly_budget
  const spent = Math.round(Number(raw.spentMonth) * 1e6) / 1e6
  const held = Math.round(Number(raw.held) * 1e6) / 1e6
  if (budget === null || spent + held < budget) return null
  return {
    code: "budget_reached",
    message: budgetMessage({ provider: "voice", spent, budget, reached: true }, held),
  }
}
