import { z } from "zod"
import { placeCallMessageSchema, type PlaceCallMessage } from "./place-call-job"

export { placeCallMessageSchema, type PlaceCallMessage }

/**
 * Every message body on the calls queue (and its dead-letter queue). Bodies are validated before any
 * work: a malformed message is acknowledged and logged, never retried into the dead-letter queue.
 */
export const callsQueueMessageSchema = z.discriminatedUnion("type", [placeCallMessageSchema])
export type CallsQueueMessage = z.infer<typeof callsQueueMessageSchema>

export const CALLS_QUEUE = "cold-caller-calls"
export const CALLS_DLQ = "cold-caller-calls-dlq"
