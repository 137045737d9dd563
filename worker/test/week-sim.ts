/**
 * The simulated week's machinery: a seeded random source, a simulated queue (delays, at-least-once
 * redelivery, dead letters), scripted call outcomes delivered through the real webhook logic, and an
 * independent calling-window check used by the assertions.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test"
import type { Env } from "../src/env"
import { handleQueue } from "../src/jobs/queue"
import { mulberry32 } from "../src/lib/seeded-random"
import type { Providers } from "../src/providers"
import type { VoiceEvent } from "../src/providers/voice/voice-provider"
import { applyVoiceEvents } from "../src/services/calls/apply-events"
import { recordOptOutFromCall } from "../src/services/dnc/opt-out"
import { testCtx } from "./ctx"

/** The week's random source (mulberry32): small, fast, reproducible. */
export function rng(seed: number) {
  const next = mulberry32(seed)
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: T[]) => xs[Math.floor(next() * xs.length)]!,
  }
}

const CALLS = "cold-caller-calls"
const DLQ = "cold-caller-calls-dlq"
/** wrangler.toml: max_retries = 5, then the dead-letter queue. */
const MAX_RETRIES = 5

interface Pending {
  id: string
  body: unknown
  deliverAt: number
  attempts: number
  queue: string
}

/** A queue binding on simulated time. `failNextSend` makes the next send throw (a crash before it). */
export function simQueue(clock: () => number) {
  const pending: Pending[] = []
  let seq = 0
  let failNext = false
  const push = (body: unknown, delaySeconds = 0) =>
    pending.push({ id: `m${++seq}`, body, deliverAt: clock() + delaySeconds * 1000, attempts: 1, queue: CALLS })
  const stats = { delivered: 0, deadLettered: 0, retried: 0, sendFailures: 0 }
  const outage = () => {
    if (!failNext) return
    failNext = false
    stats.sendFailures++
    throw new Error("queue unavailable")
  }
  const binding = {
    async send(body: unknown, opts?: { delaySeconds?: number }) {
      outage()
      push(body, opts?.delaySeconds)
    },
    async sendBatch(messages: Iterable<{ body: unknown; delaySeconds?: number }>) {
      outage()
      for (const m of messages) push(m.body, m.delaySeconds)
    },
  }
  return { binding: binding as unknown as Queue, pending, failNextSend: () => (failNext = true), stats }
}
export type SimQueue = ReturnType<typeof simQueue>

/**
 * Delivers every due message TWICE, both copies concurrently (at-least-once delivery racing itself).
 * A message either copy asked to retry comes back after its delay; after max_retries it dead-letters.
 */
export async function deliverDue(q: SimQueue, env: Env, providers: Providers, now: number) {
  const due = q.pending.filter((m) => m.deliverAt <= now)
  if (!due.length) return
  q.pending.splice(0, q.pending.length, ...q.pending.filter((m) => m.deliverAt > now))
  // Consumer invocations run concurrently, as on Cloudflare; each batch holds up to 10 messages.
  const runs: Promise<void>[] = []
  for (const queue of [CALLS, DLQ]) {
    const msgs = due.filter((m) => m.queue === queue)
    for (let i = 0; i < msgs.length; i += 10)
      runs.push(deliverBatch(q, env, providers, now, queue, msgs.slice(i, i + 10)))
  }
  await Promise.all(runs)
}

async function deliverBatch(q: SimQueue, env: Env, providers: Providers, now: number, queue: string, msgs: Pending[]) {
  const run = async () => {
    const batch = createMessageBatch(
      queue,
      msgs.map((m) => ({ id: m.id, timestamp: new Date(now), attempts: m.attempts, body: m.body }))
    )
    // getQueueResult does not report a retry's delay: record it on the way, to honour it.
    const delays = new Map<string, number>()
    for (const m of batch.messages) {
      const retry = m.retry.bind(m)
      m.retry = (opts) => {
        delays.set(m.id, opts?.delaySeconds ?? 0)
        retry(opts)
      }
    }
    const ctx = createExecutionContext()
    let threw = false
    await handleQueue(batch, env, ctx, { providers, now: () => now }).catch(() => (threw = true))
    const res = await getQueueResult(batch, ctx)
    const retried = new Map<string, number>(
      res.retryMessages.map((r: { msgId: string }) => [r.msgId, delays.get(r.msgId) ?? 0])
    )
    if (threw) for (const m of msgs) if (!res.explicitAcks.includes(m.id)) retried.set(m.id, 0)
    return retried
  }
  const [a, b] = await Promise.all([run(), run()])
  q.stats.delivered += msgs.length * 2
  for (const m of msgs) {
    if (!a.has(m.id) && !b.has(m.id)) continue
    const delay = Math.max(a.get(m.id) ?? 0, b.get(m.id) ?? 0)
    q.stats.retried++
    if (m.queue === CALLS && m.attempts > MAX_RETRIES) {
      q.stats.deadLettered++
      q.pending.push({ ...m, queue: DLQ, attempts: 1, deliverAt: now })
    } else {
      q.pending.push({ ...m, attempts: m.attempts + 1, deliverAt: now + delay * 1000 })
    }
  }
}

