import type { Env } from "../../env"
import type { SandboxCallRpc } from "./sandbox-call-rpc"
import { SANDBOX_LISTEN_FORMAT } from "./sandbox-audio"
import { timeScale } from "./sandbox-messages"
import { parseVapiWebhook, vapiCallToEvents } from "./vapi-messages"
import {
  type AssistantSpec,
  type AssistantSummary,
  type CallControl,
  type LiveMonitor,
  NEEDED_TOOLS,
  type StartCallInput,
  type StartedCall,
  type VoiceConnectionCheck,
  type VoiceEvent,
  type VoiceNumber,
  type VoiceProvider,
  VoiceProviderError,
} from "./voice-provider"

export const SANDBOX_CALL_PREFIX = "sandbox-"
export const SANDBOX_ASSISTANT_ID = "sandbox-assistant"

/**
 * Numbers to pick from without a Vapi account (555-01xx: reserved for fiction): two as if imported
 * from Twilio, and one free Vapi number, which (as at Vapi) takes inbound calls only.
 */
export const SANDBOX_NUMBERS: VoiceNumber[] = [
  { id: "sandbox-number-1", number: "+15555550101", name: "Sandbox line 1", status: "active", provider: "twilio" },
  { id: "sandbox-number-2", number: "+15555550102", name: "Sandbox line 2", status: "active", provider: "twilio" },
  { id: "sandbox-number-3", number: "+15555550103", name: "Sandbox free line", status: "active", provider: "vapi" },
]

/** The sandbox's one assistant: its calls report in-process, so it has no webhook to check. */
const sandboxAssistant = (name = "Sandbox assistant"): AssistantSummary => ({
  id: SANDBOX_ASSISTANT_ID,
  name,
  webhookUrl: null,
  credentialId: null,
  tools: [...NEEDED_TOOLS],
  callOutcomeSchemaIds: [],
  // In-process: no webhooks to ask for or retry, and simulated calls may keep the template's blanks.
  serverMessages: null,
  retriesWebhooks: false,
  texts: { prompt: "", firstMessage: "", voicemailMessage: "" },
})

/**
 * The voice used without a Vapi key: each call is a Durable Object that rings and ends on a script
 * (see sandbox-script.ts) and reports through Vapi's message shapes, so the whole pipeline runs.
 */
export class SandboxVoice implements VoiceProvider {
  readonly name = "sandbox" as const

  constructor(private readonly env: Env) {}

  private stub(providerCallId: string) {
    const ns = this.env.SANDBOX_VOICE as unknown as DurableObjectNamespace<SandboxCallRpc>
    return ns.get(ns.idFromName(providerCallId))
  }

  async startCall(input: StartCallInput): Promise<StartedCall> {
    // One sandbox call per call row: a row is dialled at most once (placeCall claims it first).
    const providerCallId = `${SANDBOX_CALL_PREFIX}${input.callId}`
    await this.stub(providerCallId).start({
      callId: input.callId,
      providerCallId,
      contact: input.contact,
      dialedAt: Date.now(),
      scale: timeScale(this.env.SANDBOX_TIME_SCALE),
    })
    return { providerCallId, status: "queued" }
  }

  /**
   * "Simulate a callback" (issue 36): the inbound call the app answered plays the sandbox script as a
   * placed call does, reporting in-process to the call logged under `providerCallId`.
   */
  async playInbound(input: { callId: number; providerCallId: string; contact: StartCallInput["contact"] }) {
    await this.stub(input.providerCallId).start({
      ...input,
      dialedAt: Date.now(),
      scale: timeScale(this.env.SANDBOX_TIME_SCALE),
    })
  }

  async getCall(providerCallId: string): Promise<VoiceEvent[]> {
    const snapshot = await this.stub(providerCallId).snapshot()
    if (!snapshot) throw new VoiceProviderError("Couldn't find Call", 404, false)
    return vapiCallToEvents(snapshot)
  }

  async liveMonitor({ providerCallId, callId }: { providerCallId: string; callId: number }): Promise<LiveMonitor> {
    const snapshot = await this.stub(providerCallId).snapshot()
    if (!snapshot || snapshot.status === "ended") return { listen: null, control: false }
    // Same origin: the worker hands the socket to this call's Durable Object (routes/calls).
    return { listen: { url: `/api/calls/${callId}/listen`, ...SANDBOX_LISTEN_FORMAT }, control: true }
  }

  async controlCall(providerCallId: string, command: CallControl): Promise<void> {
    const result = await this.stub(providerCallId).control(command)
    if (!result.ok) throw new VoiceProviderError(result.message, 409, false)
  }

  /** The sandbox call's Listen socket (its Durable Object serves it). */
  listen(providerCallId: string, request: Request) {
    return this.stub(providerCallId).fetch(request)
  }

  async checkConnection(): Promise<VoiceConnectionCheck> {
    return {
      ok: true,
      message:
        "Sandbox mode: calls are simulated, no Vapi account is used. Add a Vapi API key in Settings to call for real.",
    }
  }

  parseWebhook(body: unknown): VoiceEvent[] {
    return parseVapiWebhook(body)
  }

  async setUpAssistant(spec: AssistantSpec): Promise<AssistantSummary> {
    return sandboxAssistant(spec.name)
  }

  async readAssistant(id: string): Promise<AssistantSummary> {
    if (id !== SANDBOX_ASSISTANT_ID) {
      throw new VoiceProviderError(
        "Sandbox mode has only the sandbox assistant. Add a Vapi API key to link yours.",
        404,
        false
      )
    }
    return sandboxAssistant()
  }

  async fixAssistant(id: string): Promise<AssistantSummary> {
    return this.readAssistant(id)
  }

  async listPhoneNumbers(): Promise<VoiceNumber[]> {
    return SANDBOX_NUMBERS
  }

  async readPhoneNumber(id: string): Promise<VoiceNumber | null> {
    return SANDBOX_NUMBERS.find((n) => n.id === id) ?? null
  }

  /** Not reached: Settings → Voice imports numbers with a Vapi key only (voice-number.service.ts). */
  async importTwilioNumber(): Promise<VoiceNumber> {
    throw new VoiceProviderError("Sandbox mode: import a number with a Vapi API key.", 409, false)
  }

  /** The sandbox's lines ring the app in-process ("Simulate a callback"): no server to set. */
  async readNumberServer(): Promise<{ url: string | null; credentialId: string | null }> {
    return { url: null, credentialId: null }
  }

  async setNumberServer(): Promise<void> {}

  async hasSetupObject(): Promise<boolean> {
    return true
  }

  async createWebhookCredential(): Promise<{ id: string }> {
    return { id: "sandbox-credential" }
  }

  async createCallOutcomeSchema(): Promise<{ id: string }> {
    return { id: "sandbox-call-outcome" }
  }
}
