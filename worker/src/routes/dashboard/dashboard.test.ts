import { beforeEach, describe, expect, it } from "vitest"
import {
  request,
  resetData,
  sandboxEnv,
  seedCall,
  seedCampaign,
  seedContact,
  webhook,
  endOfCallReport,
} from "../../../test/call-fixtures"
import type { CallListItem, DashboardStats } from "../../schemas/api-routes/calls"
import { startOfLocalDay } from "../../services/dashboard.service"
import { port } from "../../../test/port"

beforeEach(async () => {
  await resetData()
  // The counters survive DELETE (deletes lower the totals; hourly buckets stay): start from zero.
  await port.batch([
    { sql: "UPDATE call_stats SET placed = 0, with_result = 0, answered = 0, demos = 0" },
    { sql: "DELETE FROM call_hourly_stats" },
  ])
})

const get = (path: string, headers: Record<string, string> = {}) => request(sandboxEnv(), path, { headers })
const stats = async (q = "") => (await (await get(`/api/dashboard/stats${q}`)).json()) as DashboardStats

describe("GET /api/dashboard/stats", () => {
  it("is all zeros on an empty database, with the default quota and no budgets", async () => {
    expect(await stats()).toMatchObject({
      totalCalls: 0,
      demosScheduled: 0,
      successRate: 0,
      activeCampaigns: 0,
      callsToday: 0,
      dailyQuota: 2000,
      week: { thisWeek: { placed: 0, withResult: 0, answered: 0, demos: 0 }, lastWeek: { placed: 0 } },
      spend: { voice: 0, places: 0, voiceBudget: null, placesBudget: null },
    })
  })

  it("compares this week with the same part of last week, and sums the month's spend", async () => {
    const contact = await seedContact()
    const now = Date.now()
    const placed = (at: number, over: Parameters<typeof seedCall>[0]) =>
      seedCall({
        status: "completed",
        vapiCallId: crypto.randomUUID(),
        dialedAt: new Date(at),
        createdAt: new Date(at),
        ...over,
      })
    // In UTC (?tz=UTC) "the same time last week" is exactly 7 days ago, whatever today is.
    const lastWeek = now - 7 * 86_400_000
    await placed(now, { contactId: contact.id, result: "answered", demoScheduled: true, cost: 0.25 })
    await placed(now, { contactId: contact.id, result: "no answer", cost: 0.05 })
    await placed(lastWeek, { contactId: contact.id, result: "answered" })
    // Two weeks ago: in neither week.
    await placed(lastWeek - 7 * 86_400_000, { contactId: contact.id, result: "busy" })
    await port.run("INSERT INTO maps_usage (hour, requests, cost) VALUES (?, 3, 0.105)", [
      Math.floor(now / 3_600_000) * 3_600_000,
    ])
    const s = await stats("?tz=UTC")
    expect(s.week.thisWeek).toEqual({ placed: 2, withResult: 2, answered: 1, demos: 1 })
    expect(s.week.lastWeek).toEqual({ placed: 1, withResult: 1, answered: 1, demos: 0 })
    expect(s.spend).toMatchObject({ voice: 0.3, places: 0.105 })
  })

  it("counts placed calls, demos, answered share, running campaigns and today's calls", async () => {
    const contact = await seedContact()
    await seedCampaign("Running one")
    const now = new Date()
    const yesterday = new Date(now.getTime() - 2 * 86_400_000)
    const placed = (over: Parameters<typeof seedCall>[0]) =>
      seedCall({ status: "completed", vapiCallId: crypto.randomUUID(), dialedAt: now, ...over })
    await placed({ contactId: contact.id, result: "answered", demoScheduled: true })
    await placed({ contactId: contact.id, result: "answered" })
    await placed({ contactId: contact.id, result: "no answer" })
    await placed({ contactId: contact.id, result: "busy", dialedAt: yesterday, createdAt: yesterday })
    await placed({ contactId: contact.id, status: "calling", result: null })
    // A second contact: one contact has at most one queued or calling call (a unique index).
    await seedCall({ contactId: (await seedContact()).id, status: "queued" }) // not placed: not counted

    expect(await stats()).toMatchObject({
      totalCalls: 5,
      demosScheduled: 1,
      successRate: 50, // 2 answered of 4 with a result
      activeCampaigns: 1,
      callsToday: 4,
    })
  })

  it("follows webhooks: a report raises the answered share at once", async () => {
    const contact = await seedContact()
    await seedCall({ contactId: contact.id, status: "calling", vapiCallId: "v-s", dialedAt: new Date() })
    await seedCall({ contactId: contact.id, status: "completed", result: "busy", vapiCallId: "v-b" })
    await seedCall({ contactId: contact.id, status: "completed", result: "busy", vapiCallId: "v-c" })
    expect((await stats()).successRate).toBe(0)
    await webhook(sandboxEnv(), endOfCallReport("v-s"))
    expect((await stats()).successRate).toBe(33.3)
  })

  it("answers 304 while nothing changed and 200 after a call changes", async () => {
    const first = await get("/api/dashboard/stats")
    const etag = first.headers.get("etag")!
    expect((await get("/api/dashboard/stats", { "If-None-Match": etag })).status).toBe(304)
    await seedCall({ contactId: (await seedContact()).id })
    expect((await get("/api/dashboard/stats", { "If-None-Match": etag })).status).toBe(200)
  })

  it("takes the time zone that defines today, and rejects unknown ones", async () => {
    expect((await get("/api/dashboard/stats?tz=America/Los_Angeles")).status).toBe(200)
    expect((await get("/api/dashboard/stats?tz=Mars/Olympus")).status).toBe(400)
  })

  it("finds local midnight across time zones", () => {
    const noonUtc = new Date("2026-03-10T12:34:56Z")
    expect(new Date(startOfLocalDay(noonUtc, "UTC")).toISOString()).toBe("2026-03-10T00:00:00.000Z")
    expect(new Date(startOfLocalDay(noonUtc, "America/New_York")).toISOString()).toBe("2026-03-10T04:00:00.000Z")
    const lateUtc = new Date("2026-03-10T02:00:00Z") // still March 9 in Los Angeles (PDT, UTC-7)
    expect(new Date(startOfLocalDay(lateUtc, "America/Los_Angeles")).toISOString()).toBe("2026-03-09T07:00:00.000Z")
  })
})

describe("GET /api/dashboard/recent-calls", () => {
  it("lists the 10 latest calls with contact name and phone", async () => {
    const contact = await seedContact({ businessName: "Harbor Plumbing" })
    const t0 = Date.now() - 3_600_000
    const ids: number[] = []
    for (let i = 0; i < 12; i++) {
      // Finished calls: one contact may have many of those, but only one queued or calling.
      const status = i === 11 ? "queued" : "completed"
      ids.push((await seedCall({ contactId: contact.id, status, createdAt: new Date(t0 + i * 1000) })).id)
    }
    const res = await get("/api/dashboard/recent-calls")
    expect(res.status).toBe(200)
    const items = (await res.json()) as CallListItem[]
    expect(items.map((i) => i.id)).toEqual(ids.slice(2).reverse())
    expect(items[0]!.contact).toEqual({
      businessName: "Harbor Plumbing",
      phone: contact.phone,
      address: contact.address,
    })

    const etag = res.headers.get("etag")!
    expect((await get("/api/dashboard/recent-calls", { "If-None-Match": etag })).status).toBe(304)
  })

  it("is an empty list with no calls", async () => {
    expect(await (await get("/api/dashboard/recent-calls")).json()).toEqual([])
  })
})
