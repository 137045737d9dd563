/**
 * The operator's hard limits: the daily call quota (Settings → Rate Limits, calls per day, SPEC
 * §2.3's 2,000 by default) and the optional monthly budget per provider (Settings → Costs). Both are
 * counted in the operator's zone: "today" from local midnight, "this month" from the 1st.
 * The dialer's tick, a queued dial and why-a-campaign-waits read the same figures inside their own
 * batch, from the running totals (limit-totals.ts); a Call Now and a lead-search step ask here.
 */
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { periodHours, periodWindow } from "../../lib/period-window"
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

export interface VoiceLimitReason {
  code: "daily_quota_reached" | "budget_reached"
  message: string
}

/**
 * Why no call may be placed now (the quota or the voice budget), in the operator's words, or null.
 * Both figures in one D1 round trip: it runs before every dial.
 */
export async function voiceLimitReason(ctx: Ctx): Promise<VoiceLimitReason | null> {
  const settings = await ctx.settings()
  const p = periods(ctx.clock.now(), settings.timezone)
  const { placed, spent } = await batchNamed(ctx.db.port, {
    placed: typed<{ n: number }>({
      sql: "SELECT coalesce(sum(placed), 0) AS n FROM call_hourly_stats WHERE hour >= ?",
      params: [p.todayFrom],
    }),
    spent: typed<{ n: number }>({
      sql: "SELECT coalesce(sum(cost), 0) AS n FROM call_hourly_stats WHERE hour >= ?",
      params: [p.monthFrom],
    }),
  })
  return voiceLimitReasonOf(voiceLimits(placed[0]?.n ?? 0, spent[0]?.n ?? 0, settings))
}

/** Why the quota's and the budget's figures allow no call now, in the operator's words, or null. */
export function voiceLimitReasonOf(l: VoiceLimits): VoiceLimitReason | null {
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

/** `held`: USD set aside for calls in progress, not billed yet (reservation.ts). */
export function budgetMessage(b: BudgetState, held = 0) {
  const what = b.provider === "voice" ? "voice" : "Google Places"
  const inProgress = held > 0 ? `, ${money.format(held)} of it held for calls in progress` : ""
  return `The monthly ${what} budget is reached (${money.format(b.spent + held)} of ${money.format(b.budget ?? 0)} this month${inProgress}). Raise it in Settings → Costs, or wait for next month.`
}

/** An hour bucket's placed calls and voice cost (or the running totals up to it: limit-totals.ts). */
export type LimitHourRow = { hour: number; placed: number; cost: number }

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
export type VoiceLimits = ReturnType<typeof voiceLimits>

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
