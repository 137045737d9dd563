import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  callRow,
  endOfCallReport,
  fakeVapi,
  newVapiKey,
  request,
  seedContact,
  vapiEnv,
  voiceSettings,
  webhook,
} from "../../../test/call-fixtures"
import { recordingQueue, resetAll } from "../../../test/dialer-fixtures"
import type { Env } from "../../env"
import { handleScheduled } from "../../jobs/cron"
import { handleQueue } from "../../jobs/queue"

const T0 = Date.parse("2026-03-03T15:00:00Z")

let key: string
beforeEach(async () => {
  // Before the clock stops: the fake Vapi account is named after the time, and other files stop it at T0 too.
  key = newVapiKey()
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(T0)
  await resetAll()
  await voiceSettings()
})
afterEach(() => vi.useRealTimers())

async function cronAt(e: Env, at: number) {
  vi.setSystemTime(at)
  const ctx = createExecutionContext()
  await handleScheduled(createScheduledController({ scheduledTime: at, cron: "* * * * *" }), e, ctx)
  await waitOnExecutionContext(ctx)
}

async function deliver(e: Env, bodies: unknown[]) {
  const batch = createMessageBatch(
    "cold-caller-calls",
    bodies.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts: 1, body }))
  )
  const ctx = createExecutionContext()
  await handleQueue(batch, e, ctx)
  return getQueueResult(batch, ctx)
}

const callNow = (e: Env, contact: { id: number; phone: string }) =>
  request(e, "/api/calls/vapi/initiate", {
    method: "POST",
    json: { contactId: contact.id, phoneNumber: contact.phone },
  })

describe("a Call Now retry whose message is lost", () => {
  it("is re-sent by the cron, dialled once, completes, and frees the contact for the next Call Now", async () => {
    const q = recordingQueue()
    const e: Env = { ...vapiEnv(key), CALLS_QUEUE: q as unknown as Queue }
    const contact = await seedContact({ businessName: "Harbor Plumbing" })

    await fakeVapi.scriptNext(key, 429, { message: "Too Many Requests", statusCode: 429 })
    const first = await callNow(e, contact)
    expect(first.status).toBe(202)
    const { call, retryAfterSeconds } = (await first.json()) as { call: { id: number }; retryAfterSeconds: number }
    expect(retryAfterSeconds).toBe(30)
    // The server dies before the queue delivers the retry: the message is gone.
    const lost = q.drain()
    expect(lost.map((m) => m.body)).toEqual([{ type: "place-call", callId: call.id }])

    // Until something dials it, the contact is held by the queued call.
    expect((await callNow(e, contact)).status).toBe(409)

    // The retry's time passes; the cron notices nobody dialled it and sends it again.
    await cronAt(e, T0 + 60_000)
    expect(q.sent).toEqual([]) // not overdue yet: the queue's own delivery gets its chance
    await cronAt(e, T0 + 3 * 60_000)
    const resent = q.drain()
    expect(resent.map((m) => m.body)).toEqual([{ type: "place-call", callId: call.id }])
    // While the re-sent message is on its way, the next tick does not send another.
    await cronAt(e, T0 + 4 * 60_000)
    expect(q.sent).toEqual([])

    // The re-sent message and, late, the lost one both arrive: one dial.
    expect(await deliver(e, [resent[0]!.body, lost[0]!.body])).toMatchObject({ explicitAcks: ["m0", "m1"] })
    const dials = (await fakeVapi.requests(key)).filter((r) => r.method === "POST" && r.path === "/call")
    expect(dials).toHaveLength(2) // the 429, then the one that went through
    const placed = await callRow(call.id)
    expect(placed).toMatchObject({ status: "calling", attempt: 2, error: null })

    expect((await webhook(e, endOfCallReport(String(placed!.vapi_call_id)))).status).toBe(200)
    expect(await callRow(call.id)).toMatchObject({ status: "completed", result: "answered" })

    // The contact is free again: a new Call Now is placed, not refused as call_in_progress.
    const again = await callNow(e, contact)
    expect(again.status).toBe(201)
  })
})
