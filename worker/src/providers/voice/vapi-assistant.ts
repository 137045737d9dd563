/**
 * Vapi's assistant, credential, structured-output and phone-number bodies ↔ our AssistantSpec,
 * AssistantSummary and VoiceNumber. Only fields in Vapi's request DTOs go out: Vapi refuses any
 * other ("property foo should not exist"), and the tests' fake server checks against its schemas.
 */
import { z } from "zod"
import { BOOK_DEMO_TOOL } from "./book-demo-tool"
import { SCHEDULE_CALLBACK_TOOL } from "./schedule-callback-tool"
import type { AssistantFix, AssistantSpec, AssistantSummary, NeededTool, VoiceNumber } from "./voice-provider"

/** The structured output's name: the report parser finds our result under it. */
export const CALL_OUTCOME_NAME = "callOutcome"

const TOOLS: Record<NeededTool, unknown> = {
  bookDemo: BOOK_DEMO_TOOL,
  scheduleCallback: SCHEDULE_CALLBACK_TOOL,
  endCall: { type: "endCall" },
  // No destinations: Vapi asks the server (transfer-destination-request) at the moment of transfer,
  // so the operator's phone and hours are read then (services/calls/transfer-destination.ts).
  transferCall: { type: "transferCall", destinations: [] },
}

/** What the end-of-call report parser reads (services/calls/call-outcome.ts, services/dnc/opt-out.ts). */
export const CALL_OUTCOME_BODY = {
  name: CALL_OUTCOME_NAME,
  type: "ai",
  description: "How a cold call to a business ended: a demo booked, a call back asked for, or an opt-out.",
  schema: {
    type: "object",
    properties: {
      demoScheduled: { type: "boolean", description: "The business owner agreed to a product demo." },
      demoDate: {
        type: "string",
        description: "The agreed demo start in the owner's local time as YYYY-MM-DDTHH:mm; empty when none.",
      },
      followUp: { type: "boolean", description: "The owner asked to be called back later." },
      doNotCall: { type: "boolean", description: "The owner asked not to be called again." },
    },
    required: ["demoScheduled", "followUp"],
  },
} as const

/**
 * The server messages the app reads: without a list Vapi sends its default one (conversation-update
 * and speech-update on every turn, user-interrupted, hang, ...), each a webhook the worker
 * authenticates and drops after a D1 read. Final transcript lines are for the live call (issue 36),
 * and transfer-destination-request lets the transfer tool reach the operator during their hours;
 * assistant-request goes to the phone number's server, not the assistant's.
 */
export const SERVER_MESSAGES = [
  "status-update",
  "tool-calls",
  "end-of-call-report",
  'transcript[transcriptType="final"]',
  "transfer-destination-request",
] as const

/**
 * Vapi retries a failed webhook only with a backoff plan; without one a lost end-of-call report is
 * settled by the 15-minute reconcile. 2, 4, 8, 16, 32 s: a worker deploy or a D1 hiccup is covered.
 * (Vapi's bounds: maxRetries and baseDelaySeconds 0-10.)
 */
export const WEBHOOK_BACKOFF_PLAN = { type: "exponential", maxRetries: 5, baseDelaySeconds: 2 } as const

export const webhookCredentialBody = (token: string) => ({
  provider: "custom-credential",
  name: "Cold caller webhook",
  authenticationPlan: { type: "bearer", token, headerName: "Authorization", bearerPrefixEnabled: true },
})

export function assistantBody(spec: AssistantSpec) {
  return {
    name: spec.name,
    firstMessage: spec.firstMessage,
    model: {
      provider: "openai",
      model: "gpt-4o",
      messages: [{ role: "system", content: spec.prompt }],
      tools: [TOOLS.bookDemo, TOOLS.scheduleCallback, TOOLS.endCall, TOOLS.transferCall],
    },
    voice: { provider: "vapi", voiceId: "Elliot" },
    // Off unless set (Vapi's default since 2025-10); Vapi's own detector is the one its docs advise.
    // With a voicemailMessage the assistant speaks it after the beep; the report's transcript then
    // tells a message left from a hang-up (services/calls/voicemail-left.ts).
    voicemailDetection: { provider: "vapi" },
    ...(spec.voicemailMessage ? { voicemailMessage: spec.voicemailMessage } : {}),
    server: { url: spec.webhook.url, credentialId: spec.webhook.credentialId, backoffPlan: WEBHOOK_BACKOFF_PLAN },
    serverMessages: [...SERVER_MESSAGES],
    artifactPlan: { structuredOutputIds: [spec.callOutcomeSchemaId] },
  }
}

