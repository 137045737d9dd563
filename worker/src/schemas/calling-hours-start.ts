/**
 * "Start immediately" follows the chosen window (SPEC §5 gives the rule and its text for the calls
 * screen's 12:01-6:00 AM window; other windows get the same sentence with their own hours). Judged
 * on the campaign's own clock, where the server keeps the window.
 */
import { CAMPAIGN_MESSAGES, WEEKDAYS, type Weekday } from "./campaign-rules"
import { type CallingHours, isSpecWindow, minuteInHours, clockMinutes } from "./calling-hours"

export type { CallingHours } from "./calling-hours"

/** "9:00 AM" from "09:00". */
export function clockText(hhmm: string) {
  const minutes = clockMinutes(hhmm)
  const h = Math.floor(minutes / 60)
  const m = String(minutes % 60).padStart(2, "0")
  return `${h % 12 === 0 ? 12 : h % 12}:${m} ${h < 12 ? "AM" : "PM"}`
}

const DAY_SHORT: Record<Weekday, string> = {
  sunday: "Sun",
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
}

/** "every day", "Monday to Friday", "Mon, Wed, Fri". */
export function daysText(days: readonly Weekday[]) {
  const set = WEEKDAYS.filter((d) => days.includes(d))
  if (set.length === 7) return "every day"
  if (set.length === 5 && !set.includes("saturday") && !set.includes("sunday")) return "Monday to Friday"
  return set.map((d) => DAY_SHORT[d]).join(", ")
}

/** Wall clock of `now` in `timeZone` (the runtime's zone for an unknown one). */
export function wallClock(now: Date, timeZone: string): { weekday: Weekday; minutes: number } {
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).formatToParts(now)
  } catch {
    return { weekday: WEEKDAYS[now.getDay()]!, minutes: now.getHours() * 60 + now.getMinutes() }
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "0"
  return {
    weekday: get("weekday").toLowerCase() as Weekday,
    minutes: (Number(get("hour")) % 24) * 60 + Number(get("minute")),
  }
}

/** Is `now` inside the window on the campaign's clock (a window past midnight belongs to its start day)? */
export function insideHoursAt(hours: CallingHours & { timezone: string }, now: Date) {
  const { weekday, minutes } = wallClock(now, hours.timezone)
  if (!minuteInHours(hours, minutes)) return false
  const start = clockMinutes(hours.startTime)
  const crossed = start > clockMinutes(hours.endTime) && minutes < start
  const day = crossed ? WEEKDAYS[(WEEKDAYS.indexOf(weekday) + 6) % 7]! : weekday
  return hours.workDays.includes(day)
}

/** The spec's message for its own window; the same sentence with the chosen hours otherwise. */
export function immediateOutsideMessage(hours: CallingHours) {
  if (isSpecWindow(hours) && hours.workDays.length === 7) return CAMPAIGN_MESSAGES.immediateOutsideWindow
  const from = clockText(hours.startTime)
  const to = clockText(hours.endTime)
  return `Campaigns with these hours can only run between ${from} and ${to}, ${daysText(hours.workDays)}. Please schedule for the next calling window or wait until ${from}.`
}

/** Null when starting now is allowed, else the message. */
export function immediateStartErrorFor(hours: CallingHours & { timezone: string }, now: Date = new Date()) {
  return insideHoursAt(hours, now) ? null : immediateOutsideMessage(hours)
}
