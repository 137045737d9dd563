import { eq } from "drizzle-orm"
import type { DB } from "../db/client"
import { systemState } from "../db/schema"

/** The header shows "Rate Limited" for this long after a provider last answered 429. */
export const RATE_LIMIT_WINDOW_MS = 60_000

/** The system_state key of each provider's last 429. */
const KEYS = { vapi: "vapi_rate_limited_at", places: "places_rate_limited_at" } as const
type RateLimitedProvider = keyof typeof KEYS

/** Kept in D1 (not isolate memory) so every isolate serving /api/system/status sees it. */
async function recordRateLimited(db: DB, provider: RateLimitedProvider, now: Date) {
  const value = String(now.getTime())
  await db
    .insert(systemState)
    .values({ key: KEYS[provider], value, updatedAt: now })
    .onConflictDoUpdate({ target: systemState.key, set: { value, updatedAt: now } })
}

async function rateLimited(db: DB, provider: RateLimitedProvider, now: number) {
  const [row] = await db.select().from(systemState).where(eq(systemState.key, KEYS[provider]))
  return !!row && now - Number(row.value) < RATE_LIMIT_WINDOW_MS
}

export async function recordVapiAnswer(db: DB, status: number, now = new Date()) {
  if (status === 429) await recordRateLimited(db, "vapi", now)
}

export const vapiRateLimited = (db: DB, now = Date.now()) => rateLimited(db, "vapi", now)

/** Google Places answered 429: the maps light shows "rate_limited" for a minute. */
export const recordPlacesRateLimited = (db: DB, now = new Date()) => recordRateLimited(db, "places", now)

export const placesRateLimited = (db: DB, now = Date.now()) => rateLimited(db, "places", now)
