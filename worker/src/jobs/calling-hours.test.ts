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
} from "../../test/dialer-fixtures"
import type { Env } from "../env"
import type { CampaignItem, CampaignWaiting, CampaignWaitingList } from "../schemas/api-routes/campaigns"
import { CALLING_HOURS_MESSAGES } from "../schemas/calling-hours"
import { handleScheduled } from "./cron"
import { handleQueue } from "./queue"
import { port } from "../../test/port"

// Tuesday 2026-03-03 01:00 in New York (EST, UTC-5), midnight in Chicago.
const T0 = Date.parse("2026-03-03T06:00:00Z")
const BUSINESS = {
  startTime: "09:00",
  endTime: "17:00",
  workDays: ["monday", "tuesday", "wednesday", "thursday", "friday"],
}
const OVERNIGHT = { startTime: "00:01", endTime: "06:00" }

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
    bodies.map((body, i) => ({ id: `m${i}-${now}`, timestamp: new Date(now), attempts: 1, body }))
  )
  await handleQueue(batch, e, createExecutionContext(), { providers: voice.providers, now: () => now })
}

const post = (json: Record<string, unknown>) => call(e, "/api/campaigns", { method: "POST", json })
async function campaign(contactIds: number[], over: Record<string, unknown> = {}) {
  const res = await post({
    name: "Hours run",
    selectedContacts: contactIds,
    minutesBetweenCalls: 1,
    ...OVERNIGHT,
    status: "scheduled",
    scheduledStart: new Date(T0).toISOString(),
    ...over,
  })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignItem
}
const editHours = (id: number, json: unknown) => call(e, `/api/campaigns/${id}/hours`, { method: "PUT", json })
const getCampaign = async (id: number) => (await (await call(e, `/api/campaigns/${id}`)).json()) as CampaignItem
async function why(id: number): Promise<CampaignWaiting> {
  const res = await call(e, "/api/campaigns/waiting")
  expect(res.status).toBe(200)
  return ((await res.json()) as CampaignWaitingList).items.find((i) => i.campaignId === id)!
}

describe("calling hours: an edited window", () => {
  it("takes effect on the next tick, both ways", async () => {
    const [ny] = await seedContacts(2, { area: () => "212" })
    const c = await campaign([ny!.id], BUSINESS)
    await tick() // promoted, then paused: 1 AM is outside 9-5
    expect(await getCampaign(c.id)).toMatchObject({ status: "paused", pausedReason: "window" })
    expect(q.sent).toHaveLength(0)

    expect((await editHours(c.id, { ...OVERNIGHT, workDays: BUSINESS.workDays })).status).toBe(200)
    at(now + 60_000)
    await tick()
    await deliverSent()
    expect(await getCampaign(c.id)).toMatchObject({ status: "running", startTime: "00:01", endTime: "06:00" })
    expect(voice.dials.map((d) => d.phone)).toEqual([ny!.phone])

    // Back to business hours while running: the next tick pauses it and dials no one.
    const [second] = await seedContacts(1, { firstId: 10, area: () => "212" })
    const d = await campaign([second!.id])
    await tick()
    expect((await getCampaign(d.id)).status).toBe("running")
    expect((await editHours(d.id, BUSINESS)).status).toBe(200)
    q.drain()
    at(now + 5 * 60_000)
    await tick()
    expect(await getCampaign(d.id)).toMatchObject({ status: "paused", pausedReason: "window" })
    expect(q.sent).toHaveLength(0)
  })

  it("refuses a bad body and an unknown campaign", async () => {
    const [ny] = await seedContacts(1, { area: () => "212" })
    const c = await campaign([ny!.id])
    expect((await editHours(c.id, { ...BUSINESS, workDays: [] })).status).toBe(400)
    expect((await editHours(c.id, { ...BUSINESS, startTime: "25:00" })).status).toBe(400)
    expect((await editHours(999_999, BUSINESS)).status).toBe(404)
  })
})

describe("calling hours: the operator's 8 AM-9 PM rule", () => {
  it("refuses a window that can reach nobody, on create and on edit, and says why on a campaign made before", async () => {
    const [ny] = await seedContacts(1, { area: () => "212" })
    const before = await campaign([ny!.id])
    await setSetting("callee_hours_only", "true")
    const refused = await post({ name: "Night", selectedContacts: [ny!.id], ...OVERNIGHT })
    expect(refused.status).toBe(400)
    expect(await refused.json()).toMatchObject({
      error: { code: "window_unreachable", message: CALLING_HOURS_MESSAGES.unreachable },
    })
    const edit = await editHours(before.id, { ...OVERNIGHT, workDays: ["monday"] })
    expect(edit.status).toBe(400)
    expect((await post({ name: "Day", selectedContacts: [ny!.id], ...BUSINESS })).status).toBe(201)

    await tick()
    const w = await why(before.id)
    expect(w.callableNow).toBe(0)
    expect(w.reasons.map((r) => r.reason)).toContain("unreachable")
    expect(w.line).toContain("never dials")
  })
})

