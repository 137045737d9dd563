import { saturation, steadyRate } from "./load"
import { processTreeCpu } from "./proc-cpu"
import { ms, type Row } from "./stats"

/** A path, or a function giving the next path each time (to measure reads no cache has seen). */
export type Route = [what: string, path: string | (() => string), headers?: Record<string, string>, info?: boolean]

const SAT_ROUNDS = 2
const SAT_SECONDS = 1.5
const CONCURRENCY = 8

/**
 * Each route at a steady 50 req/s (p50/p99), then at saturation beside the empty route on the same
 * server: the local runtime's own overhead dominates a request, so a route's worth is its
 * saturation as a share of the empty route's (target >= 0.7x). The machine is shared, so the two
 * alternate in short windows and each ratio compares windows measured moments apart; the server's
 * CPU per request (wrangler + workerd, from /proc) is shown beside it as the steadier figure.
 */
export async function routeFigures(
  server: { url: string; child: { pid?: number } },
  empty: Route,
  routes: Route[],
  rows: Row[]
) {
  const baseUrl = server.url
  const cpu = processTreeCpu(server.child.pid)
  const measure = async (url: string | (() => string), headers?: Record<string, string>) => {
    const before = cpu?.() ?? 0
    const sat = await saturation(url, { concurrency: CONCURRENCY, seconds: SAT_SECONDS, headers })
    const requests = sat.rps * SAT_SECONDS
    return { ...sat, cpuMs: cpu ? (cpu() - before) / requests : NaN }
  }
  for (const [what, path, headers, info] of [empty, ...routes]) {
    const url = typeof path === "function" ? () => baseUrl + path() : baseUrl + path
    // Warm the route (JIT, prepared statements) and let the previous burst's logging drain.
    await steadyRate(url, { rps: 50, seconds: 1, headers })
    await new Promise((r) => setTimeout(r, 1000))
    const steady = await steadyRate(url, { rps: 50, seconds: 6, headers })
    const statuses = Object.entries(steady.statuses).map(([s, n]) => `${s}×${n}`).join(" ")
    rows.push({
      what: `${what} @50 req/s`,
      figure: `p50 ${ms(steady.p50)} ms, p99 ${ms(steady.p99)} ms (${statuses})`,
      target: info ? "(info) p99 < 50 ms" : "p99 < 50 ms",
      ok: info ? null : steady.p99 < 50 && steady.errors === 0,
    })
    const isEmpty = path === empty[1]
    let [emptyRps, routeRps, emptyCpu, routeCpu, errors] = [0, 0, 0, 0, 0]
    for (let i = 0; i < SAT_ROUNDS; i++) {
      const e = await measure(baseUrl + (empty[1] as string))
      const r = isEmpty ? e : await measure(url, headers)
      emptyRps += e.rps / SAT_ROUNDS
      routeRps += r.rps / SAT_ROUNDS
      emptyCpu += e.cpuMs / SAT_ROUNDS
      routeCpu += r.cpuMs / SAT_ROUNDS
      errors += r.errors
    }
    const cpuText = Number.isNaN(routeCpu) ? "" : `; server CPU ${routeCpu.toFixed(1)} ms/req`
    rows.push({
      what: `${what} saturation`,
      figure: isEmpty
        ? `${emptyRps.toFixed(0)} req/s${cpuText}`
        : `${routeRps.toFixed(0)} req/s = ${(routeRps / emptyRps).toFixed(2)}x empty route (${emptyRps.toFixed(0)} alongside)${cpuText} (empty ${emptyCpu.toFixed(1)})${errors ? `, ${errors} errors` : ""}`,
      target: isEmpty ? "baseline" : info ? "(info, uncached)" : ">= 0.7x",
      ok: isEmpty || info ? null : routeRps / emptyRps >= 0.7 && errors === 0,
    })
  }
  // Locally every D1 round trip is a hop to the D1 Durable Object in the same workerd (about 1 ms of
  // CPU): a 304 (one point read) is the floor for any route that reads D1 at all.
  rows.push({
    what: "(a 304 is one D1 point read and nothing else: the floor for any D1-backed route)",
    figure: "",
    target: "",
    ok: null,
  })
}
