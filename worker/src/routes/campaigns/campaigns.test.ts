import { beforeEach, describe, expect, it } from "vitest"
import { call, recordingQueue, resetAll, seedContacts, testEnv } from "../../../test/dialer-fixtures"
import type { Env } from "../../env"
import type { CampaignItem, CampaignStatusPanel, CampaignWaiting } from "../../schemas/api-routes/campaigns"
import { port } from "../../../test/port"

let q: ReturnType<typeof recordingQueue>
let e: Env
beforeEach(async () => {
  await resetAll()
  q = recordingQueue()
  e = testEnv(q)
})

const post = (json: unknown) => call(e, "/api/campaigns", { method: "POST", json })
const put = (id: number | string, json: unknown) => call(e, `/api/campaigns/${id}`, { method: "PUT", json })
const error = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error
const hour = new Date().getUTCHours()
const pad = (h: number) => `${String(h % 24).padStart(2, "0")}:00`
/** A window that is open right now, and one that is not (both in UTC). */
const openNow = { timezone: "UTC", startTime: "00:00", endTime: "00:00" }
const closedNow = { timezone: "UTC", startTime: pad(hour + 2), endTime: pad(hour + 3) }

describe("POST /api/campaigns", () => {
  it("creates a draft with the table defaults, derived callsPerHour and totalContacts", async () => {
    const contacts = await seedContacts(3)
    const res = await post({
      name: "  Spring  ",
      selectedContacts: [...contacts.map((c) => c.id), 999_999],
      minutesBetweenCalls: 5,
    })
    expect(res.status).toBe(201)
    const body = (await res.json()) as CampaignItem
    expect(body).not.toHaveProperty("selectedContacts")
    expect(body).toMatchObject({
      name: "Spring",
      status: "draft",
      callsPerHour: 12,
      minutesBetweenCalls: 5,
      startTime: "19:00",
      endTime: "21:00",
      timezone: "America/New_York",
      workDays: ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
      totalContacts: 3,
      completedCalls: 0,
      demoScheduled: 0,
      maxRetries: 2,
      retryGapMinutes: 60,
    })
  })

  it("creates the calls screen's campaign active, or scheduled with its start", async () => {
    const [c] = await seedContacts(1)
    const payload = {
      name: "Night",
      selectedContacts: [c!.id],
      minutesBetweenCalls: 3,
      startTime: "00:01",
      endTime: "06:00",
      workDays: ["monday"],
      timezone: "America/Chicago",
      totalContacts: 1,
      callsPerHour: 20,
    }
    expect(await (await post({ ...payload, status: "active" })).json()).toMatchObject({
      status: "active",
      callsPerHour: 20,
      scheduledStart: null,
    })
    const scheduled = await post({ ...payload, status: "scheduled", scheduledStart: "2026-03-11T05:01:00.000Z" })
    expect(await scheduled.json()).toMatchObject({ status: "scheduled", scheduledStart: "2026-03-11T05:01:00.000Z" })
    const imported = await post({
      name: "Import",
      selectedContacts: [c!.id],
      scheduledStart: "2026-03-11T05:01:00.000Z",
    })
    expect((await imported.json()) as CampaignItem).toMatchObject({ status: "scheduled" })
  })

  it("answers every validation message in the error envelope", async () => {
    const cases: [unknown, string][] = [
      [{ name: " ", selectedContacts: [1] }, "Please enter a campaign name"],
      [{ name: "x", selectedContacts: [] }, "Please select at least one contact to call"],
      [{ name: "x", selectedContacts: [1], minutesBetweenCalls: 4 }, "Minutes between calls must be 1, 2, 3, 5 or 10"],
      [
        { name: "x", selectedContacts: [1], status: "scheduled" },
        "Please set a scheduled start date and time, or check 'Start campaign immediately'",
      ],
      [{ name: "x", selectedContacts: [1], startTime: "7pm" }, "Please enter a time as HH:MM"],
      [{ name: "x", selectedContacts: [1], timezone: "Nowhere/City" }, "Please choose a valid time zone"],
      [{ name: "x", selectedContacts: [1], workDays: [] }, "Please select at least one work day"],
    ]
    for (const [body, message] of cases) {
      const res = await post(body)
      expect(res.status).toBe(400)
      expect(await error(res)).toMatchObject({ code: "validation_failed", message })
    }
    const bad = await call(e, "/api/campaigns", {
      method: "POST",
      body: "{",
      headers: { "Content-Type": "application/json" },
    })
    expect(bad.status).toBe(400)
  })

  it("refuses a campaign whose contacts no longer exist", async () => {
    const res = await post({ name: "Ghosts", selectedContacts: [123_456] })
    expect(res.status).toBe(400)
    expect(await error(res)).toMatchObject({ code: "contacts_not_found" })
  })

  it("skips numbers already on the do-not-call list and counts them as finished", async () => {
    const contacts = await seedContacts(3)
    await call(e, "/api/dnc", { method: "POST", json: { phone: contacts[1]!.phone } })
    const created = (await (
      await post({ name: "x", selectedContacts: contacts.map((c) => c.id) })
    ).json()) as CampaignItem
    expect(created).toMatchObject({ totalContacts: 3, completedCalls: 1 })
  })
})

