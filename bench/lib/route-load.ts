import { saturation, steadyRate } from "./load"
import { ms, type Row } from "./stats"

export type Route = [what: string, path: string, headers?: Record<string, string>]

const SAT_ROUNDS = 2
const SAT_SECONDS = 1.5
const CONCURRENCY = 8

/**
 * Each route at a steady 50 req/s (p50/p99), then at saturation beside the empty route on the same
 * server: the local runtime's own overhead dominates a request, so a route's worth is its
 * saturation as a share of the empty route's (target >= 0.7x). The machine is shared, so the two
 * alternate in short windows and each ratio compares windows measured moments apart.
 */
export async function routeFigures(baseUrl: string, empty: Route, routes: Route[], rows: Row[]) {
  for (const [what, path, headers] of [empty, ...routes]) {
    const url = baseUrl + path
    const steady = await steadyRate(url, { rps: 50, seconds: 6, headers })
    const statuses = Object.entries(steady.statuses).map(([s, n]) => `${s}×${n}`).join(" ")
    rows.push({
      what: `${what} @50 req/s`,
      figure: `p50 ${ms(steady.p50)} ms, p99 ${ms(steady.p99)} ms (${statuses})`,
      target: "p99 < 50 ms",
      ok: steady.p99 < 50 && steady.errors === 0,
    })
    const isEmpty = path === empty[1]
    let [emptyRps, routeRps, errors] = [0, 0, 0]
    for (let i = 0; i < SAT_ROUNDS; i++) {
      const e = await saturation(baseUrl + empty[1], { concurrency: CONCURRENCY, seconds: SAT_SECONDS })
      const r = isEmpty ? e : await saturation(url, { concurrency: CONCURRENCY, seconds: SAT_SECONDS, headers })
      emptyRps += e.rps / SAT_ROUNDS
      routeRps += r.rps / SAT_ROUNDS
      errors += r.errors
    }
    rows.push({
      what: `${what} saturation`,
      figure: isEmpty
        ? `${emptyRps.toFixed(0)} req/s`
        : `${routeRps.toFixed(0)} req/s = ${(routeRps / emptyRps).toFixed(2)}x empty route (${emptyRps.toFixed(0)} req/s alongside)${errors ? `, ${errors} errors` : ""}`,
      target: isEmpty ? "baseline" : ">= 0.7x",
      ok: isEmpty ? null : routeRps / emptyRps >= 0.7 && errors === 0,
    })
  }
}
