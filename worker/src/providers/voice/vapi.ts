import {
  assistantBody,
  CALL_OUTCOME_BODY,
  fixBody,
  parseAssistant,
  phoneNumberOf,
  phoneNumbersOf,
  summaryOf,
  webhookCredentialBody,
} from "./vapi-assistant"
import { retryAfterSeconds } from "../sheets/service-account"
import { DEFAULT_MAX_BYTES, type ProviderAnswer, ProviderFetchError, providerFetch } from "../provider-fetch"
import { parseVapiWebhook, vapiCallToEvents } from "./vapi-messages"
import { controlBody, monitorOf } from "./vapi-live"
import { rememberSecrets, scrubSecrets } from "../../lib/secret-scrub"
import {
  type AssistantFix,
  type AssistantSpec,
  type AssistantSummary,
  type CallControl,
  type LiveMonitor,
  type ProviderCallStatus,
  type SetupObjectKind,
  type StartCallInput,
  type StartedCall,
  type TwilioNumberImport,
  type VoiceConnectionCheck,
  type VoiceEvent,
  type VoiceNumber,
  type VoiceProvider,
  type WebhookTarget,
  VoiceProviderError,
} from "./voice-provider"

export const DEFAULT_VAPI_BASE_URL = "https://api.vapi.ai"

export interface VapiConfig {
  apiKey: string
  baseUrl?: string
  /** Called with every HTTP status Vapi answers; the system status shows "rate_limited" after a 429. */
  onAnswer?: (status: number) => void | Promise<void>
  /** The whole answer's deadline (default 15 s); tests shorten it. */
  timeoutMs?: number
}

/**
 * 15 s for the whole answer; 2 MB of it: Vapi's largest answer we read is a call with its transcript
 * and messages (tens of KB for a long call), and a hundred phone numbers are a few KB.
 */
