/**
 * The calendar feed's secret (issue 12): 32 random bytes in the URL are the only credential a
 * calendar app can carry. Kept in the state registry (not a setting: it is never typed, only
 * rotated), read with a constant-time comparison, replaced by Rotate so the old URL stops working at once.
 */
import type { DB } from "../../db/client"
import { batchNamed } from "../../db/sql/batch-named"
import {
  initStateStatement,
  readState,
  readStateStatement,
  rotateStateStatement,
  stateFromRows,
} from "../../settings/state-store"

const KEY = "calendar_feed_token"

function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

/** Rotations closer together than this are one rotation: see rotateFeedToken. */
export const ROTATION_WINDOW_MS = 5_000

/** The current token, made on first use. */
export async function feedToken(db: DB) {
  // A token made on first use was never rotated: updated_at 0 lets the first rotation replace it at once.
  const { token } = await batchNamed(db.port, {
    init: initStateStatement(KEY, newToken(), 0),
    token: readStateStatement(KEY),
  })
  return stateFromRows(KEY, token)!
}

/**
 * Replaces the token and answers the one in force, unless a rotation replaced it less than
 * ROTATION_WINDOW_MS ago: then it answers that rotation's token. Rotations sent together (a double
 * click, several tabs, a script) thus answer one URL, and it works; each used to answer its own URL,
 * of which only the last worked. The condition is in the upsert, so of parallel rotations exactly
 * one replaces the token, however their requests interleave.
 */
export async function rotateFeedToken(db: DB, now = Date.now()) {
  const { sql, params } = rotateStateStatement(KEY, newToken(), now, ROTATION_WINDOW_MS)
  const swapped = await db.port.first<{ value: string }>(sql, params)
  return swapped?.value ?? (await readState(db, KEY))!
}

/** True only for the current token; timing does not reveal how much of a guess was right. */
export async function isFeedToken(db: DB, candidate: string) {
  const token = await readState(db, KEY)
  if (token === null) return false
  const a = new TextEncoder().encode(token)
  const b = new TextEncoder().encode(candidate)
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a[i]! ^ b[i]!
  return diff === 0
}

export const feedUrl = (origin: string, token: string) => `${origin}/api/calendar/feed/${token}.ics`
