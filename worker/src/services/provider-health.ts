import { eq } from "drizzle-orm"
import type { DB } from "../db/client"
import { systemState } from "../db/schema"

/** The header shows "Rate Limited" for this long after Vapi last answered 429. */
export const RATE_LIMIT_WINDOW_MS = 60_000
const KEY = "vapi_rate_limited_at"

/** Kept in D1 (not isolate memory) so every isolate serving /api/system/status sees it. */
export async function recordVapiAnswer(db: DB, status: number, now = new Date()) {
  if (status !== 429) return
  await db
    .insert(systemState)
    .values({ key: KEY, value: String(now.getTime()), updatedAt: now })
    .onConflictDoUpdate({ target: systemState.key, set: { value: String(now.getTime()), updatedAt: now } })
}

export async function vapiRateLimited(db: DB, now = Date.now()) {
  const [row] = await db.select().from(systemState).where(eq(systemState.key, KEY))
  return !!row && now - Number(row.value) < RATE_LIMIT_WINDOW_MS
}

const PLACES_KEY = "places_rate_limited_at"

/** Google Places answered 429: the maps light shows "rate_limited" for a minute. */
export async function recordPlacesRateLimited(db: DB, now = new Date()) {
  await db
    .insert(systemState)
    .values({ key: PLACES_KEY, value: String(now.getTime()), updatedAt: now })
    .onConflictDoUpdate({ target: systemState.key, set: { value: String(now.getTime()), updatedAt: now } })
}

export async function placesRateLimited(db: DB, now = Date.now()) {
  const [row] = await db.select().from(systemState).where(eq(systemState.key, PLACES_KEY))
  return !!row && now - Number(row.value) < RATE_LIMIT_WINDOW_MS
}
