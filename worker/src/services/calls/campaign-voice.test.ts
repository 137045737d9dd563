/**
 * A campaign keeps the voice its first call was placed with: started on real Vapi, it never goes on
 * with sandbox calls once the key is gone (a restart without it); it pauses and says why.
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  callRow,
  endOfCallReport,
  fakeVapi,
  newVapiKey,
  request,
  sandboxEnv,
  seedContact,
  vapiEnv,
  voiceSettings,
  webhook,
} from "../../../test/call-fixtures"
import { recordingQueue, resetAll } from "../../../test/dialer-fixtures"
import { port } from "../../../test/port"
import type { Env } from "../../env"
import { handleQueue } from "../../jobs/queue"
import type { CampaignItem } from "../../schemas/api-routes/campaigns"
import { runDialerTick } from "../campaigns/dialer-tick"
import { testCtx } from "../../../test/ctx"

// Tuesday 2026-03-03 10:00 in New York: inside the campaign's 09:00-17:00 window.
const T0 = Date.parse("2026-03-03T15:00:00Z")
const MIN = 60_000

let key: string
let q: ReturnType<typeof recordingQueue>
let vapi: Env
let restarted: Env
beforeEach(async () => {
  key = newVapiKey() // before the clock stops: the fake account is named after the time
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(T0)
  await resetAll()
  await voiceSettings()
  q = recordingQueue()
  vapi = { ...vapiEnv(key), CALLS_QUEUE: q as unknown as Queue }
  // The same server restarted without the Vapi key: on this machine that is the sandbox voice.
  restarted = { ...sandboxEnv(), CALLS_QUEUE: q as unknown as Queue }
})
afterEach(() => vi.useRealTimers())

async function tickAndDeliver(e: Env, at: number) {
  vi.setSystemTime(at)
  await runDialerTick(testCtx({ env: e, now: at }))
  const bodies = q.drain().map((m) => m.body)
  expect(bodies).toHaveLength(1)
  const batch = createMessageBatch(
    "cold-caller-calls",
    bodies.map((body, i) => ({ id: `m${at}-${i}`, timestamp: new Date(at), attempts: 1, body }))
  )
  const ctx = createExecutionContext()
  await handleQueue(batch, e, ctx)
  expect(await getQueueResult(batch, ctx)).toMatchObject({ retryMessages: [] })
}

const campaignOf = async (e: Env, id: number) =>
  (await (await request(e, `/api/campaigns/${id}`)).json()) as CampaignItem

describe("a campaign's voice", () => {
  it("started on real Vapi, it pauses with the reason instead of placing sandbox calls after the key is gone", async () => {
    const first = await seedContact({ businessName: "Lakeshore Dental" })
    const second = await seedContact({ businessName: "Riverside Bakery" })
    const res = await request(vapi, "/api/campaigns", {
      method: "POST",
      json: {
        name: "Spring Push",
        selectedContacts: [first.id, second.id],
        minutesBetweenCalls: 2,
        startTime: "09:00",
        endTime: "17:00",
        status: "scheduled",
        scheduledStart: new Date(T0).toISOString(),
      },
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as CampaignItem

    // The first call goes out through Vapi and ends.
    await tickAndDeliver(vapi, T0)
    const [placed] = await port.all<{ id: number; vapi_call_id: string }>(
      "SELECT id, vapi_call_id FROM calls WHERE contact_id = ?",
      [first.id]
    )
    expect(placed!.vapi_call_id).toMatch(/^fake-call-/)
    expect((await webhook(vapi, endOfCallReport(placed!.vapi_call_id))).status).toBe(200)
    expect(await callRow(placed!.id)).toMatchObject({ status: "completed" })

    // The server restarts without the key; the next call's turn comes.
    await tickAndDeliver(restarted, T0 + 3 * MIN)
    expect(await port.all("SELECT id FROM calls WHERE vapi_call_id LIKE 'sandbox-%'")).toEqual([])
    expect(await port.all("SELECT id FROM calls WHERE contact_id = ?", [second.id])).toEqual([])
    expect(await campaignOf(restarted, id)).toMatchObject({
      status: "paused",
      pausedReason: "voice_changed",
      voiceMode: "real",
    })
    // The second business waits for its turn, untouched.
    expect(
      await port.first("SELECT state, attempts FROM campaign_contacts WHERE campaign_id = ? AND contact_id = ?", [
        id,
        second.id,
      ])
    ).toEqual({ state: "pending", attempts: 0 })

    // With the key back, the operator resumes it and the call goes through Vapi.
    expect((await request(vapi, `/api/campaigns/${id}`, { method: "PUT", json: { status: "running" } })).status).toBe(
      200
    )
    await tickAndDeliver(vapi, T0 + 6 * MIN)
    const dials = (await fakeVapi.requests(key)).filter((r) => r.method === "POST" && r.path === "/call")
    expect(dials.map((d) => d.body.customer.number)).toEqual([first.phone, second.phone])
  })
})
