/**
 * The Demo Calendar (SPEC §2.8, §3 calendar event, §4 demo, §7 calendar endpoints, §8, §9): what the
 * calendar API answers and the texts the page shows. Shared by the worker and the web page
 * (`@shared/calendar`).
 */
import { z } from "zod"

/** SPEC §8. */
export const CALENDAR_MESSAGES = {
  deleted: "Demo Deleted",
  deleteFailed: "Failed to delete demo",
} as const

/** SPEC §9: past demos shown, at most. */
export const PAST_DEMOS_SHOWN = 10
/** Upcoming demos listed (ours): the month view shows the rest. */
export const UPCOMING_DEMOS_SHOWN = 50
/** A demo's length on calendars and in the feed (ours: the spec stores a start only). */
export const DEMO_MINUTES = 30
/** The widest range one events request may ask for: a month view's six weeks, with room. */
export const MAX_RANGE_DAYS = 62

/** SPEC §3 calendar event, plus what the page needs to show a demo with its call. */
export interface CalendarEvent {
  /** The call's id (SPEC: a demo is a call with demoScheduled). */
  id: number
  contactId: number
  businessName: string
  phone: string
  address: string
  /** ISO instant (UTC). */
  demoDate: string
  result: string | null
  calendarEventId: string | null
  campaignId: number | null
  campaignName: string | null
  /** The zone the demo was agreed in (the contact's, else the campaign's, else the operator's). */
  timeZone: string
  /** The assistant's summary of the call, when it gave one. */
  summary: string | null
  /** https only; null otherwise. */
  recordingUrl: string | null
}

/** GET /api/calendar/events. */
export interface CalendarEventsResponse {
  /** The demos in [range.from, range.to), by date: what a month view shows. */
  events: CalendarEvent[]
  /** The next demos from now, soonest first (at most UPCOMING_DEMOS_SHOWN). */
  upcoming: CalendarEvent[]
  /** The latest past demos, latest first (at most PAST_DEMOS_SHOWN). */
  past: CalendarEvent[]
  /** SPEC §2.8 counters: upcoming = date in the future; completed = the rest; total = both. */
  counts: { upcoming: number; completed: number; total: number }
  /** The operator's time zone (Settings): the page shows times in it. */
  timeZone: string
  range: { from: string; to: string }
}

const instant = z.iso.datetime({ offset: true, error: "Use an ISO date and time, e.g. 2026-11-01T00:00:00Z" })

/** ?from&to: a month view's range; by default the 6 weeks around today. */
export const calendarRangeSchema = z
  .object({ from: instant.optional(), to: instant.optional() })
  .refine((r) => !r.from || !r.to || Date.parse(r.from) < Date.parse(r.to), {
    message: "from must be before to",
    path: ["to"],
  })
  .refine((r) => !r.from || !r.to || Date.parse(r.to) - Date.parse(r.from) <= MAX_RANGE_DAYS * 86_400_000, {
    message: `A range is at most ${MAX_RANGE_DAYS} days`,
    path: ["to"],
  })
export type CalendarRange = z.infer<typeof calendarRangeSchema>

/** GET /api/calendar/feed: the subscription URL (secret: shown to the signed-in operator only). */
export interface CalendarFeedInfo {
  url: string
}
