import { sweepLoginAttempts } from "../auth/login-throttle"
import type { Ctx } from "../context/ctx"
import { fixedClock } from "../context/clock"
import { openUnit } from "../context/ctx"
import type { Env } from "../env"
import { reconcileStuckCalls } from "../services/calls/reconcile"
import { runDialer } from "../services/campaigns/dialer.service"
import { advanceRunningRuns } from "../services/automation/run-advance"
import { resendStalledJobs } from "../services/scraping/scrape-job"
import { writeDailyReport } from "../services/notifications/daily-report"
import { resendStuckNotifications } from "../services/notifications/deliver-notification"
import { purgeExpiredData } from "../services/settings/retention-purge"
import { syncWaitingRows } from "../services/sheets/sheets-job"
import { syncWaitingEvents } from "../services/google-calendar/calendar-job"
import { providerChecks } from "../services/system/provider-checks"

/** One piece of the `* * * * *` trigger's work; a failure is logged as "<name> failed". */
export interface CronStep {
  name: string
  /** `ctx.clock` reads the trigger's scheduled time. */
  run(ctx: Ctx): Promise<unknown>
}

/**
 * Run in this order, one after the other: both steps write calls, and the reconcile pass settles
 * stuck calls (freeing concurrency slots and campaign contacts) that the dialer's budget then counts.
 * Run together they would race on the same rows for no gain (D1 runs writes one at a time anyway).
 */
export const CRON_STEPS: readonly CronStep[] = [
  {
    // Calls still "calling" 15 minutes after the dial are read back from the provider.
    name: "reconcile pass",
    run: (ctx) => reconcileStuckCalls(ctx),
  },
  {
    // Campaign windows, pacing and the budget; due calls go to the calls queue, and so do calls whose
    // message was lost (a campaign's, a Call Now retry's).
    name: "dialer tick",
    run: (ctx) => runDialer(ctx),
  },
  {
    // A scraping job whose next message was lost (a worker died between steps) is carried on.
    name: "scraping watchdog",
    run: (ctx) => resendStalledJobs(ctx),
  },
  {
    // An AI Automation run whose category ended without its advance message (a worker died) moves on.
    name: "automation runs",
    run: (ctx) => advanceRunningRuns(ctx),
  },
  {
    // Yesterday's report, once, at the first minute after midnight in the operator's zone.
    name: "daily report",
    run: (ctx) => writeDailyReport(ctx),
  },
  {
    // Rows waiting in the Google Sheets outbox (a lost message, the end of an outage) are synced.
    name: "sheets sync",
    run: (ctx) => syncWaitingRows(ctx),
  },
  {
    // Demos waiting for the operator's Google Calendar (a lost message, the end of an outage) are written.
    name: "calendar sync",
    run: (ctx) => syncWaitingEvents(ctx),
  },
  {
    // A notification e-mail whose message was lost is sent again.
    name: "notification delivery",
    run: (ctx) => resendStuckNotifications(ctx),
  },
  {
    // Data retention (SPEC §9): once a day in the operator's zone, in chunks a minute can carry.
    name: "retention purge",
    run: (ctx) => purgeExpiredData(ctx.db, ctx.env, ctx.clock.now()),
  },
  {
    // The status lights' provider checks that went stale are run again, so a page load finds them fresh.
    name: "provider checks",
    run: async (ctx) =>
      providerChecks(ctx.db, ctx.env, await ctx.providers(), await ctx.settings(), { now: ctx.clock.now() }),
  },
  {
    // Failed sign-ins whose window has passed (a spray leaves a row per address).
    name: "login attempts sweep",
    run: (ctx) => sweepLoginAttempts(ctx.db, ctx.clock.now()),
  },
]

/**
 * Every step runs even when an earlier one throws; each failure is logged under its step's name.
 * The run is one unit: one context (one database client, the settings read once) and one flush of
 * the live events at its end.
 */
export async function runCronSteps(steps: readonly CronStep[], ctx: Ctx) {
  const failed: string[] = []
  for (const step of steps) {
    try {
      await step.run(ctx)
    } catch (err) {
      failed.push(step.name)
      console.error(`${step.name} failed`, err)
    }
  }
  return { failed }
}

export async function handleScheduled(
  controller: ScheduledController,
  env: Env,
  ctx: ExecutionContext,
  steps: readonly CronStep[] = CRON_STEPS
) {
  const unit = openUnit(env, { clock: fixedClock(controller.scheduledTime), late: (p) => ctx.waitUntil(p) })
  try {
    await runCronSteps(steps, unit.ctx)
  } finally {
    ctx.waitUntil(unit.flush())
  }
}
