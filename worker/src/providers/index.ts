import type { DB } from "../db/client"
import type { Env } from "../env"
import { loadSettings } from "../settings/load-settings"
import type { Settings } from "../settings/registry"
import type { ProviderStatuses } from "../schemas/api-routes/settings"
import { type CalendarSlot, makeCalendarSlot } from "./calendar-slot"
import { makeEmailSlot, type EmailSlot } from "./email-slot"
import { makePlacesSlot, type PlacesSlot } from "./places-slot"
import { recordVapiAnswer } from "./provider-health"
import type { ProviderSlot } from "./provider-slot"
import { makeSheetsSlot, type SheetsSlot } from "./sheets-slot"
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
 * The one builder of the providers, for requests, jobs and the cron alike: Vapi's answers always
 * reach provider-health.ts, so a 429 lights "Rate Limited" whichever path placed or read the call.
 */
export function makeProviders(db: DB, env: Env, settings: Settings): Providers {
  return {
    voice: makeVoiceSlot(env, settings, { onVapiAnswer: (status) => recordVapiAnswer(db, status) }),
    places: makePlacesSlot(env, settings),
    sheets: makeSheetsSlot(db, env, settings),
    email: makeEmailSlot(env, settings),
    calendar: makeCalendarSlot(db, env, settings),
  }
}

/** makeProviders with the stored settings (pass them when already read). */
export async function loadProviders(db: DB, env: Env, settings?: Settings) {
  return makeProviders(db, env, settings ?? (await loadSettings(db, env)))
}

/** A request's providers, built on first use from its (lazily read) settings and then shared. */
export function lazyProviders(db: DB, env: Env, settings: () => Promise<Settings>): () => Promise<Providers> {
  let built: Providers | undefined
  return async () => (built ??= makeProviders(db, env, await settings()))
}

export const providerStatuses = (p: Providers): ProviderStatuses => {
  const pick = ({ mode, reason }: ProviderSlot<unknown>) => ({ mode, reason })
  return { voice: pick(p.voice), places: pick(p.places), sheets: pick(p.sheets), email: pick(p.email) }
}

/** Why calls cannot be placed right now, or null when the voice is ready. */
export const voiceNotReady = (p: Providers) => p.voice.notReady()
