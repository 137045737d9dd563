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

/** Gives a write its key (one per call, i.e. per user action) unless the caller chose one; true when keyed. */
export function keyWrite(path: string, method: string, headers: Headers) {
  if (!WRITES.has(method) || UNKEYED.some((p) => path.startsWith(p))) return false
  if (!headers.has(IDEMPOTENCY_HEADER)) headers.set(IDEMPOTENCY_HEADER, newIdempotencyKey())
  return true
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
