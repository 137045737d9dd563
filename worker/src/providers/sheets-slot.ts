import type { Env } from "../env"
import type { Settings } from "../settings/registry"
import { resolveMode } from "./provider-mode"
import { makeSlot, type ProviderSlot } from "./provider-slot"
import { GoogleSheets } from "./sheets/google-sheets"
import { SandboxSheets, type SandboxSheetStore } from "./sheets/sandbox-sheets"
import type { SheetsProvider } from "./sheets/sheets-provider"

/** The spreadsheet the sync appends to; with none configured, rows wait in the outbox. */
export type SheetsSlot = ProviderSlot<SheetsProvider>

/**
 * Google Sheets with a service-account key; the sandbox (rows in `store`, which the context keeps in D1) where
 * provider-mode.ts allows.
 */
export function makeSheetsSlot(store: SandboxSheetStore, env: Env, settings: Settings): SheetsSlot {
  const status = resolveMode(env, {
    name: "Google Sheets",
    key: settings.google_sheets_credentials,
    fix: "paste the service-account key in Settings → API Configuration",
  })
  return makeSlot("sheets", status, (mode) =>
    mode === "real"
      ? new GoogleSheets({
          credentials: settings.google_sheets_credentials,
          baseUrl: env.SHEETS_BASE_URL,
          tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
        })
      : new SandboxSheets(store)
  )
}

/** The service account to share the spreadsheet with; null in the sandbox or with an unusable key. */
export function sheetsClientEmail(slot: SheetsSlot) {
  return slot.mode === "real" && slot.provider instanceof GoogleSheets ? slot.provider.clientEmail : null
}
