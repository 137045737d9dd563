import { createExecutionContext, createMessageBatch, createScheduledController, getQueueResult } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  call,
  fakeVoice,
  recordingQueue,
  resetAll,
  seedContacts,
  setSetting,
  testEnv,
} from "../../test/dialer-fixtures"
import type { Env } from "../env"
import type { SpokenMessage } from "../providers/voice/voice-provider"
import { DEFAULT_VOICEMAIL_MESSAGE } from "../schemas/voice-setup"
import type { CampaignItem } from "../schemas/api-routes/campaigns"
import { applyVoiceEvents } from "../services/calls/apply-events"
import { handleScheduled } from "./cron"
import { runDialerTick } from "../services/campaigns/dialer-tick"
import { handleQueue } from "./queue"
import { port } from "../../test/port"
import { testCtx } from "../../test/ctx"

const MIN = 60_000
// Tuesday 2026-03-03 01:00 in New York (EST, UTC-5): inside a 00:01-06:00 window.
const T0 = Date.parse("2026-03-03T06:00:00Z")

let q: ReturnType<typeof recordingQueue>
let e: Env
let voice: ReturnType<typeof fakeVoice>
let now = T0
const at = (t: number) => {
  now = t
  vi.setSystemTime(new Date(t))
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] })
  at(T0)
  await resetAll()
  q = recordingQueue()
  e = testEnv(q)
  voice = fakeVoice(() => now)
})
afterEach(() => vi.useRealTimers())

const tick = (t = now) =>
  handleScheduled(
    createScheduledController({ scheduledTime: new Date(t), cron: "* * * * *" }),
    e,
    createExecutionContext()
  )

async function deliver(bodies: unknown[], queue = "cold-caller-calls", attempts = 1) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: `m${i}-${Math.random()}`, timestamp: new Date(now), attempts, body }))
  )
  // getQueueResult does not report a retry's delay: record it on the way.
  const delays: (number | undefined)[] = []
  for (const m of batch.messages) {
    const retry = m.retry.bind(m)
    m.retry = (opts) => {
      delays.push(opts?.delaySeconds)
      retry(opts)
    }
  }
  const ctx = createExecutionContext()
  await handleQueue(batch, e, ctx, { providers: voice.providers, now: () => now })
  return { ...(await getQueueResult(batch, ctx)), delays }
}
const deliverSent = async () => deliver(q.drain().map((m) => m.body))

