import type { LiveEvent } from "../../party/events"
import { endOfCallReport, type OpenCall, statusUpdate, toolCalls } from "./live-latency"
import { percentile } from "./stats"
import type { Traffic } from "./traffic"

/** A live campaign's pace (the spec's default: 10 calls a minute). */
export const CALLS_PER_MINUTE = 10

/**
 * What Vapi sends for one call, at its offset from the call's start: ringing, answered, a tool call
 * (every other call books a demo), hung up, then the report. The payloads are the calls bench's
 * (lib/live-latency.ts), shaped like worker/test's webhook tests.
 */
const SCRIPT = [
  { kind: "status-update ringing", at: 0, body: (c: OpenCall) => statusUpdate(c.vapiCallId, "ringing") },
  { kind: "status-update in-progress", at: 2_000, body: (c: OpenCall) => statusUpdate(c.vapiCallId, "in-progress") },
  { kind: "tool-calls bookDemo", at: 12_000, body: (c: OpenCall, i: number) => toolCalls(c.vapiCallId, i), every: 2 },
  { kind: "status-update ended", at: 24_000, body: (c: OpenCall) => statusUpdate(c.vapiCallId, "ended") },
  { kind: "end-of-call-report", at: 25_000, body: (c: OpenCall) => endOfCallReport(c.vapiCallId) },
] as const

type Phase = "alone" | "load"

/**
 * Vapi webhooks for a live campaign, signed as Vapi's credential header is (Authorization: Bearer,
 * checked by routes/webhooks/vapi.routes.ts), and the delivery of each one's `call_updated` to /ws
 * clients: from the moment the webhook is sent to the first `call_updated` for that call each socket
 * gets afterwards. The "meter" socket is a client of its own; the tabs' sockets report too (fan-out).
 *
 * An event names its call, not the webhook that caused it. Alone, one webhook is out at a time. Under
 * load a call's next webhook can be sent before the last one's event arrived (the hang-up and the report
 * are a second apart), so each socket matches a call's events to its webhooks in order: events of one
 * call come from one room in the order their webhooks were applied. How many events a kind of webhook
 * publishes (none for some) is learnt alone, first.
 */
