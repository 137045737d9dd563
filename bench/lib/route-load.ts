import type { LiveWriter } from "./live-writer"
import { type NextRequest, type LoadResult, saturation, steadyRate } from "./load"
import { processTreeCpu } from "./proc-cpu"
import { scale } from "./quick"
import { ms, percentile, type Row } from "./stats"

export interface Route {
  what: string
  /** A path, or a function giving the next path each time (a different page or search per request). */
  path: string | (() => string)
  /** A re-poll: sends the ETag of the newest answer seen (initially this one), as the web client does. */
  revalidate?: string
  /** Rows each answer returns (a page): D1 rows read are shown beside 2x that, the keyset target. */
  returns?: number
  /** A jump to a page number: it may read more than 2x, so its rows are reported, not judged. */
  jump?: boolean
}

export interface Section {
  /**
   * Scored rows are reads no cache answers, measured while `writer` writes through the API: each
   * request is marked as coming after a write (X-Bench-After-Write, honoured only under
   * BENCH_ROWS_READ=1), so a URL polled again runs its query as the first poll after a write does.
   * Unscored rows repeat one URL with no writes, so the per-isolate body cache answers them.
   */
  scored: boolean
  writer?: LiveWriter
  /** Rows a versions-only answer (a 304) reads: a 200 that read no more came from the body cache. */
  versionRows?: number
}

const STEADY_SECONDS = scale(6, 2)
const SAT_ROUNDS = scale(2, 1)
const SAT_SECONDS = scale(1.5, 1)
const CONCURRENCY = 8

/** The route as a request source; a re-poll keeps the newest ETag it is answered with. */
function requests(baseUrl: string, route: Route, scored: boolean) {
  let etag = route.revalidate
  const base: Record<string, string> = scored ? { "X-Bench-After-Write": "1" } : {}
  const path = route.path
  const next: NextRequest = () => ({
    url: baseUrl + (typeof path === "function" ? path() : path),
    headers: etag === undefined ? base : { ...base, "If-None-Match": etag },
  })
  const onResponse = (res: Response) => {
    if (etag !== undefined && res.status === 200) etag = res.headers.get("etag") ?? etag
  }
  return { next, onResponse }
}

/** D1 rows read per answer, by status; the cache hits a scored row must not have; the most a 200 read. */
function rowsReadFigure(steady: LoadResult, versionRows: number | undefined) {
  if (steady.rowsRead.length === 0) return { text: "no X-D1-Rows-Read header", hits: 0, max: NaN }
  const byStatus = new Map<number, number[]>()
  for (const r of steady.rowsRead) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r.rows])
  const parts = [...byStatus].map(
    ([status, rows]) => `${status}: p50 ${percentile(rows, 50)}, max ${Math.max(...rows)} (${rows.length} answers)`
  )
  const partial = steady.rowsRead.some((r) => r.partial) ? " (some statements uncounted)" : ""
  const hits =
    versionRows === undefined ? 0 : steady.rowsRead.filter((r) => r.status === 200 && r.rows <= versionRows).length
  const max = Math.max(...(byStatus.get(200) ?? [NaN]))
  return { text: parts.join("; ") + partial, hits, max }
}

/** The rows-read row's target, and whether it is met (a scored row: no cache hit; a page: max <= 2x). */
function rowsReadTarget(route: Route, read: ReturnType<typeof rowsReadFigure>, scored: boolean) {
  if (!scored) return { target: "(info)", ok: null }
  if (route.returns === undefined) return { target: "reported; no cache hit", ok: read.hits === 0 }
  const limit = 2 * route.returns
  if (route.jump) return { target: `reported (a jump; 2x the ${route.returns} rows returned = ${limit})`, ok: null }
  return {
    target: `<= ${limit} (2x the ${route.returns} rows returned); no cache hit`,
    ok: read.hits === 0 && read.max <= limit,
  }
}

/**
 * Each route at a steady 50 req/s (p50/p99 and D1 rows read per request), then at saturation beside
 * the empty route on the same server: the local runtime's own overhead dominates a request, so a
 * route's worth is its saturation as a share of the empty route's (target >= 0.7x). The machine is
 * shared, so the two alternate in short windows and each ratio compares windows measured moments
 * apart; the server's CPU per request (wrangler + workerd, from /proc) is shown beside it as the
 * steadier figure.
 */
