import type { Context } from "hono"
import type { AppEnv } from "../app-env"
import { bodyCache } from "./body-cache"
import { etagHeaders, etagMatches } from "./etag"

/** A polled read: a version point read decides between 304, a cached body, and the real query. */
export interface PolledRead<V, T> {
  /** The request in normalised form (path and parsed query): equal keys render equal bodies. */
  key: string
  etag: (version: V) => string
  version: () => Promise<V>
  read: (version: V) => Promise<T>
  /** The version and the data in one D1 round trip, for a first load with nothing cached yet. */
  readWithVersion?: () => Promise<{ version: V; data: T }>
}

function jsonResponse(c: Context<AppEnv>, body: string, etag: string) {
  return c.body(body, 200, { ...etagHeaders(etag), "Content-Type": "application/json" })
}

function render(c: Context<AppEnv>, key: string, etag: string, data: unknown) {
  const body = JSON.stringify(data)
  bodyCache.set(key, etag, body)
  return jsonResponse(c, body, etag)
}

/**
 * 304 when the client's ETag still holds; otherwise the body rendered under the current ETag, from
 * the isolate's cache when another request already rendered it, else from the query.
 */
export async function polledJson<V, T>(c: Context<AppEnv>, read: PolledRead<V, T>) {
  const ifNoneMatch = c.req.header("If-None-Match")
  if (read.readWithVersion && !ifNoneMatch && !bodyCache.has(read.key)) {
    const { version, data } = await read.readWithVersion()
    return render(c, read.key, read.etag(version), data)
  }
  const version = await read.version()
  const etag = read.etag(version)
  if (etagMatches(ifNoneMatch, etag)) return c.body(null, 304, etagHeaders(etag))
  const cached = bodyCache.get(read.key, etag)
  if (cached !== undefined) return jsonResponse(c, cached, etag)
  return render(c, read.key, etag, await read.read(version))
}
