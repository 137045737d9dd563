import { ms, percentile } from "./stats"

export type Cause = "open" | "poll" | "live" | "focus" | "webhook" | "search" | "probe"

interface RouteStats {
  latencies: number[]
  statuses: Record<number, number>
  rowsRead: number[]
  causes: Partial<Record<Cause, number>>
}

/**
 * Every request of the load run, by route: latency, status, D1 rows read (X-D1-Rows-Read, under
 * BENCH_ROWS_READ=1) and why it was sent. An error is a failed fetch or any status of 400 and up: an
 * operator's tab never expects one.
 */
export function traffic() {
  const routes = new Map<string, RouteStats>()
  const failures = new Map<string, number>()
  const inflight = new Set<Promise<unknown>>()
  let closedSockets = 0

  const statsOf = (route: string) => {
    let s = routes.get(route)
    if (!s) routes.set(route, (s = { latencies: [], statuses: {}, rowsRead: [], causes: {} }))
    return s
  }

  async function send(route: string, url: string, cause: Cause, init: RequestInit) {
    const s = statsOf(route)
    s.causes[cause] = (s.causes[cause] ?? 0) + 1
    const t = performance.now()
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) })
      const body = await res.arrayBuffer()
      s.latencies.push(performance.now() - t)
      s.statuses[res.status] = (s.statuses[res.status] ?? 0) + 1
      const rows = res.headers.get("x-d1-rows-read")
      if (rows !== null) s.rowsRead.push(parseInt(rows, 10))
      if (res.status >= 400) {
        const what = `${route} ${res.status} ${new TextDecoder().decode(body).slice(0, 120)}`
        failures.set(what, (failures.get(what) ?? 0) + 1)
      }
      return res
    } catch (err) {
      const what = `${route} ${(err as Error).name}: ${(err as Error).message}`
      failures.set(what, (failures.get(what) ?? 0) + 1)
      s.statuses[0] = (s.statuses[0] ?? 0) + 1
      return null
    }
  }

  const track = <T>(p: Promise<T>) => {
    inflight.add(p)
    void p.finally(() => inflight.delete(p))
    return p
  }

  return {
    get: (route: string, url: string, cause: Cause, headers: Record<string, string> = {}) =>
      track(send(route, url, cause, { headers })),
    post: (route: string, url: string, cause: Cause, body: unknown, headers: Record<string, string> = {}) =>
      track(
        send(route, url, cause, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        })
      ),
    socketClosed: () => void closedSockets++,
    /** Waits for every request still out (the run's end). */
    drain: () => Promise.all([...inflight]),
    routes,
    summary() {
      const all = [...routes.values()]
      const served = all.reduce((n, s) => n + s.latencies.length, 0)
      const errors = [...failures.values()].reduce((a, b) => a + b, 0)
      const rowsRead = all.flatMap((s) => s.rowsRead)
      const count = (pred: (status: number) => boolean) =>
        all.reduce(
          (n, s) =>
            n +
            Object.entries(s.statuses)
              .filter(([st]) => pred(Number(st)))
              .reduce((a, [, k]) => a + k, 0),
          0
        )
      return {
        served,
        errors,
        notModified: count((st) => st === 304),
        rowsRead: rowsRead.reduce((a, b) => a + b, 0),
        rowsReadAnswers: rowsRead.length,
        closedSockets,
        failures: [...failures].sort((a, b) => b[1] - a[1]),
      }
    },
    /** One line per route: count, share of 304s, p50/p99, mean rows read, what sent them. */
    perRoute() {
      return (
        [...routes]
          // A route none of whose requests was answered stays in (its p99 is NaN: a miss).
          .sort((a, b) => b[1].latencies.length - a[1].latencies.length)
          .map(([route, s]) => {
            const n = s.latencies.length
            const p304 = s.statuses[304] ?? 0
            const rows = s.rowsRead.length ? s.rowsRead.reduce((a, b) => a + b, 0) / s.rowsRead.length : NaN
            const sent = Object.values(s.causes).reduce((a, b) => a + b, 0)
            const causes = Object.entries(s.causes)
              .map(([c, k]) => `${c} ${k}`)
              .join(", ")
            return {
              route,
              n,
              /** Sent again and again (polls, live re-reads, focus), not only once when the tab opened. */
              repeated: Object.entries(s.causes).some(([c, k]) => c !== "open" && k > 0),
              p50: percentile(s.latencies, 50),
              p99: percentile(s.latencies, 99),
              text:
                `${n} answered of ${sent} sent (${p304 ? `${Math.round((100 * p304) / n)}% 304; ` : ""}${causes}): ` +
                `p50 ${ms(percentile(s.latencies, 50))} ms, p99 ${ms(percentile(s.latencies, 99))} ms` +
                (Number.isNaN(rows) ? "" : `, ${rows.toFixed(0)} D1 rows read/req`),
            }
          })
      )
    },
  }
}

export type Traffic = ReturnType<typeof traffic>