export async function routeFigures(
  server: { url: string; child: { pid?: number } },
  empty: Route,
  routes: Route[],
  rows: Row[],
  section: Section
) {
  const baseUrl = server.url
  const cpu = processTreeCpu(server.child.pid)
  const { scored, writer, versionRows } = section
  const info = !scored
  const measure = async (r: ReturnType<typeof requests>) => {
    const before = cpu?.() ?? 0
    const sat = await saturation(r.next, { concurrency: CONCURRENCY, seconds: SAT_SECONDS, onResponse: r.onResponse })
    const requestCount = sat.rps * SAT_SECONDS
    return { ...sat, cpuMs: cpu ? (cpu() - before) / requestCount : NaN }
  }
  const emptyRequests = requests(baseUrl, empty, false)
  // Each @50 req/s row gets the floors measured beside it: the empty route, and a 304 when listed.
  const steadyRows: { row: Row; p99: number; isEmpty: boolean; is304: boolean }[] = []
  writer?.start()
  try {
    for (const route of [empty, ...routes]) {
      const isEmpty = route === empty
      const r = isEmpty ? emptyRequests : requests(baseUrl, route, scored)
      // Warm the route (JIT, prepared statements) and let the previous burst's logging drain.
      await steadyRate(r.next, { rps: 50, seconds: scale(1, 0.5), onResponse: r.onResponse })
      await new Promise((res) => setTimeout(res, scale(1000, 300)))
      const steady = await steadyRate(r.next, { rps: 50, seconds: STEADY_SECONDS, onResponse: r.onResponse })
      const statuses = Object.entries(steady.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")
      const steadyRow: Row = {
        what: `${route.what} @50 req/s`,
        figure: `p50 ${ms(steady.p50)} ms, p99 ${ms(steady.p99)} ms (${statuses})`,
        target: info ? "(info) p99 < 50 ms" : "p99 < 50 ms",
        ok: info ? null : steady.p99 < 50 && steady.errors === 0,
      }
      rows.push(steadyRow)
      steadyRows.push({ row: steadyRow, p99: steady.p99, isEmpty, is304: route.revalidate !== undefined })
      if (!isEmpty) {
        const read = rowsReadFigure(steady, scored ? versionRows : undefined)
        rows.push({
          what: `  D1 rows read per request`,
          figure: read.text + (scored && versionRows !== undefined ? `; ${read.hits} cache hits` : ""),
          ...rowsReadTarget(route, read, scored),
        })
      }
      let [emptyRps, routeRps, emptyCpu, routeCpu, errors] = [0, 0, 0, 0, 0]
      for (let i = 0; i < SAT_ROUNDS; i++) {
        const e = await measure(emptyRequests)
        const m = isEmpty ? e : await measure(r)
        emptyRps += e.rps / SAT_ROUNDS
        routeRps += m.rps / SAT_ROUNDS
        emptyCpu += e.cpuMs / SAT_ROUNDS
        routeCpu += m.cpuMs / SAT_ROUNDS
        errors += m.errors
      }
      const cpuText = Number.isNaN(routeCpu) ? "" : `; server CPU ${routeCpu.toFixed(1)} ms/req`
      rows.push({
        what: `${route.what} saturation`,
        figure: isEmpty
          ? `${emptyRps.toFixed(0)} req/s${cpuText}`
          : `${routeRps.toFixed(0)} req/s = ${(routeRps / emptyRps).toFixed(2)}x empty route (${emptyRps.toFixed(0)} alongside)${cpuText} (empty ${emptyCpu.toFixed(1)})${errors ? `, ${errors} errors` : ""}`,
        target: isEmpty ? "baseline" : info ? "(info) >= 0.7x" : ">= 0.7x",
        ok: isEmpty || info ? null : routeRps / emptyRps >= 0.7 && errors === 0,
        counterpart: isEmpty
          ? undefined
          : `empty route ${emptyRps.toFixed(0)} req/s${Number.isNaN(emptyCpu) ? "" : `, ${emptyCpu.toFixed(1)} ms CPU/req`}`,
      })
    }
    const emptyP99 = steadyRows.find((r) => r.isEmpty)?.p99
    const notModified = steadyRows.find((r) => r.is304)?.p99
    for (const r of steadyRows) {
      if (r.isEmpty || emptyP99 === undefined) continue
      r.row.counterpart =
        `empty route p99 ${ms(emptyP99)} ms` +
        (notModified !== undefined && !r.is304 ? `, a 304 p99 ${ms(notModified)} ms` : "")
    }
  } finally {
    const written = await writer?.stop()
    if (written)
      rows.push({
        what: "live writes during these rows",
        figure: written.summary,
        target: "none failed",
        ok: written.ok,
      })
  }
  if (scored) {
    // Locally every D1 round trip is a hop to the D1 Durable Object in the same workerd (about 1 ms of
    // CPU): a 304 (one point read) is the floor for any route that reads D1 at all.
    rows.push({
      what: "(a 304 is one D1 point read and nothing else: the floor for any D1-backed route)",
      figure: "",
      target: "",
      ok: null,
    })
  }
}
