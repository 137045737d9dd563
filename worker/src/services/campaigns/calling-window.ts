import { zonedParts, zonedToInstant } from "../../lib/zoned-time"
import type { Weekday } from "../../schemas/campaigns"
import { WEEKDAYS } from "../../schemas/campaigns"

/** A campaign's calling window: wall-clock times in its own IANA time zone, on its work days. */
export interface CallingWindow {
  timezone: string
  /** "HH:MM", inclusive. */
  startTime: string
  /** "HH:MM", exclusive. A window whose end is before its start crosses midnight. */
  endTime: string
  workDays: readonly string[]
}

/** Wall-clock reading of an instant in one zone. */
export interface LocalTime {
  year: number
  month: number
  day: number
  weekday: Weekday
  /** Minutes since local midnight, 0-1439. */
  minutes: number
}

export function localTime(instant: number, timeZone: string): LocalTime {
  const p = zonedParts(instant, timeZone)
  return {
    year: p.year,
    month: p.month,
    day: p.day,
    weekday: p.weekday.toLowerCase() as Weekday,
    minutes: p.hour * 60 + p.minute,
  }
}

/** "HH:MM" -> minutes since midnight. */
export function parseClock(hhmm: string) {
  const [h, m] = hhmm.split(":").map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

const previousDay = (d: Weekday) => WEEKDAYS[(WEEKDAYS.indexOf(d) + 6) % 7]!

/**
 * Is this local reading inside the window's hours on a work day? A window crossing midnight belongs to
 * the work day it starts on, so Friday 22:00-02:00 still allows Saturday 01:00. Equal start and end
 * mean the whole day.
 */
export function isWithinWindowAt(window: Omit<CallingWindow, "timezone">, local: LocalTime) {
  const start = parseClock(window.startTime)
  const end = parseClock(window.endTime)
  const works = (d: Weekday) => window.workDays.includes(d)
  if (start === end) return works(local.weekday)
  if (start < end) return works(local.weekday) && local.minutes >= start && local.minutes < end
  if (local.minutes >= start) return works(local.weekday)
  return local.minutes < end && works(previousDay(local.weekday))
}

export function isWithinWindow(window: CallingWindow, instant: number) {
  return isWithinWindowAt(window, localTime(instant, window.timezone))
}

/**
 * The next instant (>= `instant`) at which the window opens, or null when it has no work days.
 * Used to say when a window-paused campaign resumes ("auto-pause until 12:01 AM").
 */
export function nextWindowOpening(window: CallingWindow, instant: number): number | null {
  if (!window.workDays.some((d) => (WEEKDAYS as readonly string[]).includes(d))) return null
  const start = parseClock(window.startTime)
  const today = localTime(instant, window.timezone)
  for (let k = 0; k <= 8; k++) {
    // Calendar arithmetic on a UTC date avoids DST: only y/m/d are read back.
    const date = new Date(Date.UTC(today.year, today.month - 1, today.day + k))
    const weekday = WEEKDAYS[date.getUTCDay()]!
    if (!window.workDays.includes(weekday)) continue
    const at = zonedToInstant(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate(), start, window.timezone)
    if (at >= instant) return at
  }
  return null
}