const VAPI_LIMITS = { vendor: "Vapi", timeoutMs: 15_000, maxBytes: DEFAULT_MAX_BYTES }

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
    rememberSecrets(config.apiKey)
  }

  /** `to` sends to that absolute URL instead (a call's control URL), without the API key. */
  private async request(method: "GET" | "POST" | "PATCH", path: string, body?: unknown, to?: string) {
    let res: ProviderAnswer
    try {
      res = await providerFetch(
        to ?? this.baseUrl + path,
        {
          method,
          headers: {
            ...(to ? {} : { Authorization: `Bearer ${this.config.apiKey}` }),
            ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
        { ...VAPI_LIMITS, ...(this.config.timeoutMs ? { timeoutMs: this.config.timeoutMs } : {}) }
      )
    } catch (err) {
      // Not retried: we cannot tell whether Vapi placed the call, and a double dial is worse.
      if (!(err instanceof ProviderFetchError)) throw err
      throw new VoiceProviderError(
        err.message,
        0,
        false,
        err.failure === "unreachable" ? "provider_error" : `provider_${err.failure}`
      )
    }
    await this.config.onAnswer?.(res.status)
    const { text } = res
    let json: unknown
    try {
      json = text ? JSON.parse(text) : null
    } catch {
      json = { message: text.slice(0, 300) }
    }
    if (!res.ok) {
      const message = errorMessage(json, res.status)
      const retryable = res.status === 429 || isConcurrencyMessage(message)
      const header = res.headers.get("Retry-After")
      const wait = retryable && header ? retryAfterSeconds(header, Date.now(), 0) : 0
      throw new VoiceProviderError(message, res.status, retryable, undefined, wait > 0 ? wait : null)
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

  async liveMonitor({ providerCallId }: { providerCallId: string }): Promise<LiveMonitor> {
    const { listen, control } = monitorOf(
      await this.request("GET", `/call/${encodeURIComponent(providerCallId)}`),
      this.baseUrl
    )
    return { listen, control }
  }

  async controlCall(providerCallId: string, command: CallControl): Promise<void> {
    const { controlUrl } = monitorOf(
      await this.request("GET", `/call/${encodeURIComponent(providerCallId)}`),
      this.baseUrl
    )
    if (!controlUrl)
      throw new VoiceProviderError("Vapi no longer takes commands for this call: it has ended.", 409, false)
    await this.request("POST", "", controlBody(command), controlUrl)
  }

  async checkConnection({ assistantId }: { assistantId: string }): Promise<VoiceConnectionCheck> {
    try {
      // Reading the assistant the calls use proves the key and the assistant at once; without
      // one, the smallest authenticated read there is.
      if (!assistantId) {
        await this.request("GET", "/call?limit=1")
        return { ok: true, message: "Vapi accepted the API key." }
      }
      const assistant = (await this.request("GET", `/assistant/${encodeURIComponent(assistantId)}`)) as {
        name?: unknown
      } | null
      const name = typeof assistant?.name === "string" && assistant.name ? ` “${assistant.name.slice(0, 80)}”` : ""
      return { ok: true, message: `Vapi accepted the API key and found the assistant${name}.` }
    } catch (err) {
      if (!(err instanceof VoiceProviderError)) throw err
      const message = connectionProblem(err, assistantId, this.config.apiKey)
      return { ok: false, message, ...(err.status === 401 || err.status === 403 ? { refused: true } : {}) }
    }
  }

  parseWebhook(body: unknown): VoiceEvent[] {
    return parseVapiWebhook(body)
  }

  private async assistant(method: "GET" | "POST" | "PATCH", path: string, body?: unknown) {
    const raw = parseAssistant(await this.request(method, path, body))
    if (!raw) throw new VoiceProviderError("Vapi answered with something that is not an assistant.", 502, false)
    return raw
  }

  async setUpAssistant(spec: AssistantSpec): Promise<AssistantSummary> {
    return summaryOf(await this.assistant("POST", "/assistant", assistantBody(spec)))
  }

  async readAssistant(id: string): Promise<AssistantSummary> {
    return summaryOf(await this.assistant("GET", `/assistant/${encodeURIComponent(id)}`))
  }

  async fixAssistant(id: string, fix: AssistantFix): Promise<AssistantSummary> {
    const path = `/assistant/${encodeURIComponent(id)}`
    const body = fixBody(await this.assistant("GET", path), fix)
    if (!Object.keys(body).length) return this.readAssistant(id)
    return summaryOf(await this.assistant("PATCH", path, body))
  }

  async listPhoneNumbers(): Promise<VoiceNumber[]> {
    return phoneNumbersOf(await this.request("GET", "/phone-number?limit=100"))
  }

  async importTwilioNumber({ number, accountSid, authToken, webhook }: TwilioNumberImport): Promise<VoiceNumber> {
    // Vapi's answer carries the token back: only phoneNumberOf's fields leave this method.
    const body = {
      provider: "twilio",
      number,
      twilioAccountSid: accountSid,
      twilioAuthToken: authToken,
      ...(webhook ? { server: numberServer(webhook) } : {}),
    }
    const made = phoneNumberOf(await this.request("POST", "/phone-number", body))
    if (!made) throw new VoiceProviderError("Vapi did not return the phone number's id.", 502, false)
    return made
  }

  async readPhoneNumber(id: string): Promise<VoiceNumber | null> {
    return phoneNumberOf(await this.request("GET", `/phone-number/${encodeURIComponent(id)}`))
  }

  async readNumberServer(id: string): Promise<{ url: string | null; credentialId: string | null }> {
    const number = (await this.request("GET", `/phone-number/${encodeURIComponent(id)}`)) as {
      server?: { url?: unknown; credentialId?: unknown } | null
    } | null
    const server = number?.server
    return {
      url: typeof server?.url === "string" ? server.url : null,
      credentialId: typeof server?.credentialId === "string" ? server.credentialId : null,
    }
  }

  async setNumberServer(id: string, target: WebhookTarget): Promise<void> {
    await this.request("PATCH", `/phone-number/${encodeURIComponent(id)}`, { server: numberServer(target) })
  }

  async hasSetupObject(kind: SetupObjectKind, id: string): Promise<boolean> {
    const path = kind === "credential" ? "/credential/" : "/structured-output/"
    try {
      await this.request("GET", path + encodeURIComponent(id))
      return true
    } catch (err) {
      // 404 an id of another org (or deleted); 400 one that is not even a UUID there.
      if (err instanceof VoiceProviderError && (err.status === 404 || err.status === 400)) return false
      throw err
    }
  }

  async createWebhookCredential(token: string): Promise<{ id: string }> {
    // Sent in the body: a 400 that echoes the request would hand it back.
    rememberSecrets(token)
    return this.created(await this.request("POST", "/credential", webhookCredentialBody(token)), "credential")
  }

  async createCallOutcomeSchema(): Promise<{ id: string }> {
    return this.created(await this.request("POST", "/structured-output", CALL_OUTCOME_BODY), "structured output")
  }

  private created(answer: unknown, what: string) {
    const id = (answer as { id?: unknown } | null)?.id
    if (typeof id !== "string" || !id) throw new VoiceProviderError(`Vapi did not return the ${what}'s id.`, 502, false)
    return { id }
  }
}

/**
 * A number's server: where Vapi sends an inbound call's assistant-request (the number has no
 * assistant of its own, so each caller is answered by the app). Same URL and credential as the
 * assistant's; no retry plan: Vapi's 7.5 s answer window leaves no room for one.
 */
const numberServer = (target: WebhookTarget) => ({ url: target.url, credentialId: target.credentialId })

/** A failed connection test in the operator's words; Vapi's own text only where it helps, never the key. */
function connectionProblem(err: VoiceProviderError, assistantId: string, apiKey: string) {
  const { status } = err
  if (status === 0) return err.message
  if (status === 401 || status === 403) {
    return "Vapi refused the API key. Copy the private API key from the Vapi dashboard (not the public key) into Settings and save."
  }
  // 400 is Vapi's answer to an id that is not a UUID, 404 to one the account does not have.
  if (assistantId && (status === 404 || status === 400)) {
    return `The API key works, but this Vapi account has no assistant with the ID “${assistantId}”. Check the assistant ID in Settings.`
  }
  if (status === 429) return "Vapi is limiting requests right now. Try again in a minute."
  if (status >= 500) return `Vapi is not answering normally (HTTP ${status}). Try again later.`
  return `Vapi answered HTTP ${status}: ${scrubSecrets(err.message, [apiKey]).slice(0, 200)}`
}
