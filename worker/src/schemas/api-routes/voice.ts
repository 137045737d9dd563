/** Settings → Voice: requests from ../voice-setup.ts, answers here (its interfaces are checked equal). */
import { z } from "zod"
import { assistantSetupSchema, linkAssistantSchema, testCallSchema } from "../voice-setup"
import { choosePhoneNumberSchema, importTwilioNumberSchema } from "../voice-number"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { providerModeSchema } from "./shared"
import { isoInstant } from "./shared"

const assistantProblemSchema = z.strictObject({
  field: z.enum([
    "server_url",
    "credential",
    "tools",
    "call_outcome",
    "server_messages",
    "placeholders",
    "phone_number_server",
  ]),
  message: z.string(),
})

export const voiceNumberOptionSchema = z.strictObject({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  status: z.string(),
  provider: z.string(),
})

/** Never holds the webhook secret: the contract test parses every answer with this strict schema. */
export const voiceSetupViewSchema = z.strictObject({
  mode: providerModeSchema,
  reason: z.string(),
  webhookUrl: z.string(),
  webhookUrlWarning: z.string().nullable(),
  webhookAuth: z.enum(["environment", "generated", "none"]),
  generatedSecretCreatedAt: isoInstant.nullable(),
  generatedSecretAccepted: z.boolean(),
  assistantId: z.string(),
  phoneNumberId: z.string(),
  assistant: z.strictObject({ id: z.string(), name: z.string(), problems: z.array(assistantProblemSchema) }).nullable(),
  assistantError: z.string().nullable(),
  spec: z.strictObject({
    name: z.string(),
    prompt: z.string(),
    firstMessage: z.string(),
    voicemailMessage: z.string(),
  }),
})

/** Settings → Voice's test call, followed live to its end-of-call report. Never counted in any figure. */
export const testCallViewSchema = z.strictObject({
  id: z.number(),
  /** E.164, the number that was called. */
  phone: z.string(),
  mode: z.enum(["real", "sandbox"]),
  status: z.enum(["queued", "calling", "completed", "failed", "cancelled"]),
  /** answered, no answer, busy, voicemail, failed; null until the end-of-call report. */
  result: z.string().nullable(),
  /** Seconds. */
  duration: z.number().nullable(),
  endedReason: z.string().nullable(),
  summary: z.string().nullable(),
  transcript: z.string().nullable(),
  /** The outcome the report's structured data gave (a test call books nothing in the calendar). */
  demoScheduled: z.boolean(),
  demoDate: isoInstant.nullable(),
  error: z.string().nullable(),
  createdAt: isoInstant,
  completedAt: isoInstant.nullable(),
  /** The end-of-call report arrived: the call is over and the loop (key, number, assistant, webhook) proven. */
  reported: z.boolean(),
})

export const voiceRoutes = defineRoutes(API.voice, {
  setup: { response: voiceSetupViewSchema },
  createAssistant: { body: assistantSetupSchema, response: voiceSetupViewSchema },
  linkAssistant: { body: linkAssistantSchema, response: voiceSetupViewSchema },
  fixAssistant: { response: voiceSetupViewSchema },
  // A new webhook secret: a new credential in Vapi, the assistant moved onto it, the old secret refused.
  rotateWebhookSecret: { response: voiceSetupViewSchema },
  phoneNumbers: { response: z.array(voiceNumberOptionSchema) },
  // The caller number: one the account has that can call out (a free Vapi number is refused, 409).
  choosePhoneNumber: { body: choosePhoneNumberSchema, response: voiceSetupViewSchema },
  // A Twilio number imported into Vapi; the auth token goes to Vapi once and is never kept or answered.
  importTwilioNumber: { body: importTwilioNumberSchema, response: voiceNumberOptionSchema },
  // Forgets the Vapi ids the app keeps (assistant, number, credential, structured output).
  startOver: { response: voiceSetupViewSchema },
  testCall: { body: testCallSchema, response: testCallViewSchema },
  // The latest test call (the card follows it again after a reload); null before the first.
  lastTestCall: { response: testCallViewSchema.nullable() },
})
