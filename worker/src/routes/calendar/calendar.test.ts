import ICAL from "ical.js"
import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { resetData, seedCall, seedContact, callRow } from "../../../test/call-fixtures"
import { callApp, OPERATOR_PASSWORD, withPassword } from "../../../test/operator-request"
import { env } from "cloudflare:test"
import type { Env } from "../../env"
import type { CalendarEventsResponse } from "../../schemas/api-routes/calendar"
import { feedDemos } from "../../services/calendar/demo-events.service"
import { port, testDb } from "../../../test/port"

const e = env as Env
const HOUR = 3_600_000
const get = (path: string, init: RequestInit = {}) => appRequest(e, path, init)
const events = async (path = "/api/calendar/events") => (await (await get(path)).json()) as CalendarEventsResponse

async function seedDemo(at: number, over: Parameters<typeof seedContact>[0] = {}, call: Record<string, unknown> = {}) {
  const contact = await seedContact({ status: "demo_scheduled", ...over })
  const row = await seedCall({
    contactId: contact.id,
    status: "completed",
    result: "answered",
    demoScheduled: true,
    demoDate: new Date(at),
    transcript: "AI: Hello\nUser: Yes, a demo please",
    ...call,
  })
  return { contact, call: row }
}

beforeEach(async () => {
  await resetData()
  await port.run("DELETE FROM system_state WHERE key = 'calendar_feed_token'")
})

describe("GET /api/calendar/events", () => {
  it("answers the demos in SPEC §3's shape, split at now into upcoming and the latest past", async () => {
    const now = Date.now()
    const soon = await seedDemo(now + 2 * HOUR, { businessName: "Soon Dental" })
    const later = await seedDemo(now + 48 * HOUR, { businessName: "Later Plumbing" })
    const past = await seedDemo(now - 24 * HOUR, { businessName: "Past Cafe" })
    // A call without a demo is not an event.
    const plain = await seedContact({ businessName: "No Demo Inc" })
    await seedCall({ contactId: plain.id, status: "completed", result: "answered" })

    const body = await events()
    expect(body.counts).toEqual({ upcoming: 2, completed: 1, total: 3 })
    expect(body.upcoming.map((d) => d.businessName)).toEqual(["Soon Dental", "Later Plumbing"])
    expect(body.past.map((d) => d.businessName)).toEqual(["Past Cafe"])
    expect(body.events.map((d) => d.id)).toEqual([past.call.id, soon.call.id, later.call.id])
    expect(body.upcoming[0]).toMatchObject({
      id: soon.call.id,
      contactId: soon.contact.id,
      businessName: "Soon Dental",
      phone: soon.contact.phone,
      address: "12 Main St, Grand Rapids, MI",
      demoDate: new Date(now + 2 * HOUR).toISOString(),
      result: "answered",
      calendarEventId: null,
      // The contact's zone, from its address (callee-time.ts maps Michigan to Eastern).
      timeZone: "America/New_York",
    })
  })

  it("keeps the past list to the latest 10 while counting them all", async () => {
    const now = Date.now()
    for (let i = 1; i <= 12; i++) await seedDemo(now - i * HOUR, { businessName: `Past ${i}` })
    const body = await events()
    expect(body.counts).toEqual({ upcoming: 0, completed: 12, total: 12 })
    expect(body.past.map((d) => d.businessName)).toEqual(Array.from({ length: 10 }, (_, i) => `Past ${i + 1}`))
  })

  it("answers a month's range, and refuses a bad or too wide one with a 400", async () => {
    await seedDemo(Date.parse("2026-03-10T15:00:00Z"), { businessName: "March" })
    await seedDemo(Date.parse("2026-04-10T15:00:00Z"), { businessName: "April" })
    const march = await events("/api/calendar/events?from=2026-03-01T00:00:00Z&to=2026-04-01T00:00:00Z")
    expect(march.events.map((d) => d.businessName)).toEqual(["March"])
    for (const q of [
      "from=yesterday&to=2026-04-01T00:00:00Z",
      "from=2026-04-01T00:00:00Z&to=2026-03-01T00:00:00Z",
      "from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z",
    ]) {
      const res = await get(`/api/calendar/events?${q}`)
      expect(res.status, q).toBe(400)
    }
  })

  it("answers 304 to a repeat poll, and the new list after a demo changes", async () => {
    await seedDemo(Date.now() + HOUR)
    const first = await get("/api/calendar/events")
    const etag = first.headers.get("ETag")!
    expect(etag).toBeTruthy()
    const again = await get("/api/calendar/events", { headers: { "If-None-Match": etag } })
    expect(again.status).toBe(304)
    await seedDemo(Date.now() + 2 * HOUR)
    const changed = await get("/api/calendar/events", { headers: { "If-None-Match": etag } })
    expect(changed.status).toBe(200)
    expect(((await changed.json()) as CalendarEventsResponse).counts.total).toBe(2)
  })
})

