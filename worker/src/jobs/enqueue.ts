import { z } from "zod"
import type { Env } from "../env"
import { MAX_DELAY_SECONDS } from "../lib/queue-limits"
import { JOB_QUEUE, type JobMessage, jobMessageSchema, type QueueBinding } from "./messages"

export { MAX_DELAY_SECONDS }

// One sendBatch carries at most 100 messages and 256 KB; the byte budget keeps room for the
// per-message metadata Queues adds to each body.
export const SEND_BATCH_MESSAGES = 100
export const SEND_BATCH_BYTES = 250 * 1024

export interface EnqueueOptions {
  /** Seconds before delivery; rounded and clamped to 0..12 h. */
  delaySeconds?: number
}
export interface EnqueueItem extends EnqueueOptions {
  body: JobMessage
}

export const clampDelay = (seconds = 0) =>
  Number.isFinite(seconds) ? Math.min(Math.max(0, Math.round(seconds)), MAX_DELAY_SECONDS) : 0

// A message that does not match the union is our bug, not the caller's input: a plain Error (500),
// never a ZodError the API would answer as a 400.
function validated(message: JobMessage): JobMessage {
  const parsed = jobMessageSchema.safeParse(message)
  if (!parsed.success) throw new Error(`Not a valid job message: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** Sends one job to the queue its type belongs to (messages.ts JOB_QUEUE). */
export async function enqueue(env: Env, message: JobMessage, options: EnqueueOptions = {}) {
  const body = validated(message)
  await env[JOB_QUEUE[body.type]].send(body, { delaySeconds: clampDelay(options.delaySeconds) })
}

/**
 * Sends many jobs with as few sendBatch calls as Queues' limits allow, each to its type's queue, in
 * order within a queue. Everything is validated before anything is sent.
 */
export async function enqueueMany(env: Env, items: readonly EnqueueItem[]) {
  const byQueue = new Map<QueueBinding, MessageSendRequest<JobMessage>[]>()
  for (const item of items) {
    const body = validated(item.body)
    const binding = JOB_QUEUE[body.type]
    const list = byQueue.get(binding) ?? []
    list.push({ body, delaySeconds: clampDelay(item.delaySeconds) })
    byQueue.set(binding, list)
  }
  for (const [binding, requests] of byQueue) {
    for (const chunk of sendBatchChunks(requests)) await env[binding].sendBatch(chunk)
  }
}

/**
 * Queue back-off for a failed or busy job (a provider's 429 or concurrency limit): 15 s doubled per
 * delivery, capped at 5 minutes, so a busy provider is not hammered and the dead-letter path comes in
 * minutes.
 */
export function queueBackoffSeconds(attempts: number) {
  return Math.min(300, 15 * 2 ** Math.max(0, attempts - 1))
}

const encoder = new TextEncoder()

/** Splits requests into runs of at most 100 messages and SEND_BATCH_BYTES of bodies. */
export function sendBatchChunks<T>(requests: readonly MessageSendRequest<T>[]): MessageSendRequest<T>[][] {
  const chunks: MessageSendRequest<T>[][] = []
  let current: MessageSendRequest<T>[] = []
  let bytes = 0
  for (const request of requests) {
    const size = encoder.encode(JSON.stringify(request.body)).byteLength
    if (current.length && (current.length === SEND_BATCH_MESSAGES || bytes + size > SEND_BATCH_BYTES)) {
      chunks.push(current)
      current = []
      bytes = 0
    }
    current.push(request)
    bytes += size
  }
  if (current.length) chunks.push(current)
  return chunks
}

/** The queues as the context hands them to services (context/ctx.ts): each job to its type's queue. */
export interface JobQueue {
  send(message: JobMessage, options?: EnqueueOptions): Promise<void>
  sendMany(items: readonly EnqueueItem[]): Promise<void>
}

export const jobQueue = (env: Env): JobQueue => ({
  send: (message, options) => enqueue(env, message, options),
  sendMany: (items) => enqueueMany(env, items),
})
