import type { Env } from "../env"
import type { Settings } from "../settings/registry"
import { GooglePlaces } from "./places/google-places"
import type { PlacesProvider } from "./places/places-provider"
import { SandboxPlaces } from "./places/sandbox-places"
import { resolveMode } from "./provider-mode"
import { makeSlot, type ProviderSlot } from "./provider-slot"

/** Lead search; requireProvider answers the 409 `places_not_configured` when there is none. */
export type PlacesSlot = ProviderSlot<PlacesProvider>

/** Google Places (New) with a key, the sandbox where provider-mode.ts allows it, else nothing. */
export function makePlacesSlot(env: Env, settings: Settings): PlacesSlot {
  const status = resolveMode(env, {
    name: "Google Places",
    key: settings.google_places_api_key,
    fix: "add the Google Places API key in Settings",
  })
  return makeSlot("places", status, (mode) =>
    mode === "real"
      ? new GooglePlaces({ apiKey: settings.google_places_api_key, baseUrl: env.PLACES_BASE_URL })
      : new SandboxPlaces()
  )
}
