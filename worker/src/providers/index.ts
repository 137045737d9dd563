import type { Env } from "../env"
import { rememberSecrets } from "../lib/secret-scrub"
import type { SettingKey } from "../schemas/settings"
import { isSecretSetting, SETTINGS, type Settings } from "../settings/registry"
import type { ProviderStatuses } from "../schemas/api-routes/settings"
import { type CalendarSlot, makeCalendarSlot } from "./calendar-slot"
import { makeEmailSlot, type EmailSlot } from "./email-slot"
import { makePlacesSlot, type PlacesSlot } from "./places-slot"
import type { SandboxCalendarStore } from "./calendar/sandbox-calendar"
import type { ProviderSlot } from "./provider-slot"
import { makeSheetsSlot, type SheetsSlot } from "./sheets-slot"
import type { SandboxSheetStore } from "./sheets/sandbox-sheets"
import { makeVoiceSlot, type VoiceSlot } from "./voice-slot"

export type { ProviderMode, ProviderStatus } from "./provider-mode"
export { type ProviderSlot, providerOrNull, requireProvider } from "./provider-slot"
export type { VoiceConfig, VoiceSlot } from "./voice-slot"
export type { PlacesSlot } from "./places-slot"
export type { EmailSlot } from "./email-slot"
export { type SheetsSlot, sheetsClientEmail } from "./sheets-slot"
export { type CalendarSlot, calendarClientEmail } from "./calendar-slot"

/**
 * Every outside service the product talks to, each one slot (provider-slot.ts): a real adapter, the
 * sandbox, or not configured with the reason (provider-mode.ts decides which).
 */
export interface Providers {
  voice: VoiceSlot
  places: PlacesSlot
  sheets: SheetsSlot
  email: EmailSlot
  /** Demos on the operator's Google Calendar (same service account as Sheets). */
  calendar: CalendarSlot
}

/** The status part of each provider, for GET /api/system/status. */
export type { ProviderStatuses } from "../schemas/api-routes/settings"

/**
 * What the providers keep outside themselves, handed in by the context (context/provider-state.ts
 * builds it on the unit's database): providers translate vendor formats and never open the database.
 */
export interface ProviderState {
  /** The sandbox spreadsheet's rows. */
  sheets: SandboxSheetStore
  /** The sandbox calendar's events. */
  calendar: SandboxCalendarStore
  /** Every HTTP status Vapi answers (a 429 lights "Rate Limited" in the header). */
  onVapiAnswer: (status: number) => void | Promise<void>
}

/**
 * The one builder of the providers, for requests, jobs and the cron alike: Vapi's answers always
 * reach `state.onVapiAnswer`, so a 429 lights "Rate Limited" whichever path placed or read the call.
 */
export function buildProviders(state: ProviderState, env: Env, settings: Settings): Providers {
  rememberAppSecrets(env, settings)
  return {
    voice: makeVoiceSlot(env, settings, { onVapiAnswer: state.onVapiAnswer }),
    places: makePlacesSlot(env, settings),
    sheets: makeSheetsSlot(state.sheets, env, settings),
    email: makeEmailSlot(env, settings),
    calendar: makeCalendarSlot(state.calendar, env, settings),
  }
}

/**
 * Every secret the app holds, for the scrubber (lib/secret-scrub.ts): the secret settings, the env
 * secrets, and the service account's private key on its own (an echo holds the key, not the JSON).
 * Registered here because every provider call starts here; the webhook secrets where they are read.
 */
export function rememberAppSecrets(env: Partial<Env>, settings: Settings) {
  const secretSettings = (Object.keys(SETTINGS) as SettingKey[]).filter(isSecretSetting).map((k) => settings[k])
  const texts = [
    ...secretSettings.filter((v): v is string => typeof v === "string"),
    env.OPERATOR_PASSWORD,
    env.SESSION_SECRET,
    env.VAPI_API_KEY,
    env.VAPI_WEBHOOK_SECRET,
    env.GOOGLE_PLACES_API_KEY,
    env.GOOGLE_SHEETS_CREDENTIALS,
    env.RESEND_API_KEY,
  ]
  rememberSecrets(...texts, ...texts.map(privateKeyOf))
}

function privateKeyOf(text: string | undefined) {
  if (!text?.includes("private_key")) return null
  try {
    const key = (JSON.parse(text) as { private_key?: unknown }).private_key
    return typeof key === "string" ? key : null
  } catch {
    return null
  }
}

/** A request's providers, built on first use from its (lazily read) settings and then shared. */
export function lazyProviders(
  state: ProviderState,
  env: Env,
  settings: () => Promise<Settings>
): () => Promise<Providers> {
  let built: Providers | undefined
  return async () => (built ??= buildProviders(state, env, await settings()))
}

export const providerStatuses = (p: Providers): ProviderStatuses => {
  const pick = ({ mode, reason }: ProviderSlot<unknown>) => ({ mode, reason })
  return { voice: pick(p.voice), places: pick(p.places), sheets: pick(p.sheets), email: pick(p.email) }
}

/** Why calls cannot be placed right now, or null when the voice is ready. */
export const voiceNotReady = (p: Providers) => p.voice.notReady()
