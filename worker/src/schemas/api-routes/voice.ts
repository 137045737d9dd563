/** Settings → Voice: requests from ../voice-setup.ts, answers here (its interfaces are checked equal). */
import { z } from "zod"
import { assistantSetupSchema, linkAssistantSchema } from "../voice-setup"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { providerModeSchema } from "./settings"

const assistantProblemSchema = z.strictObject({
  field: z.enum(["server_url", "credential", "tools", "call_outcome"]),
  message: z.string(),
})

export const voiceNumberOptionSchema = z.strictObject({
  id: z.string(),
  number: z.string(),
  name: z.string(),
  status: z.string(),
})

/** Never holds the webhook secret: the contract test parses every answer with this strict schema. */
export const voiceSetupViewSchema = z.strictObject({
  mode: providerModeSchema,
  reason: z.string(),
  webhookUrl: z.string(),
  webhookUrlWarning: z.string().nullable(),
  webhookAuth: z.enum(["environment", "generated", "none"]),
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

export const voiceRoutes = defineRoutes(API.voice, {
  setup: { response: voiceSetupViewSchema },
  createAssistant: { body: assistantSetupSchema, response: voiceSetupViewSchema },
  linkAssistant: { body: linkAssistantSchema, response: voiceSetupViewSchema },
  fixAssistant: { response: voiceSetupViewSchema },
  phoneNumbers: { response: z.array(voiceNumberOptionSchema) },
})
