import type { DB } from "../db/client"
import type { Env } from "../env"
import { makeProviders } from "../providers"
import { vapiRateLimited } from "./provider-health"
import { effectiveSetting, loadSettings } from "./settings.service"

export type ConnectionState = "connected" | "disconnected" | "rate_limited" | "error"

export interface SystemStatus {
  vapi: ConnectionState
  sheets: "connected" | "disconnected"
  maps: "connected"
  /** Which integrations run simulated; the UI shows "Sandbox" beside their lights. */
  sandbox: { voice: boolean; places: boolean; sheets: boolean }
}

/**
 * SPEC §4: vapi is connected when a key is configured. Without one the sandbox voice places the
 * calls, so the light is also green and `sandbox.voice` tells the UI to say "Sandbox".
 * rate_limited: Vapi answered 429 within the last minute.
 */
export async function getSystemStatus(db: DB, env: Env): Promise<SystemStatus> {
  const settings = await loadSettings(db)
  const providers = makeProviders(env, settings)
  const forced = env.SANDBOX === "1"
  const sheetsConfigured = !!effectiveSetting(settings, env, "google_sheets_credentials")
  const placesConfigured = !!effectiveSetting(settings, env, "google_places_api_key")
  // Without credentials the sandbox sheet stands in, so the sheets light is green either way;
  // the sheets screen's own connection test reports real failures.
  const sandboxSheets = forced || !sheetsConfigured
  const vapi: ConnectionState =
    providers.voiceMode === "vapi" && (await vapiRateLimited(db)) ? "rate_limited" : "connected"
  return {
    vapi,
    sheets: "connected",
    maps: "connected",
    sandbox: { voice: providers.voiceMode === "sandbox", places: forced || !placesConfigured, sheets: sandboxSheets },
  }
}
