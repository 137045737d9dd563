import type { ReactElement } from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { SWRConfig, unstable_serialize } from "swr"
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { CalendarEventsResponse } from "@shared/api-routes/calendar"
import type { CallbackView } from "@shared/api-routes/callbacks"
import { API } from "@shared/api-routes/endpoints"

import { apiKey } from "@/lib/api-call"

import { demoFixture, eventsFixture } from "./calendar-fixtures"
import { CalendarPage } from "./calendar-page"
import { monthGrid } from "./month-grid"
import { CALENDAR_FEED_KEY, calendarEventsKey } from "./use-calendar"

// November 10 2026 in every zone: the page opens on November 2026.
const NOW = new Date("2026-11-10T12:00:00Z")
const RANGE = monthGrid({ year: 2026, month: 10 }).range
const KEY = unstable_serialize(calendarEventsKey(RANGE))
const CALLBACKS_KEY = unstable_serialize(apiKey(API.callbacks.list, { query: RANGE }))
const FEED = { url: "https://app.example.com/api/calendar/ics/secret-token.ics" }

function render(node: ReactElement, fallback: Record<string, unknown>) {
  return renderToStaticMarkup(
    <SWRConfig value={{ provider: () => new Map(), fallback, fetcher: () => new Promise(() => {}) }}>{node}</SWRConfig>
  )
}
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
/** One day cell of the month grid, up to the next. */
const cell = (html: string, day: string) => text(html.split(`data-day="${day}"`)[1]?.split("data-day=")[0] ?? "")
const page = (data?: CalendarEventsResponse) =>
  render(<CalendarPage />, data ? { [KEY]: data, [CALENDAR_FEED_KEY]: FEED } : {})

beforeAll(() => void vi.setSystemTime(NOW))
afterAll(() => void vi.useRealTimers())

describe("CalendarPage", () => {
  it("shows the counters, the month's demos in the operator's zone and both lists", () => {
    const upcoming = demoFixture({ id: 1, demoDate: "2026-11-12T15:00:00Z", businessName: "Peak Dental" })
    const past = demoFixture({ id: 2, demoDate: "2026-11-03T02:00:00Z", businessName: "Late Night Pizza" })
    const html = page(
      eventsFixture({
        events: [past, upcoming],
        upcoming: [upcoming],
        past: [past],
        counts: { upcoming: 1, completed: 1, total: 2 },
      })
    )
    const t = text(html)
    expect(t).toContain("Upcoming 1 Completed 1 Total Scheduled 2")
    expect(t).toContain("November 2026")
    expect(t).toContain("Times in Eastern Time (EST)")
    // 02:00 UTC on the 3rd is the evening of the 2nd in New York.
    expect(cell(html, "2026-11-02")).toContain("9:00 PM Late Night Pizza")
    expect(cell(html, "2026-11-03")).not.toContain("Late Night Pizza")
    expect(cell(html, "2026-11-12")).toContain("10:00 AM Peak Dental")
    expect(t).toContain("Upcoming Demos")
    expect(t).toContain("Thu, Nov 12, 2026, 10:00 AM EST")
    expect(t).toContain("Past Demos")
    expect(t).not.toContain("past demos")
    expect(html).toContain(`value="${FEED.url}"`)
    expect(t).toContain("Apple Calendar or Outlook: subscribe to calendar")
  })

  it("lists a day's callbacks among its demos in time order, at the time they will be dialled", () => {
    const demo = demoFixture({ id: 1, demoDate: "2026-11-12T17:00:00Z", businessName: "Noon Demo" })
    const callback: CallbackView = {
      id: 9,
      contactId: 4,
      businessName: "Morning Callback",
      phone: "+12125550177",
      dueAt: "2026-11-12T02:00:00.000Z",
      dialAt: "2026-11-12T13:00:00.000Z", // held from 9 PM the night before until 8 AM
      timeZone: "America/New_York",
      reason: "Owner back tomorrow",
      source: "operator",
      state: "scheduled",
      outcome: null,
      callId: null,
      campaignId: null,
      campaignName: null,
      dialCallId: null,
      createdAt: "2026-11-10T12:00:00.000Z",
    }
    const events = eventsFixture({ events: [demo], upcoming: [demo], counts: { upcoming: 1, completed: 0, total: 1 } })
    const html = render(<CalendarPage />, {
      [KEY]: events,
      [CALENDAR_FEED_KEY]: FEED,
      [CALLBACKS_KEY]: { callbacks: [callback], calleeTimeZone: null },
    })
    expect(cell(html, "2026-11-11")).not.toContain("Morning Callback")
    expect(cell(html, "2026-11-12")).toContain("8:00 AM Morning Callback 12:00 PM Noon Demo")
  })

  it('says "Showing 10 of N past demos" when more than 10 demos are past', () => {
    const past = Array.from({ length: 10 }, (_, i) =>
      demoFixture({ id: i + 1, demoDate: `2026-10-${String(20 - i).padStart(2, "0")}T15:00:00Z` })
    )
    const t = text(page(eventsFixture({ past, counts: { upcoming: 0, completed: 1234, total: 1234 } })))
    expect(t).toContain("Showing 10 of 1,234 past demos")
    expect(t).toContain("No upcoming demos.")
  })

  it('lists the next 8 upcoming demos with "Showing 8 of N upcoming demos" and Show all, no box hiding rows', () => {
    const upcoming = Array.from({ length: 24 }, (_, i) =>
      demoFixture({
        id: i + 1,
        demoDate: `2026-11-${String(11 + i).padStart(2, "0")}T15:00:00Z`,
        businessName: `Shop ${i + 1}`,
      })
    )
    const html = page(eventsFixture({ upcoming, counts: { upcoming: 24, completed: 0, total: 24 } }))
    const t = text(html)
    expect(t).toContain("Showing 8 of 24 upcoming demos")
    expect(t).toContain("Show all 24")
    expect(t).toContain("Shop 8 ")
    expect(t).not.toContain("Shop 9 ")
    expect(html).not.toContain("overflow-y-auto")
  })

  it("counts every coming demo, also past the 50 the answer lists", () => {
    const upcoming = Array.from({ length: 50 }, (_, i) =>
      demoFixture({ id: i + 1, demoDate: new Date(Date.UTC(2026, 10, 11, 15) + i * 3_600_000).toISOString() })
    )
    const t = text(page(eventsFixture({ upcoming, counts: { upcoming: 75, completed: 0, total: 75 } })))
    expect(t).toContain("Showing 8 of 75 upcoming demos")
    expect(t).toContain("Show all 50")
  })

  it("shows the empty state when no demo was ever booked", () => {
    const t = text(page(eventsFixture()))
    expect(t).toContain("No demos scheduled yet")
    expect(t).toContain("Demos booked by calls appear here")
    expect(t).toContain("Upcoming 0 Completed 0 Total Scheduled 0")
  })

  it("shows placeholders while loading, never zeros", () => {
    const t = text(page())
    expect(t).not.toContain("Upcoming 0")
    expect(t).not.toContain("No demos scheduled yet")
    expect(t).toContain("November 2026")
  })
})
