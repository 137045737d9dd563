import type { CalendarEvent } from "@shared/api-routes/calendar"
import { PAST_DEMOS_SHOWN, UPCOMING_DEMOS_SHOWN } from "@shared/calendar"

import { clockTime, zonedFormatter } from "@/lib/zoned-format"

const LOCALE = "en-US"

function parts(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const out: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const p of zonedFormatter(timeZone, options).formatToParts(date)) out[p.type] = p.value
  return out
}

/** The calendar day ("2026-11-01") an instant falls on in `timeZone`. */
export function dayKey(instant: string | Date, timeZone: string) {
  const p = parts(new Date(instant), timeZone, { year: "numeric", month: "2-digit", day: "2-digit" })
  return `${p.year}-${p.month}-${p.day}`
}

/** "EST", "GMT+1"… for the zone at that instant (daylight saving included). */
export function zoneAbbreviation(instant: string | Date, timeZone: string) {
  return parts(new Date(instant), timeZone, { timeZoneName: "short" }).timeZoneName ?? timeZone
}

/** "3:00 PM" (chips). */
export function formatTime(instant: string, timeZone: string) {
  return clockTime(instant, timeZone)
}

/** What a list or the dialog says for a demo whose time cannot be printed (it can still be cancelled). */
export const UNKNOWN_TIME = "Time unknown"

/** "Sun, Nov 1, 2026, 3:00 PM EST" (lists and the details dialog). */
export function formatDemoDateTime(instant: string, timeZone: string) {
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return UNKNOWN_TIME
  return zonedFormatter(timeZone, {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date)
}

/** "Sunday, November 1" for a day key (the phone agenda's headings). */
export function formatDayHeading(key: string) {
  return zonedFormatter("UTC", { weekday: "long", month: "long", day: "numeric" }).format(new Date(`${key}T12:00:00Z`))
}

export const formatCount = (n: number) => n.toLocaleString(LOCALE)

/** SPEC §2.8: "Showing 10 of N past demos", only when there are more than the list shows. */
export function pastDemosCaption(completed: number) {
  return completed > PAST_DEMOS_SHOWN ? `Showing ${PAST_DEMOS_SHOWN} of ${formatCount(completed)} past demos` : null
}

/** Upcoming demos listed before "Show all" (ours: about one screen of rows beside Past Demos' 10). */
export const UPCOMING_DEMOS_FOLDED = 8

/**
 * "Showing 8 of 24 upcoming demos" (Past Demos' wording), only when some are not listed; past the
 * server's list (UPCOMING_DEMOS_SHOWN) it says where the rest are.
 */
export function upcomingDemosCaption(shown: number, total: number) {
  if (total <= shown) return null
  const text = `Showing ${formatCount(shown)} of ${formatCount(total)} upcoming demos`
  return shown >= UPCOMING_DEMOS_SHOWN ? `${text}; the month view shows the rest` : text
}

/** Demos by the operator's calendar day, each day's in time order. */
export function groupByDay(events: readonly CalendarEvent[], timeZone: string) {
  const days = new Map<string, CalendarEvent[]>()
  for (const event of [...events].sort((a, b) => Date.parse(a.demoDate) - Date.parse(b.demoDate))) {
    const key = dayKey(event.demoDate, timeZone)
    days.set(key, [...(days.get(key) ?? []), event])
  }
  return days
}
