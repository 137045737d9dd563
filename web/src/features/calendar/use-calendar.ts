import { mutate } from "swr"
import { API } from "@shared/api-routes/endpoints"
import type { DemoOutcome } from "@shared/calendar"

import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall, apiKey } from "@/lib/api-call"

/** SPEC §9: calendar events are polled every 5 s on the calendar screen, and re-read on window focus. */
export const CALENDAR_REFRESH_MS = 5000
export const CALENDAR_EVENTS_PATH = "/api/calendar/events"
export const CALENDAR_FEED_KEY = "/api/calendar/feed"

export type CalendarRangeQuery = { from: string; to: string }

export const calendarEventsKey = (range: CalendarRangeQuery) => apiKey(API.calendar.events, { query: range })

/** The visible month's demos plus the counters and lists; the previous month stays on screen while the next loads. */
export function useCalendarEvents(range: CalendarRangeQuery) {
  return useApi(
    API.calendar.events,
    { query: range },
    {
      refreshInterval: CALENDAR_REFRESH_MS,
      revalidateOnFocus: true,
      keepPreviousData: true,
    }
  )
}

/** The secret subscription URL (read once; rotating replaces it). */
export function useCalendarFeed() {
  return useApi(API.calendar.feed)
}

/** A demo is a call: deleting it changes the calls screen and the dashboard's demo count too. */
export async function deleteDemo(id: number) {
  try {
    await apiCall(API.calendar.cancelDemo, { params: { id } })
  } finally {
    // A 404 means it is already gone: the lists are re-read either way.
    void revalidatePrefixes("/api/calendar/events", "/api/calls", "/api/dashboard")
  }
}

/** A past demo held or missed (null: not marked); Analytics' funnel reads it. */
export async function setDemoOutcome(id: number, outcome: DemoOutcome | null) {
  try {
    return await apiCall(API.calendar.demoOutcome, { params: { id }, body: { outcome } })
  } finally {
    void revalidatePrefixes("/api/calendar/events", "/api/analytics")
  }
}

/** An upcoming demo moved: the day and time as the pickers read, in the page's zone. */
export async function rescheduleDemo(id: number, dateTime: string, timeZone: string) {
  try {
    return await apiCall(API.calendar.rescheduleDemo, { params: { id }, body: { dateTime, timeZone } })
  } finally {
    void revalidatePrefixes("/api/calendar/events", "/api/calls", "/api/dashboard")
  }
}

/** A new subscription URL; the old one stops working at once. */
export async function rotateCalendarFeed() {
  const feed = await apiCall(API.calendar.rotateFeed)
  await mutate(CALENDAR_FEED_KEY, feed, { revalidate: false })
  return feed
}
