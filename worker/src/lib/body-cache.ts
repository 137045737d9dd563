/**
 * Rendered JSON bodies of polled reads, kept in the isolate and keyed by request (path and normalised
 * query). Each entry remembers the ETag it was rendered under: the same version tag a 304 is judged
 * by, so a hit is exactly as fresh as a 304 would be. A repeated read (a second tab, a page refresh,
 * another poller) then costs one version point read instead of the list query; D1 runs one query at a
 * time per database, so every list query spared is time given back to the dialer and the webhooks.
 *
 * Bounded by entries and bytes (least recently used goes first). Entries also expire, so a database
 * restored to older counters (D1 Time Travel) cannot be answered from an older render for long.
 */
const MAX_ENTRIES = 256
const MAX_TOTAL_BYTES = 8 * 1024 * 1024
const MAX_BODY_BYTES = 512 * 1024
const TTL_MS = 60_000

interface Entry {
  etag: string
  body: string
  storedAt: number
}

const entries = new Map<string, Entry>()
let totalBytes = 0

function drop(key: string) {
  const entry = entries.get(key)
  if (!entry) return
  totalBytes -= entry.body.length
  entries.delete(key)
}

function fresh(key: string): Entry | undefined {
  const entry = entries.get(key)
  if (entry && Date.now() - entry.storedAt > TTL_MS) {
    drop(key)
    return undefined
  }
  return entry
}

export const bodyCache = {
  /** Whether anything is kept for this request, whatever its version. */
  has(key: string) {
    return fresh(key) !== undefined
  },

  /** The body rendered under exactly this ETag, or undefined. */
  get(key: string, etag: string) {
    const entry = fresh(key)
    if (!entry || entry.etag !== etag) return undefined
    // Map order is insertion order: re-inserting marks the entry most recently used.
    entries.delete(key)
    entries.set(key, entry)
    return entry.body
  },

  set(key: string, etag: string, body: string) {
    drop(key)
    if (body.length > MAX_BODY_BYTES) return
    entries.set(key, { etag, body, storedAt: Date.now() })
    totalBytes += body.length
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && totalBytes <= MAX_TOTAL_BYTES) break
      drop(oldest)
    }
  },

  clear() {
    entries.clear()
    totalBytes = 0
  },

  get size() {
    return entries.size
  },
}
