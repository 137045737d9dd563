import { dbFromEnv } from "../db/client"
import type { Env } from "../env"
import type { Settings } from "../settings/registry"
import { type ProviderStatus, resolveMode } from "./provider-mode"
import { GoogleSheets } from "./sheets/google-sheets"
import { d1SheetStore } from "./sheets/sandbox-sheet-store"
import { SandboxSheets } from "./sheets/sandbox-sheets"
import type { SheetsProvider } from "./sheets/sheets-provider"

export interface SheetsSlot extends ProviderStatus {
  /** The provider the sync appends through; null when not configured (rows wait in the outbox). */
  current(): SheetsProvider | null
  /** The service account to share the spreadsheet with; null in the sandbox or with an unusable key. */
  clientEmail(): string | null
}

/** Google Sheets with a service-account key; the sandbox (rows kept in D1) where provider-mode.ts allows. */
export function makeSheetsSlot(env: Env, settings: Settings): SheetsSlot {
  const status = resolveMode(env, {
    name: "Google Sheets",
    key: settings.google_sheets_credentials,
    fix: "paste the service-account key in Settings → API Configuration",
  })
  let provider: SheetsProvider | null | undefined
  const current = () =>
    provider !== undefined
      ? provider
      : (provider =
          status.mode === "real"
            ? new GoogleSheets({
                credentials: settings.google_sheets_credentials,
                baseUrl: env.SHEETS_BASE_URL,
                tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
              })
            : status.mode === "sandbox"
              ? new SandboxSheets(d1SheetStore(dbFromEnv(env)))
              : null)
  const clientEmail = () => {
    const p = current()
    return p instanceof GoogleSheets ? p.clientEmail : null
  }
  return { ...status, available: true, current, clientEmail }
}