describe("DELETE /api/calendar/demo/:id", () => {
  it("takes the demo off the calendar, keeps the call's history, and moves the contact to follow_up", async () => {
    const { contact, call } = await seedDemo(Date.now() + HOUR)
    const res = await get(`/api/calendar/demo/${call.id}`, { method: "DELETE" })
    expect(res.status).toBe(200)
    const body = await events()
    expect(body.counts.total).toBe(0)
    const row = await callRow(call.id)
    expect(row).toMatchObject({
      demo_scheduled: 0,
      result: "answered",
      transcript: "AI: Hello\nUser: Yes, a demo please",
    })
    expect(row!.demo_date).toBe(call.demoDate!.getTime())
    const stored = await port.first<{ status: string }>("SELECT status FROM contacts WHERE id = ?", [contact.id])
    expect(stored!.status).toBe("follow_up")
    // Again: nothing left to cancel.
    expect((await get(`/api/calendar/demo/${call.id}`, { method: "DELETE" })).status).toBe(404)
    expect((await get("/api/calendar/demo/abc", { method: "DELETE" })).status).toBe(400)
  })
})

describe("a demo's actions follow its time (issue 38)", () => {
  const send = (path: string, method: string, body?: unknown) =>
    get(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { "content-type": "application/json" } }),
    })

  it("refuses to cancel a past demo: it is marked held or no-show instead, and the counters stay", async () => {
    const { call } = await seedDemo(Date.now() - HOUR)
    const refused = await send(`/api/calendar/demo/${call.id}`, "DELETE")
    expect(refused.status).toBe(409)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      "mark it Held or No-show"
    )
    expect((await callRow(call.id))!.demo_scheduled).toBe(1)
    expect((await events()).counts).toMatchObject({ completed: 1, total: 1 })

    const held = await send(`/api/calendar/demo/${call.id}/outcome`, "PUT", { outcome: "held" })
    expect(held.status).toBe(200)
    expect(await held.json()).toEqual({ ok: true, outcome: "held" })
    expect((await events()).past[0]).toMatchObject({ id: call.id, outcome: "held" })
    expect((await send(`/api/calendar/demo/${call.id}/outcome`, "PUT", { outcome: "no_show" })).status).toBe(200)
    expect((await events()).past[0]!.outcome).toBe("no_show")
    expect((await send(`/api/calendar/demo/${call.id}/outcome`, "PUT", { outcome: "maybe" })).status).toBe(400)
    expect((await send(`/api/calendar/demo/999999/outcome`, "PUT", { outcome: "held" })).status).toBe(404)
  })

  it("refuses an outcome for a demo still to come, and moves it instead", async () => {
    const { call } = await seedDemo(Date.now() + 2 * HOUR)
    const early = await send(`/api/calendar/demo/${call.id}/outcome`, "PUT", { outcome: "held" })
    expect(early.status).toBe(409)
    expect((await events()).upcoming[0]!.outcome).toBeNull()

    // 10:30 AM in Chicago, three days on: the wall clock read in the zone the page gave.
    const day = new Date(Date.now() + 3 * 24 * HOUR).toISOString().slice(0, 10)
    const moved = await send(`/api/calendar/demo/${call.id}`, "PUT", {
      dateTime: `${day}T10:30`,
      timeZone: "America/Chicago",
    })
    expect(moved.status).toBe(200)
    const at = (await callRow(call.id))!.demo_date as number
    expect(
      new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", hour: "numeric", minute: "2-digit" }).format(at)
    ).toBe("10:30 AM")
    expect((await events()).upcoming[0]!.demoDate).toBe(new Date(at).toISOString())
    // Not into the past.
    const past = await send(`/api/calendar/demo/${call.id}`, "PUT", {
      dateTime: "2020-01-01T10:00",
      timeZone: "America/Chicago",
    })
    expect(past.status).toBe(400)
  })

  it("refuses to reschedule a past demo", async () => {
    const { call } = await seedDemo(Date.now() - HOUR)
    const day = new Date(Date.now() + 2 * 24 * HOUR).toISOString().slice(0, 10)
    const res = await send(`/api/calendar/demo/${call.id}`, "PUT", { dateTime: `${day}T10:00`, timeZone: "UTC" })
    expect(res.status).toBe(409)
  })
})

