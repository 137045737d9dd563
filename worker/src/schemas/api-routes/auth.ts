/** What is reachable without a session: health, sign-in, provider webhooks; and the live channel. */
import { z } from "zod"
import { defineRoutes, websocketResponse } from "./define"
import { API } from "./endpoints"

export const loginSchema = z.object({ password: z.string().min(1).max(200) })

export const sessionSchema = z.strictObject({ passwordRequired: z.boolean(), authenticated: z.boolean() })

/**
 * Vapi's server messages: tool calls get their results back, an inbound call's assistant-request the
 * assistant (with the caller's facts) or words to speak, a transfer-destination-request the
 * operator's phone or `error`, anything else an acknowledgement.
 */
export const vapiWebhookAnswerSchema = z.union([
  z.strictObject({ results: z.array(z.strictObject({ toolCallId: z.string(), result: z.string() })) }),
  z.strictObject({ received: z.literal(true) }),
  z.strictObject({
    assistantId: z.string(),
    assistantOverrides: z.strictObject({
      variableValues: z.record(z.string(), z.string()),
      firstMessage: z.string(),
      metadata: z.strictObject({ callId: z.number().nullable(), direction: z.literal("inbound") }),
    }),
  }),
  z.strictObject({ error: z.string() }),
  // transfer-destination-request (issue 36): the operator's phone, with a warm transfer's plan.
  z.strictObject({
    destination: z.strictObject({
      type: z.literal("number"),
      number: z.string(),
      message: z.string(),
      transferPlan: z.strictObject({
        mode: z.literal("warm-transfer-say-summary"),
        summaryPlan: z.strictObject({
          enabled: z.literal(true),
          messages: z.array(z.strictObject({ role: z.enum(["system", "user"]), content: z.string() })),
        }),
      }),
    }),
  }),
])

export const healthRoutes = defineRoutes(API.health, {
  check: { response: z.strictObject({ ok: z.literal(true) }) },
})

export const authRoutes = defineRoutes(API.auth, {
  session: { response: sessionSchema },
  login: { body: loginSchema, response: z.strictObject({ authenticated: z.literal(true) }) },
  logout: { response: z.strictObject({ authenticated: z.literal(false) }) },
})

export const webhooksRoutes = defineRoutes(API.webhooks, {
  // Vapi's payload is parsed by the voice provider after the secret is checked (routes/webhooks).
  vapi: { body: z.unknown(), bodyReadByHandler: true, response: vapiWebhookAnswerSchema },
})

export const liveRoutes = defineRoutes(API.live, {
  socket: { response: websocketResponse },
})
