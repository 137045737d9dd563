import { z } from "zod"

/**
 * Vapi's `assistant-request` server message: an inbound call to one of the account's numbers that
 * has no assistant of its own, sent to the number's server URL (or the org's). Vapi waits at most
 * 7.5 s for the answer (services/calls/inbound.service.ts). Read loosely, as the other messages are:
 * only the call's id, the caller's number and the number they rang.
 */
const inboundSchema = z.object({
  message: z.looseObject({
    type: z.literal("assistant-request"),
    call: z.looseObject({
      id: z.string().min(1).max(200),
      type: z.string().nullish(),
      customer: z.looseObject({ number: z.string().max(40).nullish() }).nullish(),
      phoneNumberId: z.string().max(200).nullish(),
    }),
    customer: z.looseObject({ number: z.string().max(40).nullish() }).nullish(),
    phoneNumber: z.looseObject({ id: z.string().max(200).nullish(), number: z.string().max(40).nullish() }).nullish(),
  }),
})

/** An inbound call, in our terms. */
export interface InboundCall {
  providerCallId: string
  /** As the provider gave it (E.164 from Vapi); null when the caller withheld it. */
  callerNumber: string | null
  /** The app's number that was rung (the provider's id), when given. */
  phoneNumberId: string | null
}

/** The inbound call an `assistant-request` announces; null for every other body (not this path's). */
export function parseAssistantRequest(body: unknown): InboundCall | null {
  const parsed = inboundSchema.safeParse(body)
  if (!parsed.success) return null
  const m = parsed.data.message
  return {
    providerCallId: m.call.id,
    callerNumber: m.customer?.number ?? m.call.customer?.number ?? null,
    phoneNumberId: m.phoneNumber?.id ?? m.call.phoneNumberId ?? null,
  }
}

/** Whether a body claims to be an assistant-request, however malformed (then it is a 400, not ignored). */
export const claimsAssistantRequest = (body: unknown) =>
  !!body && typeof body === "object" && (body as { message?: { type?: unknown } }).message?.type === "assistant-request"
