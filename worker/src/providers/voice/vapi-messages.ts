import { z } from "zod"
import { CALL_OUTCOME_NAME } from "./vapi-assistant"
import { readVapiCost } from "./vapi-cost"
import {
  type CallReport,
  type ProviderCallStatus,
  type SpokenMessage,
  type ToolCall,
  type VoiceEvent,
  VoiceProviderError,
} from "./voice-provider"

/**
 * Vapi's server messages and Call objects → our VoiceEvents. Shared by the Vapi adapter and the
 * sandbox voice, which emits the same shapes, so both go through one code path.
 * Schemas are loose: Vapi adds fields often, and we read only what we store.
 */
const STATUSES = ["scheduled", "queued", "ringing", "in-progress", "forwarding", "ended"] as const

const jsonObject = z.record(z.string(), z.unknown())
const optText = z.string().nullish()

const callSchema = z.looseObject({
  id: z.string().min(1).nullish(),
  /** "inboundPhoneCall" for a lead ringing the app's number (issue 36). */
  type: z.string().nullish(),
  customer: z.looseObject({ number: z.string().max(40).nullish() }).nullish(),
  status: z.string().nullish(),
  endedReason: optText,
  startedAt: optText,
  endedAt: optText,
  metadata: jsonObject.nullish(),
  assistantOverrides: z.looseObject({ metadata: jsonObject.nullish() }).nullish(),
  artifact: z
    .looseObject({
      transcript: optText,
      recordingUrl: optText,
      // Each line of the transcript; items of other shapes (tool calls, results) are skipped.
      messages: z.array(z.unknown()).nullish(),
      // Structured outputs (analysisPlan's successor): `{ "<id>": { name, result } }`.
      structuredOutputs: z.record(z.string(), z.looseObject({ name: optText, result: z.unknown() })).nullish(),
    })
    .nullish(),
  analysis: z.looseObject({ summary: optText, structuredData: jsonObject.nullish() }).nullish(),
})
export type VapiCall = z.infer<typeof callSchema>

const toolCallSchema = z.looseObject({
  id: z.string().min(1),
  name: z.string().optional(),
  arguments: z.unknown().optional(),
  function: z.looseObject({ name: z.string(), arguments: z.unknown().optional() }).optional(),
})

const messageSchema = z.looseObject({
  type: z.string().min(1),
  call: callSchema.nullish(),
  status: z.string().nullish(),
  endedReason: optText,
  startedAt: optText,
  endedAt: optText,
  // Older payloads carried these at the top level; artifact/analysis win when both exist.
  transcript: optText,
  summary: optText,
  recordingUrl: optText,
  artifact: callSchema.shape.artifact,
  analysis: callSchema.shape.analysis,
  toolCallList: z.array(toolCallSchema).nullish(),
  // `transcript` messages: who spoke, and whether the line is final (the text is `transcript`).
  role: z.string().nullish(),
  transcriptType: z.string().nullish(),
  /** When Vapi sent the message: epoch ms (an ISO string is read too). */
  timestamp: z.union([z.number(), z.string()]).nullish(),
})

export const webhookBodySchema = z.object({ message: messageSchema })
export type VapiMessage = z.infer<typeof messageSchema>

const asStatus = (s: string | null | undefined): ProviderCallStatus | null =>
  (STATUSES as readonly string[]).includes(s ?? "") ? (s as ProviderCallStatus) : null

const asDate = (s: string | null | undefined) => {
  if (!s) return null
  const d = new Date(s)
  return Number.isNaN(d.getTime()) ? null : d
}

/** Our call id travels in assistantOverrides.metadata (and call metadata) as `callId`. */
function ourCallId(call: VapiCall | null | undefined) {
  const raw = call?.assistantOverrides?.metadata?.callId ?? call?.metadata?.callId
  const n = typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : null
}

function parseArguments(raw: unknown): Record<string, unknown> {
  if (typeof raw === "string") {
    try {
      const parsed: unknown = JSON.parse(raw)
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {}
    } catch {
      return {}
    }
  }
  return raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {}
}

type StructuredOutputs = NonNullable<NonNullable<VapiCall["artifact"]>["structuredOutputs"]>

/**
 * Our call outcome among the structured outputs: the one named CALL_OUTCOME_NAME (the assistant
 * Settings → Voice sets up), else the only one whose result is an object (a linked assistant's own).
 */
function callOutcome(outputs: StructuredOutputs | null | undefined): Record<string, unknown> {
  const entries = Object.values(outputs ?? {}).filter(
    (o) => !!o.result && typeof o.result === "object" && !Array.isArray(o.result)
  )
  const ours = entries.find((o) => o.name === CALL_OUTCOME_NAME) ?? (entries.length === 1 ? entries[0] : undefined)
  return (ours?.result as Record<string, unknown> | undefined) ?? {}
}

