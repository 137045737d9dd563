import type { Env } from "../env"
import { AppError } from "../lib/errors"
import type { Settings } from "../settings/registry"
import { type ProviderStatus, resolveMode } from "./provider-mode"
import { SANDBOX_CALL_PREFIX, SandboxVoice } from "./voice/sandbox-voice"
import { VapiVoice } from "./voice/vapi"
import type { VoiceProvider } from "./voice/voice-provider"

export interface VoiceConfig {
  assistantId: string
  phoneNumberId: string
}

export interface VoiceSlot extends ProviderStatus {
  config: VoiceConfig
  /** The provider new calls go through; throws the 409 `voice_not_configured` when there is none. */
  current(): VoiceProvider
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
  const real =
    status.mode === "real"
      ? new VapiVoice({ apiKey: settings.vapi_api_key, baseUrl: env.VAPI_BASE_URL, onAnswer: hooks.onVapiAnswer })
      : null
  const config = { assistantId: settings.assistant_id, phoneNumberId: settings.vapi_phone_number_id }
  const notReady = () => {
    if (status.mode === "sandbox") return null
    if (status.mode === "not_configured") return status.reason
    const missing = [!config.assistantId && "assistant ID", !config.phoneNumberId && "phone number ID"].filter(Boolean)
    return missing.length ? `Set the Vapi ${missing.join(" and ")} in Settings before calling.` : null
  }
  const current = () => {
    if (status.mode === "not_configured") throw new AppError("voice_not_configured", 409, status.reason)
    return real ?? sandbox
  }
  return {
    ...status,
    available: true,
    config,
    current,
    for: (id) => (id.startsWith(SANDBOX_CALL_PREFIX) ? sandbox : current()),
    notReady,
  }
}
