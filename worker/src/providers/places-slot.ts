import type { Env } from "../env"
import { AppError } from "../lib/errors"
import type { Settings } from "../settings/registry"
import { GooglePlaces } from "./places/google-places"
import type { PlacesProvider } from "./places/places-provider"
import { SandboxPlaces } from "./places/sandbox-places"
import { type ProviderStatus, resolveMode } from "./provider-mode"

export interface PlacesSlot extends ProviderStatus {
  /** The provider lead search goes through; throws the 409 `places_not_configured` when there is none. */
  current(): PlacesProvider
}

/** Google Places (New) with a key, the sandbox where provider-mode.ts allows it, else nothing. */
export function makePlacesSlot(env: Env, settings: Settings): PlacesSlot {
  const status = resolveMode(env, {
    name: "Google Places",
    key: settings.google_places_api_key,
    fix: "add the Google Places API key in Settings",
  })
  let provider: PlacesProvider | null = null
  const current = () => {
    if (status.mode === "not_configured") throw new AppError("places_not_configured", 409, status.reason)
    provider ??=
      status.mode === "real"
        ? new GooglePlaces({ apiKey: settings.google_places_api_key, baseUrl: env.PLACES_BASE_URL })
        : new SandboxPlaces()
    return provider
  }
  return { ...status, available: true, current }
}
