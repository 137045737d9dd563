import ICAL from "ical.js"
import { describe, expect, it } from "vitest"
import { calendarChunks, calendarStream, CHUNK_BYTES, type IcalDemo } from "./ical"

/** n demos with long, non-ASCII text, so lines fold and a character may sit on a fold. */
const demos = (n: number): IcalDemo[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    contactId: i + 1,
    businessName: `Café Ñandú ${i} 🦷 Dental, Inc.; Suite ${i}`,
    phone: "+16165550123",
    address: `${i} Division Ave S, Grand Rapids, MI 49507`,
    demoDate: new Date(Date.UTC(2026, 11, 1, 15) + i * 3_600_000).toISOString(),
    result: "answered",
    calendarEventId: null,
    campaignId: 1,
    campaignName: "Grand Rapids dentists",
    timeZone: "America/Detroit",
    summary: `Owner agreed — demo next week. ${"Très intéressé 😀, ".repeat(i % 7)}`,
    recordingUrl: null,
    outcome: null,
    updatedAt: Date.UTC(2026, 10, 20),
  }))

const text = (chunks: Iterable<Uint8Array>) => {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false })
  return [...chunks].map((c) => decoder.decode(c, { stream: true })).join("") + decoder.decode()
}

describe("the iCalendar writer", () => {
  it("streams a big feed in small chunks that together are one valid calendar, every demo once", async () => {
    const all = demos(400)
    const chunks = [...calendarChunks(all, "https://calls.example.com")]
    expect(chunks.length).toBeGreaterThan(5)
    // Each chunk ends where an event ends, and stays near the chunk size.
    for (const c of chunks) expect(c.length).toBeLessThanOrEqual(CHUNK_BYTES + 2048)
    const body = text(chunks)
    for (const line of body.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const events = new ICAL.Component(ICAL.parse(body)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v))
    expect(events.map((e) => e.uid)).toEqual(all.map((d) => `demo-${d.id}@coldcaller`))
    expect(events.map((e) => e.summary)).toEqual(all.map((d) => `Demo: ${d.businessName}`))
    expect(events.map((e) => e.startDate.toJSDate().toISOString())).toEqual(all.map((d) => d.demoDate))

    // The response stream carries the same bytes.
    const streamed = await new Response(calendarStream(all, "https://calls.example.com")).text()
    expect(streamed).toBe(body)
  })
})