describe("GET /api/campaigns", () => {
  it("lists newest first and answers 304 while nothing changed", async () => {
    const [c] = await seedContacts(1)
    await post({ name: "First", selectedContacts: [c!.id] })
    await post({ name: "Second", selectedContacts: [c!.id] })
    const res = await call(e, "/api/campaigns")
    expect(((await res.json()) as CampaignItem[]).map((x) => x.name)).toEqual(["Second", "First"])
    const etag = res.headers.get("ETag")!
    expect((await call(e, "/api/campaigns", { headers: { "If-None-Match": etag } })).status).toBe(304)
    await post({ name: "Third", selectedContacts: [c!.id] })
    expect((await call(e, "/api/campaigns", { headers: { "If-None-Match": etag } })).status).toBe(200)
  })
})

describe("PUT /api/campaigns/:id", () => {
  it("starts, pauses and resumes; outside its window a start waits for the window", async () => {
    const [c] = await seedContacts(1)
    const open = (await (
      await post({ name: "Open", selectedContacts: [c!.id], ...openNow, status: "active" })
    ).json()) as CampaignItem
    expect(await (await put(open.id, { status: "running" })).json()).toMatchObject({
      status: "running",
      pausedReason: null,
    })
    expect(await (await put(open.id, { status: "paused" })).json()).toMatchObject({
      status: "paused",
      pausedReason: "manual",
    })
    expect(await (await put(open.id, { status: "running" })).json()).toMatchObject({ status: "running" })

    const closed = (await (
      await post({ name: "Closed", selectedContacts: [c!.id], ...closedNow })
    ).json()) as CampaignItem
    const started = (await (await put(closed.id, { status: "running" })).json()) as CampaignItem
    expect(started).toMatchObject({ status: "paused", pausedReason: "window" })
    expect(Date.parse(started.resumesAt!)).toBeGreaterThan(Date.now())
  })

  it("reschedules by changing only scheduledStart", async () => {
    const [c] = await seedContacts(1)
    const s = (await (
      await post({ name: "S", selectedContacts: [c!.id], status: "scheduled", scheduledStart: "2026-03-11T05:01:00Z" })
    ).json()) as CampaignItem
    expect(await (await put(s.id, { scheduledStart: "2026-03-12T05:01:00Z" })).json()).toMatchObject({
      status: "scheduled",
      scheduledStart: "2026-03-12T05:01:00.000Z",
    })
  })

  it("answers 404, 400 and 409 for a missing campaign, a bad body and a completed campaign", async () => {
    expect((await put(987_654, { status: "running" })).status).toBe(404)
    expect((await put("abc", { status: "running" })).status).toBe(400)
    const [c] = await seedContacts(1)
    const x = (await (await post({ name: "x", selectedContacts: [c!.id] })).json()) as CampaignItem
    expect(await error(await put(x.id, { status: "completed" }))).toMatchObject({
      message: "Status must be running or paused",
    })
    await port.run("UPDATE campaigns SET status = 'completed' WHERE id = ?", [x.id])
    const res = await put(x.id, { status: "running" })
    expect(res.status).toBe(409)
    expect(await error(res)).toMatchObject({ code: "campaign_completed" })
  })
})

describe("DELETE /api/campaigns/:id", () => {
  it("cancels its queued calls and keeps the history", async () => {
    const [a, b] = await seedContacts(2)
    const x = (await (await post({ name: "x", selectedContacts: [a!.id, b!.id] })).json()) as CampaignItem
    await port.batch([
      {
        sql: "INSERT INTO calls (contact_id, campaign_id, status, created_at, updated_at) VALUES (?, ?, 'queued', 0, 0)",
        params: [a!.id, x.id],
      },
      {
        sql: "INSERT INTO calls (contact_id, campaign_id, status, result, created_at, updated_at) VALUES (?, ?, 'completed', 'answered', 0, 0)",
        params: [b!.id, x.id],
      },
    ])
    const res = await call(e, `/api/campaigns/${x.id}`, { method: "DELETE" })
    expect(await res.json()).toEqual({ id: x.id, cancelledCalls: 1 })
    const calls = await port.all("SELECT status, campaign_id FROM calls ORDER BY id")
    expect(calls).toEqual([
      { status: "cancelled", campaign_id: null },
      { status: "completed", campaign_id: null },
    ])
    expect((await call(e, `/api/campaigns/${x.id}`, { method: "DELETE" })).status).toBe(404)
  })
})

