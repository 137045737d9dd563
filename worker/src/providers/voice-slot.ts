import type { Env } from "../env"
import type { Settings } from "../settings/registry"
import { resolveMode } from "./provider-mode"
import { makeSlot, type ProviderSlot, requireProvider } from "./provider-slot"
import { SANDBOX_CALL_PREFIX, SandboxVoice } from "./voice/sandbox-voice"
import { VapiVoice } from "./voice/vapi"
import type { VoiceProvider } from "./voice/voice-provider"
import { isInboundOnly } from "../schemas/voice-number"

/** The 409's sentence for a call from a free Vapi number. */
export const INBOUND_ONLY_NOT_READY =
  "The phone number chosen in Settings → Voice is a free Vapi number, which takes inbound calls only: import a Twilio, Telnyx or DIDWW number there and choose it before calling."

export interface VoiceConfig {
  assistantId: string
  phoneNumberId: string
  /** Vapi's `provider` of that number as read when it was chosen; "" when unknown. */
  phoneNumberProvider: string
}

/** Calls; requireProvider answers the 409 `voice_not_configured` when there is no voice. */
export type VoiceSlot = ProviderSlot<VoiceProvider> & {
  config: VoiceConfig
  /** The provider that placed a given call (sandbox ids stay readable after a key is added). */
  for(providerCallId: string): VoiceProvider
  /** Why calls cannot be placed right now (the 409's message), or null when the voice is ready. */
  notReady(): string | null
}

export interface VoiceHooks {
  onVapiAnswer?: (status: number) => void | Promise<void>
}

/** Vapi with a key, the sandbox voice where provider-mode.ts allows it, else nothing. */
export function makeVoiceSlot(env: Env, settings: Settings, hooks: VoiceHooks = {}): VoiceSlot {
  const status = resolveMode(env, { name: "Vapi", key: settings.vapi_api_key, fix: "add the API key in Settings" })
  const sandbox = new SandboxVoice(env)
  const slot = makeSlot("voice", status, (mode) =>
    mode === "real"
      ? new VapiVoice({ apiKey: settings.vapi_api_key, baseUrl: env.VAPI_BASE_URL, onAnswer: hooks.onVapiAnswer })
      : sandbox
  )
  // Ids the sandbox handed out (Settings → Voice without a key) mean nothing to Vapi: unset there.
  const own = (id: string) => (status.mode === "real" && id.startsWith(SANDBOX_CALL_PREFIX) ? "" : id)
  const config = {
    assistantId: own(settings.assistant_id),
    phoneNumberId: own(settings.vapi_phone_number_id),
    phoneNumberProvider: settings.vapi_phone_number_provider,
  }
  const notReady = () => {
    if (status.mode === "sandbox") return null
    if (status.mode === "not_configured") return status.reason
    // Vapi refuses to dial out from its free numbers: said before the dial, without asking Vapi.
    if (config.phoneNumberId && isInboundOnly(config.phoneNumberProvider)) return INBOUND_ONLY_NOT_READY
    const missing = [!config.assistantId && "assistant", !config.phoneNumberId && "phone number"].filter(Boolean)
    return missing.length ? `Set up the Vapi ${missing.join(" and ")} in Settings → Voice before calling.` : null
  }
  // Assigned onto the slot (not spread into a copy), so its adapter is still built on first use.
  return Object.assign(slot, {
    config,
    for: (id: string) => (id.startsWith(SANDBOX_CALL_PREFIX) ? sandbox : requireProvider(slot)),
    notReady,
  })
}
