import { env } from "cloudflare:test"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { calendarAccount } from "../../../test/calendar-fixtures"
import {
  bookDemoMessage,
  callingCall,
  callRow,
  daysAhead,
  endOfCallReport,
  onlyNotifications,
  request,
  sandboxEnv,
  webhook,
} from "../../../test/call-fixtures"
import { testCtx } from "../../../test/ctx"
import {
  calendarEnv,
  calendarStatus,
  liveEvents,
  saveCalendar,
  syncOnce,
  toMinute,
} from "../../../test/calendar-sync-fixtures"
import { emptyAppTables } from "../../../test/data-layer/engine"
import { onceOnEmptyRead } from "../../../test/empty-read-hook"
import { recordingQueue } from "../../../test/dialer-fixtures"
import { port, testDb } from "../../../test/port"
import { GoogleCalendar } from "../../providers/calendar/google-calendar"
import type { CalendarProvider } from "../../providers/calendar/calendar-provider"
import { newKeyPair, type TestKeyPair } from "../../providers/sheets/test-service-account"
import { runCalendarSync } from "./calendar-job"
import { syncCalendar } from "./calendar-sync"

/*
 * Demos on the operator's Google Calendar, through the real Calendar v3 adapter against the local
 * stand-in (worker/test/fake-google-server.mjs): each demo is one event, whatever is retried,
 * redelivered or cut short.
 */

const queue = recordingQueue()
let keys: TestKeyPair
beforeAll(async () => {
  keys = await newKeyPair()
})
beforeEach(async () => {
  await emptyAppTables(testDb())
  queue.drain()
  await onlyNotifications("system_errors")
})

const realEnv = calendarEnv(queue)

async function connected() {
  const account = await calendarAccount(env.CALENDAR_BASE_URL!, keys)
  const e = realEnv(account.credentials)
  expect((await saveCalendar(e, account.calendarId)).status).toBe(200)
  return { ...account, e }
}

