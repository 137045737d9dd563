import type { Env } from "../env"
import { type CallsQueueDeps, handleCallsBatch } from "./dial-consumer"
import { CALLS_DLQ, CALLS_QUEUE } from "./messages"

/** Consumers for the calls and scraping queues; each branch acks only what it has stored. */
export async function handleQueue(
  batch: MessageBatch,
  env: Env,
  _ctx: ExecutionContext,
  deps: CallsQueueDeps = {}
) {
  // place-call: do-not-call and campaign-window checks, then placeCall; dead letters fail the call.
  if (batch.queue === CALLS_QUEUE || batch.queue === CALLS_DLQ) return handleCallsBatch(batch, env, deps)
  for (const message of batch.messages) message.ack()
}