const spokenSchema = z.looseObject({
  role: z.string(),
  message: z.string(),
  secondsFromStart: z.number().nullish(),
})

/** artifact.messages → SpokenMessage[]: only items with a role and spoken text; at most 500 lines. */
function spokenMessages(raw: unknown[] | null | undefined): SpokenMessage[] {
  return (raw ?? []).slice(0, 500).flatMap((item) => {
    const p = spokenSchema.safeParse(item)
    return p.success
      ? [{ role: p.data.role, message: p.data.message, secondsFromStart: p.data.secondsFromStart ?? null }]
      : []
  })
}

function toReport(m: VapiMessage | VapiCall): CallReport {
  const top = m as VapiMessage
  // The report's own cost fields win; `GET /call/{id}` carries them on the Call (the loose schemas
  // keep unknown fields, which readVapiCost checks one by one).
  const { cost, breakdown } = readVapiCost(m as Record<string, unknown>, top.call as Record<string, unknown> | null)
  return {
    cost,
    costBreakdown: breakdown,
    endedReason: m.endedReason ?? "unknown",
    startedAt: asDate(m.startedAt),
    endedAt: asDate(m.endedAt),
    transcript: m.artifact?.transcript ?? top.transcript ?? null,
    summary: m.analysis?.summary ?? top.summary ?? null,
    recordingUrl: m.artifact?.recordingUrl ?? top.recordingUrl ?? null,
    // The deprecated analysis plan's data still counts (assistants made before structured outputs).
    structuredData: { ...m.analysis?.structuredData, ...callOutcome(m.artifact?.structuredOutputs) },
    messages: spokenMessages(m.artifact?.messages),
  }
}

export function parseVapiWebhook(body: unknown): VoiceEvent[] {
  const parsed = webhookBodySchema.safeParse(body)
  if (!parsed.success) {
    throw new VoiceProviderError("The webhook body is not a Vapi server message.", 400, false, "invalid_payload")
  }
  const m = parsed.data.message
  const base = { providerCallId: m.call?.id ?? null, callId: ourCallId(m.call) }
  switch (m.type) {
    case "status-update": {
      const status = asStatus(m.status)
      if (!status) return [{ kind: "ignored", type: m.type }]
      const inbound = m.call?.type === "inboundPhoneCall" ? { callerNumber: m.call.customer?.number ?? null } : null
      return [{ ...base, kind: "status", status, ...(inbound ? { inbound } : {}) }]
    }
    case "end-of-call-report":
      return [{ ...base, kind: "ended", report: toReport(m) }]
    case "tool-calls": {
      const toolCalls: ToolCall[] = (m.toolCallList ?? []).map((t) => ({
        id: t.id,
        name: t.function?.name ?? t.name ?? "",
        arguments: parseArguments(t.function?.arguments ?? t.arguments),
      }))
      return [{ ...base, kind: "tool-calls", toolCalls }]
    }
    case "transcript": {
      // Partial lines are the transcriber's guesses; the assistant asks for final ones only.
      const text = m.transcript?.trim().slice(0, MAX_LINE_CHARS)
      const role = m.role === "user" ? "lead" : m.role === "assistant" || m.role === "bot" ? "assistant" : null
      if (m.transcriptType !== "final" || !text || !role) return [{ kind: "ignored", type: m.type }]
      return [{ ...base, kind: "transcript", role, text, at: spokenAt(m.timestamp) }]
    }
    case "transfer-destination-request":
      return [{ ...base, kind: "transfer-request" }]
    default:
      return [{ kind: "ignored", type: m.type }]
  }
}

/** A transcript line longer than this is cut: a line is a sentence or two, not a page. */
const MAX_LINE_CHARS = 2000

/** The message's time as ISO (Vapi's `timestamp`, epoch ms), else now: when the line was spoken. */
function spokenAt(raw: number | string | null | undefined) {
  const d = raw === null || raw === undefined ? null : new Date(raw)
  return d && !Number.isNaN(d.getTime()) ? d.toISOString() : new Date().toISOString()
}

/** A Call from `GET /call/{id}` as events: its status, and the report once it has ended. */
export function vapiCallToEvents(body: unknown): VoiceEvent[] {
  const parsed = callSchema.safeParse(body)
  if (!parsed.success || !parsed.data.id) {
    throw new VoiceProviderError("Vapi answered with something that is not a call.", 502, false, "invalid_payload")
  }
  const call = parsed.data
  const base = { providerCallId: call.id ?? null, callId: ourCallId(call) }
  const status = asStatus(call.status)
  const events: VoiceEvent[] = status ? [{ ...base, kind: "status", status }] : []
  if (status === "ended") events.push({ ...base, kind: "ended", report: toReport(call) })
  return events
}
