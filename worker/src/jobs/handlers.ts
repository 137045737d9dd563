import { dbFromEnv } from "../db/client"
import type { Env } from "../env"
import { loadProviders, makeProviders, type Providers } from "../providers"
import { runSheetsSync } from "../services/sheets/sheets-job"
import { loadSettings } from "../settings/load-settings"
import { advanceRun } from "../services/automation/run-advance"
import { runContext } from "../services/automation/run-context"
import { dialQueuedCall, failDeadLetteredCall } from "../services/calls/dial-job.service"
import { failDeadLetteredStep, scrapeStepContext } from "../services/scraping/scrape-job"
import { runScrapeStep } from "../services/scraping/scrape-step"
import { deliverNotification, failDeadLetteredNotification } from "../services/notifications/deliver-notification"
import { notifyDeadLettered } from "../services/notifications/job-notifications"
import { notifyContext } from "../services/notifications/notify-context"
import type { JobOf, JobType } from "./messages"

/** Seams for tests: a fake voice provider and a controllable clock. Production passes nothing. */
export interface JobDeps {
  providers?: Providers
  now?: () => number
}

export interface JobContext {
  env: Env
  deps: JobDeps
  /** Deliveries so far, this one included. */
  attempts: number
}

/** Resolves to nothing (acknowledge) or a delay to retry after; a throw retries with the back-off. */
export type JobHandler<T extends JobType> = (
  job: JobOf<T>,
  ctx: JobContext
) => Promise<{ retryAfterSeconds: number } | undefined | void>

/** `run` consumes the type's queue (messages.ts JOB_QUEUE); `deadLetter`, that queue's dead letters. */
export interface JobEntry<T extends JobType> {
  run: JobHandler<T>
  deadLetter?: JobHandler<T>
}
export type JobHandlers = { [T in JobType]?: JobEntry<T> }

const clock = (deps: JobDeps) => deps.now?.() ?? Date.now()

/**
 * The consumer side of every job: adding a feature's job is one schema in messages.ts and one entry
 * here. A type without an entry is never acknowledged unread: queue.ts retries it into the
 * dead-letter queue, where it waits for the feature (or a redrive).
 */
export const JOB_HANDLERS: JobHandlers = {
  "place-call": {
    run: (job, { env, deps }) => {
      const db = dbFromEnv(env)
      const providers = async () => deps.providers ?? loadProviders(db, env)
      return dialQueuedCall(db, env, providers, job.callId, clock(deps))
    },
    deadLetter: (job, { env, deps }) => failDeadLetteredCall(dbFromEnv(env), env, job.callId, clock(deps)),
  },
  "scrape-search": {
    run: (job, { env, deps, attempts }) =>
      runScrapeStep(scrapeStepContext(env, deps, attempts, clock(deps)), job.jobId, job.step),
    deadLetter: (job, { env, deps }) => failDeadLetteredStep(dbFromEnv(env), env, job.jobId, job.step, clock(deps)),
  },
  "automation-advance": {
    run: (job, { env, deps }) => advanceRun(runContext(env, clock(deps)), job.runId),
    // Nothing is lost with it (the cron's "automation runs" step advances every running run), but
    // something keeps failing: the operator is told (a system error, when those are on).
    deadLetter: async (job, { env, deps }) => {
      await notifyDeadLettered(notifyContext(dbFromEnv(env), env, clock(deps)), job)
    },
  },
  notify: {
    run: (job, { env, deps }) => {
      const db = dbFromEnv(env)
      const providers = async () => deps.providers ?? loadProviders(db, env)
      return deliverNotification(db, env, providers, job.notificationId, clock(deps))
    },
    deadLetter: (job, { env }) => failDeadLetteredNotification(dbFromEnv(env), env, job.notificationId),
  },
  "sheets-sync": {
    run: (_job, { env, deps }) => {
      const db = dbFromEnv(env)
      const load = async () => {
        const settings = await loadSettings(db, env)
        return { settings, providers: deps.providers ?? makeProviders(db, env, settings) }
      }
      return runSheetsSync(db, env, load, () => clock(deps))
    },
    // Nothing is lost with it (the rows stay pending and the cron's "sheets sync" step asks again),
    // but something keeps failing: the operator is told (a system error, when those are on).
    deadLetter: async (job, { env, deps }) => {
      await notifyDeadLettered(notifyContext(dbFromEnv(env), env, clock(deps)), job)
    },
  },
}
