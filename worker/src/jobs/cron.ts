import { staleLoginAttemptsDue, sweepLoginAttempts } from "../auth/login-throttle"
import type { Ctx } from "../context/ctx"
import { fixedClock } from "../context/clock"
import { openUnit } from "../context/ctx"
import { batchNamed } from "../db/sql/batch-named"
import type { SqlStatement } from "../db/sql/sql-port"
import type { Env } from "../env"
import { expiredKeysDue, sweepExpiredKeys } from "../services/idempotency/idempotency-store"
import { unitSettings } from "../settings/load-settings"
import { reconcileStuckCalls, stuckCallsDue } from "../services/calls/reconcile"
import { runDialer } from "../services/campaigns/dialer.service"
import { DIALER_DUE_SQL } from "../services/campaigns/dialer-sql"
import { advanceRunningRuns, runningRunsDue } from "../services/automation/run-advance"
import { resendStalledJobs, stalledJobsDue } from "../services/scraping/scrape-job"
import { dailyReportDue, dailyReportIsDue, writeDailyReport } from "../services/notifications/daily-report"
import { resendStuckNotifications, stuckNotificationsDue } from "../services/notifications/deliver-notification"
import { purgeDue, purgeExpiredData, purgeIsDue } from "../services/settings/retention-purge"
import { syncWaitingRows, waitingRowsDue } from "../services/sheets/sheets-job"
import { syncWaitingEvents, waitingEventsDue } from "../services/google-calendar/calendar-job"
import { providerChecks, staleChecksDue, staleChecksIsDue } from "../services/system/provider-checks"

/** One piece of the `* * * * *` trigger's work; a failure is logged as "<name> failed". */
export interface CronStep {
  name: string
  /**
   * Whether the step has anything to do: a query answering a row when it has (or the rows `isDue`
   * decides from). The run reads every step's in its first D1 round trip (with the settings), and
   * skips the steps that are not due: an idle minute costs that one read. A step without it always
   * runs; every step of CRON_STEPS has one (cron.test.ts counts an idle minute's round trips).
   */
  due?(ctx: Ctx): SqlStatement
  /**
   * Decides from the due query's rows when a row alone cannot say (a date in the operator's zone, a
   * setting, a check's age). Runs after the first read, so `ctx.settings()` and `ctx.providers()`
   * cost no round trip; it must not reach the database. Default: due when there is a row.
   */
  isDue?(rows: readonly unknown[], ctx: Ctx): boolean | Promise<boolean>
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
    due: stuckCallsDue,
    run: (ctx) => reconcileStuckCalls(ctx),
  },
  {
    // Campaign windows, pacing and the budget; due calls go to the calls queue, and so do calls whose
    // message was lost (a campaign's, a Call Now retry's).
    name: "dialer tick",
    due: () => ({ sql: DIALER_DUE_SQL }),
    run: (ctx) => runDialer(ctx),
  },
  {
    // A scraping job whose next message was lost (a worker died between steps) is carried on.
    name: "scraping watchdog",
    due: stalledJobsDue,
    run: (ctx) => resendStalledJobs(ctx),
  },
  {
    // An AI Automation run whose category ended without its advance message (a worker died) moves on.
    name: "automation runs",
    due: runningRunsDue,
    run: (ctx) => advanceRunningRuns(ctx),
  },
  {
    // Yesterday's report, once, at the first minute after midnight in the operator's zone.
    name: "daily report",
    due: dailyReportDue,
    isDue: dailyReportIsDue,
    run: (ctx) => writeDailyReport(ctx),
  },
  {
    // Rows waiting in the Google Sheets outbox (a lost message, the end of an outage) are synced.
    name: "sheets sync",
    due: waitingRowsDue,
    run: (ctx) => syncWaitingRows(ctx),
  },
  {
    // Demos waiting for the operator's Google Calendar (a lost message, the end of an outage) are written.
    name: "calendar sync",
    due: waitingEventsDue,
    run: (ctx) => syncWaitingEvents(ctx),
  },
  {
    // A notification e-mail whose message was lost is sent again.
    name: "notification delivery",
    due: stuckNotificationsDue,
    run: (ctx) => resendStuckNotifications(ctx),
  },
  {
    // Data retention (SPEC §9): once a day in the operator's zone, in chunks a minute can carry.
    name: "retention purge",
    due: purgeDue,
    isDue: purgeIsDue,
    run: async (ctx) => purgeExpiredData(ctx.db, ctx.env, ctx.clock.now(), undefined, await ctx.settings()),
  },
  {
    // The status lights' provider checks that went stale are run again, so a page load finds them fresh.
    name: "provider checks",
    due: staleChecksDue,
    isDue: staleChecksIsDue,
    run: async (ctx) =>
      providerChecks(
        { ...ctx, providers: await ctx.providers(), settings: await ctx.settings() },
        { now: ctx.clock.now() }
      ),
  },
  {
    // Failed sign-ins whose window has passed (a spray leaves a row per address).
    name: "login attempts sweep",
    due: (ctx) => staleLoginAttemptsDue(ctx.db, ctx.clock.now()),
    run: (ctx) => sweepLoginAttempts(ctx.db, ctx.clock.now()),
  },
  {
    // Writes' first answers kept for their repeats (lib/idempotency.ts), once a day old.
    name: "idempotency keys sweep",
    due: (ctx) => expiredKeysDue(ctx.db, ctx.clock.now()),
    run: (ctx) => sweepExpiredKeys(ctx.db, ctx.clock.now()),
  },
]

/**
 * Every step with something to do runs, even when an earlier one throws; each failure is logged
 * under its step's name. The run is one unit: one context (one database client, the settings read
 * once, in the first read) and one flush of the live events at its end.
 */
export async function runCronSteps(steps: readonly CronStep[], ctx: Ctx) {
  const idle = await idleSteps(steps, ctx)
  const failed: string[] = []
  for (const step of steps) {
    if (idle.has(step)) continue
    try {
      await step.run(ctx)
    } catch (err) {
      failed.push(step.name)
      console.error(`${step.name} failed`, err)
    }
  }
  return { failed }
}

/**
 * The steps with nothing to do, from one batch of their `due` queries beside the settings (which
 * the unit then keeps): the only round trip of an idle minute. If that read fails, no step is
 * skipped, and a step whose `isDue` throws runs: each runs and reports for itself.
 */
async function idleSteps(steps: readonly CronStep[], ctx: Ctx) {
  const gated = steps.filter((s) => s.due)
  const idle = new Set<CronStep>()
  let dueRows: unknown[][]
  try {
    const unit = unitSettings(ctx)
    const read = await batchNamed(ctx.db.port, {
      settings: unit.statement,
      // One rows list per gated step, in the steps' order.
      due: gated.map((s) => s.due!(ctx)),
    })
    await unit.of(read.settings)
    dueRows = read.due
  } catch (err) {
    console.warn("cron: the first read failed; running every step", err)
    return idle
  }
  for (const [i, step] of gated.entries()) {
    const rows = dueRows[i] ?? []
    try {
      if (!(step.isDue ? await step.isDue(rows, ctx) : rows.length > 0)) idle.add(step)
    } catch (err) {
      console.warn(`cron: ${step.name}: could not tell whether it is due; running it`, err)
    }
  }
  return idle
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
