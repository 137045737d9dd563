/**
 * The operator's hard limits: the daily call quota (Settings → Rate Limits, calls per day, SPEC
 * §2.3's 2,000 by default) and the optional monthly budget per provider (Settings → Costs). Both are
 * counted in the operator's zone: "today" from local midnight, "this month" from the 1st.
 * The dialer's tick reads the same figures from its own batch (limitsFromHours) so it stays at two
 * round trips; a dial, a Call Now and a lead-search step ask here.
 */
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import type { SqlStatement } from "../../db/sql/sql-port"
import { hourIndex, periodHours, periodWindow } from "../../lib/period-window"
import { zonedParts, zonedToInstant } from "../../lib/zoned-time"
import type { BudgetProvider } from "../../schemas/costs"
import type { Settings } from "../../settings/registry"

export interface QuotaState {
  used: number
  limit: number
  reached: boolean
}

export interface BudgetState {
  provider: BudgetProvider
  /** USD billed since the 1st of the month (operator's zone). */
  spent: number
  /** USD, or null: no budget set. */
  budget: number | null
  reached: boolean
}

const periods = (now: number, timeZone: string) => periodHours(periodWindow(now, timeZone), now)

/** Calls placed today (the dashboard's "calls today": test calls never count). ≤ 24 hourly rows. */
async function placedSince(db: DB, fromHour: number) {
  const row = await db.port.first<{ n: number }>(
    "SELECT coalesce(sum(placed), 0) AS n FROM call_hourly_stats WHERE hour >= ?",
    [fromHour]
  )
  return row?.n ?? 0
}

/** What a provider billed since an hour bucket: call costs by dial hour, Places requests by hour. */
async function spentSince(db: DB, provider: BudgetProvider, fromHour: number) {
  const sql =
    provider === "voice"
      ? "SELECT coalesce(sum(cost), 0) AS usd FROM call_hourly_stats WHERE hour >= ?"
      : "SELECT coalesce(sum(cost), 0) AS usd FROM maps_usage WHERE hour >= ? * 3600000"
  const row = await db.port.first<{ usd: number }>(sql, [fromHour])
  return row?.usd ?? 0
}

const budgetOf = (settings: Settings, provider: BudgetProvider) =>
  provider === "voice" ? settings.voice_monthly_budget : settings.places_monthly_budget

/** Today's calls against Settings' calls per day. */
export async function dailyQuota(ctx: Ctx): Promise<QuotaState> {
  const settings = await ctx.settings()
  const used = await placedSince(ctx.db, periods(ctx.clock.now(), settings.timezone).todayFrom)
  const limit = settings.daily_call_quota
  return { used, limit, reached: used >= limit }
}

/** True once today's placed calls reach the quota: the dialer places no further call today. */
export async function dailyQuotaReached(ctx: Ctx): Promise<boolean> {
  return (await dailyQuota(ctx)).reached
}

/** A provider's spend this month against its budget (never reached without one). */
export async function monthlyBudget(ctx: Ctx, provider: BudgetProvider): Promise<BudgetState> {
  const settings = await ctx.settings()
  const budget = budgetOf(settings, provider)
  const spent = await spentSince(ctx.db, provider, periods(ctx.clock.now(), settings.timezone).monthFrom)
  return { provider, spent, budget, reached: budget !== null && spent >= budget }
}

/** True once the provider's monthly budget is spent: campaigns (voice) or lead searches (places) pause. */
export async function budgetReached(ctx: Ctx, provider: BudgetProvider): Promise<boolean> {
  return (await monthlyBudget(ctx, provider)).reached
}

/**
 * Why no call may be placed now (the quota or the voice budget), in the operator's words, or null.
 * Both figures in one D1 round trip: it runs before every dial.
 */
export async function voiceLimitReason(
  ctx: Ctx
): Promise<{ code: "daily_quota_reached" | "budget_reached"; message: string } | null> {
  const settings = await ctx.settings()
  const p = periods(ctx.clock.now(), settings.timezone)
  const [placedRows, spentRows] = await ctx.db.port.batch<{ n: number }>([
    { sql: "SELECT coalesce(sum(placed), 0) AS n FROM call_hourly_stats WHERE hour >= ?", params: [p.todayFrom] },
    { sql: "SELECT coalesce(sum(cost), 0) AS n FROM call_hourly_stats WHERE hour >= ?", params: [p.monthFrom] },
  ])
  const placed = placedRows?.[0]
  const spent = spentRows?.[0]
  const quota: QuotaState = { used: placed?.n ?? 0, limit: settings.daily_call_quota, reached: false }
  quota.reached = quota.used >= quota.limit
  if (quota.reached) return { code: "daily_quota_reached", message: quotaMessage(quota) }
  const budget = settings.voice_monthly_budget
  const b: BudgetState = {
    provider: "voice",
    spent: spent?.n ?? 0,
    budget,
    reached: budget !== null && (spent?.n ?? 0) >= budget,
  }
  return b.reached ? { code: "budget_reached", message: budgetMessage(b) } : null
}

/**
 * voiceLimitReason from rows read beside the settings (limitHoursStatement), for a caller that reads
 * both in its own batch: the queued dial reads them with its gate, in one round trip.
 */
