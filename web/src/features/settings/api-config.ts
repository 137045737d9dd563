import type { SettingItem } from "@shared/api-routes/settings"
import { isMaskedValue } from "@shared/settings"

import type { ProviderMode } from "@/components/provider-status"
import { settingValue } from "@/hooks/use-settings"
import { settingRuleError } from "./use-settings"

type ApiField = {
  key: string
  label: string
  /** Write-only: the input starts empty, the saved value is only ever shown masked. */
  secret: boolean
  /** A pasted file (the service-account JSON): a text area instead of a one-line input. */
  multiline?: boolean
}

/**
 * The API configuration fields, in form order. The assistant and the phone number are not pasted
 * here: Settings → Voice creates or links the assistant and picks the number from the account's list.
 */
export const API_FIELDS = [
  { key: "vapi_api_key", label: "Vapi API Key", secret: true },
  { key: "google_places_api_key", label: "Google Places API Key", secret: true },
  { key: "google_sheets_credentials", label: "Google Sheets Service Account (JSON)", secret: true, multiline: true },
] as const satisfies readonly ApiField[]

export type ApiFieldKey = (typeof API_FIELDS)[number]["key"]
export type ApiConfigForm = Record<ApiFieldKey, string>

/** Stored values by key ("" when unset). Secrets arrive masked and stay masked. */
export function storedValues(items: readonly SettingItem[] | undefined): ApiConfigForm {
  return Object.fromEntries(API_FIELDS.map(({ key }) => [key, settingValue(items, key)])) as ApiConfigForm
}

/** Every secret input starts empty, and is emptied again once its new value is saved. */
export function withEmptySecrets(values: ApiConfigForm): ApiConfigForm {
  const out = { ...values }
  for (const { key, secret } of API_FIELDS) if (secret) out[key] = ""
  return out
}

/** The server's own rule, run as the operator types: its message, or null when the value is fine or empty. */
export function fieldError(key: ApiFieldKey, value: string): string | null {
  const text = value.trim()
  if (!text || isMaskedValue(text)) return null
  return settingRuleError(key, text)
}

/**
 * What Save sends: plain fields that differ from the stored value, and a secret only when something
 * new was typed (its input starts empty; the masked stored value is only a placeholder, and a masked
 * value pasted back is never sent).
 */
export type SettingChange = { key: ApiFieldKey; label: string; value: string }

export function changedSettings(stored: ApiConfigForm, form: ApiConfigForm): SettingChange[] {
  return API_FIELDS.flatMap(({ key, label, secret }): SettingChange[] => {
    const value = form[key].trim()
    if (secret) return value && !isMaskedValue(value) ? [{ key, label, value }] : []
    return value !== stored[key].trim() ? [{ key, label, value }] : []
  })
}

export type VoiceMode = {
  mode: "sandbox" | "live" | "off"
  explanation: string
}

/** Why the voice is simulated, real or off, in the operator's terms (providers/provider-mode.ts on the server). */
export function describeVoiceMode(mode: ProviderMode, stored: ApiConfigForm): VoiceMode {
  const hasKey = !!stored.vapi_api_key
  if (mode === "not_configured") {
    return {
      mode: "off",
      explanation:
        "Vapi is not connected: add its API key below. Until then no call is placed: this server is reachable from the internet, so it never pretends to call (only a server started in sandbox mode, SANDBOX=1, does).",
    }
  }
  if (mode === "sandbox") {
    return {
      mode: "sandbox",
      explanation: hasKey
        ? "A Vapi API key is saved, but this server was started in sandbox mode (SANDBOX=1), so every call stays simulated until it is restarted without it."
        : "Calls are simulated: nobody is dialled. Save a Vapi API key to place real calls through Vapi.",
    }
  }
  return {
    mode: "live",
    explanation:
      "Calls go through Vapi with the saved API key. The Voice card below sets up the assistant and the number calls come from.",
  }
}