async function campaign(contactIds: number[], over: Record<string, unknown> = {}) {
  const res = await call(e, "/api/campaigns", {
    method: "POST",
    json: {
      name: "Night run",
      selectedContacts: contactIds,
      minutesBetweenCalls: 2,
      startTime: "00:01",
      endTime: "06:00",
      status: "scheduled",
      scheduledStart: new Date(T0).toISOString(),
      ...over,
    },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignItem
}
const getCampaign = async (id: number) => (await (await call(e, `/api/campaigns/${id}`)).json()) as CampaignItem
const put = (id: number, json: unknown) => call(e, `/api/campaigns/${id}`, { method: "PUT", json })
const row = (sql: string, ...args: unknown[]) => port.first<Record<string, any>>(sql, args)
const callsOf = async (campaignId: number) =>
  await port.all<Record<string, any>>("SELECT * FROM calls WHERE campaign_id = ? ORDER BY id", [campaignId])

/** Ends a dialled call through the webhook logic, as the provider's end-of-call report would. */
async function endCall(callId: number, endedReason: string, messages: SpokenMessage[] = []) {
  const dial = voice.dials.find((d) => d.callId === callId)!
  await applyVoiceEvents(testCtx({ env: e }), [
    {
      kind: "ended",
      providerCallId: dial.providerCallId,
      callId,
      report: {
        endedReason,
        startedAt: new Date(now - MIN),
        endedAt: new Date(now),
        transcript: null,
        summary: null,
        recordingUrl: null,
        cost: null,
        costBreakdown: null,
        structuredData: {},
        messages,
      },
    },
  ])
}

describe("cron: campaign lifecycle", () => {
  it("starts a scheduled campaign at its start time and paces its calls", async () => {
    const contacts = await seedContacts(3)
    const c = await campaign(
      contacts.map((x) => x.id),
      { scheduledStart: new Date(T0 + 5 * MIN).toISOString() }
    )
    await tick()
    expect((await getCampaign(c.id)).status).toBe("scheduled")
    expect(q.sent).toHaveLength(0)

    at(T0 + 5 * MIN)
    await tick()
  })

  it("pauses a campaign outside its window and resumes it at 12:01 AM", async () => {
    const [a, b] = await seedContacts(2)
    const c = await campaign([a!.id, b!.id])
    await tick()
    await deliverSent()
    at(Date.parse("2026-03-03T11:00:00Z")) // 06:00 EST: the window has closed
    await tick()
    expect(await getCampaign(c.id)).toMatchObject({
      status: "paused",
      pausedReason: "window",
      resumesAt: "2026-03-04T05:01:00.000Z", // Wednesday 00:01 EST
    })
    expect(q.sent).toHaveLength(0)
    at(Date.parse("2026-03-04T05:00:00Z"))
    await tick()
    expect((await getCampaign(c.id)).status).toBe("paused")
    at(Date.parse("2026-03-04T05:01:00Z"))
    await tick()
    expect(await getCampaign(c.id)).toMatchObject({ status: "running", pausedReason: null })
    expect(q.sent).toHaveLength(1)
  })

  it("keeps a manually paused campaign paused; a reschedule starts it at the new time", async () => {
    const contacts = await seedContacts(2)
    const c = await campaign(contacts.map((x) => x.id))
    expect((await put(c.id, { status: "paused" })).status).toBe(200)
    await tick()
    expect(q.sent).toHaveLength(0)
    const res = await put(c.id, { scheduledStart: new Date(T0 + 30 * MIN).toISOString() })
    expect(await res.json()).toMatchObject({ status: "paused", pausedReason: "rescheduled" })
    at(T0 + 29 * MIN)
    await tick()
    expect(q.sent).toHaveLength(0)
    at(T0 + 30 * MIN)
    await tick()
    expect(q.sent).toHaveLength(1)
  })

  it("retries no answer and busy at least an hour apart, twice more at most, then completes", async () => {
    const [only] = await seedContacts(1)
    const c = await campaign([only!.id], { endTime: "23:00" })
    const dialTimes: number[] = []
    for (const reason of ["customer-did-not-answer", "customer-busy", "customer-did-not-answer"]) {
      for (let i = 0; i < 120 && !q.sent.length; i++) {
        await tick()
        if (!q.sent.length) at(now + MIN)
      }
      await deliverSent()
      const dial = voice.dials.at(-1)!
      dialTimes.push(dial.at)
      at(now + MIN)
      await endCall(dial.callId, reason)
    }
    await tick()
    expect(dialTimes[1]! - dialTimes[0]!).toBeGreaterThanOrEqual(60 * MIN)
    expect(dialTimes[2]! - dialTimes[1]!).toBeGreaterThanOrEqual(60 * MIN)
    expect(await row("SELECT state, attempts, outcome FROM campaign_contacts")).toEqual({
      state: "done",
      attempts: 3,
      outcome: "no answer",
    })
    expect(await getCampaign(c.id)).toMatchObject({ status: "completed", completedCalls: 1, totalContacts: 1 })
    at(now + 120 * MIN)
    await tick()
    expect(voice.dials).toHaveLength(3)
  })

  it("retries per outcome: a voicemail left the next day, one without a message after the gap, never answered or failed", async () => {
    const contacts = await seedContacts(4)
    await campaign(
      contacts.map((x) => x.id),
      { endTime: "23:59", minutesBetweenCalls: 1 }
    )
    const greeting = { role: "user", message: "You've reached us, please leave a message.", secondsFromStart: 2 }
    const spoken = { role: "bot", message: DEFAULT_VOICEMAIL_MESSAGE, secondsFromStart: 9 }
    const endings: [string, SpokenMessage[]][] = [
      ["voicemail", [greeting, spoken]], // the message was left
      ["voicemail", [greeting]], // the machine answered, the assistant hung up
      ["customer-ended-call", []],
      ["twilio-failed-to-connect-call", []],
    ]
    for (const [reason, messages] of endings) {
      await tick()
      await deliverSent()
      await endCall(voice.dials.at(-1)!.callId, reason, messages)
      at(now + MIN)
    }
    const first = await port.all<{ contact_id: number; result: string }>(
      "SELECT contact_id, result FROM calls ORDER BY id"
    )
    expect(first.map((o) => o.result)).toEqual(["voicemail left", "voicemail", "answered", "failed"])
    const firstResult = new Map(first.map((o) => [o.contact_id, o.result]))
    const start = voice.dials[0]!.at
    /** Ticks at these moments; the retries dialled so far, by their contact's first outcome. */
    async function retriesAfter(...moments: number[]) {
      for (const t of moments) {
        at(t)
        await tick()
        await deliverSent()
      }
      const contactOf = new Map(
        (await port.all<{ id: number; contact_id: number }>("SELECT id, contact_id FROM calls")).map((r) => [
          r.id,
          r.contact_id,
        ])
      )
      return voice.dials.slice(4).map((d) => ({ at: d.at, first: firstResult.get(contactOf.get(d.callId)!) }))
    }
    const H = 60 * MIN
    // The voicemail without a message is tried again after the hour's gap; the one left is not, all day.
    const sameDay = await retriesAfter(start + 30 * MIN, start + 62 * MIN, start + 23.5 * H)
    expect(sameDay.map((r) => r.first)).toEqual(["voicemail"])
    expect(sameDay[0]!.at - start).toBeGreaterThanOrEqual(H)
    // A day after the message was left it is tried again; answered and failed never are.
    const nextDay = await retriesAfter(start + 24 * H + 5 * MIN, start + 26 * H)
    expect(nextDay.map((r) => r.first)).toEqual(["voicemail", "voicemail left"])
    expect(nextDay[1]!.at - start).toBeGreaterThanOrEqual(24 * H)
  })

  it("calls a business in two campaigns once at a time; the other campaign calls it after", async () => {
    const [shared] = await seedContacts(1)
    const first = await campaign([shared!.id], { endTime: "23:00" })
    const second = await campaign([shared!.id], { endTime: "23:00" })
    await tick()
    await deliverSent()
    expect(voice.dials).toHaveLength(1)
    const dialled = (await callsOf(first.id)).length ? first : second
    const waiting = dialled === first ? second : first
    // The campaign that lost the race has its contact back in its queue, not claimed without a call.
    expect(
      await row("SELECT state, attempts, call_id FROM campaign_contacts WHERE campaign_id = ?", waiting.id)
    ).toEqual({
      state: "pending",
      attempts: 0,
      call_id: null,
    })

    at(now + 5 * MIN)
    await tick()
    expect(q.sent).toHaveLength(0) // still on the first call
    await endCall(voice.dials[0]!.callId, "customer-ended-call")
    at(now + MIN)
    await tick()
    await deliverSent()
    expect(voice.dials.map((d) => d.phone)).toEqual([shared!.phone, shared!.phone])
    expect(await callsOf(waiting.id)).toMatchObject([{ status: "calling" }])
    expect(await row("SELECT state, attempts FROM campaign_contacts WHERE campaign_id = ?", waiting.id)).toEqual({
      state: "in_flight",
      attempts: 1,
    })
  })

  it("checks the window in the callee's zone, and 8am-9pm there when that setting is on", async () => {
    // Selection order: Los Angeles first, then New York. The campaign runs all day in New York.
    const [la] = await seedContacts(1, { area: () => "415" })
    const [ny] = await seedContacts(1, { firstId: 2, area: () => "212" })
    await setSetting("callee_hours_only", "true")
    await campaign([la!.id, ny!.id], { startTime: "00:00", endTime: "00:00", minutesBetweenCalls: 1 })
    at(Date.parse("2026-03-03T12:30:00Z")) // 07:30 New York, 04:30 Los Angeles
    await tick()
    expect(q.sent).toHaveLength(0)
    at(Date.parse("2026-03-03T13:00:00Z")) // 08:00 New York
    await tick()
    await deliverSent()
    expect(voice.dials.map((d) => d.phone)).toEqual([ny!.phone])
    at(Date.parse("2026-03-03T15:59:00Z")) // 07:59 Los Angeles
    await tick()
    expect(q.sent).toHaveLength(0)
    at(Date.parse("2026-03-03T16:00:00Z"))
    await tick()
    await deliverSent()
    expect(voice.dials.map((d) => d.phone)).toEqual([ny!.phone, la!.phone])
  })
})

describe("cron: budget", () => {
  it("hands out no more calls a minute than the setting, nor more than the concurrency limit", async () => {
    const contacts = await seedContacts(12)
    for (let i = 0; i < 4; i++)
      await campaign(
        contacts.slice(i * 3, i * 3 + 3).map((x) => x.id),
        { minutesBetweenCalls: 1 }
      )
    await setSetting("calls_per_minute", "2")
    await setSetting("voice_concurrency_limit", "3")
    await tick()
    expect(q.sent).toHaveLength(2)
    await deliverSent()
    at(T0 + MIN)
    await tick()
    expect(q.sent).toHaveLength(1) // 2 calls still in progress, 3 at most
    await deliverSent()
    at(T0 + 2 * MIN)
    await tick()
    expect(q.sent).toHaveLength(0)
    await endCall(voice.dials[0]!.callId, "customer-ended-call")
    at(T0 + 3 * MIN)
    await tick()
    expect(q.sent).toHaveLength(1)
  })

  it("makes the same few D1 round trips whatever the number of contacts", async () => {
    const contacts = await seedContacts(601)
    // The lone campaign has a contact of its own: one contact in two campaigns gets one call a tick.
    await campaign([contacts[600]!.id])
    for (let i = 0; i < 20; i++) await campaign(contacts.slice(i * 30, i * 30 + 30).map((x) => x.id))
    await setSetting("calls_per_minute", "10")
    const res = await runDialerTick(testCtx({ env: e, now: T0 }))
    expect(res.promoted).toHaveLength(21)
    expect(res.dispatched).toHaveLength(10)
    expect(res.roundTrips).toBe(2)
  })

  it("dispatches once when two ticks overlap", async () => {
    const contacts = await seedContacts(3)
    await campaign(contacts.map((x) => x.id))
    await Promise.all([tick(), tick(), tick()])
    expect(q.sent).toHaveLength(1)
    expect((await row("SELECT count(*) AS n FROM calls"))!.n).toBe(1)
  })

  it("re-sends a call whose message was lost between the tick's commit and its send", async () => {
    const contacts = await seedContacts(1)
    const c = await campaign(
      contacts.map((x) => x.id),
      { endTime: "23:00" }
    )
    const failing = {
      ...e,
      CALLS_QUEUE: { sendBatch: async () => Promise.reject(new Error("queue down")) } as unknown as Queue,
    }
    const errors = vi.spyOn(console, "error").mockImplementation(() => {})
    await handleScheduled(createScheduledController({ scheduledTime: new Date(T0) }), failing, createExecutionContext())
    errors.mockRestore()
    const [queued] = await callsOf(c.id)
    expect(queued).toMatchObject({ status: "queued" })
    at(T0 + 9 * MIN)
    await tick()
    expect(q.sent).toHaveLength(0)
    at(T0 + 10 * MIN)
    await tick()
    expect(q.drain().map((m) => m.body)).toEqual([{ type: "place-call", callId: queued!.id }])
  })
})

describe("queue consumer", () => {
  it("dials a call once however often and however concurrently it is delivered", async () => {
    const contacts = await seedContacts(1)
    await campaign(contacts.map((x) => x.id))
    await tick()
    const [message] = q.drain()
    await Promise.all([deliver([message!.body]), deliver([message!.body])])
    await deliver([message!.body, message!.body])
    expect(voice.dials).toHaveLength(1)
  })

  it("checks the do-not-call list right before dialling", async () => {
    const contacts = await seedContacts(2)
    const c = await campaign(contacts.map((x) => x.id))
    await tick()
    expect((await call(e, "/api/dnc", { method: "POST", json: { phone: contacts[0]!.phone } })).status).toBe(201)
    const result = await deliverSent()
    expect(result.explicitAcks).toHaveLength(1)
    expect(voice.dials).toHaveLength(0)
    const [cancelled] = await callsOf(c.id)
    expect(cancelled).toMatchObject({ status: "cancelled", error: "On the do-not-call list" })
    expect(await row("SELECT state, outcome FROM campaign_contacts WHERE contact_id = ?", contacts[0]!.id)).toEqual({
      state: "skipped",
      outcome: "dnc",
    })
  })

  it("withdraws a queued call when its campaign was paused meanwhile, and calls the contact later", async () => {
    const contacts = await seedContacts(1)
    const c = await campaign(contacts.map((x) => x.id))
    await tick()
    await put(c.id, { status: "paused" })
    await deliverSent()
    expect(voice.dials).toHaveLength(0)
    expect(await callsOf(c.id)).toEqual([])
    expect(await row("SELECT state, attempts FROM campaign_contacts")).toEqual({ state: "pending", attempts: 0 })
    await put(c.id, { status: "running" })
    at(T0 + 2 * MIN)
    await tick()
    await deliverSent()
    expect(voice.dials).toHaveLength(1)
  })

  it("retries a busy provider with back-off; a dead letter fails the call with the reason", async () => {
    const contacts = await seedContacts(1)
    const c = await campaign(contacts.map((x) => x.id))
    await tick()
    const [message] = q.drain()
    voice.failNext("busy")
    const result = await deliver([message!.body])
    expect(result.retryMessages).toHaveLength(1)
    expect(result.delays).toEqual([30])
    expect((await callsOf(c.id))[0]).toMatchObject({ status: "queued", error: "Too many requests" })

    await deliver([message!.body], "cold-caller-calls-dlq")
    expect((await callsOf(c.id))[0]).toMatchObject({ status: "failed", result: "failed", error: "Too many requests" })
    await tick()
    expect(await row("SELECT state, outcome FROM campaign_contacts")).toEqual({ state: "done", outcome: "failed" })
  })

  it("acknowledges malformed messages without dialling", async () => {
    const result = await deliver([{ type: "place-call", callId: "x" }, { hello: 1 }])
    expect(result.explicitAcks).toHaveLength(2)
    expect(voice.dials).toHaveLength(0)
  })
})