describe("why a campaign is not dialling", () => {
  it("counts contacts callable now and says when the others' window opens, on the campaign's clock", async () => {
    const ny = await seedContacts(2, { area: () => "212" })
    const chicago = await seedContacts(3, { firstId: 10, area: () => "312" })
    const c = await campaign([...ny, ...chicago].map((x) => x.id))
    await tick()
    q.drain()
    const w = await why(c.id)
    // 01:00 New York is inside 00:01-06:00; 00:00 in Chicago is not (it opens there at 12:01 AM CT,
    // 1:01 AM on the campaign's Eastern clock: one zone in the line, issue 38).
    expect(w.callableNow).toBe(1) // one of New York's two is on a call already
    expect(w.reasons.find((r) => r.reason === "callee_window")).toMatchObject({
      count: 3,
      nextAt: new Date(T0 + 60_000).toISOString(),
      text: "3 wait for their window (12:00 AM in Central Time), next at 1:01 AM ET",
    })
    expect(w.reasons.find((r) => r.reason === "in_call")).toMatchObject({ count: 1 })
    expect(w.reasons.find((r) => r.reason === "pacing")?.text).toMatch(/^next call at 1:01 AM ET/)
    expect(w.state).toBe("waiting")
    expect(w.line).toMatch(/^1 callable now; 1 call in progress; 3 wait for their window/)
  })

  it("says a window-paused campaign is paused until its window opens", async () => {
    const [ny] = await seedContacts(1, { area: () => "212" })
    const c = await campaign([ny!.id], BUSINESS)
    await tick()
    const w = await why(c.id)
    expect(w).toMatchObject({ state: "paused", callableNow: 0, line: "paused until 9:00 AM ET" })
    expect(w.reasons[0]).toMatchObject({ reason: "outside_window", nextAt: "2026-03-03T14:00:00.000Z" })
  })

  it("says scheduled with the start, and paused by the operator", async () => {
    const [a, b] = await seedContacts(2, { area: () => "212" })
    const later = await campaign([a!.id], { ...BUSINESS, scheduledStart: "2026-03-03T12:00:00Z" })
    const paused = await campaign([b!.id])
    await tick()
    await call(e, `/api/campaigns/${paused.id}`, { method: "PUT", json: { status: "paused" } })
    // 7 AM is before 9-5: the start is really the window's opening.
    expect((await why(later.id)).line).toBe("scheduled: starts 9:00 AM ET")
    expect(await why(paused.id)).toMatchObject({ state: "paused", line: "paused by the operator" })
  })

  it("says when the concurrency limit holds callable contacts back", async () => {
    await setSetting("voice_concurrency_limit", "1")
    const [a, b] = await seedContacts(2, { area: () => "212" })
    await campaign([a!.id])
    await tick() // one call in flight: the limit is reached
    const second = await campaign([b!.id])
    await tick() // started, but the limit holds its call
    expect(q.sent).toHaveLength(1)
    const w = await why(second.id)
    expect(w.callableNow).toBe(1)
    expect(w.state).toBe("waiting")
    expect(w.reasons.map((r) => r.text)).toContain("concurrency limit reached (1 call in progress)")
  })

  /** The only calls placed and billed this month: this hour's, as the calls' triggers count them. */
  async function placedThisHour(placed: number, cost: number, run: () => Promise<void>) {
    // resetAll leaves this table: earlier tests' counts go first, and these after.
    await port.run("DELETE FROM call_hourly_stats")
    const hour = Math.floor(now / 3_600_000)
    await port.run("INSERT INTO call_hourly_stats (hour, placed, cost) VALUES (?1, ?2, ?3)", [hour, placed, cost])
    try {
      await run()
    } finally {
      await port.run("DELETE FROM call_hourly_stats")
    }
  }

  it("says the daily quota is reached and when it resets (midnight in the operator's zone)", async () => {
    await setSetting("daily_call_quota", "5")
    await setSetting("timezone", "America/Los_Angeles")
    const [ny] = await seedContacts(1, { area: () => "212" })
    const c = await campaign([ny!.id], { timezone: "America/New_York" })
    await placedThisHour(5, 0, async () => {
      await tick()
      expect(q.sent).toHaveLength(0)
      const w = await why(c.id)
      expect(w).toMatchObject({ state: "waiting", callableNow: 1 })
      // 22:00 Monday in Los Angeles: the operator's day ends at their midnight, 08:00 UTC.
      expect(w.reasons.find((r) => r.reason === "daily_quota")).toEqual({
        reason: "daily_quota",
        count: null,
        nextAt: "2026-03-03T08:00:00.000Z",
        text: "daily quota reached (5 of 5 calls today; resets at 12:00 AM PT)",
      })
      expect(w.line).toBe("1 callable now; daily quota reached (5 of 5 calls today; resets at 12:00 AM PT)")
    })
  })

  it("says the monthly voice budget is reached, running or paused by it, and when it resets", async () => {
    await setSetting("voice_monthly_budget", "10")
    const [a, b, c] = await seedContacts(3, { area: () => "212" })
    const running = await campaign([a!.id, c!.id])
    const paused = await campaign([b!.id])
    await tick()
    q.drain()
    await placedThisHour(1, 10.2, async () => {
      const text = "monthly voice budget reached ($10.20 of $10.00; resets Apr 1, 12:00 AM ET)"
      // Before the next tick sees it, a running campaign says what will hold it.
      const before = await why(running.id)
      expect(before.reasons.find((r) => r.reason === "budget")).toMatchObject({
        nextAt: "2026-04-01T04:00:00.000Z",
        text,
      })
      await tick() // the tick pauses every running campaign
      expect(await getCampaign(paused.id)).toMatchObject({ status: "paused", pausedReason: "budget" })
      expect(await why(paused.id)).toMatchObject({
        state: "paused",
        line: `paused: ${text}; raise it in Settings → Costs, then resume`,
      })
    })
  })
})
