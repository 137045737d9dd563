/**
 * The providers' state on the unit's database: the sandbox spreadsheet's rows and calendar's events
 * (tables of their own) and Vapi's last 429. Providers get it handed in (providers/index.ts
 * ProviderState), so they translate vendor formats and never import the database client.
 */
import type { DB } from "../db/client"
import type { Env } from "../env"
import { buildProviders, type ProviderState } from "../providers"
import { d1CalendarStore } from "../services/sandbox-state/calendar-store"
import { d1SheetStore } from "../services/sandbox-state/sheet-store"
import { recordVapiAnswer } from "../services/system/provider-health"
import { loadSettings } from "../settings/load-settings"
import type { Settings } from "../settings/registry"

export const providerState = (db: DB): ProviderState => ({
  sheets: d1SheetStore(db),
  calendar: d1CalendarStore(db),
  onVapiAnswer: (status) => recordVapiAnswer(db, status),
})

/** The providers for `settings`, their state on `db` (a service checking keys before they are stored). */
export const makeProviders = (db: DB, env: Env, settings: Settings) => buildProviders(providerState(db), env, settings)

/** makeProviders with the stored settings (pass them when already read). */
export async function loadProviders(db: DB, env: Env, settings?: Settings) {
  return makeProviders(db, env, settings ?? (await loadSettings(db, env)))
}
