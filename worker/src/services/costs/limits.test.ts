import { createExecutionContext, createMessageBatch, createScheduledController } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import {
  call,
  fakeVoice,
  recordingQueue,
  resetAll,
  seedContacts,
  setSetting,
  testEnv,
} from "../../../test/dialer-fixtures"
import { port } from "../../../test/port"
import { testCtx } from "../../../test/ctx"
import { handleScheduled } from "../../jobs/cron"
import { handleQueue } from "../../jobs/queue"
import type { Env } from "../../env"
import { hourIndex } from "../../lib/period-window"
import type { CampaignItem } from "../../schemas/api-routes/campaigns"
import { budgetReached, dailyQuota, dailyQuotaReached, monthlyBudget } from "./limits"

const MIN = 60_000
// Tuesday 2026-03-03 01:00 in New York (EST, the operator's default zone): inside 00:01-06:00.
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
  await port.batch([{ sql: "DELETE FROM call_hourly_stats" }, { sql: "DELETE FROM maps_usage" }])
  q = recordingQueue()
  e = testEnv(q)
  voice = fakeVoice(() => now)
})
afterEach(() => vi.useRealTimers())

const ctx = () => testCtx({ env: e, now })
const tick = () =>
  handleScheduled(
    createScheduledController({ scheduledTime: new Date(now), cron: "* * * * *" }),
    e,
    createExecutionContext()
  )
