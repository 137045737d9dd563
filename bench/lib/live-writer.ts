import { endOfCallReport, type OpenCall } from "./live-latency"
import { ms, percentile } from "./stats"

/** A live campaign's write rate: calls ending and the operator updating contacts, a few a second. */
export const WRITES_PER_SECOND = 5

const STATUSES = ["follow_up", "called", "no_answer", "ready"]

/**
 * Background writes through the API while polled reads are measured, as during a live campaign:
 * every other write is a Vapi end-of-call-report for a call still "calling" (updates the call, its
 * contact and the counters, and publishes to /ws), the rest PATCH a contact's status. Both bump the
 * versions every polled read is tagged with, so no cached body outlives them. Open loop at `perSecond`;
 * once the open calls run out only contacts are patched.
 */
export function liveWriter(
  baseUrl: string,
  {
    secret,
    openCalls,
    contactCount,
    perSecond = WRITES_PER_SECOND,
  }: {
    secret: string
    openCalls: OpenCall[]
    contactCount: number
    perSecond?: number
  }
) {
  const latencies: number[] = []
  /** D1 rows each end-of-call report wrote, its triggers' included (servers with BENCH_ROWS_READ=1). */
  const reportRowsWritten: number[] = []
  const failures: string[] = []
  let [sent, reports, patches] = [0, 0, 0]
  let running = false
  let loop: Promise<void> = Promise.resolve()
  const inflight = new Set<Promise<void>>()

  const write = async (k: number) => {
    const call = k % 2 === 0 ? openCalls[reports] : undefined
    const t = performance.now()
    const res = call
      ? (reports++,
        await fetch(`${baseUrl}/api/webhooks/vapi`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-vapi-secret": secret },
          body: JSON.stringify(endOfCallReport(call.vapiCallId)),
        }))
      : (patches++,
        await fetch(`${baseUrl}/api/contacts/${1 + ((k * 7919) % contactCount)}`, {
          method: "PATCH",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ status: STATUSES[k % STATUSES.length] }),
        }))
    await res.arrayBuffer()
    latencies.push(performance.now() - t)
    const rows = res.headers.get("x-d1-rows-written")
    if (call && rows !== null) reportRowsWritten.push(parseInt(rows, 10))
    if (res.status !== 200) failures.push(`${call ? "webhook" : "PATCH"} ${res.status}`)
  }

  return {
    start() {
      running = true
      const started = performance.now()
      loop = (async () => {
        for (let k = 0; running; k++) {
          const wait = started + (k * 1000) / perSecond - performance.now()
          if (wait > 0) await new Promise((r) => setTimeout(r, wait))
          if (!running) break
          sent++
          const p = write(k).catch((err: Error) => void failures.push(err.message))
          inflight.add(p)
          void p.finally(() => inflight.delete(p))
        }
      })()
    },
    async stop() {
      running = false
      await loop
      await Promise.all(inflight)
      const distinct = [...new Set(failures)].slice(0, 3).join("; ")
      return {
        summary:
          `${sent} writes at ${perSecond}/s (${reports} end-of-call webhooks, ${patches} contact PATCHes), ` +
          `answered p50 ${ms(percentile(latencies, 50))} ms, p99 ${ms(percentile(latencies, 99))} ms` +
          (reportRowsWritten.length
            ? `; D1 rows written per report p50 ${percentile(reportRowsWritten, 50)}, max ${Math.max(...reportRowsWritten)}`
            : "") +
          (failures.length ? `, ${failures.length} failed (${distinct})` : ""),
        ok: failures.length === 0,
      }
    },
  }
}

export type LiveWriter = ReturnType<typeof liveWriter>
