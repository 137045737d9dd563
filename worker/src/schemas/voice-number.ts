/**
 * Settings → Voice's caller number: which numbers can call out, choosing one, importing one from
 * Twilio. Shared by the worker's validators and the web form (`@shared/voice-number`).
 */
import { z } from "zod"
import { isValidPhone, toE164 } from "./phone"
import { PROVIDER_ID } from "./provider-id"

/**
 * Free Vapi numbers (provider "vapi") use US area codes and take inbound calls only; outbound calls
 * need a number imported from Twilio, Telnyx or DIDWW (docs.vapi.ai/phone-calling).
 */
export const isInboundOnly = (provider: string) => provider === "vapi"

/** Why such a number is not offered, and what to do instead (the picker, the checklist, the 409). */
export const INBOUND_ONLY_MESSAGE =
  "This is a free Vapi number, which takes inbound calls only: calls out need a number imported from Twilio, Telnyx or DIDWW. Import your Twilio number below (or in the Vapi dashboard) and choose it."

/** How the picker names a number's origin. */
export const PROVIDER_LABEL: Record<string, string> = {
  vapi: "Free Vapi number",
  twilio: "Twilio",
  telnyx: "Telnyx",
  vonage: "Vonage",
  "byo-phone-number": "Your SIP trunk",
}

/** PUT /api/voice/phone-number: the number calls come from, one of the account's. */
export const choosePhoneNumberSchema = z.object({
  phoneNumberId: z
    .string({ error: "Choose a phone number" })
    .trim()
    .min(1, "Choose a phone number")
    .max(128, "The phone number ID is at most 128 characters")
    .regex(PROVIDER_ID, "The phone number ID must be letters, digits, - or _"),
})

/** POST /api/voice/phone-numbers/twilio: sent once to Vapi; the auth token is never stored. */
export const importTwilioNumberSchema = z.object({
  number: z
    .string({ error: "Enter the Twilio phone number" })
    .trim()
    .min(1, "Enter the Twilio phone number")
    .max(40, "The phone number is at most 40 characters")
    .refine(isValidPhone, "Enter the number as Twilio shows it, with its country code (e.g. +1 616 555 0100)")
    .transform((v) => toE164(v)!),
  accountSid: z
    .string({ error: "Enter the Account SID" })
    .trim()
    .regex(/^AC[0-9a-fA-F]{32}$/, "The Account SID is AC followed by 32 letters and digits (Twilio Console)"),
  authToken: z
    .string({ error: "Enter the auth token" })
    .trim()
    .min(1, "Enter the auth token")
    .max(128, "The auth token is at most 128 characters")
    .regex(/^\S+$/, "The auth token has no spaces"),
})
export type ImportTwilioNumberInput = z.input<typeof importTwilioNumberSchema>
export type ImportTwilioNumber = z.output<typeof importTwilioNumberSchema>
