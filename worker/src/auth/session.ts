import { and, eq, gt, lte } from "drizzle-orm"
import type { DB } from "../db/client"
import { sessions } from "../db/schema"

/**
 * Revocable sessions: the cookie carries 32 random bytes; the sessions table keeps only an HMAC of
 * them, keyed with the secret derived from the operator password, so a database read cannot be
 * replayed as a cookie and changing the password (or SESSION_SECRET) signs every browser out.
 */
const encoder = new TextEncoder()
export const SESSION_COOKIE = "cc_session"
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000

const TOKEN = /^[0-9a-f]{64}$/

export const toHex = (buf: ArrayBuffer | Uint8Array) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, "0")).join("")

async function tokenHash(secret: string, token: string) {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(`cold-caller-session:${secret}`),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"]
  )
  return toHex(await crypto.subtle.sign("HMAC", key, encoder.encode(token)))
}

/** Stores a new session expiring at `now + SESSION_TTL_MS` (never extended) and returns its token. */
export async function createSession(db: DB, secret: string, now = Date.now()) {
  const token = toHex(crypto.getRandomValues(new Uint8Array(32)))
  const hash = await tokenHash(secret, token)
  // Sign-ins are rare, so they also sweep out expired rows.
  await db.batch([
    db.delete(sessions).where(lte(sessions.expiresAt, new Date(now))),
    db.insert(sessions).values({
      tokenHash: hash,
      createdAt: new Date(now),
      expiresAt: new Date(now + SESSION_TTL_MS),
    }),
  ])
  return token
}

export async function verifySession(db: DB, secret: string, token: string | undefined, now = Date.now()) {
  if (!token || !TOKEN.test(token)) return false
  const [row] = await db
    .select({ tokenHash: sessions.tokenHash })
    .from(sessions)
    .where(and(eq(sessions.tokenHash, await tokenHash(secret, token)), gt(sessions.expiresAt, new Date(now))))
    .limit(1)
  return row !== undefined
}

export async function endSession(db: DB, secret: string, token: string | undefined) {
  if (!token || !TOKEN.test(token)) return
  await db.delete(sessions).where(eq(sessions.tokenHash, await tokenHash(secret, token)))
}

/** Constant-time string equality (length leaks, contents do not). */
export async function safeEqual(a: string, b: string) {
  const [ha, hb] = await Promise.all([
    crypto.subtle.digest("SHA-256", encoder.encode(a)),
    crypto.subtle.digest("SHA-256", encoder.encode(b)),
  ])
  const x = new Uint8Array(ha)
  const y = new Uint8Array(hb)
  let diff = 0
  for (let i = 0; i < x.length; i++) diff |= x[i]! ^ y[i]!
  return diff === 0
}
