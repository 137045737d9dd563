import { AsyncLocalStorage } from "node:async_hooks"
import type { Env } from "../env"
import { bodyCache } from "../lib/body-cache"
import worker from "../local-entry"
import { countRowsRead } from "./d1-meter"

export { LiveRoom, SandboxVoiceCall } from "../index"

/**
 * The worker as `npm run bench` serves it (bench/lib/server.ts → scripts/serve-worker.mjs): the local
 * worker (local-entry.ts) wrapped in the bench's probe, so the production worker (index.ts) carries no
 * bench code. With BENCH_ROWS_READ=1 every /api/ answer says what it cost:
 * - X-D1-Rows-Read, X-D1-Rows-Written (its triggers' writes included) and X-D1-Round-Trips: the D1
 *   binding metered (d1-meter.ts), counted when the answer is ready (work after it is not among them);
 * - X-Live-Flushes: the calls to the live room the request made (one per unit's flush, plus late events);
 * - a request marked X-Bench-After-Write finds no cached body (lib/body-cache.ts), as the first poll
 *   after a write does, so a route polled at one URL is measured uncached without a write before it.
 * libSQL has no binding to meter: the D1 headers then count nothing.
 */
export default {
  ...worker,
  // Any Request (the tests build plain ones), as the app's own fetch takes.
  async fetch(plain: Request, env: Env, ctx: ExecutionContext) {
    const request = plain as Parameters<typeof worker.fetch>[0]
    if (env.BENCH_ROWS_READ !== "1" || !new URL(request.url).pathname.startsWith("/api/")) {
      return worker.fetch(request, env, ctx)
    }
    const probe = env.DB ? countRowsRead(env.DB) : undefined
    const room = countBroadcasts(env.LiveRoom)
    const metered = { ...env, LiveRoom: room.namespace, ...(probe ? { DB: probe.d1 } : {}) }
    const afterWrite = request.headers.get("X-Bench-After-Write") === "1"
    const answer = await uncached.run(afterWrite, () => worker.fetch(request, metered, ctx))
    const res = new Response(answer.body, answer)
    res.headers.set("X-D1-Rows-Read", probe?.total() ?? "0")
    res.headers.set("X-D1-Rows-Written", probe?.written() ?? "0")
    res.headers.set("X-D1-Round-Trips", String(probe?.roundTrips() ?? 0))
    res.headers.set("X-Live-Flushes", String(room.sends()))
    return res
  },
} satisfies ExportedHandler<Env>

/** True inside a request marked X-Bench-After-Write: the body cache answers nothing there. */
const uncached = new AsyncLocalStorage<boolean>()
const cachedBody = bodyCache.get.bind(bodyCache)
bodyCache.get = (key, etag) => (uncached.getStore() ? undefined : cachedBody(key, etag))

/** The live room's namespace with its broadcasts (live/publish.ts sendLiveEvents) counted. */
function countBroadcasts(namespace: DurableObjectNamespace) {
  let sends = 0
  const stub = (target: DurableObjectStub) =>
    new Proxy(target, {
      get(t, prop) {
        const value = Reflect.get(t, prop) as unknown
        if (prop !== "fetch" || typeof value !== "function") return typeof value === "function" ? value.bind(t) : value
        return (input: RequestInfo | URL, init?: RequestInit) => {
          const url = input instanceof Request ? input.url : String(input)
          if (new URL(url).pathname === "/broadcast") sends++
          return (value as DurableObjectStub["fetch"]).call(t, input, init)
        }
      },
    })
  const counted = new Proxy(namespace, {
    get(t, prop) {
      const value = Reflect.get(t, prop) as unknown
      if (typeof value !== "function") return value
      if (prop === "get")
        return (...args: unknown[]) => stub((value as (...a: unknown[]) => DurableObjectStub).apply(t, args))
      return value.bind(t)
    },
  })
  return { namespace: counted, sends: () => sends }
}
