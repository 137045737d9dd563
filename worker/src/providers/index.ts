import type { DB } from "../db/client"
import type { Env } from "../env"
import { loadSettings } from "../settings/load-settings"
import type { Settings } from "../settings/registry"
import type { ProviderStatuses } from "../schemas/system-status"
import { recordVapiAnswer } from "./provider-health"
import type { ProviderStatus } from "./provider-mode"
import { makeSheetsSlot, type SheetsSlot } from "./sheets-slot"
import { makeEmailSlot, type EmailSlot } from "./email-slot"
import { makePlacesSlot, type PlacesSlot } from "./places-slot"
import { makeVoiceSlot, type VoiceHooks, type VoiceSlot } from "./voice-slot"

export type { ProviderMode, ProviderStatus } from "./provider-mode"
export type { VoiceConfig, VoiceSlot } from "./voice-slot"
export type { PlacesSlot } from "./places-slot"
export type { EmailSlot } from "./email-slot"
export type { SheetsSlot } from "./sheets-slot"

/** Every outside service the product talks to, each with an explicit mode (provider-mode.ts) and its adapter. */
export interface Providers {
  voice: VoiceSlot
  places: PlacesSlot
  sheets: SheetsSlot
  email: EmailSlot
}

/** The status part of each provider, for GET /api/system/status. */
export type { ProviderStatuses } from "../schemas/system-status"

export function makeProviders(env: Env, settings: Settings, hooks: VoiceHooks = {}): Providers {
  return {
    voice: makeVoiceSlot(env, settings, hooks),
    places: makePlacesSlot(env, settings),
    sheets: makeSheetsSlot(env, settings),
    email: makeEmailSlot(env, settings),
  }
}

export const providerStatuses = (p: Providers): ProviderStatuses => {
  const pick = ({ mode, reason, available }: ProviderStatus) => ({ mode, reason, available })
  return { voice: pick(p.voice), places: pick(p.places), sheets: pick(p.sheets), email: pick(p.email) }
}

/** makeProviders with the stored settings (pass them when already read), recording Vapi 429s. */
export async function loadProviders(db: DB, env: Env, settings?: Settings) {
  return makeProviders(env, settings ?? (await loadSettings(db, env)), {
    onVapiAnswer: (status) => recordVapiAnswer(db, status),
  })
}

/** Why calls cannot be placed right now, or null when the voice is ready. */
export const voiceNotReady = (p: Providers) => p.voice.notReady()
