import type { Ctx } from "../../context/ctx"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { queueDials } from "../calls/queue-dials"
import type { Weekday } from "../../schemas/campaign-rules"
import { unitSettings } from "../../settings/load-settings"
import type { LimitHourRow } from "../costs/limits"
import { limitsFromTotals, limitTotalsSql } from "../costs/limit-totals"
import * as Q from "./dialer-sql"
import * as CB from "../callbacks/callback-dial-sql"
import { callbackAllowedAt } from "../callbacks/callback-rules"
import { type ActiveCampaign, allowedZones, budgetFrom, campaignsToExamine, clockAt, planWindows } from "./dialer-plan"

/** A dispatched call still queued after this long is re-sent (its message was lost or never sent). */
export const RESEND_AFTER_MS = 10 * 60_000
const RESEND_PER_TICK = 20
/** Due callbacks one tick looks at (the budget then decides how many are dialled). */
const CALLBACKS_PER_TICK = 50
/**
 * A Call Now retry still queued this long after its retry time is re-sent (OVERDUE_RETRIES_SQL): the
 * queue delivers a delayed message about on time, so only a lost one is this late.
 */
export const RETRY_OVERDUE_MS = 2 * 60_000

export interface TickResult {
  promoted: number[]
  completed: number[]
  paused: number[]
  resumed: number[]
  settled: number
  dispatched: { callId: number; campaignId: number; contactId: number }[]
  resent: number[]
  /** Call Now calls re-sent: still queued past their retry time. */
  retried: number[]
  /** Calls placed for callbacks whose time came (and whose moment is allowed). */
  callbacks: { callId: number; callbackId: number; contactId: number }[]
  /** Callbacks settled: their call ended. */
  callbacksSettled: number
  /** Database round trips this tick made (constant: at most 2, whatever the number of contacts). */
  roundTrips: number
}

type BudgetRow = Parameters<typeof budgetFrom>[1] & { queued: number }
type CampaignRow = Omit<ActiveCampaign, "workDays"> & { workDays: string }

/**
 * One cron tick of the dialer (`now` = the trigger's scheduled time, injectable for tests):
 * 1. one batch settles finished attempts, completes campaigns with nobody left, starts scheduled ones,
 *    reads the running campaigns and the budget, and picks the calls whose message was lost;
 * 2. the window logic runs here (time zones need Intl), then one more batch pauses/resumes at window
 *    edges, picks and claims the next contact of each due campaign, creates their queued calls and
 *    paces their campaigns, in one transaction;
 * then the calls go to CALLS_QUEUE, whose consumer dials them.
 */
