import { describe, expect, it } from "vitest"
import type { GoogleCalendarStatus } from "@shared/api-routes/calendar"

import { googleCalendarView } from "./google-calendar-view"

const base: GoogleCalendarStatus = {
  mode: "real",
  reason: "Google Calendar is used with the configured key.",
  calendarId: "",
  clientEmail: "caller@project.iam.gserviceaccount.com",
  connected: false,
  calendarTitle: null,
  checkedAt: null,
  lastSyncAt: null,
  lastError: null,
  pending: 0,
  failed: 0,
  moving: null,
  leftBehind: null,
}

describe("googleCalendarView", () => {
  it("says what the operator has to do at each step", () => {
    expect(googleCalendarView(base, "UTC")).toMatchObject({ label: "Not connected", tone: "off", modeNote: null })
    const refused = { ...base, calendarId: "me@example.com", lastError: "No calendar with this ID is shared" }
    expect(googleCalendarView(refused, "UTC")).toMatchObject({ label: "Not reachable", tone: "warn" })
    const ok = {
      ...base,
      calendarId: "me@example.com",
      connected: true,
      calendarTitle: "Sales demos",
      pending: 2,
      failed: 1,
      lastSyncAt: "2026-11-26T15:00:00.000Z",
    }
    expect(googleCalendarView(ok, "America/New_York")).toEqual({
      label: "Connected to Sales demos",
      tone: "warn",
      modeNote: null,
      pendingText: "2 demos waiting to be written",
      failedText: "1 demo refused by Google (see Notifications)",
      lastSyncText: expect.stringContaining("Last written") as unknown as string,
      movingText: null,
      leftBehindText: null,
    })
  })

  it("says which demos are moving to a newly saved calendar, and which events stay on the old one", () => {
    const moving = {
      ...base,
      calendarId: "b@group.calendar.google.com",
      connected: true,
      calendarTitle: "New demos",
      pending: 23,
      moving: { from: "a@group.calendar.google.com", count: 23 },
    }
    expect(googleCalendarView(moving, "UTC").movingText).toBe(
      "Moving 23 upcoming demos from a@group.calendar.google.com to New demos."
    )
    const left = {
      ...moving,
      pending: 0,
      moving: null,
      leftBehind: {
        calendarId: "a@group.calendar.google.com",
        count: 1,
        reason: "No calendar with this ID is shared.",
      },
    }
    expect(googleCalendarView(left, "UTC").leftBehindText).toMatch(
      /^1 event stays on the old calendar a@group\.calendar\.google\.com: No calendar with this ID is shared\. /
    )
  })

  it("labels the sandbox", () => {
    const view = googleCalendarView({ ...base, mode: "sandbox", clientEmail: null }, "UTC")
    expect(view.modeNote).toMatch(/^Sandbox: demos go to a simulated calendar/)
  })
})
