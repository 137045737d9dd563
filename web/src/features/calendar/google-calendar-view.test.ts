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
    })
  })

  it("labels the sandbox", () => {
    const view = googleCalendarView({ ...base, mode: "sandbox", clientEmail: null }, "UTC")
    expect(view.modeNote).toMatch(/^Sandbox: demos go to a simulated calendar/)
  })
})
