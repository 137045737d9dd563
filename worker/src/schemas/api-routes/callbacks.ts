/** Callbacks: requests from ../callbacks.ts, answers and their types here. */
import { z } from "zod"
import { callbackCreateSchema, callbacksQuerySchema, callbackUpdateSchema } from "../callbacks"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { isoInstant } from "./shared"

export const callbackIdParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) })

export const callbackViewSchema = z.strictObject({
  id: z.number(),
  contactId: z.number(),
  businessName: z.string(),
  phone: z.string(),
  /** The time the lead asked for (ISO instant). */
  dueAt: isoInstant,
  /** When the dialer may call: dueAt, or the next allowed moment under the calling rules. */
  dialAt: isoInstant,
  /** The callee's zone its time was read in (and is shown in). */
  timeZone: z.string(),
  reason: z.string(),
  source: z.enum(["assistant", "operator"]),
  state: z.enum(["scheduled", "dialing", "done", "cancelled"]),
  /** The callback call's result once it ended ("answered", "no answer", ...), or "cancelled". */
  outcome: z.string().nullable(),
  /** The call during which the lead asked for it (null when the operator added it). */
  callId: z.number().nullable(),
  campaignId: z.number().nullable(),
  campaignName: z.string().nullable(),
  /** The call placed for it. */
  dialCallId: z.number().nullable(),
  createdAt: isoInstant,
})
export type CallbackView = z.infer<typeof callbackViewSchema>

export const callbacksResponseSchema = z.strictObject({
  /** Waiting, dialling and done callbacks (dropped ones are left out), by time. */
  callbacks: z.array(callbackViewSchema),
  /** With ?contactId: the contact's zone, the one a new callback's time is read in. */
  calleeTimeZone: z.string().nullable(),
})
export type CallbacksResponse = z.infer<typeof callbacksResponseSchema>

export const callbacksRoutes = defineRoutes(API.callbacks, {
  list: { query: callbacksQuerySchema, response: callbacksResponseSchema },
  create: { body: callbackCreateSchema, response: callbackViewSchema },
  update: { params: callbackIdParamSchema, body: callbackUpdateSchema, response: callbackViewSchema },
  remove: { params: callbackIdParamSchema, response: z.strictObject({ ok: z.literal(true) }) },
})