const looseRecord = z.record(z.string(), z.unknown())
const rawAssistant = z.looseObject({
  id: z.string().min(1),
  name: z.string().nullish(),
  firstMessage: z.string().nullish(),
  voicemailMessage: z.string().nullish(),
  server: looseRecord.nullish(),
  serverMessages: z.array(z.string()).nullish(),
  model: z
    .looseObject({
      tools: z.array(looseRecord).nullish(),
      messages: z.array(z.looseObject({ role: z.string().nullish(), content: z.unknown() })).nullish(),
    })
    .nullish(),
  artifactPlan: z.looseObject({ structuredOutputIds: z.array(z.string()).nullish() }).nullish(),
})
type RawAssistant = z.infer<typeof rawAssistant>

export function parseAssistant(body: unknown): RawAssistant | null {
  const parsed = rawAssistant.safeParse(body)
  return parsed.success ? parsed.data : null
}

const toolName = (t: Record<string, unknown>) =>
  t.type === "function" ? String((t.function as { name?: unknown } | undefined)?.name ?? "") : String(t.type ?? "")

export function summaryOf(a: RawAssistant): AssistantSummary {
  const text = (v: unknown) => (typeof v === "string" && v ? v : null)
  return {
    id: a.id,
    name: a.name ?? "",
    webhookUrl: text(a.server?.url),
    credentialId: text(a.server?.credentialId),
    tools: (a.model?.tools ?? []).map(toolName).filter(Boolean),
    callOutcomeSchemaIds: a.artifactPlan?.structuredOutputIds ?? [],
    serverMessages: a.serverMessages ?? null,
    retriesWebhooks: !!a.server?.backoffPlan,
    texts: {
      prompt: text(a.model?.messages?.find((m) => m.role === "system")?.content) ?? "",
      firstMessage: a.firstMessage ?? "",
      voicemailMessage: a.voicemailMessage ?? "",
    },
  }
}

/** Server fields PATCH accepts; a legacy `secret` read back from an old assistant would be refused. */
const SERVER_FIELDS = ["timeoutSeconds", "staticIpAddressesEnabled", "encryptedPaths", "headers", "backoffPlan"]

/** The PATCH body for `fix`: only the top-level fields it touches, each completed from what `a` has. */
export function fixBody(a: RawAssistant, fix: AssistantFix) {
  const body: Record<string, unknown> = {}
  if (fix.webhook || fix.serverMessages) {
    const kept = Object.fromEntries(
      SERVER_FIELDS.filter((k) => a.server?.[k] !== undefined).map((k) => [k, a.server![k]])
    )
    const target = fix.webhook ?? { url: a.server?.url, credentialId: a.server?.credentialId }
    body.server = { ...kept, url: target.url, credentialId: target.credentialId }
    if (fix.serverMessages) body.server = { backoffPlan: WEBHOOK_BACKOFF_PLAN, ...(body.server as object) }
  }
  if (fix.serverMessages) {
    // Ours added to the assistant's own list; none set means Vapi's whole default list, so ours alone.
    body.serverMessages = [...new Set([...(a.serverMessages ?? []), ...SERVER_MESSAGES])]
  }
  if (fix.addTools?.length && a.model) {
    const have = new Set((a.model.tools ?? []).map(toolName))
    const add = fix.addTools.filter((t) => !have.has(t)).map((t) => TOOLS[t])
    body.model = { ...a.model, tools: [...(a.model.tools ?? []), ...add] }
  }
  if (fix.callOutcomeSchemaId) {
    const ids = a.artifactPlan?.structuredOutputIds ?? []
    body.artifactPlan = {
      ...a.artifactPlan,
      structuredOutputIds: ids.includes(fix.callOutcomeSchemaId) ? ids : [...ids, fix.callOutcomeSchemaId],
    }
  }
  return body
}

const rawNumber = z.looseObject({
  id: z.string().min(1),
  number: z.string().nullish(),
  sipUri: z.string().nullish(),
  name: z.string().nullish(),
  status: z.string().nullish(),
  provider: z.string().nullish(),
})

/**
 * One PhoneNumber object (GET /phone-number's items, POST /phone-number's answer), or null without
 * an id. Only these fields are kept: an imported number's object also carries its Twilio auth token.
 */
export function phoneNumberOf(item: unknown): VoiceNumber | null {
  const p = rawNumber.safeParse(item)
  if (!p.success) return null
  const { id, number, sipUri, name, status, provider } = p.data
  return { id, number: number ?? sipUri ?? "", name: name ?? "", status: status ?? "", provider: provider ?? "" }
}

/** GET /phone-number's items; anything without an id is skipped rather than failing the list. */
export function phoneNumbersOf(body: unknown): VoiceNumber[] {
  return Array.isArray(body) ? body.map(phoneNumberOf).filter((n) => n !== null) : []
}
