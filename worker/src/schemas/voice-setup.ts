/**
 * Settings → Voice: the assistant the app sets up in Vapi (or links), and what the card shows.
 * Shared by the worker's validators and the web form (`@shared/voice-setup`); no worker-only imports.
 */
import { z } from "zod"
import { DEMO_LENGTH_WORDS } from "./demo-length"
import { isValidPhone, PHONE_INVALID_MESSAGE, toE164 } from "./phone"
import { PROVIDER_ID } from "./provider-id"
import type { ProviderMode } from "./system-status"
import { testCallNumberProblem } from "./test-call-number"
import { textProblem } from "./text-rule"

/** Placeholders the dialer fills per call (services/calls/place-call.ts `variables`). */
export const PROMPT_VARIABLES = ["businessName", "category", "address", "phone"] as const

export const DEFAULT_ASSISTANT_NAME = "Cold caller"

// The template's blanks: square-bracket text the operator replaces with their own words before a
// real call (Vapi's {{variables}} are filled per call and are not blanks). Each known one says what
// goes there; any other bracket text left in a text is refused the same way.
export const COMPANY_PLACEHOLDER = "[Your company]"
export const PITCH_PLACEHOLDER = "[One or two sentences on what your product does for a {{category}} business.]"
export const CALLBACK_PLACEHOLDER = "[your callback number]"
const PLACEHOLDER_HINTS: Record<string, string> = {
  [COMPANY_PLACEHOLDER]: "your company's name",
  [PITCH_PLACEHOLDER]: "one or two sentences on what your product does",
  [CALLBACK_PLACEHOLDER]: "the number leads can call back",
}

// The AI disclosure, who is calling and the opt-out come first: FCC 24-17 treats AI voices as
// artificial voices (identify the caller, offer an opt-out); several states require the disclosure.
export const DEFAULT_ASSISTANT_PROMPT = `You are Alex, an AI voice assistant calling {{businessName}}, a {{category}} business at {{address}}, on behalf of ${COMPANY_PLACEHOLDER}.

Disclosure: in your first sentences say that you are an AI assistant calling for ${COMPANY_PLACEHOLDER} and that the call may be recorded. If asked whether you are a person, say again that you are an AI. If they ask not to be called again, apologise, confirm that they will not be called again, and end the call.

Pitch: ${PITCH_PLACEHOLDER}

Offer: a free ${DEMO_LENGTH_WORDS} demo. If they agree, ask for a day and a time that suit them, then call the bookDemo tool with that time in their local time and read its result back to them. If now is a bad time, ask for a day and a time to call back, then call the scheduleCallback tool with that time in their local time (and the reason) and read its result back to them.

A person: if they ask to speak with a person, use the transferCall tool. If it says no one is available, say so, offer to have someone call them back, ask for a day and a time, then call the scheduleCallback tool.

Style: short sentences, one question at a time, never pushy; keep the call under three minutes. When the conversation is over, say goodbye and use the endCall tool.`

export const DEFAULT_FIRST_MESSAGE = `Hi, this is Alex, an AI assistant calling for ${COMPANY_PLACEHOLDER}. Am I speaking with someone at {{businessName}}?`

export const DEFAULT_VOICEMAIL_MESSAGE = `Hi, this is Alex, an AI assistant calling for ${COMPANY_PLACEHOLDER} about a free demo for {{businessName}}. You can reach us at ${CALLBACK_PLACEHOLDER}. Thank you!`

/** The spoken texts a blank can be left in, as the operator names them. */
export const PLACEHOLDER_FIELDS = {
  prompt: "the prompt",
  firstMessage: "the first message",
  voicemailMessage: "the voicemail message",
} as const
export type PlaceholderField = keyof typeof PLACEHOLDER_FIELDS

export interface PlaceholderIssue {
  field: PlaceholderField
  placeholder: string
  /** e.g. "Replace [Your company] in the first message with your company's name." */
  message: string
}

const BRACKETS = /\[[^[\]\r\n]*[A-Za-z][^[\]\r\n]*\]/g
// Vapi's Liquid ({{ x }}, {% if %}) may index with brackets ({{ list[0] }}): not the template's blanks.
const LIQUID = /\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g

/** The template blanks ("[...]" text outside Vapi's {{ }}) left in a text, each once, in order. */
export function placeholdersIn(text: string): string[] {
  const liquid = [...text.matchAll(LIQUID)].map((m) => [m.index, m.index + m[0].length])
  const blanks = [...text.matchAll(BRACKETS)].filter((m) => !liquid.some(([a, b]) => m.index >= a! && m.index < b!))
  return [...new Set(blanks.map((m) => m[0]))]
}

/** Each blank left in the prompt, first message or voicemail, in the words the form and the 4xx use. */
export function placeholderIssues(texts: Partial<Record<PlaceholderField, string | null>>): PlaceholderIssue[] {
  return (Object.keys(PLACEHOLDER_FIELDS) as PlaceholderField[]).flatMap((field) =>
    placeholdersIn(texts[field] ?? "").map((placeholder) => {
      const shown = placeholder.length > 100 ? `${placeholder.slice(0, 96)}…]` : placeholder
      const hint = PLACEHOLDER_HINTS[placeholder] ?? "your own words"
      return { field, placeholder, message: `Replace ${shown} in ${PLACEHOLDER_FIELDS[field]} with ${hint}.` }
    })
  )
}

/** Text whose only controls are line breaks and tabs (a prompt has paragraphs). */
const longText = (what: string, max: number) =>
  z
    .string()
    .max(max, `${what} must be at most ${max} characters`)
    .refine((v) => textProblem(v.replace(/\r?\n|\t/g, " ")) === undefined, `${what} must be visible text`)