describe("POST /api/campaigns/resume-queued", () => {
  it("puts every queued call back on the queue, 2 seconds apart", async () => {
    const contacts = await seedContacts(3)
    for (const c of contacts) {
      await port.run("INSERT INTO calls (contact_id, status, created_at, updated_at) VALUES (?, 'queued', 0, 0)", [
        c.id,
      ])
    }
    const res = await call(e, "/api/campaigns/resume-queued", { method: "POST" })
    expect(await res.json()).toEqual({ message: "Resumed 3 queued calls, 2 seconds apart.", resumedCount: 3 })
    expect(q.sent.map((m) => m.delaySeconds)).toEqual([0, 2, 4])
    expect(q.sent.every((m) => (m.body as { type: string }).type === "place-call")).toBe(true)
    q.drain()
    await port.run("UPDATE calls SET status = 'completed'")
    expect(await (await call(e, "/api/campaigns/resume-queued", { method: "POST" })).json()).toEqual({
      message: "There are no queued calls to resume.",
      resumedCount: 0,
    })
  })
})

describe("GET /api/campaigns/waiting", () => {
  const waiting = async (id: number) => {
    const list = (await (await call(e, "/api/campaigns/waiting")).json()) as { items: CampaignWaiting[] }
    return list.items.find((i) => i.campaignId === id)!
  }

  it("says an active campaign waits for Start (the dialer dials running ones only), and dialling once started", async () => {
    const [c] = await seedContacts(1)
    const created = (await (
      await post({ name: "Now", selectedContacts: [c!.id], ...openNow, status: "active" })
    ).json()) as CampaignItem
    expect(created.status).toBe("active")
    expect(await waiting(created.id)).toMatchObject({
      state: "waiting",
      callableNow: 0,
      reasons: [{ reason: "not_started", count: null, nextAt: null }],
      line: "waits for Start: press Start to begin dialling",
    })
    expect((await put(created.id, { status: "running" })).status).toBe(200)
    expect(await waiting(created.id)).toMatchObject({ state: "dialling", line: "1 callable now" })
  })
})

describe("GET /api/campaigns/status", () => {
  it("shows running, the live box (3 + more) and today's counters", async () => {
    const seeded = await seedContacts(6)
    const contacts = seeded.slice(0, 5)
    const caller = seeded[5]
    const x = (await (
      await post({ name: "Live", selectedContacts: contacts.map((c) => c.id), ...openNow, status: "active" })
    ).json()) as CampaignItem
    await put(x.id, { status: "running" })
    const now = Date.now()
    for (const [i, c] of contacts.entries()) {
      // Four live calls, one calling for 6 minutes (not live), and answered / demo results today.
      await port.run(
        "INSERT INTO calls (contact_id, campaign_id, status, result, demo_scheduled, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
        [c.id, x.id, "calling", i === 0 ? "answered" : null, i === 1 ? 1 : 0, now - (i === 4 ? 6 : i) * 60_000, now]
      )
    }
    const res = await call(e, "/api/campaigns/status?tz=America/Chicago")
    const panel = (await res.json()) as CampaignStatusPanel
    expect(panel).toMatchObject({
      running: true,
      runningCount: 1,
      moreCount: 1,
      activeCalls: 5,
      answered: 1,
      demosScheduled: 1,
    })
    expect(panel.activeCampaign).toMatchObject({ id: x.id, name: "Live" })
    expect(panel.liveCalls.map((l) => l.businessName)).toEqual(contacts.slice(0, 3).map((c) => `Business ${c.id}`))
    expect(panel.liveCalls[0]).toMatchObject({ campaignName: "Live", direction: "outbound" })
    // A lead calling back is on the line too, and says so (not "Manual Call").
    await port.run(
      "INSERT INTO calls (contact_id, status, direction, created_at, updated_at) VALUES (?, 'calling', 'inbound', ?, ?)",
      [caller!.id, now + 1000, now]
    )
    const withInbound = (await (await call(e, "/api/campaigns/status")).json()) as CampaignStatusPanel
    expect(withInbound.liveCalls[0]).toMatchObject({ campaignName: null, direction: "inbound" })
    expect((await call(e, "/api/campaigns/status?tz=Mars/Base")).status).toBe(400)
  })

  it("is stopped with nothing running", async () => {
    const panel = (await (await call(e, "/api/campaigns/status")).json()) as CampaignStatusPanel
    expect(panel).toMatchObject({ running: false, activeCampaign: null, liveCalls: [], moreCount: 0 })
  })
})