export async function runDialerTick(ctx: Ctx): Promise<TickResult> {
  const { db } = ctx
  const now = ctx.clock.now()
  const q = (sql: string, ...params: unknown[]) => ({ sql, params })
  const r: TickResult = {
    promoted: [],
    completed: [],
    paused: [],
    resumed: [],
    settled: 0,
    dispatched: [],
    resent: [],
    retried: [],
    callbacks: [],
    callbacksSettled: 0,
    roundTrips: 1,
  }

  type Id = { id: number }
  // The cron read the settings with its steps' gates: the tick uses them, and reads them only alone.
  const unit = unitSettings(ctx)
  const read = await batchNamed(db.port, {
    settled: q(Q.RECONCILE_SQL, now),
    completed: typed<Id>(q(Q.COMPLETE_SQL, now)),
    promoted: typed<Id>(q(Q.PROMOTE_SQL, now)),
    active: typed<CampaignRow>(q(Q.ACTIVE_CAMPAIGNS_SQL)),
    budget: typed<BudgetRow>(q(Q.BUDGET_SQL, now)),
    stale: typed<{ callId: number }>(q(Q.STALE_SQL, now - RESEND_AFTER_MS, RESEND_PER_TICK)),
    settings: unit.statement,
    overdue: typed<Id>(q(Q.OVERDUE_RETRIES_SQL, now, RETRY_OVERDUE_MS, RESEND_PER_TICK)),
    limitTotals: typed<LimitHourRow>(limitTotalsSql(now)),
    callbacksSettled: q(CB.SETTLE_CALLBACKS_SQL, now),
    callbacksDue: typed<{ id: number; zone: string }>(q(CB.DUE_CALLBACKS_SQL, now, CALLBACKS_PER_TICK)),
  })
  r.callbacksSettled = read.callbacksSettled.length
  r.settled = read.settled.length
  r.completed = read.completed.map((x) => Number(x.id))
  r.promoted = read.promoted.map((x) => Number(x.id))
  r.resent = read.stale.map((x) => Number(x.callId))
  r.retried = read.overdue.map((x) => Number(x.id))
  const campaigns = read.active.map((c) => ({
    ...c,
    workDays: JSON.parse(c.workDays) as Weekday[],
  }))
  const settings = await unit.of(read.settings)
  const budgetRow = read.budget[0]!
  const budget = budgetFrom(settings, budgetRow)
  // The daily quota and the monthly voice budget (services/costs/limits.ts): calls queued but not yet
  // placed count against the quota, so a tick never hands out more than what is left of it.
  const limits = limitsFromTotals(read.limitTotals, settings, now)
  const quotaLeft = Math.max(0, limits.quotaLeft - budgetRow.queued)
  budget.slots = limits.voiceBudgetReached ? 0 : Math.min(budget.slots, quotaLeft)

  const clock = clockAt(now)
  // Callbacks first: the lead was promised this time. Their rules are read in the callee's zone.
  const callbackIds = read.callbacksDue
    .filter((cb) => callbackAllowedAt(clock(cb.zone || settings.timezone), budget.calleeHoursOnly))
    .slice(0, budget.slots)
    .map((cb) => Number(cb.id))
  const plan = planWindows(campaigns, now, clock)
  r.paused = plan.pause
  r.resumed = plan.resume
  const examined = plan.due.slice(0, campaignsToExamine(budget.slots - callbackIds.length))
  const pairs = examined.flatMap((c, priority) => allowedZones(c, budget, clock).map((z) => [c.id, z, priority]))

  if (
    plan.pause.length ||
    plan.resume.length ||
    examined.length ||
    r.resent.length ||
    callbackIds.length ||
    limits.voiceBudgetReached
  ) {
    r.roundTrips++
    const out = await batchNamed(db.port, {
      // Before the claim, which counts the budget left inside the transaction (these calls included).
      callbacks: typed<{ id: number; callbackId: number; contactId: number }>(
        q(CB.INSERT_CALLBACK_CALLS_SQL, JSON.stringify(callbackIds), now)
      ),
      callbacksDialing: q(CB.MARK_CALLBACKS_DIALING_SQL, JSON.stringify(callbackIds), now),
      pause: q(Q.PAUSE_FOR_WINDOW_SQL, JSON.stringify(plan.pause), now),
      resume: q(Q.RESUME_FROM_WINDOW_SQL, JSON.stringify(plan.resume), now),
      // The per-minute cap lowered to what the quota leaves (the statement subtracts the last minute's calls).
      dispatched: typed<{ id: number; campaignId: number; contactId: number }>(
        q(
          Q.INSERT_CALLS_SQL,
          JSON.stringify(pairs),
          now,
          Math.min(budget.callsPerMinute, budgetRow.lastMinute + budget.slots),
          budget.concurrencyLimit
        )
      ),
      // The contacts that got a call, claimed and linked in one write.
      claim: q(Q.CLAIM_SQL, now),
      pace: q(Q.PACE_SQL, now),
      defer: q(Q.DEFER_SQL, JSON.stringify(examined.map((c) => c.id)), now),
      touchStale: q(Q.TOUCH_STALE_SQL, JSON.stringify(r.resent), now),
      // Present only when the budget is reached.
      pausedForBudget: limits.voiceBudgetReached && typed<Id>(q(Q.PAUSE_FOR_BUDGET_SQL, now)),
    })
    r.callbacks = out.callbacks.map((x) => ({
      callId: Number(x.id),
      callbackId: Number(x.callbackId),
      contactId: Number(x.contactId),
    }))
    if (limits.voiceBudgetReached) r.paused = [...r.paused, ...out.pausedForBudget.map((x) => Number(x.id))]
    r.dispatched = out.dispatched.map((x) => ({
      callId: Number(x.id),
      campaignId: Number(x.campaignId),
      contactId: Number(x.contactId),
    }))
  }

  // After the commit: a crash here leaves the calls queued, and the next ticks re-send them. A call
  // also still on its way is harmless: the consumer claims it (queued → calling) before dialling.
  const callIds = [...r.callbacks.map((x) => x.callId), ...r.dispatched.map((x) => x.callId), ...r.resent, ...r.retried]
  await queueDials(ctx, callIds)
  return r
}
