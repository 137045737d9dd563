import { z } from "zod"

/**
 * Every queue this worker produces to, by its binding in env.ts, with the names wrangler.toml gives
 * the queue and its dead-letter queue. Calls and scraping have queues of their own because their
 * consumer settings differ (pacing and a dead-letter path that fails the call; slow Places pages in
 * small batches). Sheets sync and notifications are small, unpaced and rare, so they share JOBS_QUEUE
 * until one of them needs settings of its own: then it gets a block in wrangler.toml and one line below.
 */
export const QUEUES = {
  CALLS_QUEUE: { name: "cold-caller-calls", deadLetter: "cold-caller-calls-dlq" },
  SCRAPE_QUEUE: { name: "cold-caller-scrape", deadLetter: "cold-caller-scrape-dlq" },
  JOBS_QUEUE: { name: "cold-caller-jobs", deadLetter: "cold-caller-jobs-dlq" },
} as const
export type QueueBinding = keyof typeof QUEUES

const id = z.number().int().positive()

/** Dial call `callId` if it is still queued. */
export const placeCallMessageSchema = z.object({ type: z.literal("place-call"), callId: id })

/**
 * Run step `step` (one provider request) of lead-search job `jobId`. The job's cursor lives in D1;
 * the step number makes a redelivered or duplicated message a no-op (services/scraping/scrape-step.ts).
 */
export const scrapeSearchMessageSchema = z.object({
  type: z.literal("scrape-search"),
  jobId: id,
  step: z.number().int().nonnegative(),
})

/**
 * Carry AI Automation run `runId` on: start its next category's scraping job, or schedule its campaign
 * once the last one ended. Idempotent (services/automation/run-advance.ts); the cron sends none, it
 * advances running runs itself.
 */
export const automationAdvanceMessageSchema = z.object({ type: z.literal("automation-advance"), runId: id })

/** Push the Google Sheets outbox. */
export const sheetsSyncMessageSchema = z.object({ type: z.literal("sheets-sync") })

/** Make the operator's Google Calendar follow the calendar outbox. */
export const calendarSyncMessageSchema = z.object({ type: z.literal("calendar-sync") })

/** Send notification-log row `notificationId`. */
export const notifyMessageSchema = z.object({ type: z.literal("notify"), notificationId: id })

/**
 * Every job message on every queue. Bodies are validated before any work (a malformed one is logged
 * and acknowledged: retrying cannot fix it) and again before sending (enqueue.ts).
 */
export const jobMessageSchema = z.discriminatedUnion("type", [
  placeCallMessageSchema,
  scrapeSearchMessageSchema,
  automationAdvanceMessageSchema,
  sheetsSyncMessageSchema,
  calendarSyncMessageSchema,
  notifyMessageSchema,
])
export type JobMessage = z.infer<typeof jobMessageSchema>
export type JobType = JobMessage["type"]
export type JobOf<T extends JobType> = Extract<JobMessage, { type: T }>
export type PlaceCallMessage = JobOf<"place-call">

/** The queue that carries each message type: enqueue() sends there, and only there is it handled. */
export const JOB_QUEUE = {
  "place-call": "CALLS_QUEUE",
  "scrape-search": "SCRAPE_QUEUE",
  "automation-advance": "SCRAPE_QUEUE",
  "sheets-sync": "JOBS_QUEUE",
  "calendar-sync": "JOBS_QUEUE",
  notify: "JOBS_QUEUE",
} as const satisfies Record<JobType, QueueBinding>

/** wrangler.toml's worker name, which begins the names in QUEUES. */
const WORKER_NAME = "cold-caller"
/** "-calls" of "cold-caller-calls": no suffix ends another, so each names one queue. */
const suffix = (queue: string) => queue.slice(WORKER_NAME.length)

/**
 * Which binding a delivered batch came from, and whether it is that queue's dead letters. Matched by
 * the suffix: a deployment named otherwise (`npm run deploy -- --name acme`, scripts/deploy-name.mjs)
 * has the queues acme-calls, acme-calls-dlq, …
 */
export function queueOf(queueName: string): { binding: QueueBinding; deadLetter: boolean } | null {
  for (const [binding, q] of Object.entries(QUEUES) as [QueueBinding, (typeof QUEUES)[QueueBinding]][]) {
    if (queueName.endsWith(suffix(q.name))) return { binding, deadLetter: false }
    if (queueName.endsWith(suffix(q.deadLetter))) return { binding, deadLetter: true }
  }
  return null
}