export type Outcome = "answered" | "no answer" | "busy" | "voicemail" | "failed"
const ENDED_REASON: Record<Outcome, string> = {
  answered: "customer-ended-call",
  "no answer": "customer-did-not-answer",
  busy: "customer-busy",
  voicemail: "voicemail",
  failed: "twilio-failed-to-connect-call",
}

export interface ScheduledEnd {
  at: number
  callId: number
  providerCallId: string
  outcome: Outcome
  startedAt: number
  optOut: boolean
  demo: boolean
  /** The callee asks to be called back at this instant: the assistant's scheduleCallback tool runs before the call ends. */
  callbackAt?: number
  /** What the tool answered (the sentence the assistant speaks). */
  callbackReply?: string
}

/** Ends calls whose time has come through the same code path as Vapi's end-of-call reports. */
export async function endDueCalls(ends: ScheduledEnd[], env: Env, now: number) {
  const due = ends.filter((e) => e.at <= now)
  if (!due.length) return
  ends.splice(0, ends.length, ...ends.filter((e) => e.at > now))
  const ctx = testCtx({ env, now })
  // Webhooks arrive concurrently.
  await Promise.all(
    due.map(async (e) => {
      const transcript = e.optOut
        ? "AI: Hi, this is Ava calling about scheduling software.\nUser: Please take me off your list and stop calling."
        : "AI: Hi, this is Ava calling about scheduling software.\nUser: Sure, tell me more."
      const structuredData = { demoScheduled: e.demo, demoDate: new Date(now + 86_400_000).toISOString() }
      const event: VoiceEvent = {
        kind: "ended",
        providerCallId: e.providerCallId,
        callId: e.callId,
        report: {
          endedReason: ENDED_REASON[e.outcome],
          startedAt: new Date(e.startedAt),
          endedAt: new Date(e.at),
          transcript: e.outcome === "answered" ? transcript : null,
          summary: null,
          recordingUrl: null,
          cost: null,
          costBreakdown: null,
          structuredData: e.outcome === "answered" ? structuredData : {},
          messages: [],
        },
      }
      if (e.callbackAt !== undefined) e.callbackReply = await askCallback(ctx, e, e.callbackAt)
      await applyVoiceEvents(ctx, [event])
      // The end-of-call hook the webhook path runs: a callee who opted out goes on the list.
      if (e.outcome === "answered") await recordOptOutFromCall(ctx, { callId: e.callId, transcript, structuredData })
    })
  )
}

/** The scheduleCallback tool call Vapi sends while the call is live, through the real webhook logic. */
async function askCallback(ctx: ReturnType<typeof testCtx>, e: ScheduledEnd, at: number) {
  const { toolResults } = await applyVoiceEvents(ctx, [
    {
      kind: "tool-calls",
      providerCallId: e.providerCallId,
      callId: e.callId,
      toolCalls: [
        {
          id: `callback-${e.callId}`,
          name: "scheduleCallback",
          arguments: { dateTime: new Date(at).toISOString(), reason: "Busy right now, call back later" },
        },
      ],
    },
  ])
  return toolResults[0]?.result ?? ""
}

const WEEKDAY = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]

/** One formatter per zone: building one costs far more than formatting with it (thousands of checks). */
const wallFormats = new Map<string, Intl.DateTimeFormat>()
const wallFormat = (timeZone: string) => {
  let f = wallFormats.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "long",
      hour: "numeric",
      minute: "numeric",
    })
    wallFormats.set(timeZone, f)
  }
  return f
}

/** Wall clock in a zone, written independently of the code under test. */
export function wall(at: number, timeZone: string) {
  const p = Object.fromEntries(
    wallFormat(timeZone)
      .formatToParts(new Date(at))
      .map((x) => [x.type, x.value])
  )
  return { day: p.weekday!.toLowerCase(), minute: (Number(p.hour) % 24) * 60 + Number(p.minute) }
}

export function insideWindow(
  w: { startTime: string; endTime: string; workDays: string[] },
  at: number,
  timeZone: string
) {
  const toMin = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3))
  const [s, e] = [toMin(w.startTime), toMin(w.endTime)]
  const { day, minute } = wall(at, timeZone)
  const prev = WEEKDAY[(WEEKDAY.indexOf(day) + 6) % 7]!
  if (s < e) return w.workDays.includes(day) && minute >= s && minute < e
  if (minute >= s) return w.workDays.includes(day)
  return minute < e && w.workDays.includes(prev)
}
