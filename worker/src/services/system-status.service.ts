import type { DB } from "../db/client"
import type { Env } from "../env"
import { makeProviders, type ProviderStatus, providerStatuses } from "../providers"
import type { ConnectionState, SystemStatus } from "../schemas/system-status"
import type { Settings } from "../settings/registry"
import { placesRateLimited, vapiRateLimited } from "../providers/provider-health"
import { sheetsStatus } from "./sheets/sheets.service"

/** A provider without a key on a deployed host is off: its light is red ("Disconnected"). */
const light = (p: ProviderStatus) => (p.mode === "not_configured" ? "disconnected" : "connected")

/**
 * SPEC §4: vapi is connected when a key is configured; the sandbox voice is green too, with
 * `sandbox.voice` telling the UI to say "Sandbox". rate_limited: Vapi answered 429 within the last
 * minute. sheets is connected only when a spreadsheet is set and the last test or sync reached it
 * (sheets.service.ts); `providers` says what is really there.
 */
export async function getSystemStatus(db: DB, env: Env, settings: Settings): Promise<SystemStatus> {
  const providers = makeProviders(db, env, settings)
  const { voice, places, sheets } = providers
  const vapi: ConnectionState = voice.mode === "real" && (await vapiRateLimited(db)) ? "rate_limited" : light(voice)
  return {
    vapi,
    sheets: (await sheetsStatus(db, providers)).connected ? "connected" : "disconnected",
    maps: places.mode === "real" && (await placesRateLimited(db)) ? "rate_limited" : light(places),
    sandbox: { voice: voice.mode === "sandbox", places: places.mode === "sandbox", sheets: sheets.mode === "sandbox" },
    providers: providerStatuses(providers),
  }
}
