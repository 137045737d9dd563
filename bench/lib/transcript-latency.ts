import WebSocket from "ws"
import { median, ms, percentile, type Row } from "./stats"

/**
 * Issue 36: a final transcript line, from the moment Vapi's `transcript` webhook is sent to the moment
 * a screen on /ws receives its `call_transcript` event. One line at a time, each with its own words
 * (the event is matched by them), for calls whose id rides in the metadata as Vapi echoes it. Also
 * what the webhook wrote: nothing per line (the end-of-call report stores the whole transcript).
 */
export async function transcriptLatency(baseUrl: string, secret: string, callIds: number[], lines: number) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`)
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve())
    ws.once("error", reject)
  })
  let waiting: { text: string; resolve: (t: number) => void } | null = null
  ws.on("message", (data) => {
    const at = performance.now()
    const event = JSON.parse(String(data)) as { type: string; text?: string }
    if (event.type === "call_transcript" && waiting && event.text === waiting.text) waiting.resolve(at)
  })
  const delivered: number[] = []
  const answered: number[] = []
  const written: number[] = []
  let lost = 0
  try {
    for (let i = 0; i < lines; i++) {
      const callId = callIds[i % callIds.length]!
      const text = `Bench line ${i}: yes, we do miss calls on busy mornings.`
      const arrived = new Promise<number>((resolve) => {
        waiting = { text, resolve }
      })
      const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 5_000))
      const body = {
        message: {
          type: "transcript",
          role: i % 2 ? "user" : "assistant",
          transcriptType: "final",
          transcript: text,
          timestamp: Date.now(),
          call: { id: `bench-live-${callId}`, assistantOverrides: { metadata: { callId } } },
        },
      }
      const t0 = performance.now()
      const res = await fetch(`${baseUrl}/api/webhooks/vapi`, {
        method: "POST",
        headers: { Authorization: `Bearer ${secret}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })
      answered.push(performance.now() - t0)
      if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`)
      written.push(Number(res.headers.get("x-d1-rows-written")))
      const got = await Promise.race([arrived, timeout])
      waiting = null
      if (Number.isNaN(got)) lost++
      else delivered.push(got - t0)
    }
  } finally {
    ws.close()
  }
  const p99 = percentile(delivered, 99)
  const rows: Row[] = [
    {
      what: `transcript webhook -> call_transcript on /ws (${delivered.length} lines)`,
      figure: `p50 ${ms(percentile(delivered, 50))} ms, p99 ${ms(p99)} ms${lost ? `, ${lost} lost` : ""}`,
      target: "p99 < 100 ms",
      ok: p99 < 100 && lost === 0,
    },
    {
      what: "  (the webhook's HTTP answer)",
      figure: `p50 ${ms(percentile(answered, 50))} ms, p99 ${ms(percentile(answered, 99))} ms`,
      target: "",
      ok: null,
    },
    {
      what: "  D1 rows written per line (median, max)",
      figure: `${median(written)}, ${Math.max(...written)}`,
      target: "0: the end-of-call report stores the transcript",
      // The once-a-minute "webhooks arrive" mark is the only write any line may carry.
      ok: median(written) === 0 && Math.max(...written) <= 1,
    },
  ]
  return rows
}
