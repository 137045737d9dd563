import { parseVapiWebhook, vapiCallToEvents } from "./vapi-messages"
import {
  type ProviderCallStatus,
  type StartCallInput,
  type StartedCall,
  type VoiceEvent,
  type VoiceProvider,
  VoiceProviderError,
} from "./voice-provider"

export const DEFAULT_VAPI_BASE_URL = "https://api.vapi.ai"

export interface VapiConfig {
  apiKey: string
  baseUrl?: string
  /** Called with every HTTP status Vapi answers; the system status shows "rate_limited" after a 429. */
  onAnswer?: (status: number) => void | Promise<void>
}

const CONCURRENCY_REASON = "call.start.error-subscription-concurrency-limit-reached"

/** Vapi's error bodies: `{ message: string | string[], error, statusCode }`. */
function errorMessage(body: unknown, status: number) {
  const m = (body as { message?: unknown } | null)?.message
  if (Array.isArray(m) && m.length) return m.map(String).join("; ")
  if (typeof m === "string" && m) return m
  const e = (body as { error?: unknown } | null)?.error
  if (typeof e === "string" && e) return e
  return `Vapi answered HTTP ${status}`
}

const isConcurrencyMessage = (msg: string) => /concurrency/i.test(msg)

/** The real voice: thin fetch wrapper over Vapi's REST API. */
export class VapiVoice implements VoiceProvider {
  readonly name = "vapi" as const
  private readonly baseUrl: string

  constructor(private readonly config: VapiConfig) {
    this.baseUrl = (config.baseUrl || DEFAULT_VAPI_BASE_URL).replace(/\/+$/, "")
  }

  private async request(method: "GET" | "POST", path: string, body?: unknown) {
    let res: Response
    try {
      res = await fetch(this.baseUrl + path, {
        method,
        headers: {
          Authorization: `Bearer ${this.config.apiKey}`,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      })
    } catch (err) {
      // Not retried: we cannot tell whether Vapi placed the call, and a double dial is worse. The
      // runtime's text (addresses, TLS details) goes to the log, not to the operator's screen.
      console.warn("Vapi request failed", err)
      throw new VoiceProviderError("Could not reach Vapi. Check the network and try again.", 0, false)
    }
    await this.config.onAnswer?.(res.status)
    const text = await res.text()
    let json: unknown
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = { message: text.slice(0, 300) }
    }
    if (!res.ok) {
      const message = errorMessage(json, res.status)
      const retryable = res.status === 429 || isConcurrencyMessage(message)
      throw new VoiceProviderError(message, res.status, retryable)
    }
    return json
  }

  async startCall(input: StartCallInput): Promise<StartedCall> {
    const { callId, contact } = input
    const answer = (await this.request("POST", "/call", {
      assistantId: input.assistantId,
      phoneNumberId: input.phoneNumberId,
      customer: {
        number: contact.phone,
        name: contact.businessName.slice(0, 40),
        ...(contact.contactId ? { externalId: String(contact.contactId) } : {}),
      },
      name: `Call ${callId}`,
      assistantOverrides: {
        variableValues: input.variables,
        metadata: { callId },
      },
    })) as {
      id?: unknown
      status?: unknown
      endedReason?: unknown
      subscriptionLimits?: { concurrencyBlocked?: unknown }
    } | null

    if (answer?.subscriptionLimits?.concurrencyBlocked === true || answer?.endedReason === CONCURRENCY_REASON) {
      throw new VoiceProviderError("Vapi's concurrent call limit is reached.", 429, true)
    }
    if (typeof answer?.id !== "string" || !answer.id) {
      throw new VoiceProviderError("Vapi did not return a call id.", 502, false)
    }
    const status = typeof answer.status === "string" ? answer.status : "queued"
    return { providerCallId: answer.id, status: status as ProviderCallStatus }
  }

  async getCall(providerCallId: string): Promise<VoiceEvent[]> {
    return vapiCallToEvents(await this.request("GET", `/call/${encodeURIComponent(providerCallId)}`))
  }

  parseWebhook(body: unknown): VoiceEvent[] {
    return parseVapiWebhook(body)
  }
}
