import { percentile } from "./stats"

export interface LoadResult {
  p50: number
  p99: number
  sent: number
  errors: number
  statuses: Record<number, number>
}

/**
 * Open-loop load: one request every 1000/rps ms regardless of answers, so a slow server shows up as
 * latency instead of silently lowering the rate.
 */
export async function steadyRate(
  url: string | (() => string),
  { rps, seconds, headers }: { rps: number; seconds: number; headers?: Record<string, string> }
): Promise<LoadResult> {
  const latencies: number[] = []
  const statuses: Record<number, number> = {}
  let errors = 0
  const total = rps * seconds
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
          const res = await fetch(typeof url === "function" ? url() : url, { headers })
          await res.arrayBuffer()
          statuses[res.status] = (statuses[res.status] ?? 0) + 1
          latencies.push(performance.now() - t)
        } catch {
          errors++
        }
      })()
    )
  }
  await Promise.all(inflight)
  return { p50: percentile(latencies, 50), p99: percentile(latencies, 99), sent: total, errors, statuses }
}

/** Closed-loop saturation: `concurrency` workers fire back to back for `seconds`; returns requests/s. */
export async function saturation(
  url: string | (() => string),
  { concurrency, seconds, headers }: { concurrency: number; seconds: number; headers?: Record<string, string> }
) {
  const end = performance.now() + seconds * 1000
  let done = 0
  let errors = 0
  const worker = async () => {
    while (performance.now() < end) {
      try {
        const res = await fetch(typeof url === "function" ? url() : url, { headers })
        await res.arrayBuffer()
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
