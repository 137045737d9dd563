import type { Env } from "../../env"
import type { SandboxCall } from "./sandbox-call"
import { timeScale } from "./sandbox-messages"
import { parseVapiWebhook, vapiCallToEvents } from "./vapi-messages"
import {
  type StartCallInput,
  type StartedCall,
  type VoiceConnectionCheck,
  type VoiceEvent,
  type VoiceProvider,
  VoiceProviderError,
} from "./voice-provider"

export const SANDBOX_CALL_PREFIX = "sandbox-"

/**
 * The voice used without a Vapi key: each call is a Durable Object that rings and ends on a script
 * (see sandbox-script.ts) and reports through Vapi's message shapes, so the whole pipeline runs.
 */
export class SandboxVoice implements VoiceProvider {
  readonly name = "sandbox" as const

  constructor(private readonly env: Env) {}

  private stub(providerCallId: string) {
    const ns = this.env.SANDBOX_VOICE as unknown as DurableObjectNamespace<SandboxCall>
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

  async getCall(providerCallId: string): Promise<VoiceEvent[]> {
    const snapshot = await this.stub(providerCallId).snapshot()
    if (!snapshot) throw new VoiceProviderError("Couldn't find Call", 404, false)
    return vapiCallToEvents(snapshot)
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
}
