import type { KeyCheck, SettingItem } from "@shared/api-routes/settings"
import { isMaskedValue } from "@shared/settings"

import type { ProviderMode } from "@/components/provider-status"
import { settingValue } from "@/hooks/use-settings"
import { ApiError } from "@/lib/api"
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
  mode: "sandbox" | "live" | "off" | "error"
  explanation: string
}

/** The voice's last real check (GET /api/system/status `checks.voice`): only its state and words. */
export type VoiceCheck = { state: "ok" | "failed" | "sandbox" | "not_configured"; message: string }

/**
 * Why the voice is simulated, real or off, in the operator's terms (providers/provider-mode.ts on the
 * server). A real voice whose check failed is "error" with the check's words, never "Live": the
 * header says Error then too.
 */
export function describeVoiceMode(mode: ProviderMode, stored: ApiConfigForm, check?: VoiceCheck): VoiceMode {
  const hasKey = !!stored.vapi_api_key
  if (mode === "real" && check?.state === "failed") {
    return { mode: "error", explanation: `Calls cannot go through Vapi: ${check.message}` }
  }
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

/** What Save found for each key it sent (the server's `check`), one line per key; "Saved …" otherwise. */
export function savedSummary(changes: readonly SettingChange[], items: readonly SettingItem[] | undefined): string {
  const checks = new Map((items ?? []).flatMap((i): [string, KeyCheck][] => (i.check ? [[i.key, i.check]] : [])))
  const lines = changes.map(({ key, label }) => {
    const check = checks.get(key)
    return check ? `${label}: ${check.message}` : `Saved ${label}.`
  })
  return lines.join(" ")
}

/** The keys a provider refused (the 422 `key_refused`), with its words, by field. */
export function refusedKeys(error: unknown): Partial<Record<ApiFieldKey, string>> {
  if (!(error instanceof ApiError) || error.code !== "key_refused") return {}
  const keys = new Set<string>(API_FIELDS.map((f) => f.key))
  return Object.fromEntries(error.issues.filter((i) => keys.has(String(i.path))).map((i) => [i.path, i.message]))
}
