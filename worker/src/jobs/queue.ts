import { openUnit } from "../context/ctx"
import type { Env } from "../env"
import { clampDelay, queueBackoffSeconds } from "./enqueue"
import { type JobDeps, type JobHandler, JOB_HANDLERS, type JobHandlers } from "./handlers"
import { JOB_QUEUE, type JobMessage, jobMessageSchema, type JobType, queueOf } from "./messages"

/**
 * A message whose type has no handler on the queue it came from waits this long between retries, so
 * its retries last about an hour (a deploy that adds the handler still gets it) before it reaches
 * the dead-letter queue.
 */
export const UNHANDLED_RETRY_SECONDS = 600

/**
 * The consumer of every queue: validates each body with the job union and hands it to its type's
 * handler. Messages are independent and handled one by one; each one is acknowledged or retried.
 */
export async function handleQueue(
  batch: MessageBatch,
  env: Env,
  _ctx: ExecutionContext,
  deps: JobDeps = {},
  handlers: JobHandlers = JOB_HANDLERS
) {
  for (const message of batch.messages) await handleMessage(batch.queue, message, env, deps, handlers)
}

/** The `type` of a body shaped like a job ({ type: "..." }), else null. */
function typeOf(body: unknown): string | null {
  if (typeof body !== "object" || body === null || !("type" in body)) return null
  return typeof body.type === "string" && body.type.length > 0 ? body.type : null
}

function handlerFor(queue: string, job: JobMessage, handlers: JobHandlers) {
  const source = queueOf(queue)
  if (!source || JOB_QUEUE[job.type] !== source.binding) return undefined
  const entry = handlers[job.type]
  // The union cannot tie the entry's type to the job's: JOB_HANDLERS is keyed by that same type.
  return (source.deadLetter ? entry?.deadLetter : entry?.run) as JobHandler<JobType> | undefined
}

/** A message nothing here can handle: never acknowledged, retried slowly (UNHANDLED_RETRY_SECONDS). */
function retryUnhandled(message: Message, why: string) {
  console.error(why, message.id)
  message.retry({ delaySeconds: UNHANDLED_RETRY_SECONDS })
}

async function handleMessage(queue: string, message: Message, env: Env, deps: JobDeps, handlers: JobHandlers) {
  const parsed = jobMessageSchema.safeParse(message.body)
  if (!parsed.success) {
    const type = typeOf(message.body)
    if (type !== null && !Object.hasOwn(JOB_QUEUE, type)) {
      // A job this deploy does not know (sent by a newer deploy, or before a rollback): never
      // acknowledged unhandled. It waits for a deploy that knows it, then ends in the dead letters.
      return retryUnhandled(message, `${queue}: no handler for "${type}" messages in this deploy; retrying`)
    }
    // Poison: a known job with a broken body, or no job at all. No retry can make it valid, and it
    // must not clog the queue or its dead letters.
    console.warn(`${queue}: acknowledging malformed message`, message.id, parsed.error.issues)
    message.ack()
    return
  }
  const job = parsed.data
  const handler = handlerFor(queue, job, handlers)
  if (!handler) {
    return retryUnhandled(
      message,
      `${queue}: no handler for "${job.type}" messages on this queue; retrying, so it is kept in the dead-letter queue`
    )
  }
  // One context per message; its live events go out once, when the message is done (even a failed
  // one: what it wrote before failing is on screen).
  const unit = openUnit(env, { providers: deps.providers, clock: deps.now && { now: deps.now } })
  try {
    const outcome = await handler(job, unit.ctx, { attempts: message.attempts })
    if (outcome) message.retry({ delaySeconds: clampDelay(outcome.retryAfterSeconds) })
    else message.ack()
  } catch (err) {
    console.error(`${queue}: "${job.type}" failed`, message.id, err)
    message.retry({ delaySeconds: queueBackoffSeconds(message.attempts) })
  } finally {
    await unit.flush()
  }
}
