import { env } from "cloudflare:test"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { calendarAccount } from "../../../test/calendar-fixtures"
import {
  bookDemoMessage,
  callingCall,
  callRow,
  daysAhead,
  onlyNotifications,
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
import { recordingQueue } from "../../../test/dialer-fixtures"
import { port, testDb } from "../../../test/port"
import type { CalendarProvider } from "../../providers/calendar/calendar-provider"
import { GoogleCalendar } from "../../providers/calendar/google-calendar"
import { newKeyPair, type TestKeyPair } from "../../providers/sheets/test-service-account"
import { syncCalendar } from "./calendar-sync"

/*
 * Saving another Google Calendar moves the demos to come there, through the outbox, against the
 * local stand-in (worker/test/fake-google-server.mjs): on the new calendar once, off the old one,
 * whatever is retried or redelivered; past demos stay where they were written.
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

/** Calendar A connected with three demos to come written to it, one demo already past, and calendar B shared too. */
async function demosOnA() {
  const account = await calendarAccount(env.CALENDAR_BASE_URL!, keys)
  const { google, clientEmail, calendarId: a } = account
  const b = `${crypto.randomUUID().replace(/-/g, "")}@group.calendar.google.com`
  await google.calendar(b, { title: "New demos", sharedWith: [clientEmail] })
  const e = realEnv(account.credentials)
  expect((await saveCalendar(e, a)).status).toBe(200)
  const names = ["Ash Dental", "Elm Florist", "Fir Garage", "Past Bakery"]
  const calls = []
  for (const [i, name] of names.entries()) {
    const { call } = await callingCall(`mv-${i}`, { businessName: name })
    await webhook(e, bookDemoMessage(`mv-${i}`, toMinute(daysAhead(i + 2)) + "Z"))
    calls.push(call)
  }
  await syncOnce(e)
  expect(liveEvents(await google.events(a))).toHaveLength(4)
  // The last demo's time has passed since it was written (moved in the app without a change of its event).
  await port.run("UPDATE calls SET demo_date = ?2 WHERE id = ?1", [calls[3]!.id, Date.now() - 86_400_000])
  return { ...account, a, b, e, calls }
}

describe("saving another Google Calendar", () => {
  it("moves the demos to come to it and off the old one, once, whatever is retried; past demos stay", async () => {
    const { google, credentials, a, b, e, calls } = await demosOnA()
    const pastEvent = (await callRow(calls[3]!.id))!.calendar_event_id

    expect((await saveCalendar(e, b)).status).toBe(200)
    expect(await calendarStatus(e)).toMatchObject({
      calendarId: b,
      connected: true,
      pending: 3,
      moving: { from: a, count: 3 },
      leftBehind: null,
    })

    // The first insert on B lands and the worker dies before recording it.
    const real = new GoogleCalendar({ credentials, baseUrl: e.CALENDAR_BASE_URL, tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL })
    const dying: CalendarProvider = Object.assign(Object.create(real) as CalendarProvider, {
      createEvent: async (...args: Parameters<CalendarProvider["createEvent"]>) => {
        await real.createEvent(...args)
        throw new Error("the isolate died")
      },
    })
    await expect(syncCalendar(testCtx({ env: e, db: testDb() }), dying)).rejects.toThrow("the isolate died")

    // The retry, and the same message delivered twice more.
    await syncOnce(e)
    await syncOnce(e)
    await syncOnce(e)

    const onB = liveEvents(await google.events(b))
    expect(onB.map((ev) => ev.summary).sort()).toEqual(["Demo: Ash Dental", "Demo: Elm Florist", "Demo: Fir Garage"])
    const onA = liveEvents(await google.events(a))
    expect(onA.map((ev) => ev.summary)).toEqual(["Demo: Past Bakery"])
    expect(onA[0]!.id).toBe(pastEvent)
    for (const [i, call] of calls.slice(0, 3).entries()) {
      expect((await callRow(call.id))!.calendar_event_id).toBe(
        onB.find((ev) => ev.summary.endsWith(["Ash Dental", "Elm Florist", "Fir Garage"][i]!))!.id
      )
    }
    const inserts = (await google.requests(b)).requests.filter((r) => r.kind === "insert").map((r) => r.body?.id)
    expect(new Set(inserts).size).toBe(3)
    expect((await google.requests(a)).counts).toMatchObject({ insert: 4, delete: 3 })
    expect(await calendarStatus(e)).toMatchObject({
      pending: 0,
      failed: 0,
      moving: null,
      leftBehind: null,
      lastError: null,
    })

    // A demo moved afterwards moves on B; nothing goes back to A.
    await webhook(e, bookDemoMessage("mv-0", toMinute(daysAhead(9)) + "Z"))
    await syncOnce(e)
    expect(liveEvents(await google.events(b))).toHaveLength(3)
    expect((await google.requests(a)).counts).toMatchObject({ insert: 4, delete: 3 })
  })

  it("an old calendar that can no longer be written does not hold the move up: the card says which events stay there", async () => {
    const { google, a, b, e, clientEmail } = await demosOnA()
    await google.calendar(a, { sharedWith: [] })

    expect((await saveCalendar(e, b)).status).toBe(200)
    await syncOnce(e)
    await syncOnce(e)

    expect(liveEvents(await google.events(b))).toHaveLength(3)
    expect(liveEvents(await google.events(a))).toHaveLength(4)
    const s = await calendarStatus(e)
    expect(s).toMatchObject({ connected: true, pending: 0, moving: null, lastError: null })
    expect(s.leftBehind).toMatchObject({ calendarId: a, count: 3 })
    expect(s.leftBehind!.reason).toContain(`shared with ${clientEmail}`)

    // Shared again: Save removes them from A.
    await google.calendar(a, { sharedWith: [clientEmail] })
    expect((await saveCalendar(e, b)).status).toBe(200)
    await syncOnce(e)
    expect(liveEvents(await google.events(a)).map((ev) => ev.summary)).toEqual(["Demo: Past Bakery"])
    expect(liveEvents(await google.events(b))).toHaveLength(3)
    expect(await calendarStatus(e)).toMatchObject({ pending: 0, moving: null, leftBehind: null })
  })

  it("a demo booked on A but not written yet goes straight to B", async () => {
    const account = await calendarAccount(env.CALENDAR_BASE_URL!, keys)
    const { google, clientEmail, calendarId: a } = account
    const b = `${crypto.randomUUID().replace(/-/g, "")}@group.calendar.google.com`
    await google.calendar(b, { sharedWith: [clientEmail] })
    const e = realEnv(account.credentials)
    expect((await saveCalendar(e, a)).status).toBe(200)
    await callingCall("mv-unsynced", { businessName: "Oak Cafe" })
    await webhook(e, bookDemoMessage("mv-unsynced", toMinute(daysAhead(3)) + "Z"))

    expect((await saveCalendar(e, b)).status).toBe(200)
    await syncOnce(e)
    expect(liveEvents(await google.events(b)).map((ev) => ev.summary)).toEqual(["Demo: Oak Cafe"])
    expect(await google.events(a)).toEqual([])
    expect((await google.requests(a)).counts).toMatchObject({ insert: 0, delete: 0 })
  })
})