export function liveCampaign(baseUrl: string, secret: string, calls: OpenCall[]) {
  let next = 0
  let seq = 0
  const pending = new Map<number, { seq: number; t0: number; kind: string; phase: Phase }>()
  const seenBy = new Map<string, Map<number, number>>()
  /** Alone: the events each kind of webhook published (all of them, not only the first). */
  const eventsAlone: Record<string, number> = {}
  /** Under load: per call, the events its webhooks are due to publish, in the order they were sent. */
  const due = new Map<number, { t0: number; kind: string; first: boolean; failed?: boolean }[]>()
  /** Under load: webhooks of a publishing kind the server refused or never answered (counted as errors). */
  const failed: Record<string, number> = {}
  /** Under load: per socket and call, how many of those events it has had. */
  const matchedBy = new Map<string, Map<number, number>>()
  const delivery = {
    alone: { meter: [] as number[], tabs: [] as number[] },
    load: { meter: [] as number[], tabs: [] as number[] },
  }
  const sent = { alone: {} as Record<string, number>, load: {} as Record<string, number> }
  const delivered = { alone: {} as Record<string, number>, load: {} as Record<string, number> }
  const timers = new Set<ReturnType<typeof setTimeout>>()
  let waiter: ((t: number) => void) | null = null
  let running = false

  /** A socket's event: the delivery of the pending webhook of its call, once per socket. */
  function onEvent(socket: string, event: LiveEvent, at: number) {
    if (event.type !== "call_updated" || event.callId === undefined) return
    const queue = due.get(event.callId)
    if (queue) {
      let matched = matchedBy.get(socket)
      if (!matched) matchedBy.set(socket, (matched = new Map()))
      let i = matched.get(event.callId) ?? 0
      while (queue[i]?.failed) i++
      const w = queue[i]
      if (!w) return
      matched.set(event.callId, i + 1)
      if (!w.first) return
      const list = socket === "meter" ? delivery.load.meter : delivery.load.tabs
      list.push(at - w.t0)
      if (socket === "meter") delivered.load[w.kind] = (delivered.load[w.kind] ?? 0) + 1
      return
    }
    const p = pending.get(event.callId)
    if (p && socket === "meter" && p.phase === "alone") eventsAlone[p.kind] = (eventsAlone[p.kind] ?? 0) + 1
    if (!p) return
    let seen = seenBy.get(socket)
    if (!seen) seenBy.set(socket, (seen = new Map()))
    if (seen.get(event.callId) === p.seq) return
    seen.set(event.callId, p.seq)
    const list = socket === "meter" ? delivery[p.phase].meter : delivery[p.phase].tabs
    list.push(at - p.t0)
    if (socket === "meter") {
      delivered[p.phase][p.kind] = (delivered[p.phase][p.kind] ?? 0) + 1
      waiter?.(at)
    }
  }

  function send(t: Traffic, call: OpenCall, i: number, step: (typeof SCRIPT)[number], phase: Phase) {
    const t0 = performance.now()
    const expected: { t0: number; kind: string; first: boolean; failed?: boolean }[] = []
    if (phase === "load") {
      // As many events as this kind published alone (rounded), the first one timed.
      const per = Math.round((eventsAlone[step.kind] ?? 0) / (sent.alone[step.kind] || 1))
      for (let k = 0; k < per; k++) expected.push({ t0, kind: step.kind, first: k === 0 })
      due.set(call.id, [...(due.get(call.id) ?? []), ...expected])
    }
    pending.set(call.id, { seq: ++seq, t0, kind: step.kind, phase })
    sent[phase][step.kind] = (sent[phase][step.kind] ?? 0) + 1
    return t
      .post(`POST /api/webhooks/vapi (${step.kind})`, `${baseUrl}/api/webhooks/vapi`, "webhook", step.body(call, i), {
        authorization: `Bearer ${secret}`,
      })
      .then((res) => {
        // A refused webhook publishes nothing: an error already, not a lost event.
        if (res?.ok || !expected.length) return
        for (const e of expected) e.failed = true
        failed[step.kind] = (failed[step.kind] ?? 0) + 1
      })
  }

  const steps = (i: number) => SCRIPT.filter((s) => !("every" in s) || i % s.every === 0)

  return {
    onEvent,
    /** `n` calls' webhooks one at a time, nothing else running: each waits for its event (300 ms at most). */
    async alone(t: Traffic, n: number) {
      for (let k = 0; k < n; k++) {
        const i = next++
        const call = calls[i]!
        for (const step of steps(i)) {
          const arrived = new Promise<void>((resolve) => {
            waiter = () => resolve()
            setTimeout(resolve, 300)
          })
          await send(t, call, i, step, "alone")
          await arrived
          waiter = null
          await new Promise((r) => setTimeout(r, 20))
        }
      }
    },
    /** A call starts every 60/CALLS_PER_MINUTE s, its webhooks at their offsets, until stop(). */
    start(t: Traffic) {
      running = true
      const startCall = () => {
        if (!running) return
        const i = next++
        const call = calls[i]
        if (!call) throw new Error("the load ran out of open calls: seed more")
        for (const step of steps(i)) {
          const timer = setTimeout(() => {
            timers.delete(timer)
            if (running) void send(t, call, i, step, "load")
          }, step.at)
          timers.add(timer)
        }
        const timer = setTimeout(() => {
          timers.delete(timer)
          startCall()
        }, 60_000 / CALLS_PER_MINUTE)
        timers.add(timer)
      }
      startCall()
    },
    stop() {
      running = false
      for (const timer of timers) clearTimeout(timer)
    },
    figures(phase: Phase) {
      const d = delivery[phase]
      // Judged alone, where nothing delays an event past the next webhook of its call.
      const silent = Object.keys(sent.alone).filter((k) => !delivered.alone[k])
      return {
        meterP50: percentile(d.meter, 50),
        meterP99: percentile(d.meter, 99),
        meterN: d.meter.length,
        tabsP50: percentile(d.tabs, 50),
        tabsP99: percentile(d.tabs, 99),
        tabsN: d.tabs.length,
        sent: Object.values(sent[phase]).reduce((a, b) => a + b, 0),
        /** Kinds whose webhooks never reached the meter as a call_updated (they publish nothing). */
        silent,
        /** Webhooks of a publishing kind whose event the meter never saw. */
        lost: Object.entries(sent[phase])
          .filter(([k]) => !silent.includes(k))
          .reduce((n, [k, s]) => n + s - (delivered[phase][k] ?? 0) - (phase === "load" ? (failed[k] ?? 0) : 0), 0),
        /** Under load: webhooks the server refused or never answered (among the errors). */
        refused: phase === "load" ? Object.values(failed).reduce((a, b) => a + b, 0) : 0,
      }
    },
  }
}
