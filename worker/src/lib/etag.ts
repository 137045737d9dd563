/**
 * Weak ETags for polled lists: a version counter (data_versions, one point read) plus a hash of the
 * normalised query. Clients revalidate with If-None-Match and get a 304 without the list query.
 */

/** FNV-1a, 32 bits: a short, stable, synchronous hash (no secrecy needed, only change detection). */
export function shortHash(text: string) {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(36)
}

/** True when an If-None-Match header names this ETag (weak comparison, lists and `*` allowed). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false
  const bare = (t: string) => t.trim().replace(/^W\//, "")
  const wanted = bare(etag)
  return ifNoneMatch.split(",").some((t) => t.trim() === "*" || bare(t) === wanted)
}

/** Headers for a revalidated response: the browser keeps the body but asks every time. */
export const etagHeaders = (etag: string) => ({
  ETag: etag,
  "Cache-Control": "private, no-cache",
})
