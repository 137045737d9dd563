import { beforeEach, describe, expect, it } from "vitest"
import {
  callRow,
  request,
  resetData,
  sandboxEnv,
  seedCall,
  seedCampaign,
  seedContact,
} from "../../../test/call-fixtures"
import type { CallDetails, CallListPage } from "../../schemas/api-routes/calls"
import { port } from "../../../test/port"

beforeEach(resetData)

const get = (path: string, headers: Record<string, string> = {}) => request(sandboxEnv(), path, { headers })
const post = (path: string, json?: unknown) => request(sandboxEnv(), path, { method: "POST", json })
const page = async (query = "") => (await (await get(`/api/calls${query}`)).json()) as CallListPage

/** 12 calls over 3 contacts, one campaign; created one minute apart (id order = time order). */
async function seedHistory() {
  const [a, b, c] = [
    await seedContact({ businessName: "Alpha Auto" }),
    await seedContact({ businessName: "Zulu Zoo" }),
    await seedContact({ businessName: "Mike's Diner" }),
  ]
  const campaign = await seedCampaign("Spring Push")
  const t0 = Date.parse("2026-03-01T12:00:00Z")
  const results = ["answered", "busy", null, "no answer"] as const
  const ids: number[] = []
  for (let i = 0; i < 12; i++) {
    const contact = [a, b, c][i % 3]!
    const result = results[i % 4] ?? null
    const row = await seedCall({
      contactId: contact.id,
      campaignId: i % 2 ? campaign.id : null,
      status: result ? "completed" : i === 10 ? "calling" : "queued",
      result,
      duration: result === "answered" ? 61 : null,
      demoScheduled: i === 4,
      createdAt: new Date(t0 + i * 60_000),
    })
    ids.push(row.id)
  }
  return { ids, a, b, c, campaign }
}

describe("GET /api/calls", () => {
  it("pages newest first, 10 per page, with campaignName and the nested contact", async () => {
    const { ids, campaign } = await seedHistory()
    const first = await page()
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 })
    expect(first.items.map((i) => i.id)).toEqual(ids.slice().reverse().slice(0, 10))
    const newest = first.items[0]!
    expect(newest).toMatchObject({
      campaignId: campaign.id,
      campaignName: "Spring Push",
      contact: { businessName: "Mike's Diner", address: "12 Main St, Grand Rapids, MI" },
      createdAt: "2026-03-01T12:11:00.000Z",
    })
    expect(first.items[1]).toMatchObject({ campaignName: null, campaignId: null })
    expect(Object.keys(newest)).not.toContain("transcript")

    const second = await page("?page=2")
    expect(second.items.map((i) => i.id)).toEqual([ids[1], ids[0]])
  })

  it("sorts on the server by contact, status, result and demo", async () => {
    await seedHistory()
    const byContact = await page("?sort=contact&order=asc&pageSize=12")
    expect(byContact.items.map((i) => i.contact!.businessName)).toEqual([
      ...Array(4).fill("Alpha Auto"),
      ...Array(4).fill("Mike's Diner"),
      ...Array(4).fill("Zulu Zoo"),
    ])
    const byResult = await page("?sort=result&order=desc")
    expect(byResult.items.slice(0, 3).map((i) => i.result)).toEqual(["no answer", "no answer", "no answer"])
    const byDemo = await page("?sort=demo&order=desc")
    expect(byDemo.items[0]!.demoScheduled).toBe(true)
    const byStatus = await page("?sort=status&order=asc")
    expect(byStatus.items[0]!.status).toBe("calling")
    const byCampaign = await page("?sort=campaign&order=desc")
    expect(byCampaign.items[0]!.campaignName).toBe("Spring Push")
  })

  it("filters, with the filtered total", async () => {
    await seedHistory()
    const queued = await page("?status=queued")
    expect(queued.total).toBe(2)
    expect(queued.items.every((i) => i.status === "queued")).toBe(true)
    expect((await page("?result=no%20answer")).total).toBe(3)
  })

  it("rejects bad query parameters with the 400 envelope", async () => {
    for (const q of ["?sort=phone", "?page=0", "?pageSize=500", "?status=ringing"]) {
      const res = await get(`/api/calls${q}`)
      expect(res.status).toBe(400)
      expect(await res.json()).toMatchObject({ error: { code: "validation_failed" } })
    }
  })

  it("answers 304 while nothing changed, and 200 once a call or its contact changes", async () => {
    const { a } = await seedHistory()
    const res = await get("/api/calls")
    const etag = res.headers.get("etag")!
    expect(etag).toMatch(/^W\//)
    expect((await get("/api/calls", { "If-None-Match": etag })).status).toBe(304)
    expect((await get("/api/calls?page=2", { "If-None-Match": etag })).status).toBe(304)

    await port.run("UPDATE contacts SET business_name = 'Alpha Autos' WHERE id = ?", [a.id])
    const changed = await get("/api/calls", { "If-None-Match": etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get("etag")).not.toBe(etag)
  })
})

