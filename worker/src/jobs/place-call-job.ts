import { z } from "zod"
import type { Env } from "../env"

/** CALLS_QUEUE message: dial call `callId` if it is still queued (consumed in dial-consumer.ts). */
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
