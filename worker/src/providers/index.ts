import type { DB } from "../db/client"
import type { Env } from "../env"
import { recordVapiAnswer } from "../services/provider-health"
import { effectiveSetting, loadSettings, type SettingsMap } from "../services/settings.service"
import { SANDBOX_CALL_PREFIX, SandboxVoice } from "./voice/sandbox-voice"
import { VapiVoice } from "./voice/vapi"
import type { VoiceProvider } from "./voice/voice-provider"

export interface VoiceConfig {
  assistantId: string
  phoneNumberId: string
}

export interface Providers {
  voice: VoiceProvider
  /** "sandbox" when no Vapi key is configured or SANDBOX=1; the UI labels it "Sandbox". */
  voiceMode: "vapi" | "sandbox"
  voiceConfig: VoiceConfig
  /** The provider that placed a given call (sandbox ids stay readable after a key is added). */
  voiceFor(providerCallId: string): VoiceProvider
}

export interface ProviderHooks {
  onVapiAnswer?: (status: number) => void | Promise<void>
}

/** Real Vapi when a key is configured (settings table, else VAPI_API_KEY) and SANDBOX is not "1". */
export function makeProviders(env: Env, settings: SettingsMap, hooks: ProviderHooks = {}): Providers {
  const apiKey = effectiveSetting(settings, env, "vapi_api_key")
  const sandbox = new SandboxVoice(env)
  const voice: VoiceProvider =
    apiKey && env.SANDBOX !== "1"
      ? new VapiVoice({ apiKey, baseUrl: env.VAPI_BASE_URL, onAnswer: hooks.onVapiAnswer })
      : sandbox
  return {
    voice,
    voiceMode: voice.name,
    voiceConfig: {
      assistantId: effectiveSetting(settings, env, "assistant_id"),
      phoneNumberId: effectiveSetting(settings, env, "vapi_phone_number_id"),
    },
    voiceFor: (id) => (id.startsWith(SANDBOX_CALL_PREFIX) ? sandbox : voice),
  }
}

/** makeProviders with the stored settings, recording Vapi 429s for the system status. */
export async function loadProviders(db: DB, env: Env) {
  return makeProviders(env, await loadSettings(db), {
    onVapiAnswer: (status) => recordVapiAnswer(db, status),
  })
}

/** Why calls cannot be placed right now, or null when the voice is ready. */
export function voiceNotReady(p: Providers) {
  if (p.voiceMode === "sandbox") return null
  const missing = [
    !p.voiceConfig.assistantId && "assistant ID",
    !p.voiceConfig.phoneNumberId && "phone number ID",
  ].filter(Boolean)
  return missing.length ? `Set the Vapi ${missing.join(" and ")} in Settings before calling.` : null
}
