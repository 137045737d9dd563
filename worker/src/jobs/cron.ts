import { sweepLoginAttempts } from "../auth/login-throttle"
import { dbFromEnv } from "../db/client"
import type { Env } from "../env"
import { loadProviders } from "../providers"
import { reconcileStuckCalls } from "../services/calls/reconcile"
import { runDialer } from "../services/campaigns/dialer.service"
import { advanceRunningRuns } from "../services/automation/run-advance"
import { runContext } from "../services/automation/run-context"
import { resendStalledJobs } from "../services/scraping/scrape-job"
import { writeDailyReport } from "../services/notifications/daily-report"
import { resendStuckNotifications } from "../services/notifications/deliver-notification"
import { purgeExpiredData } from "../services/settings/retention-purge"
import { notifyContext } from "../services/notifications/notify-context"
import { syncWaitingRows } from "../services/sheets/sheets-job"
import { providerChecks } from "../services/system/provider-checks"
import { loadSettings } from "../settings/load-settings"

/** One piece of the `* * * * *` trigger's work. `now` is the trigger's scheduled time; a failure is logged as "<name> failed". */
export interface CronStep {
  name: string
  run(env: Env, now: number, ctx: ExecutionContext): Promise<unknown>
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
    run: (env, now) => {
      const db = dbFromEnv(env)
      return reconcileStuckCalls(db, env, (settings) => loadProviders(db, env, settings), new Date(now))
    },
  },
  {
    // Campaign windows, pacing and the budget; due calls go to the calls queue, and so do calls whose
    // message was lost (a campaign's, a Call Now retry's).
    name: "dialer tick",
    run: (env, now, ctx) => runDialer(dbFromEnv(env), env, now, (p) => ctx.waitUntil(p)),
  },
  {
    // A scraping job whose next message was lost (a worker died between steps) is carried on.
    name: "scraping watchdog",
    run: (env, now) => resendStalledJobs(dbFromEnv(env), env, now),
  },
  {
    // An AI Automation run whose category ended without its advance message (a worker died) moves on.
    name: "automation runs",
    run: (env, now) => advanceRunningRuns(runContext(env, now)),
  },
  {
    // Yesterday's report, once, at the first minute after midnight in the operator's zone.
    name: "daily report",
    run: (env, now) => {
      const db = dbFromEnv(env)
      return writeDailyReport(notifyContext(db, env, now))
    },
  },
  {
    // Rows waiting in the Google Sheets outbox (a lost message, the end of an outage) are synced.
    name: "sheets sync",
    run: (env, now) => syncWaitingRows(dbFromEnv(env), env, now),
  },
  {
    // A notification e-mail whose message was lost is sent again.
    name: "notification delivery",
    run: (env, now) => resendStuckNotifications(dbFromEnv(env), env, now),
  },
  {
    // Data retention (SPEC §9): once a day in the operator's zone, in chunks a minute can carry.
    name: "retention purge",
    run: (env, now) => purgeExpiredData(dbFromEnv(env), env, now),
  },
  {
    // The status lights' provider checks that went stale are run again, so a page load finds them fresh.
    name: "provider checks",
    run: async (env, now) => {
      const db = dbFromEnv(env)
      const settings = await loadSettings(db, env)
      return providerChecks(db, env, await loadProviders(db, env, settings), settings, { now })
    },
  },
  {
    // Failed sign-ins whose window has passed (a spray leaves a row per address).
    name: "login attempts sweep",
    run: (env, now) => sweepLoginAttempts(dbFromEnv(env), now),
  },
]

/** Every step runs even when an earlier one throws; each failure is logged under its step's name. */
export async function runCronSteps(steps: readonly CronStep[], env: Env, now: number, ctx: ExecutionContext) {
  const failed: string[] = []
  for (const step of steps) {
    try {
      await step.run(env, now, ctx)
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
  await runCronSteps(steps, env, controller.scheduledTime, ctx)
}