export function voiceLimitReasonFrom(
  rows: readonly LimitHourRow[],
  settings: Settings,
  now: number
): { code: "daily_quota_reached" | "budget_reached"; message: string } | null {
  const l = limitsFromHours(rows, settings, now)
  if (l.placedToday >= l.quota) {
    return {
      code: "daily_quota_reached",
      message: quotaMessage({ used: l.placedToday, limit: l.quota, reached: true }),
    }
  }
  if (!l.voiceBudgetReached) return null
  const b: BudgetState = { provider: "voice", spent: l.voiceSpent, budget: l.voiceBudget, reached: true }
  return { code: "budget_reached", message: budgetMessage(b) }
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** The operator-facing reason a limit gives, e.g. on a refused Call Now. */
export function quotaMessage(q: QuotaState) {
  return `The daily call quota is reached (${q.used.toLocaleString("en-US")} of ${q.limit.toLocaleString("en-US")} calls today). Raise it in Settings → Rate Limits, or calls resume tomorrow.`
}

export function budgetMessage(b: BudgetState) {
  const what = b.provider === "voice" ? "voice" : "Google Places"
  return `The monthly ${what} budget is reached (${money.format(b.spent)} of ${money.format(b.budget ?? 0)} this month). Raise it in Settings → Costs, or wait for next month.`
}

/** An hour bucket's placed calls and voice cost (or a run of buckets summed: limitHoursStatement). */
export type LimitHourRow = { hour: number; placed: number; cost: number }

/** The tick's hourly rows (hour, placed, cost since a month ago) as the same two limits. */
export function limitsFromHours(rows: readonly LimitHourRow[], settings: Settings, now: number) {
  const p = periods(now, settings.timezone)
  let placedToday = 0
  let voiceSpent = 0
  for (const r of rows) {
    if (r.hour >= p.todayFrom) placedToday += r.placed
    if (r.hour >= p.monthFrom) voiceSpent += r.cost
  }
  return voiceLimits(placedToday, voiceSpent, settings)
}

/** Today's placed calls and the month's voice spend against the quota and the budget. */
export function voiceLimits(
  placedToday: number,
  voiceSpent: number,
  settings: Pick<Settings, "daily_call_quota" | "voice_monthly_budget">
) {
  const budget = settings.voice_monthly_budget
  return {
    placedToday,
    quota: settings.daily_call_quota,
    quotaLeft: Math.max(0, settings.daily_call_quota - placedToday),
    voiceSpent,
    voiceBudget: budget,
    voiceBudgetReached: budget !== null && voiceSpent >= budget,
  }
}
export type VoiceLimits = ReturnType<typeof limitsFromHours>

/** When the limits lift by themselves: the quota at the operator's next midnight, the budget on the 1st. */
export function limitResets(now: number, timeZone: string) {
  const p = zonedParts(now, timeZone)
  return {
    quotaAt: zonedToInstant(p.year, p.month, p.day + 1, 0, timeZone),
    budgetAt: zonedToInstant(p.year, p.month + 1, 1, 0, timeZone),
  }
}

/** "$12.40". */
export const usd = (amount: number) => money.format(amount)

/** The tick reads hourly rows from this bucket on: a month and a day back covers any zone's month. */
export const limitsFromHour = (now: number) => Math.floor(now / 3_600_000) - 32 * 24

const HOUR_MS = 3_600_000
/** The 1st of `at`'s UTC month, 00:00 UTC. */
const utcMonthStart = (at: number) => {
  const d = new Date(at)
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)
}

/**
 * The hourly rows limitsFromHours needs, read before the operator's zone is known (beside the
 * settings, in the same batch): only the hours where "today" or "this month" can begin in SOME zone
 * (UTC-12 to UTC+14) come one by one; each run of hours between them is summed into one row dated
 * by its first hour. No zone's boundary falls inside such a run, so limitsFromHours counts it whole
 * or not at all, exactly as it would count its hours. A few dozen rows instead of a month's ~750.
 */
export function limitHoursStatement(now: number): SqlStatement {
  const h = hourIndex(now)
  // Local midnight today is less than 25 hours back (a fall-back day is 25 hours long).
  const todayFrom = h - 27
  // The local month starts at its 1st 00:00 UTC shifted by the zone's offset (-12 to +14 hours); the
  // local month is the UTC month of now shifted by that offset. Padded by two hours for half-hour zones.
  const monthRange = (at: number) => {
    const u = utcMonthStart(at)
    return [hourIndex(u - 14 * HOUR_MS) - 2, hourIndex(u + 12 * HOUR_MS) + 2]
  }
  const [a, b] = monthRange(now - 12 * HOUR_MS)
  const [c, d] = monthRange(now + 14 * HOUR_MS)
  return {
    // A run of certain hours is told from the others by how many uncertain ranges end before it.
    sql: `SELECT min(hour) AS hour, sum(placed) AS placed, sum(cost) AS cost FROM call_hourly_stats WHERE hour >= ?1
      GROUP BY CASE WHEN hour >= ?2 OR hour BETWEEN ?3 AND ?4 OR hour BETWEEN ?5 AND ?6 THEN hour
        ELSE -1 - (hour > ?4) - (hour > ?6) END`,
    params: [limitsFromHour(now), todayFrom, a, b, c, d],
  }
}
