import WebSocket from "ws"
import { ms, percentile, type Row } from "./stats"

export interface OpenCall {
  id: number
  vapiCallId: string
}

export const statusUpdate = (vapiCallId: string, status = "ended") => ({
  message: { type: "status-update", status, call: { id: vapiCallId } },
})

/** The assistant books a demo three days ahead (bookDemo: the call is still "calling"). */
export const toolCalls = (vapiCallId: string, i: number) => ({
  message: {
    type: "tool-calls",
    call: { id: vapiCallId },
    toolCallList: [
      {
        id: `bench-tc-${i}`,
        type: "function",
        function: {
          name: "bookDemo",
          arguments: { dateTime: `${new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)}T14:00` },
        },
      },
    ],
  },
})

export const endOfCallReport = (vapiCallId: string) => ({
  message: {
    type: "end-of-call-report",
    call: { id: vapiCallId },
    endedReason: "customer-ended-call",
    startedAt: new Date(Date.now() - 95_000).toISOString(),
    endedAt: new Date().toISOString(),
    // What Vapi bills rides on every report (cost in USD and its parts), as in the recorded fixtures.
    cost: 0.1187,
    costs: [
      { type: "transport", provider: "twilio", minutes: 1.58, cost: 0.0221 },
      { type: "vapi", subType: "normal", minutes: 1.58, cost: 0.0966 },
    ],
    artifact: { transcript: "AI: Hello\nUser: Hi there\n", recordingUrl: "https://storage.vapi.ai/bench.wav" },
    analysis: { summary: "Friendly chat.", structuredData: { demoScheduled: false } },
  },
})

/**
 * Webhook arrival -> `call_updated` on a connected client: Vapi-shaped tool-calls (bookDemo),
 * status-update ("ended") and end-of-call-report for calls still "calling", POSTed one at a time with X-Vapi-Secret, each timed
 * from the moment the request is sent to the moment the socket delivers the event for that call.
 */
export async function liveLatency(baseUrl: string, secret: string, calls: OpenCall[], warmup: number, rows: Row[]) {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`)
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve())
    ws.once("error", reject)
  })
  let waiting: { callId: number; resolve: (t: number) => void } | null = null
  ws.on("message", (data) => {
    const at = performance.now()
    const event = JSON.parse(String(data)) as { type: string; callId?: number }
    if (event.type === "call_updated" && waiting && event.callId === waiting.callId) waiting.resolve(at)
  })
  const send = async (call: OpenCall, body: unknown) => {
    const arrived = new Promise<number>((resolve) => {
      waiting = { callId: call.id, resolve }
    })
    const timeout = new Promise<number>((resolve) => setTimeout(() => resolve(NaN), 5_000))
    const t0 = performance.now()
    const res = await fetch(`${baseUrl}/api/webhooks/vapi`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-vapi-secret": secret },
      body: JSON.stringify(body),
    })
    const answered = performance.now() - t0
    if (res.status !== 200) throw new Error(`webhook answered ${res.status}: ${await res.text()}`)
    // The bench probe's figures (worker/src/bench/bench-entry.ts): D1 calls the answer waited on, live-room calls.
    const trips = Number(res.headers.get("x-d1-round-trips"))
    const flushes = Number(res.headers.get("x-live-flushes"))
    const got = await Promise.race([arrived, timeout])
    waiting = null
    return { live: got - t0, answered, trips, flushes }
  }
  const live: number[] = []
  const answered: number[] = []
  const perKind = {
    "tool-calls": { trips: [] as number[], flushes: [] as number[] },
    "status-update": { trips: [] as number[], flushes: [] as number[] },
    "end-of-call-report": { trips: [] as number[], flushes: [] as number[] },
  }
  let lost = 0
  try {
    for (const [i, call] of calls.entries()) {
      for (const body of [
        toolCalls(call.vapiCallId, i),
        statusUpdate(call.vapiCallId),
        endOfCallReport(call.vapiCallId),
      ]) {
        const r = await send(call, body)
        if (i < warmup) continue
        perKind[body.message.type as keyof typeof perKind].trips.push(r.trips)
        perKind[body.message.type as keyof typeof perKind].flushes.push(r.flushes)
        if (Number.isNaN(r.live)) lost++
        else live.push(r.live)
        answered.push(r.answered)
        await new Promise((r) => setTimeout(r, 10))
      }
    }
  } finally {
    ws.close()
  }
  const p99 = percentile(live, 99)
  rows.push({
    what: `webhook -> call_updated on /ws (${live.length} events)`,
    figure: `p50 ${ms(percentile(live, 50))} ms, p99 ${ms(p99)} ms${lost ? `, ${lost} lost` : ""}`,
    target: "p99 < 100 ms",
    ok: p99 < 100 && lost === 0,
  })
  rows.push({
    what: "  (webhook HTTP answer)",
    figure: `p50 ${ms(percentile(answered, 50))} ms, p99 ${ms(percentile(answered, 99))} ms`,
    target: "",
    ok: null,
  })
  for (const [kind, m] of Object.entries(perKind)) {
    const trips = Math.max(...m.trips)
    const flushes = Math.max(...m.flushes)
    rows.push({
      what: `webhook ${kind}: D1 round trips / live flushes per request (max of ${m.trips.length})`,
      figure: `${trips} / ${flushes}`,
      target: "<= 3 / 1",
      ok: trips <= 3 && flushes <= 1,
    })
  }
}
