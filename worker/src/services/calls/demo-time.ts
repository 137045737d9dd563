/**
 * A demo time as the assistant gives it (the bookDemo tool's `dateTime`, the report's `demoDate`).
 * Both are written by a language model the callee talks to, so they are read like a form a stranger
 * filled in: chrono-node reads the formats a model writes ("2027-01-05T14:00", "2027-01-05 2:00 PM",
 * "January 5, 2027 2:00 PM", "01/05/2027 2:00 PM", "tomorrow at 10am"), and then:
 * - a time that names no zone is read in the callee's zone, whatever its format (never the worker's UTC);
 * - the whole text must be the date (no "+275760-09-13" read as "09-13"), and the date must exist
 *   (2027-02-30 is refused, not rolled into March);
 * - a date without a time, or a time without a day, is asked back, never guessed;
 * - only a time from now to DEMO_WINDOW_DAYS ahead is a demo anyone can attend.
 */
import * as chrono from "chrono-node"
import { perZone, zonedParts, zonedToInstant } from "../../lib/zoned-time"

/** How far ahead a demo may be booked: a year covers every real "after the holidays" or "next season". */
export const DEMO_WINDOW_DAYS = 365
const DAY_MS = 86_400_000
/** Longer than any date a model writes; chrono is not given a page of text to scan. */
const MAX_TEXT = 100

export type DemoTimeProblem = "unreadable" | "no_time" | "no_day" | "impossible" | "past" | "too_far"

export type DemoTime = { ok: true; date: Date } | { ok: false; problem: DemoTimeProblem }

/** What the assistant says back for each refusal: a sentence it can speak to the callee. */
export const DEMO_TIME_REPLIES: Record<DemoTimeProblem, string> = {
  unreadable: "I could not read that date and time. Please confirm the day and time again.",
  no_time: "What time on that day works for you? Please give a time as well as the date.",
  no_day: "Which day works for you? Please give the date as well as the time.",
  impossible: "That date does not exist. Please pick another date.",
  past: "That time has already passed. Please pick a time in the future.",
  too_far: "That date is not available. Please pick another date within the next 12 months.",
}

const fail = (problem: DemoTimeProblem): DemoTime => ({ ok: false, problem })

function inWindow(ms: number, now: number): DemoTime {
  if (!Number.isFinite(ms)) return fail("unreadable")
  if (ms <= now) return fail("past")
  if (ms > now + DEMO_WINDOW_DAYS * DAY_MS) return fail("too_far")
  return { ok: true, date: new Date(ms) }
}

/** Day `d` of month `mo` exists in year `y` (no 30 February, no month 13). */
const realDate = (y: number, mo: number, d: number) => {
  const t = new Date(Date.UTC(y, mo - 1, d))
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d
}

/** "2027-13-05": chrono would swap day and month; an ISO-shaped date is read in ISO order or not at all. */
const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})/

/** Surrounding spaces and sentence punctuation are not part of the date. */
const trimmed = (text: string) => text.trim().replace(/[.!,;]+$/, "")

/**
 * Reads `value` as a demo time for a callee in `timeZone` at `now`. A number is epoch milliseconds;
 * a string with its own zone (Z, an offset, "EST") is that instant; anything else is the callee's
 * wall clock.
 */
export function readDemoTime(value: unknown, timeZone: string, now: Date): DemoTime {
  if (typeof value === "number") return inWindow(value, now.getTime())
  if (typeof value !== "string") return fail("unreadable")
  const text = trimmed(value)
  if (!text || text.length > MAX_TEXT) return fail("unreadable")

  const iso = ISO_DATE.exec(text)
  if (iso && !realDate(Number(iso[1]), Number(iso[2]), Number(iso[3]))) return fail("impossible")

  // Relative words ("tomorrow", "next Tuesday") count from the callee's today, not UTC's.
  const offsetMinutes = Math.round(zonedParts(now.getTime(), timeZone).offsetMs / 60_000)
  const [found] = chrono.parse(text, { instant: now, timezone: offsetMinutes }, { forwardDate: true })
  if (!found || found.index !== 0 || found.text.length !== text.length) return fail("unreadable")
  const start = found.start
  if (!start.isCertain("hour")) return fail("no_time")
  if (!start.isCertain("day") && !start.isCertain("weekday")) return fail("no_day")

  const [y, mo, d] = [start.get("year")!, start.get("month")!, start.get("day")!]
  if (!realDate(y, mo, d)) return fail("impossible")
  if (iso && (y !== Number(iso[1]) || mo !== Number(iso[2]) || d !== Number(iso[3]))) return fail("impossible")

  if (start.isCertain("timezoneOffset")) return inWindow(start.date().getTime(), now.getTime())
  const minutes = start.get("hour")! * 60 + (start.get("minute") ?? 0)
  const second = start.get("second") ?? 0
  return inWindow(zonedToInstant(y, mo, d, minutes, timeZone) + second * 1000, now.getTime())
}

const spoken = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      weekday: "long",
      month: "long",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    })
)

/**
 * "Tuesday, January 5 at 2:00 PM EST": what the assistant reads back to the callee, in the zone a
 * zoneless time was read in, with the date (a weekday alone is ambiguous a year ahead).
 */
export function spokenDemoTime(date: Date, timeZone: string) {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const part of spoken(timeZone).formatToParts(date)) p[part.type] = part.value
  return `${p.weekday}, ${p.month} ${p.day} at ${p.hour}:${p.minute} ${p.dayPeriod} ${p.timeZoneName}`
}
