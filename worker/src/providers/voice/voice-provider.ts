/**
 * The voice-call seam, in our terms. The Vapi adapter and the sandbox voice implement it; services
 * never see vendor payloads except through `parseWebhook`, which turns them into VoiceEvents.
 */
import { PublicError } from "../../lib/errors"
import type { CostPart } from "../../schemas/costs"

/** Provider-side call lifecycle (Vapi's names; the sandbox uses the same). */
export type ProviderCallStatus = "scheduled" | "queued" | "ringing" | "in-progress" | "forwarding" | "ended"

export interface CallTarget {
  contactId: number | null
  businessName: string
  /** E.164, e.g. +15550100123 */
  phone: string
  address: string
  category: string
}

export interface StartCallInput {
  /** Our calls.id; echoed back in webhooks so a report can be matched even before the id is stored. */
  callId: number
  contact: CallTarget
  assistantId: string
  phoneNumberId: string
  /** Filled into the assistant's `{{name}}` placeholders. */
  variables: Record<string, string>
}

export interface StartedCall {
  providerCallId: string
  status: ProviderCallStatus
}

/** One line of the call's transcript as the provider timed it (Vapi's artifact.messages). */
export interface SpokenMessage {
  /** "bot" / "assistant" (the assistant), "user" (the callee or their machine), "system", "tool_calls"... */
  role: string
  message: string
  secondsFromStart: number | null
}

/** What the end of a call tells us. */
export interface CallReport {
  endedReason: string
  startedAt: Date | null
  endedAt: Date | null
  transcript: string | null
  summary: string | null
  recordingUrl: string | null
  /** The assistant's structured analysis, e.g. `{ demoScheduled, demoDate, followUp }`. */
  structuredData: Record<string, unknown>
  /** The transcript's lines in order (what the assistant said after voicemail detection tells whether it left a message). */
  messages: SpokenMessage[]
  /** What the provider billed, in USD (validated: finite, non-negative, bounded); null when not reported. */
  cost: number | null
  /** The bill by part (phone line, speech-to-text, model, voice, platform, …); null when not reported. */
  costBreakdown: CostPart[] | null
}

export interface ToolCall {
  id: string
  name: string
  arguments: Record<string, unknown>
}

/** `callId` is our id when the provider echoed it (metadata), else null. */
interface EventBase {
  providerCallId: string | null
  callId: number | null
}

export type VoiceEvent =
  | (EventBase & {
      kind: "status"
      status: ProviderCallStatus
      /** Set for a call a lead placed to the app's number (issue 36): who rang. */
      inbound?: { callerNumber: string | null }
    })
  | (EventBase & { kind: "ended"; report: CallReport })
  | (EventBase & { kind: "tool-calls"; toolCalls: ToolCall[] })
  /** A final line of the live call's transcript (issue 36): relayed to the screens, never stored. */
  | (EventBase & { kind: "transcript"; role: "assistant" | "lead"; text: string; at: string })
  /** The assistant's transfer tool asks where to transfer the lead (Vapi: transfer-destination-request). */
  | (EventBase & { kind: "transfer-request" })
  /** Informational messages (transcript, speech-update, hang, …): acknowledged, not stored. */
  | { kind: "ignored"; type: string }

/** How a live call's audio streams to the browser (Listen): raw PCM in WebSocket binary frames. */
export interface ListenStream {
  /** A WebSocket URL (Vapi's `wss://…/listen`), or a same-origin path for the sandbox. */
  url: string
  encoding: "pcm_s16le"
  sampleRate: number
  /** 2: interleaved stereo (Vapi: the lead and the assistant on their own channels); 1: mono. */
  channels: number
}

/** What the operator can do with a call in progress; nothing when it has ended. */
export interface LiveMonitor {
  listen: ListenStream | null
  /** The call takes live control commands (controlCall). */
  control: boolean
}

/** A live control command, in our terms (Vapi: the call's `monitor.controlUrl`). */
export type CallControl =
  /** Put the lead through to this number (the operator's phone), saying `message` first. */
  | { action: "transfer"; number: string; message: string }
  /** The assistant speaks this line now and the call goes on. */
  | { action: "say"; message: string }
  | { action: "end" }

/** What a connection test found, in words the operator can act on (never a key). */
export interface VoiceConnectionCheck {
  ok: boolean
  message: string
  /** The provider answered and refused the key (401/403); absent when it was not reached or said something else. */
  refused?: boolean
}

/**
 * The tools the assistant needs: our bookDemo and scheduleCallback functions, Vapi's endCall (so
 * the model can hang up) and Vapi's transferCall with no fixed destination (issue 36: the webhook
 * answers `transfer-destination-request` with the operator's phone during their hours).
 */
export const NEEDED_TOOLS = ["bookDemo", "scheduleCallback", "endCall", "transferCall"] as const
export type NeededTool = (typeof NEEDED_TOOLS)[number]

/** Where the provider sends the call's messages, and the credential it signs them with. */
export interface WebhookTarget {
  url: string
  credentialId: string
}

/** What the operator writes (Settings → Voice), plus the webhook and call-outcome schema set up for it. */
export interface AssistantSpec {
  name: string
  /** The system prompt, with `{{businessName}}`-style placeholders filled per call. */
  prompt: string
  firstMessage: string
  /** Said after the beep when voicemail is detected; empty hangs up. */
  voicemailMessage: string
  webhook: WebhookTarget
  /** The call-outcome schema (createCallOutcomeSchema) the report's structured data follows. */
  callOutcomeSchemaId: string
}