/** The feed as a calendar app sees it, parsed by ical.js (an independent RFC 5545 parser). */
async function feed(url: string, over: Partial<Env> = {}) {
  const res = await callApp(url, {}, over)
  return { res, text: res.status === 200 ? await res.text() : "" }
}
const vevents = (text: string) => new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent")

describe("the calendar feed", () => {
  it("serves every demo as a VEVENT with a stable UID, UTC times and the text intact", async () => {
    const at = Date.parse("2026-12-01T15:30:00Z")
    const odd = "Café, Bar; & Grill\nSecond line 🎉 — with a very long name that must be folded onto the next line"
    const { call } = await seedDemo(
      at,
      { businessName: odd, address: "1 Main St, Suite 5; Back, Austin, TX" },
      {
        summary: "Wants a demo; asked about pricing, twice.",
      }
    )
    await seedDemo(at + 24 * HOUR, { businessName: "Other" })
    const { url } = (await (await get("/api/calendar/feed")).json()) as { url: string }
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/)

    const first = await feed(url)
    expect(first.res.status).toBe(200)
    expect(first.res.headers.get("Content-Type")).toContain("text/calendar")
    for (const line of first.text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const [event, other] = vevents(first.text)
    const e1 = new ICAL.Event(event)
    expect(e1.uid).toBe(`demo-${call.id}@coldcaller`)
    expect(e1.startDate.toJSDate().getTime()).toBe(at)
    expect(e1.endDate.toJSDate().getTime()).toBe(at + 30 * 60_000)
    expect(e1.summary).toBe(`Demo: ${odd}`)
    expect(e1.location).toBe("1 Main St, Suite 5; Back, Austin, TX")
    expect(e1.description).toContain("Wants a demo; asked about pricing, twice.")
    expect(e1.description).toContain(`/calls?call=${call.id}`)
    expect(event!.getFirstPropertyValue("dtstamp")).toBeTruthy()
    expect(other).toBeTruthy()

    // The same UIDs on every request.
    const second = await feed(url)
    expect(vevents(second.text).map((v) => new ICAL.Event(v).uid)).toEqual(
      vevents(first.text).map((v) => new ICAL.Event(v).uid)
    )
  })

  it("drops a cancelled demo, refuses a wrong or rotated secret with 404, and needs no session", async () => {
    const { call } = await seedDemo(Date.now() + HOUR)
    await seedDemo(Date.now() + 2 * HOUR)
    const { url } = (await (await get("/api/calendar/feed")).json()) as { url: string }
    await get(`/api/calendar/demo/${call.id}`, { method: "DELETE" })
    expect(vevents((await feed(url)).text)).toHaveLength(1)

    // With a password set, the feed still answers without a cookie; the URL itself is not readable.
    const path = new URL(url).pathname
    expect((await withPassword(`https://app.example.com${path}`)).status).toBe(200)
    expect((await withPassword("https://app.example.com/api/calendar/feed")).status).toBe(401)
    expect(OPERATOR_PASSWORD).toBeTruthy()

    const wrong = path.replace(/[A-Za-z0-9_-]{10}\.ics$/, "AAAAAAAAAA.ics")
    expect((await feed(`http://127.0.0.1${wrong}`)).res.status).toBe(404)
    const { url: rotated } = (await (await get("/api/calendar/feed/rotate", { method: "POST" })).json()) as {
      url: string
    }
    expect(rotated).not.toBe(url)
    expect((await feed(url)).res.status).toBe(404)
    expect((await feed(rotated)).res.status).toBe(200)
  })

  it("past its cap keeps every demo to come and drops the oldest past ones first", async () => {
    const now = Date.now()
    const seeded = await Promise.all(
      [-72, -48, -24, 2, 26].map(async (h) => (await seedDemo(now + h * HOUR, { businessName: `At ${h}h` })).call.id)
    )
    const [, pastMiddle, pastLatest, soon, later] = seeded
    const ids = async (cap: number) => (await feedDemos(testDb(), now, cap)).map((r) => r.id)
    // Under the cap: every demo, in date order.
    expect(await ids(10)).toEqual(seeded)
    // One too many: the oldest past demo goes, both demos to come stay.
    expect(await ids(4)).toEqual([pastMiddle, pastLatest, soon, later])
    expect(await ids(2)).toEqual([soon, later])
    expect(await ids(1)).toEqual([soon])
    // The route reads the same way (its cap, 10,000, is far away here).
    const { url } = (await (await get("/api/calendar/feed")).json()) as { url: string }
    expect(vevents((await feed(url)).text)).toHaveLength(5)
  })

  it("downloads one demo as an .ics file", async () => {
    const { call } = await seedDemo(Date.parse("2026-12-02T16:00:00Z"), { businessName: "Bright Dental" })
    const res = await get(`/api/calendar/demo/${call.id}.ics`)
    expect(res.status).toBe(200)
    expect(res.headers.get("Content-Disposition")).toBe('attachment; filename="demo-Bright-Dental.ics"')
    const [event] = vevents(await res.text())
    expect(new ICAL.Event(event).startDate.toJSDate().toISOString()).toBe("2026-12-02T16:00:00.000Z")
    expect((await get(`/api/calendar/demo/999999.ics`)).status).toBe(404)
  })

  it("skips a demo no calendar can hold and drops control characters, so one bad row never breaks the feed", async () => {
    // Stored before demo times were range-checked (or written straight to the database): year 275760.
    const soon = Date.now() + 3 * 24 * HOUR
    const far = await seedDemo(soon, { businessName: "Far Future" })
    await port.run("UPDATE calls SET demo_date = 8640000000000000 WHERE id = ?1", [far.call.id])
    const beyond = await seedDemo(soon, { businessName: "Beyond Dates" })
    await port.run("UPDATE calls SET demo_date = 9000000000000000 WHERE id = ?1", [beyond.call.id])
    // A name with a NUL, a bare CR and a right-to-left override (an input that predates the text rule).
    await seedDemo(soon + HOUR, { businessName: "Evil\r\nBcc: x\u0000\u202E" })
    const { url } = (await (await get("/api/calendar/feed")).json()) as { url: string }
    const { res, text } = await feed(url)
    expect(res.status).toBe(200)
    expect(text).not.toContain("NaN")
    expect(text).not.toContain("\u0000")
    expect(text).not.toContain("\u202E")
    const parsed = vevents(text).map((v) => new ICAL.Event(v))
    expect(parsed.map((v) => v.summary)).toEqual(["Demo: Evil\nBcc: x"])

    const page = await get("/api/calendar/events")
    expect(page.status).toBe(200)
    expect((await page.json()) as CalendarEventsResponse).toMatchObject({
      upcoming: [{ businessName: expect.stringMatching(/^Evil/) }],
    })
    expect((await get(`/api/calendar/demo/${far.call.id}.ics`)).status).toBe(404)
  })
})
