import type { DB } from "../../db/client"
import { readState, writeState } from "../../settings/state-store"

/** The header shows "Rate Limited" for this long after a provider last answered 429. */
export const RATE_LIMIT_WINDOW_MS = 60_000

/** The state key of each provider's last 429 (epoch ms). */
const KEYS = { vapi: "vapi_rate_limited_at", places: "places_rate_limited_at" } as const
type RateLimitedProvider = keyof typeof KEYS

/** Kept in D1 (not isolate memory) so every isolate serving /api/system/status sees it. */
const recordRateLimited = (db: DB, provider: RateLimitedProvider, now: Date) =>
  writeState(db, KEYS[provider], now.getTime(), now.getTime())

async function rateLimited(db: DB, provider: RateLimitedProvider, now: number) {
  const at = await readState(db, KEYS[provider])
  return at !== null && now - at < RATE_LIMIT_WINDOW_MS
}

export async function recordVapiAnswer(db: DB, status: number, now = new Date()) {
  if (status === 429) await recordRateLimited(db, "vapi", now)
}

export const vapiRateLimited = (db: DB, now = Date.now()) => rateLimited(db, "vapi", now)

/** Google Places answered 429: the maps light shows "rate_limited" for a minute. */
export const recordPlacesRateLimited = (db: DB, now = new Date()) => recordRateLimited(db, "places", now)

export const placesRateLimited = (db: DB, now = Date.now()) => rateLimited(db, "places", now)