/** An assistant as the provider holds it, reduced to what the app depends on. */
export interface AssistantSummary {
  id: string
  name: string
  webhookUrl: string | null
  credentialId: string | null
  /** Function tools by name, other tools by type ("endCall"). */
  tools: string[]
  callOutcomeSchemaIds: string[]
  /** The server messages it asks for; null: none set, so the provider sends its whole default list. */
  serverMessages: string[] | null
  /** A failed webhook is retried (Vapi: server.backoffPlan). */
  retriesWebhooks: boolean
  /** What it says: the template's blanks left here must not reach a real call. */
  texts: { prompt: string; firstMessage: string; voicemailMessage: string }
}

/** Only the parts to change; each present key replaces or completes what the assistant has. */
export interface AssistantFix {
  webhook?: WebhookTarget
  addTools?: NeededTool[]
  callOutcomeSchemaId?: string
  /** Ask for the app's server messages and retry failed webhooks. */
  serverMessages?: true
}

export interface VoiceNumber {
  id: string
  /** E.164, or "" for a SIP line without one. */
  number: string
  name: string
  status: string
  /** Where the line comes from: "vapi" (a free Vapi number: inbound calls only), "twilio", "telnyx", ... */
  provider: string
}

/** A number the operator owns at Twilio, imported into the voice provider for outbound calls. */
export interface TwilioNumberImport {
  /** E.164 */
  number: string
  accountSid: string
  /** Sent once to the provider; never stored, logged or answered by the app. */
  authToken: string
  /** Where the number's inbound calls ask for their assistant (Vapi: the number's `server`). */
  webhook?: WebhookTarget
}

/** The objects Settings → Voice makes in the provider account, which belong to that account (org). */
export type SetupObjectKind = "credential" | "callOutcome"

export interface VoiceProvider {
  readonly name: "vapi" | "sandbox"
  /**
   * One cheap authenticated read that proves the key works (and, when an assistant is set, that the
   * account has it). Resolves with the outcome for every answer, a refused key included.
   */
  checkConnection(config: { assistantId: string }): Promise<VoiceConnectionCheck>
  /** Places an outbound call. Throws VoiceProviderError (retryable for rate/concurrency limits). */
  startCall(input: StartCallInput): Promise<StartedCall>
  /** Reads a call's current state as events (status, plus the report once it ended). */
  getCall(providerCallId: string): Promise<VoiceEvent[]>
  /**
   * Whether the call can be heard and controlled now, and how its audio streams. Vapi: the call's
   * `monitor` URLs, read each time (they are bearer-like: never stored).
   */
  liveMonitor(call: { providerCallId: string; callId: number }): Promise<LiveMonitor>
  /** Sends a live control command. Throws VoiceProviderError with the provider's words when refused. */
  controlCall(providerCallId: string, command: CallControl): Promise<void>
  /** Turns a webhook body into events. Throws VoiceProviderError("invalid_payload") on garbage. */
  parseWebhook(body: unknown): VoiceEvent[]
  /** Creates the assistant the dialer calls with. Throws VoiceProviderError with the provider's words. */
  setUpAssistant(spec: AssistantSpec): Promise<AssistantSummary>
  /** Reads an assistant (404: VoiceProviderError with status 404). */
  readAssistant(id: string): Promise<AssistantSummary>
  /** Changes only what `fix` names, keeping the rest of the assistant as it is. */
  fixAssistant(id: string, fix: AssistantFix): Promise<AssistantSummary>
  /** The account's phone numbers, for the operator to pick from. */
  listPhoneNumbers(): Promise<VoiceNumber[]>
  /** One of the account's numbers (its provider above all); null when the answer holds none. */
  readPhoneNumber(id: string): Promise<VoiceNumber | null>
  /** Imports a Twilio number into the account (the provider checks it with Twilio). */
  importTwilioNumber(input: TwilioNumberImport): Promise<VoiceNumber>
  /**
   * Where a number sends its inbound calls' messages (Vapi: `assistant-request` to the number's
   * server, issue 36), or nulls when it has none.
   */
  readNumberServer(id: string): Promise<{ url: string | null; credentialId: string | null }>
  /** Points the number's inbound calls at this app (its server URL and webhook credential). */
  setNumberServer(id: string, target: WebhookTarget): Promise<void>
  /** Whether this account has the object (false: another account's id, or deleted). */
  hasSetupObject(kind: SetupObjectKind, id: string): Promise<boolean>
  /** Stores a bearer token the provider then sends with every webhook; answers the credential's id. */
  createWebhookCredential(token: string): Promise<{ id: string }>
  /** Creates the structured output the end-of-call report fills (demoScheduled, demoDate, followUp, …). */
  createCallOutcomeSchema(): Promise<{ id: string }>
}

/** Its message is for people (publicMessage shows it): ours, or the vendor's documented error text. */
export class VoiceProviderError extends PublicError {
  constructor(
    message: string,
    /** The provider's HTTP status, or 0 when it was not reached. */
    readonly status: number,
    /** Rate limit or concurrency limit: try again later, the call is not lost. */
    readonly retryable: boolean,
    readonly code = retryable ? "provider_busy" : "provider_error",
    /** The wait the provider asked for (its 429's Retry-After), in seconds; null when it named none. */
    readonly retryAfterSeconds: number | null = null
  ) {
    super(message)
    this.name = "VoiceProviderError"
  }
}