describe("the calendar outbox against Google Calendar (local stand-in)", () => {
  it("a booked demo is inserted once, moved by a patch, given its summary, and deleted when cancelled", async () => {
    const { google, calendarId, e } = await connected()
    const { call } = await callingCall("gc-1", { businessName: "Maple Dental", address: "12 Main St, Austin, TX" })
    const first = daysAhead(3)
    await webhook(e, bookDemoMessage("gc-1", toMinute(first) + "Z"))
    expect(queue.drain().map((m) => m.body)).toContainEqual({ type: "calendar-sync" })
    await syncOnce(e)

    let events = await google.events(calendarId)
    expect(events).toHaveLength(1)
    const [event] = events
    expect(event).toMatchObject({
      status: "confirmed",
      summary: "Demo: Maple Dental",
      location: "12 Main St, Austin, TX",
      extendedProperties: { private: { coldCallerCallId: String(call.id) } },
    })
    expect(Date.parse(event!.start.dateTime)).toBe(first.getTime())
    expect(Date.parse(event!.end.dateTime) - first.getTime()).toBe(30 * 60_000)
    expect(event!.description).toContain(`/calls?call=${call.id}`)
    expect(event!.source?.url).toBe(`http://127.0.0.1/calls?call=${call.id}`)
    expect((await callRow(call.id))!.calendar_event_id).toBe(event!.id)

    // The callee moves it: the same event, at the new time.
    const moved = daysAhead(4)
    await webhook(e, bookDemoMessage("gc-1", toMinute(moved) + "Z"))
    await syncOnce(e)
    events = await google.events(calendarId)
    expect(events.map((ev) => ev.id)).toEqual([event!.id])
    expect(Date.parse(events[0]!.start.dateTime)).toBe(moved.getTime())

    // The end-of-call report brings the summary to the event's text.
    await webhook(e, endOfCallReport("gc-1", { analysis: { summary: "Wants a demo for 3 chairs." } }))
    await syncOnce(e)
    expect((await google.events(calendarId))[0]!.description).toContain("Wants a demo for 3 chairs.")

    // Cancel Demo takes it off the calendar.
    expect((await request(e, `/api/calendar/demo/${call.id}`, { method: "DELETE" })).status).toBe(200)
    await syncOnce(e)
    expect(liveEvents(await google.events(calendarId))).toEqual([])
    expect((await callRow(call.id))!.calendar_event_id).toBeNull()

    // Nothing left to do: another sync sends nothing.
    const before = (await google.requests(calendarId)).counts
    await syncOnce(e)
    expect((await google.requests(calendarId)).counts).toEqual(before)
    expect(before).toMatchObject({ insert: 1, patch: 2, delete: 1 })
    const s = await calendarStatus(e)
    expect(s).toMatchObject({ connected: true, mode: "real", pending: 0, failed: 0, lastError: null })
  })

  it("a demo the end-of-call report books, with the cost Vapi sends on every report, is synced at once", async () => {
    const { google, calendarId, e } = await connected()
    const { call } = await callingCall("gc-report", { businessName: "Cedar Chiropractic" })
    queue.drain() // connecting asked for a sync of its own
    const when = daysAhead(5)
    const report = endOfCallReport("gc-report", {
      cost: 0.1187,
      costs: [{ type: "vapi", subType: "normal", minutes: 1.58, cost: 0.1187 }],
      analysis: { summary: "Demo booked.", structuredData: { demoScheduled: true, demoDate: when.toISOString() } },
    })
    expect((await webhook(e, report)).status).toBe(200)
    // Asked for now, not left for the next cron minute.
    expect(queue.drain().map((m) => m.body)).toContainEqual({ type: "calendar-sync" })
    await syncOnce(e)
    const events = await google.events(calendarId)
    expect(events.map((ev) => ev.summary)).toEqual(["Demo: Cedar Chiropractic"])
    expect(Date.parse(events[0]!.start.dateTime)).toBe(when.getTime())
    expect((await callRow(call.id))!).toMatchObject({ cost: 0.1187, calendar_event_id: events[0]!.id })
  })

  it("a crash between Google's answer and our mark, and a redelivered message, still leave one event", async () => {
    const { google, calendarId, credentials, e } = await connected()
    const { call } = await callingCall("gc-crash", { businessName: "Oak Plumbing" })
    await webhook(e, bookDemoMessage("gc-crash", toMinute(daysAhead(2)) + "Z"))

    // The insert lands at Google, then the worker dies before it records that.
    const real = new GoogleCalendar({ credentials, baseUrl: e.CALENDAR_BASE_URL, tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL })
    const dying: CalendarProvider = Object.assign(Object.create(real) as CalendarProvider, {
      createEvent: async (...args: Parameters<CalendarProvider["createEvent"]>) => {
        await real.createEvent(...args)
        throw new Error("the isolate died")
      },
    })
    await expect(syncCalendar(testCtx({ env: e, db: testDb() }), dying)).rejects.toThrow("the isolate died")
    expect(await google.events(calendarId)).toHaveLength(1)
    expect((await callRow(call.id))!.calendar_event_id).toBeNull()

    // The retry sends the same id: Google answers 409, the event is patched and recorded. The same
    // message delivered twice more changes nothing.
    await syncOnce(e)
    await syncOnce(e)
    await syncOnce(e)
    const events = await google.events(calendarId)
    expect(events).toHaveLength(1)
    expect((await callRow(call.id))!.calendar_event_id).toBe(events[0]!.id)
    const { counts, requests } = await google.requests(calendarId)
    expect(counts).toMatchObject({ insert: 2, patch: 1, delete: 0 })
    const inserts = requests.filter((r) => r.kind === "insert").map((r) => r.body?.id)
    expect(new Set(inserts).size).toBe(1)
  })

  it("a demo booked while another sync holds the lease is written by that sync, not left for the cron", async () => {
    const { google, calendarId, e } = await connected()
    await callingCall("gc-first", { businessName: "First Dental" })
    await callingCall("gc-second", { businessName: "Second Dental" })
    await webhook(e, bookDemoMessage("gc-first", toMinute(daysAhead(2)) + "Z"))

    // The first demo's sync has written it and found nothing more to do, and still holds the lease:
    // the second demo is booked then, and its own job finds the lease taken and acknowledges.
    let raced: Awaited<ReturnType<typeof runCalendarSync>> | "not yet" = "not yet"
    const db = onceOnEmptyRead("FROM calendar_outbox o", async () => {
      await webhook(e, bookDemoMessage("gc-second", toMinute(daysAhead(3)) + "Z"))
      raced = await syncOnce(e)
      expect(liveEvents(await google.events(calendarId))).toHaveLength(1)
    })
    await runCalendarSync(testCtx({ env: e, db }))

    expect(raced, "the second job found the lease taken and acknowledged").toBeUndefined()
    const summaries = liveEvents(await google.events(calendarId)).map((ev) => ev.summary)
    expect(summaries.sort()).toEqual(["Demo: First Dental", "Demo: Second Dental"])
    expect((await calendarStatus(e)).pending).toBe(0)
  })

  it("a 401 renews the token and repeats the request once; a 429 waits for Retry-After with nothing marked", async () => {
    const { google, calendarId, clientEmail, e } = await connected()
    const { call } = await callingCall("gc-auth", { businessName: "Pine Salon" })
    await webhook(e, bookDemoMessage("gc-auth", toMinute(daysAhead(5)) + "Z"))

    await google.script(calendarId, {
      status: 429,
      headers: { "Retry-After": "7" },
      body: {
        error: {
          errors: [{ domain: "usageLimits", reason: "rateLimitExceeded", message: "Rate Limit Exceeded" }],
          code: 429,
          message: "Rate Limit Exceeded",
        },
      },
    })
    expect(await syncOnce(e)).toEqual({ retryAfterSeconds: 7 })
    expect(await google.events(calendarId)).toEqual([])
    const waiting = await calendarStatus(e)
    expect(waiting).toMatchObject({
      pending: 1,
      lastError: "Google Calendar is rate-limiting requests. Retrying in 7 s.",
    })

    const tokensBefore = (await google.tokenRequests(clientEmail)).counts.token
    await google.script(calendarId, { status: 401 })
    expect(await syncOnce(e)).toBeUndefined()
    expect((await google.tokenRequests(clientEmail)).counts.token).toBe(tokensBefore + 1)
    const events = await google.events(calendarId)
    expect(events).toHaveLength(1)
    expect((await callRow(call.id))!.calendar_event_id).toBe(events[0]!.id)
    expect(await calendarStatus(e)).toMatchObject({ pending: 0, lastError: null, connected: true })
  })

  it("an answer that is not JSON, and no answer at all, leave the demo waiting with the reason; the next sync writes it once", async () => {
    const { google, calendarId, e } = await connected()
    const { call } = await callingCall("gc-garbled", { businessName: "Birch Dental" })
    await webhook(e, bookDemoMessage("gc-garbled", toMinute(daysAhead(4)) + "Z"))

    await google.script(calendarId, { status: 200, body: "<html><body>Service temporarily unavailable</body></html>" })
    expect(await syncOnce(e)).toEqual({ retryAfterSeconds: 60 })
    expect(await calendarStatus(e)).toMatchObject({
      pending: 1,
      lastError: "Google Calendar answered HTTP 200 with a body that is not JSON.",
    })

    // Nothing listens on port 9 of this machine: the request never gets an answer.
    const unreachable = { ...e, CALENDAR_BASE_URL: "http://127.0.0.1:9" }
    expect(await syncOnce(unreachable)).toEqual({ retryAfterSeconds: 60 })
    expect(await calendarStatus(e)).toMatchObject({
      pending: 1,
      lastError: "Could not reach Google Calendar. Try again later.",
    })
    expect(await google.events(calendarId)).toEqual([])

    expect(await syncOnce(e)).toBeUndefined()
    const events = await google.events(calendarId)
    expect(liveEvents(events).map((ev) => ev.summary)).toEqual(["Demo: Birch Dental"])
    expect((await callRow(call.id))!.calendar_event_id).toBe(events[0]!.id)
    expect(await calendarStatus(e)).toMatchObject({ pending: 0, lastError: null })
  })

  it("a calendar not shared with the service account: the reason and the e-mail to share with, then the demos to come once shared", async () => {
    const { google, calendarId, clientEmail, credentials } = await calendarAccount(env.CALENDAR_BASE_URL!, keys, {
      sharedWith: [],
    })
    const e = realEnv(credentials)
    // A demo booked before the calendar is connected, and one already past: only the first goes on it.
    const { call } = await callingCall("gc-share", { businessName: "Birch Cafe" })
    await webhook(e, bookDemoMessage("gc-share", toMinute(daysAhead(6)) + "Z"))
    await port.run("UPDATE calls SET status = 'completed' WHERE id = ?1", [call.id])
    const past = await callingCall("gc-past", { businessName: "Old Demo Co" })
    await port.run("UPDATE calls SET demo_scheduled = 1, demo_date = ?2, status = 'completed' WHERE id = ?1", [
      past.call.id,
      Date.now() - 86_400_000,
    ])

    const refused = await saveCalendar(e, calendarId)
    expect(refused.status).toBe(502)
    const message = ((await refused.json()) as { error: { message: string } }).error.message
    expect(message).toContain(`No calendar with this ID is shared with ${clientEmail}`)
    expect(await calendarStatus(e)).toMatchObject({ connected: false, clientEmail, calendarId, lastError: message })

    await google.calendar(calendarId, { sharedWith: [clientEmail] })
    expect((await saveCalendar(e, calendarId)).status).toBe(200)
    await syncOnce(e)
    const events = liveEvents(await google.events(calendarId))
    expect(events.map((ev) => ev.summary)).toEqual(["Demo: Birch Cafe"])
  })

  it("a refusal the operator must fix is a system-error notification, once; one event Google refuses does not hold up the rest", async () => {
    const { google, calendarId, clientEmail, e } = await connected()
    await callingCall("gc-a", { businessName: "Alpha Auto" })
    await callingCall("gc-b", { businessName: "Beta Bikes" })
    await webhook(e, bookDemoMessage("gc-a", toMinute(daysAhead(2)) + "Z"))
    await webhook(e, bookDemoMessage("gc-b", toMinute(daysAhead(3)) + "Z"))

    // The owner stopped sharing the calendar: nothing is written, the operator is told once.
    await google.calendar(calendarId, { sharedWith: [] })
    await syncOnce(e)
    await syncOnce(e)
    const notices = await port.all<{ message: string }>(
      "SELECT message FROM notification_logs WHERE type = 'system_error'"
    )
    expect(notices).toEqual([
      { message: expect.stringContaining(`is shared with ${clientEmail}`) as unknown as string },
    ])

    // Shared again; Google refuses the first event as it is (400): kept with its reason, the other goes on.
    await google.calendar(calendarId, { sharedWith: [clientEmail] })
    await google.script(calendarId, {
      status: 400,
      body: {
        error: {
          errors: [{ domain: "global", reason: "invalid", message: "Invalid Value" }],
          code: 400,
          message: "Invalid Value",
        },
      },
    })
    await syncOnce(e)
    expect(liveEvents(await google.events(calendarId)).map((ev) => ev.summary)).toEqual(["Demo: Beta Bikes"])
    expect(await calendarStatus(e)).toMatchObject({ pending: 0, failed: 1 })
    const refused = await port.first<{ message: string }>(
      "SELECT message FROM notification_logs WHERE message LIKE '%refused the demo%'"
    )
    expect(refused!.message).toBe(
      "Google Calendar refused the demo with Alpha Auto: Google Calendar refused the request: Invalid Value"
    )
  })

  it("the stand-in refuses bodies Google would refuse: unknown fields, a malformed time, attendees", async () => {
    const { calendarId, credentials } = await calendarAccount(env.CALENDAR_BASE_URL!, keys)
    const tokenRes = await new GoogleCalendar({
      credentials,
      baseUrl: env.CALENDAR_BASE_URL,
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
    }).test(calendarId)
    expect(tokenRes.title).toBe("Demos")
    // A token from the same flow, used by hand.
    const { ServiceAccountTokens, parseServiceAccount } = await import("../../providers/sheets/service-account")
    const token = await new ServiceAccountTokens(parseServiceAccount(credentials), {
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
      scope: "https://www.googleapis.com/auth/calendar.events",
    }).accessToken()
    const insert = (body: unknown) =>
      fetch(`${env.CALENDAR_BASE_URL}/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`, {
        method: "POST",
        headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })
    const start = { dateTime: "2027-01-05T15:00:00Z", timeZone: "UTC" }
    const end = { dateTime: "2027-01-05T15:30:00Z", timeZone: "UTC" }
    const unknown = await insert({ start, end, summary: "x", colour: "red" })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('Unknown name \\"colour\\"')
    expect((await insert({ start: { dateTime: "tomorrow" }, end })).status).toBe(400)
    expect((await insert({ start: end, end: start })).status).toBe(400)
    expect((await insert({ start, end, attendees: [{ email: "a@b.co" }] })).status).toBe(403)
    expect((await insert({ start, end, id: "UPPER-case" })).status).toBe(400)
    expect((await insert({ start, end, id: "demo0abc" })).status).toBe(200)
    expect((await insert({ start, end, id: "demo0abc" })).status).toBe(409)
  })
})

describe("the sandbox calendar", () => {
  it("connects with any calendar ID, labelled sandbox, and shows the demo booked on it", async () => {
    const e = { ...sandboxEnv(), JOBS_QUEUE: queue as unknown as Queue }
    expect((await saveCalendar(e, "not an id")).status).toBe(400)
    expect((await saveCalendar(e, "operator@example.com")).status).toBe(200)
    expect(await calendarStatus(e)).toMatchObject({ mode: "sandbox", connected: true, clientEmail: null })
    const { call } = await callingCall("gc-sbx", { businessName: "Sandbox Florist" })
    await webhook(e, bookDemoMessage("gc-sbx", toMinute(daysAhead(1)) + "Z"))
    await syncOnce(e)
    const view = (await (await request(e, "/api/calendar/google/sandbox")).json()) as {
      title: string
      events: { summary: string; id: string }[]
    }
    expect(view.title).toBe("Sandbox calendar")
    expect(view.events.map((ev) => ev.summary)).toEqual(["Demo: Sandbox Florist"])
    expect((await callRow(call.id))!.calendar_event_id).toBe(view.events[0]!.id)
  })
})
