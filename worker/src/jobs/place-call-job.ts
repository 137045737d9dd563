import { z } from "zod"
import { createDb } from "../db/client"
import type { Env } from "../env"
import { AppError } from "../lib/errors"
import { loadProviders } from "../providers"
import { placeCall, RetryableCallError } from "../services/calls/place-call"

/** CALLS_QUEUE message: dial call `callId` if it is still queued (placeCall is idempotent). */
export const placeCallMessageSchema = z.object({
  type: z.literal("place-call"),
  callId: z.number().int().positive(),
})
export type PlaceCallMessage = z.infer<typeof placeCallMessageSchema>

/** Queue a dial, e.g. after a 429, `delaySeconds` from now (Queues allow up to 12 hours). */
export async function enqueuePlaceCall(env: Env, callId: number, delaySeconds = 0) {
  const body: PlaceCallMessage = { type: "place-call", callId }
  await env.CALLS_QUEUE.send(body, { delaySeconds: Math.min(Math.max(0, Math.round(delaySeconds)), 43_200) })
}

/** Consumer branch: busy provider → retry with its back-off; anything else is settled on the row. */
export async function handlePlaceCallMessage(message: Message<PlaceCallMessage>, env: Env) {
  const db = createDb(env.DB)
  try {
    await placeCall(db, env, await loadProviders(db, env), message.body.callId)
    message.ack()
  } catch (err) {
    if (err instanceof RetryableCallError) return message.retry({ delaySeconds: err.retryAfterSeconds })
    // voice_not_configured leaves the call queued: retry later, the operator may fix Settings.
    if (err instanceof AppError && err.code === "voice_not_configured") return message.retry({ delaySeconds: 300 })
    // call_failed is already recorded on the call; other errors (D1 hiccups) retry.
    if (err instanceof AppError) return message.ack()
    console.error("place-call failed", err)
    message.retry({ delaySeconds: 30 })
  }
}
