/**
 * The calendar feed's secret (issue 12): 32 random bytes in the URL are the only credential a
 * calendar app can carry. Kept in system_state (not a setting: it is never typed, only rotated), read
 * with a constant-time comparison, replaced by Rotate so the old URL stops working at once.
 */
import type { DB } from "../../db/client"

const KEY = "calendar_feed_token"

function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

/** The current token, made on first use. */
export async function feedToken(db: DB, now = Date.now()) {
  await db.port.run("INSERT INTO system_state (key, value, updated_at) VALUES (?1, ?2, ?3) ON CONFLICT DO NOTHING", [
    KEY,
    newToken(),
    now,
  ])
  const row = await db.port.first<{ value: string }>("SELECT value FROM system_state WHERE key = ?1", [KEY])
  return row!.value
}

export async function rotateFeedToken(db: DB, now = Date.now()) {
  const token = newToken()
  await db.port.run(
    `INSERT INTO system_state (key, value, updated_at) VALUES (?1, ?2, ?3)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    [KEY, token, now]
  )
  return token
}

/** True only for the current token; timing does not reveal how much of a guess was right. */
export async function isFeedToken(db: DB, candidate: string) {
  const row = await db.port.first<{ value: string }>("SELECT value FROM system_state WHERE key = ?1", [KEY])
  if (!row) return false
  const a = new TextEncoder().encode(row.value)
  const b = new TextEncoder().encode(candidate)
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

export const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/feed/${token}.ics`
