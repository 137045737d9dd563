import type { Ctx } from "../context/ctx"
import type { Clock } from "../context/clock"
import type { Providers } from "../providers"
import { runSheetsSync } from "../services/sheets/sheets-job"
import { runCalendarSync } from "../services/google-calendar/calendar-job"
import { advanceRun } from "../services/automation/run-advance"
import { dialQueuedCall, failDeadLetteredCall } from "../services/calls/dial-job.service"
import { failDeadLetteredStep } from "../services/scraping/scrape-job"
import { runScrapeStep } from "../services/scraping/scrape-step"
import { deliverNotification, failDeadLetteredNotification } from "../services/notifications/deliver-notification"
import { notifyDeadLettered } from "../services/notifications/job-notifications"
import type { JobOf, JobType } from "./messages"

/** Seams for tests: a fake voice provider and a controllable clock. Production passes nothing. */
export interface JobDeps {
  providers?: Providers
  /** The message's clock (context/clock.ts). */
  now?: Clock["now"]
}

/** What a handler gets beside its job: the message's context and its delivery count. */
export interface Delivery {
  /** Deliveries so far, this one included. */
  attempts: number
}

/** Resolves to nothing (acknowledge) or a delay to retry after; a throw retries with the back-off. */
export type JobHandler<T extends JobType> = (
  job: JobOf<T>,
  ctx: Ctx,
  delivery: Delivery
) => Promise<{ retryAfterSeconds: number } | undefined | void>

/** `run` consumes the type's queue (messages.ts JOB_QUEUE); `deadLetter`, that queue's dead letters. */
export interface JobEntry<T extends JobType> {
  run: JobHandler<T>
  deadLetter?: JobHandler<T>
}
export type JobHandlers = { [T in JobType]?: JobEntry<T> }

/**
 * The consumer side of every job: adding a feature's job is one schema in messages.ts and one entry
 * here. A type without an entry is never acknowledged unread: queue.ts retries it into the
 * dead-letter queue, where it waits for the feature (or a redrive).
 */
export const JOB_HANDLERS: JobHandlers = {
  "place-call": {
    run: (job, ctx) => dialQueuedCall(ctx, job.callId),
    deadLetter: (job, ctx) => failDeadLetteredCall(ctx, job.callId),
  },
  "scrape-search": {
    run: (job, ctx, { attempts }) => runScrapeStep(ctx, job.jobId, job.step, attempts),
    deadLetter: (job, ctx) => failDeadLetteredStep(ctx, job.jobId, job.step),
  },
  "automation-advance": {
    run: (job, ctx) => advanceRun(ctx, job.runId),
    // Nothing is lost with it (the cron's "automation runs" step advances every running run), but
    // something keeps failing: the operator is told (a system error, when those are on).
    deadLetter: async (job, ctx) => {
      await notifyDeadLettered(ctx, job)
    },
  },
  notify: {
    run: (job, ctx) => deliverNotification(ctx, job.notificationId),
    deadLetter: (job, ctx) => failDeadLetteredNotification(ctx, job.notificationId),
  },
  "sheets-sync": {
    run: (_job, ctx) => runSheetsSync(ctx),
    // Nothing is lost with it (the rows stay pending and the cron's "sheets sync" step asks again),
    // but something keeps failing: the operator is told (a system error, when those are on).
    deadLetter: async (job, ctx) => {
      await notifyDeadLettered(ctx, job)
    },
  },
  "calendar-sync": {
    run: (_job, ctx) => runCalendarSync(ctx),
    // Nothing is lost (the rows stay pending; the cron's "calendar sync" step asks again), but the
    // operator is told something keeps failing (a system error, when those are on).
    deadLetter: async (job, ctx) => {
      await notifyDeadLettered(ctx, job)
    },
  },
}