describe("GET /api/calls/:id", () => {
  it("returns the details with transcript, summary and recording", async () => {
    const contact = await seedContact()
    const call = await seedCall({
      contactId: contact.id,
      status: "completed",
      result: "answered",
      transcript: "AI: Hi\n",
      summary: "Short",
      recordingUrl: "https://r/1.wav",
      vapiCallId: "v-1",
    })
    const res = await get(`/api/calls/${call.id}`)
    expect(res.status).toBe(200)
    expect((await res.json()) as CallDetails).toMatchObject({
      id: call.id,
      vapiCallId: "v-1",
      transcript: "AI: Hi\n",
      summary: "Short",
      recordingUrl: "https://r/1.wav",
      contact: { businessName: contact.businessName, phone: contact.phone },
    })
  })

  it("keeps the call when its contact is deleted, with contact null", async () => {
    const contact = await seedContact()
    const call = await seedCall({ contactId: contact.id })
    await port.run("DELETE FROM contacts WHERE id = ?", [contact.id])
    expect(await (await get(`/api/calls/${call.id}`)).json()).toMatchObject({ contact: null, contactId: null })
  })

  it("answers 404 and 400", async () => {
    expect((await get("/api/calls/999999")).status).toBe(404)
    expect((await get("/api/calls/abc")).status).toBe(400)
  })
})

describe("POST /api/calls/bulk-update-status", () => {
  it("cancels queued and calling calls, leaving finished ones alone", async () => {
    // One active call per contact (a unique index), so each active call has its own contact.
    const contact = await seedContact()
    const q = await seedCall({ contactId: contact.id, status: "queued" })
    const c = await seedCall({ contactId: (await seedContact()).id, status: "calling" })
    const done = await seedCall({ contactId: contact.id, status: "completed", result: "busy" })
    const res = await post("/api/calls/bulk-update-status", { callIds: [q.id, c.id, done.id], status: "cancelled" })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ updatedCount: 2, callIds: expect.arrayContaining([q.id, c.id]) })
    expect((await callRow(q.id))!.status).toBe("cancelled")
    expect((await callRow(done.id))!.status).toBe("completed")
  })

  it("re-queues calls cancelled before they were dialled", async () => {
    const contact = await seedContact()
    const never = await seedCall({ contactId: contact.id, status: "cancelled" })
    const dialled = await seedCall({ contactId: contact.id, status: "cancelled", vapiCallId: "v-x" })
    const res = await post("/api/calls/bulk-update-status", { callIds: [never.id, dialled.id], status: "queued" })
    expect(await res.json()).toMatchObject({ updatedCount: 1, callIds: [never.id] })
  })

  it("re-queues at most one call per contact, and none for a contact with a call in progress", async () => {
    const a = await seedContact()
    const a1 = await seedCall({ contactId: a.id, status: "cancelled" })
    const a2 = await seedCall({ contactId: a.id, status: "cancelled" })
    const b = await seedContact()
    const busy = await seedCall({ contactId: b.id, status: "calling" })
    const b1 = await seedCall({ contactId: b.id, status: "cancelled" })
    const res = await post("/api/calls/bulk-update-status", { callIds: [a1.id, a2.id, b1.id], status: "queued" })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ updatedCount: 1, callIds: [a1.id] })
    expect((await callRow(a2.id))!.status).toBe("cancelled")
    expect((await callRow(b1.id))!.status).toBe("cancelled")
    expect((await callRow(busy.id))!.status).toBe("calling")
  })

  it("handles more ids than D1 binds in one statement", async () => {
    const ids: number[] = []
    for (let i = 0; i < 120; i++) ids.push((await seedCall({ contactId: (await seedContact()).id })).id)
    const res = await post("/api/calls/bulk-update-status", { callIds: ids, status: "cancelled" })
    expect(await res.json()).toMatchObject({ updatedCount: 120 })
  })

  it("validates", async () => {
    expect((await post("/api/calls/bulk-update-status", { callIds: [], status: "cancelled" })).status).toBe(400)
    expect((await post("/api/calls/bulk-update-status", { callIds: [1], status: "done" })).status).toBe(400)
    const calling = await post("/api/calls/bulk-update-status", { callIds: [1], status: "calling" })
    expect(calling.status).toBe(400)
    expect(await calling.json()).toMatchObject({ error: { code: "invalid_status" } })
  })
})

describe("POST /api/calls/clear-pending", () => {
  it("cancels every queued call and says how many", async () => {
    const queued = [
      await seedCall({ contactId: (await seedContact()).id }),
      await seedCall({ contactId: (await seedContact()).id }),
    ]
    const live = await seedCall({ contactId: (await seedContact()).id, status: "calling" })
    const res = await post("/api/calls/clear-pending")
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ clearedCount: 2 })
    for (const q of queued) expect((await callRow(q.id))!.status).toBe("cancelled")
    expect((await callRow(live.id))!.status).toBe("calling")
    expect(await (await post("/api/calls/clear-pending")).json()).toEqual({ clearedCount: 0 })
  })
})
