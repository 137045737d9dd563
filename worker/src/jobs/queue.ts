import type { Env } from "../env"
import { handlePlaceCallMessage, placeCallMessageSchema } from "./place-call-job"

/** Consumers for the calls and scraping queues; each branch acks only what it has stored. */
export async function handleQueue(batch: MessageBatch, env: Env, _ctx: ExecutionContext) {
  for (const message of batch.messages) {
    const placeCall = placeCallMessageSchema.safeParse(message.body)
    // Dead letters are not re-dialled: the call stays queued for Resume Queued.
    if (placeCall.success && batch.queue === "cold-caller-calls") {
      await handlePlaceCallMessage(message as Message<typeof placeCall.data>, env)
      continue
    }
    message.ack()
  }
}