async function deliverSent() {
  const bodies = q.drain().map((m) => m.body)
  const batch = createMessageBatch(
    "cold-caller-calls",
    bodies.map((body, i) => ({ id: `m${i}-${Math.random()}`, timestamp: new Date(now), attempts: 1, body }))
  )
  await handleQueue(batch, e, createExecutionContext(), { providers: voice.providers, now: () => now })
}
async function campaign(contactIds: number[]) {
  const res = await call(e, "/api/campaigns", {
    method: "POST",
    json: {
      name: "Night run",
      selectedContacts: contactIds,
      minutesBetweenCalls: 1,
      startTime: "00:01",
      endTime: "06:00",
      status: "scheduled",
      scheduledStart: new Date(T0).toISOString(),
    },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignItem
}
const getCampaign = async (id: number) => (await (await call(e, `/api/campaigns/${id}`)).json()) as CampaignItem
/** Calls already placed (or money already billed) in this hour, as the stats triggers would count them. */
const alreadyPlaced = (placed: number, cost = 0) =>
  port.run(
    `INSERT INTO call_hourly_stats (hour, placed, cost) VALUES (?1, ?2, ?3)
     ON CONFLICT (hour) DO UPDATE SET placed = placed + ?2, cost = cost + ?3`,
    [hourIndex(now), placed, cost]
  )

describe("the daily call quota", () => {
  it("is today's placed calls against the setting, in the operator's day", async () => {
    await setSetting("daily_call_quota", "5")
    await alreadyPlaced(4)
    expect(await dailyQuota(ctx())).toEqual({ used: 4, limit: 5, reached: false })
    await alreadyPlaced(1)
    expect(await dailyQuotaReached(ctx())).toBe(true)
    // Tomorrow (local midnight in New York) the count starts again.
    at(Date.parse("2026-03-04T05:00:00Z"))
    expect(await dailyQuota(ctx())).toEqual({ used: 0, limit: 5, reached: false })
  })

  it("stops the dialer: no call is placed past it until the next day", async () => {
    await setSetting("daily_call_quota", "2")
    const contacts = await seedContacts(5)
    const c = await campaign(contacts.map((x) => x.id))
    for (let i = 0; i < 6; i++) {
      await tick()
      await deliverSent()
      at(now + 2 * MIN)
    }
    expect(voice.dials).toHaveLength(2)
    expect((await getCampaign(c.id)).status).toBe("running") // held, not paused: it resumes tomorrow
    expect(await dailyQuotaReached(ctx())).toBe(true)

    at(Date.parse("2026-03-04T05:01:00Z")) // Wednesday 00:01 EST: a new day
    await tick()
    await deliverSent()
    expect(voice.dials).toHaveLength(3)
  })

  it("withdraws a queued call that finds the quota reached at its dial, and refuses Call Now", async () => {
    const contacts = await seedContacts(2)
    await campaign([contacts[0]!.id])
    await tick() // the call is queued...
    await setSetting("daily_call_quota", "3")
    await alreadyPlaced(3) // ...and meanwhile the day's quota fills up
    await deliverSent()
    expect(voice.dials).toHaveLength(0)
    expect(await port.all("SELECT id FROM calls WHERE campaign_id IS NOT NULL")).toEqual([])
    const state = await port.first<{ state: string }>("SELECT state FROM campaign_contacts WHERE contact_id = ?", [
      contacts[0]!.id,
    ])
    expect(state?.state).toBe("pending")

    const res = await call(e, "/api/calls/vapi/initiate", {
      method: "POST",
      json: { contactId: contacts[1]!.id, phoneNumber: contacts[1]!.phone },
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      error: { code: "daily_quota_reached", message: expect.stringContaining("3 of 3 calls today") },
    })
  })
})

describe("the monthly voice budget", () => {
  it("pauses running campaigns with the reason when this month's calls cost reaches it", async () => {
    await setSetting("voice_monthly_budget", "10")
    const contacts = await seedContacts(3)
    const c = await campaign(contacts.map((x) => x.id))
    await alreadyPlaced(0, 9.99)
    expect(await monthlyBudget(ctx(), "voice")).toMatchObject({ spent: 9.99, budget: 10, reached: false })
    await tick()
    await deliverSent()
    expect(voice.dials).toHaveLength(1)

    await alreadyPlaced(0, 0.02) // a report's cost arrives: $10.01 this month
    expect(await budgetReached(ctx(), "voice")).toBe(true)
    at(now + 2 * MIN)
    await tick()
    await deliverSent()
    expect(voice.dials).toHaveLength(1)
    expect(await getCampaign(c.id)).toMatchObject({ status: "paused", pausedReason: "budget" })

    // Call Now says why too.
    const res = await call(e, "/api/calls/vapi/initiate", {
      method: "POST",
      json: { contactId: contacts[2]!.id, phoneNumber: contacts[2]!.phone },
    })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: { code: "budget_reached" } })

    // Raised budget, resumed by the operator: it calls again.
    await setSetting("voice_monthly_budget", "50")
    expect((await call(e, `/api/campaigns/${c.id}`, { method: "PUT", json: { status: "running" } })).status).toBe(200)
    at(now + 2 * MIN)
    await tick()
    await deliverSent()
    expect(voice.dials).toHaveLength(2)
  })

  it("counts only this month, in the operator's zone, and is never reached without a budget", async () => {
    await alreadyPlaced(0, 500)
    expect(await budgetReached(ctx(), "voice")).toBe(false) // no budget set
    await setSetting("voice_monthly_budget", "100")
    expect(await budgetReached(ctx(), "voice")).toBe(true)
    at(Date.parse("2026-04-01T04:00:00Z")) // April 1st, 00:00 EDT
    expect(await monthlyBudget(ctx(), "voice")).toMatchObject({ spent: 0, reached: false })
  })

  it("adds each call's reported cost once to the hour's spend and its campaign's", async () => {
    const contacts = await seedContacts(1)
    const c = await campaign([contacts[0]!.id])
    await tick()
    await deliverSent()
    const dial = voice.dials[0]!
    const report = {
      message: {
        type: "end-of-call-report",
        call: { id: dial.providerCallId, assistantOverrides: { metadata: { callId: dial.callId } } },
        endedReason: "customer-ended-call",
        cost: 0.42,
        costs: [{ type: "vapi", subType: "normal", minutes: 2, cost: 0.42 }],
        artifact: { transcript: "AI: Hi" },
        analysis: { summary: "Answered.", structuredData: { demoScheduled: false } },
      },
    }
    const { applyVoiceEvents } = await import("../calls/apply-events")
    const { parseVapiWebhook } = await import("../../providers/voice/vapi-messages")
    await applyVoiceEvents(ctx(), parseVapiWebhook(report))
    await applyVoiceEvents(ctx(), parseVapiWebhook(report)) // redelivered
    expect(await getCampaign(c.id)).toMatchObject({ spent: 0.42, answeredCalls: 1 })
    expect(await monthlyBudget(ctx(), "voice")).toMatchObject({ spent: 0.42 })
    const details = await (await call(e, `/api/calls/${dial.callId}`)).json()
    expect(details).toMatchObject({ cost: 0.42, costBreakdown: [{ kind: "vapi", cost: 0.42 }] })
  })
})
