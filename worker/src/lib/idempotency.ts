import type { Context } from "hono"
import { createMiddleware } from "hono/factory"
import type { AppEnv } from "../app-env"
import { AppError } from "./errors"

type Db = AppEnv["Variables"]["db"]

/** A write's first answer as kept: status null while that write is still running. */
export interface StoredAnswer {
  requestHash: string
  status: number | null
  body: string | null
}

/** Where the answers live (services/idempotency/idempotency-store.ts: the idempotency_keys table). */
export interface IdempotencyStore {
  /** True when `id` is new and now this request's (one statement, so parallel claims meet in the database). */
  claim(db: Db, id: string, requestHash: string, now: number): Promise<boolean>
  /** The first request's row, or null once swept. */
  find(db: Db, id: string): Promise<StoredAnswer | null>
  keep(db: Db, id: string, status: number, body: string): Promise<void>
  /** Lets go of a claim whose answer cannot be kept: a repeat then runs as a request without a key. */
  release(db: Db, id: string): Promise<void>
}

/** The header the web app sends on its writes (web/src/lib/api.ts): one random UUID per user action. */
export const IDEMPOTENCY_HEADER = "Idempotency-Key"
/** Set on an answer given again from the store, so a client (or a test) can tell. */
export const REPLAYED_HEADER = "Idempotent-Replayed"

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"])
/**
 * Writes that ignore the header: sign-in and sign-out answer with a cookie, which a stored answer
 * would not give back; webhooks are Vapi's, which deduplicates by its own event ids.
 */
const EXEMPT = ["/api/auth/", "/api/webhooks/"]
/** Visible ASCII, as Stripe's and the IETF draft's keys are; a UUID is 36. */
const KEY_SHAPE = /^[\x21-\x7e]{1,255}$/
/** A bigger answer is not kept (none is near it); the claim is let go instead. */
const MAX_KEPT_BODY = 256 * 1024

const encoder = new TextEncoder()

async function sha256(...parts: Uint8Array[]) {
  const bytes = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    bytes.set(part, at)
    at += part.length
  }
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))
  return btoa(String.fromCharCode(...digest))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "")
}

/**
 * A write sent with an `Idempotency-Key` runs once. Its first answer (status and JSON body) is kept
 * for ~24 h under the key, method and path; a repeat gets that answer instead of doing the work
 * again (a browser retrying after a dropped connection, a double click that reused the key). A
 * repeat with another query or body is refused (422 `idempotency_key_reused`), and one that arrives
 * while the first is still running waits for nothing: 409 `request_in_progress`, never a second run.
 * The claim is one INSERT ... ON CONFLICT DO NOTHING RETURNING; a request without the header costs
 * nothing here.
 */
export const honourIdempotencyKey = (store: IdempotencyStore) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER)
    if (key === undefined || !MUTATING.has(c.req.method) || EXEMPT.some((p) => c.req.path.startsWith(p))) {
      return next()
    }
    if (!KEY_SHAPE.test(key)) {
      throw new AppError(
        "invalid_idempotency_key",
        400,
        "The Idempotency-Key header must be 1-255 visible ASCII characters."
      )
    }
    // Read through Hono's body cache, so the handler's own read (zValidator's, say) still finds it.
    const body = new Uint8Array(await c.req.arrayBuffer())
    const [id, requestHash] = await Promise.all([
      sha256(encoder.encode(`${c.req.method}\n${c.req.path}\n${key}`)),
      sha256(encoder.encode(`${new URL(c.req.url).search}\n`), body),
    ])
    const { db, clock } = c.var.ctx
    if (!(await store.claim(db, id, requestHash, clock.now()))) return replay(c, await store.find(db, id), requestHash)
    await next()
    await keep(c, store, id)
  })

function replay(c: Context<AppEnv>, stored: StoredAnswer | null, requestHash: string) {
  if (stored && stored.requestHash !== requestHash) {
    throw new AppError(
      "idempotency_key_reused",
      422,
      "This Idempotency-Key was already used for a different request. Send a new key for a new request."
    )
  }
  if (stored?.status == null) {
    throw new AppError(
      "request_in_progress",
      409,
      "The same request is still being processed. Wait a moment and try again with the same key."
    )
  }
  c.header(REPLAYED_HEADER, "true")
  if (!stored.body) return c.body(null, stored.status as 204)
  return c.body(stored.body, stored.status as 200, { "content-type": "application/json" })
}

/** Keeps the answer `c.res` carries; one that cannot be kept (not JSON, too big) lets the key go. */
async function keep(c: Context<AppEnv>, store: IdempotencyStore, id: string) {
  const { db } = c.var.ctx
  try {
    const res = c.res
    const json = /^application\/json\b/i.test(res.headers.get("content-type") ?? "")
    const text = res.body ? await res.clone().text() : ""
    if ((text && !json) || text.length > MAX_KEPT_BODY) return await store.release(db, id)
    await store.keep(db, id, res.status, text)
  } catch (err) {
    // The work is done and its answer goes out; a repeat of it meets 409 until the sweep.
    console.error("idempotency: could not keep the answer", err)
  }
}
