import { SELF } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { port } from "../../../test/port"
import type { ContactTimeline } from "../../schemas/contacts-api"
import { timelineSql } from "../../services/contacts-timeline"
import { API, create, resetContacts, type ErrorJson } from "./contacts-test-helpers"

beforeEach(resetContacts)

const timeline = (id: number | string, query = "") => SELF.fetch(`${API}/${id}/timeline${query}`)

async function read(id: number, query = ""): Promise<ContactTimeline> {
  const res = await timeline(id, query)
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

/** `n` calls of the contact, oldest first; the odd ones answered with a transcript and a recording. */
async function callsOf(contactId: number, n: number) {
  const at = Date.parse("2026-03-02T15:00:00Z")
  await port.batch(
    Array.from({ length: n }, (_, i) => ({
      sql: `INSERT INTO calls (contact_id, status, result, transcript, summary, recording_url, created_at, updated_at)
            VALUES (?, 'completed', ?, ?, ?, ?, ?, ?)`,
      params: [
        contactId,
        i % 2 ? "answered" : "no answer",
        i % 2 ? `AI: Hello ${i}\nUser: Hi` : null,
        i % 2 ? `Call ${i}` : null,
        i % 2 ? `https://storage.example/rec-${i}.wav` : "javascript:alert(1)",
        at + i * 60_000,
        at + i * 60_000,
      ],
    }))
  )
  const rows = await port.all<{ id: number }>("SELECT id FROM calls WHERE contact_id = ? ORDER BY id", [contactId])
  return rows.map((r) => r.id)
}

describe("GET /api/contacts/:id/timeline", () => {
  it("answers the contact, its calls newest first with transcript and recording, and its demos", async () => {
    const contact = await create({ businessName: "Timeline Dental", phone: "(512) 555-0142", address: "Austin, TX" })
    const other = await create({ businessName: "Someone Else", phone: "(512) 555-0143" })
    const ids = await callsOf(contact.id, 3)
    await callsOf(other.id, 2)
    const demoAt = Date.parse("2026-04-01T15:00:00Z")
    await port.run("UPDATE calls SET demo_scheduled = 1, demo_date = ? WHERE id = ?", [demoAt, ids[1]!])

    const t = await read(contact.id)
    expect(t.contact).toMatchObject({ id: contact.id, businessName: "Timeline Dental", callCount: 3 })
    expect(t.calleeTimeZone).toBe("America/Chicago")
    expect(t.calls.map((c) => c.id)).toEqual([...ids].reverse())
    expect(t.calls[1]).toMatchObject({
      result: "answered",
      transcript: "AI: Hello 1\nUser: Hi",
      summary: "Call 1",
      recordingUrl: "https://storage.example/rec-1.wav",
      contact: { businessName: "Timeline Dental" },
    })
    // Only an https recording is a link.
    expect(t.calls[0]!.recordingUrl).toBeNull()
    expect(t.nextBefore).toBeNull()
    expect(t.demos).toEqual([{ callId: ids[1], demoDate: new Date(demoAt).toISOString(), calendarEventId: null }])
  })

  it("pages the calls by `before`, `limit` at a time, until nextBefore is null", async () => {
    const contact = await create({ businessName: "Busy Line", phone: "(512) 555-0144" })
    const ids = (await callsOf(contact.id, 7)).reverse()
    const seen: number[] = []
    let query = "?limit=3"
    for (let i = 0; i < 5; i++) {
      const t = await read(contact.id, query)
      seen.push(...t.calls.map((c) => c.id))
      if (t.nextBefore === null) break
      expect(t.calls).toHaveLength(3)
      query = `?limit=3&before=${t.nextBefore}`
    }
    expect(seen).toEqual(ids)
  })

  it("a contact without calls has an empty timeline", async () => {
    const contact = await create({ businessName: "Quiet Co", phone: "(512) 555-0145" })
    expect(await read(contact.id)).toMatchObject({ calls: [], demos: [], nextBefore: null, contact: { callCount: 0 } })
  })

  it("404 for a contact that does not exist, 400 for a bad id or limit", async () => {
    const missing = await timeline(999_999)
    expect(missing.status).toBe(404)
    expect(((await missing.json()) as ErrorJson).error.code).toBe("not_found")
    expect((await timeline("abc")).status).toBe(400)
    const contact = await create({ businessName: "Limits Co", phone: "(512) 555-0146" })
    expect((await timeline(contact.id, "?limit=0")).status).toBe(400)
    expect((await timeline(contact.id, "?limit=26")).status).toBe(400)
    expect((await timeline(contact.id, "?before=-1")).status).toBe(400)
  })

  it("reads every part through an index on the contact (no scan of calls)", async () => {
    for (const q of timelineSql(1, { limit: 10, before: 50 })) {
      const plan = (await port.all<{ detail: string }>(`EXPLAIN QUERY PLAN ${q.sql}`, q.params))
        .map((r) => r.detail)
        .join("\n")
      expect(plan).not.toMatch(/SCAN (k|p|calls|contacts)\b(?! USING)/)
      expect(plan).toMatch(/SEARCH (k|p) USING (INDEX calls_contact_id_idx|INTEGER PRIMARY KEY)/)
    }
  })
})