/** A text that must stay on one line (no line breaks or tabs). */
const oneLine = (what: string, max: number, message: string) =>
  longText(what, max).refine((v) => !/[\r\n\t]/.test(v), message)

/** Vapi's limits: name ≤ 40, voicemailMessage ≤ 1000 (CreateAssistantDTO). */
export const ASSISTANT_TEXT_RULES = {
  assistant_name: oneLine("The assistant name", 40, "Use one line for the name"),
  assistant_prompt: longText("The prompt", 20_000),
  // Spoken as they are: a line break in a greeting is never meant, and may be an injected header.
  assistant_first_message: oneLine("The first message", 1000, "Use one line for the first message"),
  voicemail_message: oneLine("The voicemail message", 1000, "Use one line for the voicemail message"),
}

const required = (rule: z.ZodType<string, string>, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, `${what} is required`)
    .pipe(rule)

/** POST /api/voice/assistant: create the assistant with these texts. */
export const assistantSetupSchema = z.object({
  name: required(ASSISTANT_TEXT_RULES.assistant_name, "The assistant name"),
  prompt: required(ASSISTANT_TEXT_RULES.assistant_prompt, "The prompt"),
  firstMessage: required(ASSISTANT_TEXT_RULES.assistant_first_message, "The first message"),
  voicemailMessage: z.string().trim().pipe(ASSISTANT_TEXT_RULES.voicemail_message).default(""),
})
export type AssistantSetupInput = z.input<typeof assistantSetupSchema>
export type AssistantSetup = z.output<typeof assistantSetupSchema>

/**
 * The same texts for a real assistant: no template blank may be left (the first real call would say
 * "calling for [Your company]"). The sandbox's simulated calls accept them.
 */
export const liveAssistantSetupSchema = assistantSetupSchema.superRefine((spec, ctx) => {
  for (const p of placeholderIssues(spec)) ctx.addIssue({ code: "custom", path: [p.field], message: p.message })
})

/** POST /api/voice/assistant/link: an assistant made elsewhere (Vapi's ids are UUIDs). */
export const linkAssistantSchema = z.object({
  assistantId: z
    .string({ error: "Enter the assistant ID" })
    .trim()
    .min(1, "Enter the assistant ID")
    .max(128, "The assistant ID is at most 128 characters")
    .regex(PROVIDER_ID, "The assistant ID must be letters, digits, - or _"),
})

/** POST /api/voice/test-call: the operator's own number (national US or +country), stored as E.164. */
export const testCallSchema = z.object({
  phone: z
    .string({ error: "Enter your phone number" })
    .trim()
    .min(1, "Enter your phone number")
    .max(40, "The phone number is at most 40 characters")
    .refine(isValidPhone, PHONE_INVALID_MESSAGE)
    .transform((v) => toE164(v)!)
    // Premium-rate, N11 and 555 information lines (test-call-number.ts): the form says the same.
    .superRefine((v, ctx) => {
      const problem = testCallNumberProblem(v)
      if (problem) ctx.addIssue({ code: "custom", message: problem })
    }),
})
export type TestCallInput = z.input<typeof testCallSchema>

/** What the app needs of an assistant and it lacks, each in the operator's words. */
export interface AssistantProblem {
  /** phone_number_server: the chosen number does not send its inbound calls here (issue 36). */
  field:
    | "server_url"
    | "credential"
    | "tools"
    | "call_outcome"
    | "server_messages"
    | "placeholders"
    | "phone_number_server"
  message: string
}

export interface VoiceNumberOption {
  id: string
  number: string
  name: string
  status: string
  /** "vapi" (a free Vapi number: inbound only, voice-number.ts), "twilio", "telnyx", ... */
  provider: string
}

/** GET /api/voice/setup (and every setup action's answer). Never holds the webhook secret. */
export interface VoiceSetupView {
  mode: ProviderMode
  /** Why this mode (provider-mode.ts), in the operator's terms. */
  reason: string
  /** Where Vapi must send this deployment's webhooks. */
  webhookUrl: string
  /** Set when Vapi could not reach that URL (a local address). */
  webhookUrlWarning: string | null
  /** Which secret the webhook accepts: VAPI_WEBHOOK_SECRET, the one the app generated, or none yet. */
  webhookAuth: "environment" | "generated" | "none"
  /** When the app's generated secret was made or last rotated (ISO); null when there is none. */
  generatedSecretCreatedAt: string | null
  /** Whether the generated secret is accepted: always without VAPI_WEBHOOK_SECRET, else until Fix moves the assistant onto it. */
  generatedSecretAccepted: boolean
  assistantId: string
  phoneNumberId: string
  /** The assistant as Vapi holds it, with what differs from what the app needs; null when none is set. */
  assistant: { id: string; name: string; problems: AssistantProblem[] } | null
  /** Why the assistant could not be read (a refused key, an unknown id), in plain words. */
  assistantError: string | null
  /** The texts the create form starts from: the stored ones, else the defaults. */
  spec: AssistantSetup
}

/** GET/POST /api/voice/test-call: the test call as the card follows it (route table: testCallViewSchema). */
export interface TestCallView {
  id: number
  /** E.164, the number that was called. */
  phone: string
  mode: "real" | "sandbox"
  status: "queued" | "calling" | "completed" | "failed" | "cancelled"
  result: string | null
  /** Seconds. */
  duration: number | null
  endedReason: string | null
  summary: string | null
  transcript: string | null
  demoScheduled: boolean
  demoDate: string | null
  error: string | null
  createdAt: string
  completedAt: string | null
  /** The end-of-call report arrived. */
  reported: boolean
}
