import { percentile } from "./stats"

/** The next request to send: a URL and its headers (both may change from request to request). */
export type NextRequest = () => { url: string; headers?: Record<string, string> }

export interface LoadResult {
  p50: number
  p99: number
  /** The slowest answer. */
  max: number
  sent: number
  errors: number
  statuses: Record<number, number>
  /** X-D1-Rows-Read of each answer that carried one, with its status. */
  rowsRead: { status: number; rows: number; partial: boolean }[]
}

async function send(next: NextRequest, onResponse?: (res: Response) => void) {
  const { url, headers } = next()
  const res = await fetch(url, { headers })
  await res.arrayBuffer()
  onResponse?.(res)
  return res
}

/**
 * Open-loop load: one request every 1000/rps ms regardless of answers, so a slow server shows up as
 * latency instead of silently lowering the rate.
 */
export async function steadyRate(
  next: NextRequest,
  { rps, seconds, onResponse }: { rps: number; seconds: number; onResponse?: (res: Response) => void }
): Promise<LoadResult> {
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  const rowsRead: LoadResult["rowsRead"] = []
  let errors = 0
  const total = Math.round(rps * seconds)
  const interval = 1000 / rps
  const start = performance.now()
  const inflight: Promise<void>[] = []
  for (let i = 0; i < total; i++) {
    const due = start + i * interval
    const wait = due - performance.now()
    if (wait > 0) await new Promise((r) => setTimeout(r, wait))
    inflight.push(
      (async () => {
        const t = performance.now()
        try {
          const res = await send(next, onResponse)
          statuses[res.status] = (statuses[res.status] ?? 0) + 1
          if (res.status >= 500) errors++
          latencies.push(performance.now() - t)
          const header = res.headers.get("x-d1-rows-read")
          if (header !== null) {
            rowsRead.push({ status: res.status, rows: parseInt(header, 10), partial: header.endsWith("+") })
          }
        } catch {
          errors++
        }
      })()
    )
  }
  await Promise.all(inflight)
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.length ? Math.max(...latencies) : NaN,
    sent: total,
    errors,
    statuses,
    rowsRead,
  }
}

/** Closed-loop saturation: `concurrency` workers fire back to back for `seconds`; returns requests/s. */
export async function saturation(
  next: NextRequest,
  { concurrency, seconds, onResponse }: { concurrency: number; seconds: number; onResponse?: (res: Response) => void }
) {
  const end = performance.now() + seconds * 1000
  let done = 0
  let errors = 0
  const worker = async () => {
    while (performance.now() < end) {
      try {
        const res = await send(next, onResponse)
        if (res.status >= 500) errors++
        done++
      } catch {
        errors++
      }
    }
  }
  const t = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { rps: done / ((performance.now() - t) / 1000), errors }
}
