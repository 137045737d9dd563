/*
 * Writes carry an `Idempotency-Key` the worker honours (worker/src/lib/idempotency.ts): the first
 * answer is kept, and a repeat with the same key gets it instead of doing the work again. So this
 * client may send a write again when the network lost it (a dropped connection, flaky Wi-Fi, the
 * local server's gate hanging up) without creating a second campaign or dialling anyone twice.
 */

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"])
/** Sign-in and sign-out answer with a cookie, which a kept answer would not give back: never keyed. */
const UNKEYED = ["/api/auth/"]
export const IDEMPOTENCY_HEADER = "Idempotency-Key"

/** Pauses before sending a keyed write again after the network failed it. */
const NETWORK_RETRY_MS = [300, 1000]
/** Pauses before asking again while the worker is still at the first copy (409 request_in_progress). */
const IN_PROGRESS_RETRY_MS = [250, 500, 1000, 2000, 4000]

/**
 * A random UUID (v4). `crypto.randomUUID` exists only in secure contexts, and the local server may be
 * reached over plain http on a LAN address (with a password); getRandomValues works everywhere.
 */
export function newIdempotencyKey() {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * The same write sent again this soon after the first (or while it runs) is the same action: a double
 * click, a tap the page took twice, an Enter and a click together. It reuses the first one's key, so
 * the worker answers it with the first result instead of doing the work twice. Only the latest write
 * to each method and path is remembered: Pause, Resume, Pause within the window is three actions.
 */
export const SAME_ACTION_MS = 2000
/** Bodies longer than this (a CSV chunk) are never compared: each is its own action. */
const COMPARED_BODY_CHARS = 64 * 1024
/** The latest write per method and path; `until` is null while it still runs. */
const latest = new Map<string, { body: string; key: string; until: number | null }>()

function sameActionKey(target: string, body: string) {
  const now = Date.now()
  for (const [t, entry] of latest) if (entry.until !== null && entry.until < now) latest.delete(t)
  const entry = latest.get(target)
  return entry?.body === body ? entry.key : undefined
}

/**
 * Gives a write its key unless the caller chose one: the key of the same write (method, path and
 * body) sent within SAME_ACTION_MS, else a new one. Answers whether the write is keyed, and `done`,
 * to call when its answer is in (the window starts then).
 */
export function keyWrite(path: string, method: string, headers: Headers, body?: unknown) {
  const none = () => {}
  if (!WRITES.has(method) || UNKEYED.some((p) => path.startsWith(p))) return { keyed: false, done: none }
  if (headers.has(IDEMPOTENCY_HEADER)) return { keyed: true, done: none }
  const text = body === undefined || body === null ? "" : typeof body === "string" ? body : null
  if (text === null || text.length > COMPARED_BODY_CHARS) {
    headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey())
    return { keyed: true, done: none }
  }
  const target = `${method} ${path}`
  const key = sameActionKey(target, text) ?? newIdempotencyKey()
  headers.set(IDEMPOTENCY_HEADER, key)
  latest.set(target, { body: text, key, until: null })
  return {
    keyed: true,
    done: () => {
      const entry = latest.get(target)
      if (entry?.key === key) entry.until = Date.now() + SAME_ACTION_MS
    },
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function stillRunning(res: Response) {
  if (res.status !== 409) return false
  try {
    const body = (await res.clone().json()) as { error?: { code?: string } }
    return body.error?.code === "request_in_progress"
  } catch {
    return false
  }
}

/**
 * fetch, and for a keyed write the same request again (same key, same body) when the network failed
 * it or the worker is still at its first copy. Nothing is sent again once the caller aborted, and an
 * unkeyed request goes once, as before.
 */
export async function sendKeyed(path: string, init: RequestInit, keyed: boolean): Promise<Response> {
  let networkTries = 0
  let busyTries = 0
  for (;;) {
    let res: Response
    try {
      res = await fetch(path, init)
    } catch (err) {
      const lost = err instanceof TypeError && !init.signal?.aborted
      if (!keyed || !lost || networkTries >= NETWORK_RETRY_MS.length) throw err
      await pause(NETWORK_RETRY_MS[networkTries++]!)
      continue
    }
    if (!keyed || busyTries >= IN_PROGRESS_RETRY_MS.length || init.signal?.aborted || !(await stillRunning(res)))
      return res
    await pause(IN_PROGRESS_RETRY_MS[busyTries++]!)
  }
}
