import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test"
import { app } from "../src/app"
import bench from "../src/bench/bench-entry"
import type { Env } from "../src/env"

/**
 * One request through the whole app with the given bindings; `json` becomes the body. Waits for the
 * handler's waitUntil work (publishes, queue sends) so tests see its effects. An env with
 * BENCH_ROWS_READ=1 is served as `npm run bench` serves it: through the bench's entry, whose probe
 * adds the X-D1-* and X-Live-Flushes headers (the deployed worker has none).
 */
export async function appRequest(e: Env, path: string, init: RequestInit & { json?: unknown } = {}) {
  const { json, ...rest } = init
  const ctx = createExecutionContext()
  // Like the web client, every write says JSON, even without a body (the API refuses other types).
  const writes = !["GET", "HEAD"].includes((rest.method ?? "GET").toUpperCase())
  const headers = new Headers(rest.headers)
  if (writes && !headers.has("content-type")) headers.set("content-type", "application/json")
  const fetch = e.BENCH_ROWS_READ === "1" ? bench.fetch : app.fetch
  const res = await fetch(
    new Request(`http://127.0.0.1${path}`, {
      ...rest,
      headers,
      ...(json === undefined ? {} : { body: JSON.stringify(json) }),
    }),
    e,
    ctx
  )
  await waitOnExecutionContext(ctx)
  return res
}
