/**
 * The voice-call seam, in our terms. The Vapi adapter and the sandbox voice implement it; services
 * never see vendor payloads except through `parseWebhook`, which turns them into VoiceEvents.
 */
import { PublicError } from "../../lib/errors"

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
  | (EventBase & { kind: "status"; status: ProviderCallStatus })
  | (EventBase & { kind: "ended"; report: CallReport })
  | (EventBase & { kind: "tool-calls"; toolCalls: ToolCall[] })
  /** Informational messages (transcript, speech-update, hang, …): acknowledged, not stored. */
  | { kind: "ignored"; type: string }

/** What a connection test found, in words the operator can act on (never a key). */
export interface VoiceConnectionCheck {
  ok: boolean
  message: string
}

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
  /** Turns a webhook body into events. Throws VoiceProviderError("invalid_payload") on garbage. */
  parseWebhook(body: unknown): VoiceEvent[]
}

/** Its message is for people (publicMessage shows it): ours, or the vendor's documented error text. */
export class VoiceProviderError extends PublicError {
  constructor(
    message: string,
    /** The provider's HTTP status, or 0 when it was not reached. */
    readonly status: number,
    /** Rate limit or concurrency limit: try again later, the call is not lost. */
    readonly retryable: boolean,
    readonly code = retryable ? "provider_busy" : "provider_error"
  ) {
    super(message)
    this.name = "VoiceProviderError"
  }
}
