import type { CalendarEvent, CalendarEventsResponse } from "@shared/api-routes/calendar"

/** One demo, for this folder's tests. */
export function demoFixture(overrides: Partial<CalendarEvent> = {}): CalendarEvent {
  return {
    id: 7,
    contactId: 3,
    businessName: "Smile & Co Dental",
    phone: "+15550100001",
    address: "1 Main St, Denver, CO",
    demoDate: "2026-11-02T15:00:00Z",
    result: "answered",
    calendarEventId: null,
    campaignId: 2,
    campaignName: "Denver dentists",
    timeZone: "America/Denver",
    summary: "Wants a demo on Monday.",
    recordingUrl: null,
    outcome: null,
    ...overrides,
  }
}

export function eventsFixture(overrides: Partial<CalendarEventsResponse> = {}): CalendarEventsResponse {
  return {
    events: [],
    upcoming: [],
    past: [],
    counts: { upcoming: 0, completed: 0, total: 0 },
    timeZone: "America/New_York",
    range: { from: "2026-10-24T00:00:00Z", to: "2026-12-07T00:00:00Z" },
    ...overrides,
  }
}
