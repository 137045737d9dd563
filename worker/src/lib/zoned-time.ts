/** The wall clock of an instant in one IANA time zone, as numbers. */
export interface ZonedParts {
  year: number
  month: number
  day: number
  /** English weekday name, e.g. "Monday". */
  weekday: string
  hour: number
  minute: number
  second: number
  /** Local wall clock minus UTC at this instant, in ms (negative west of Greenwich). */
  offsetMs: number
}

// Building a DateTimeFormat costs about 60 µs, formatting with one about 9: one per time zone,
// reused by every dialer tick and stats poll of the isolate. Capped, as zones can come from requests.
const MAX_CACHED_ZONES = 64

/**
 * `make(timeZone)`, built once per zone and kept for the isolate (at most MAX_CACHED_ZONES zones).
 * `make` throws a RangeError for a zone name Intl does not know; nothing is cached then.
 */
export function perZone<T>(make: (timeZone: string) => T): (timeZone: string) => T {
  const cache = new Map<string, T>()
  return (timeZone) => {
    let value = cache.get(timeZone)
    if (value === undefined) {
      value = make(timeZone)
      if (cache.size < MAX_CACHED_ZONES) cache.set(timeZone, value)
    }
    return value
  }
}

/** Throws a RangeError for a zone name Intl does not know (request schemas check with isTimeZone). */
const zonedFormat = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      weekday: "long",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    })
)

export function zonedParts(instant: number, timeZone: string): ZonedParts {
  const p: Record<string, string> = {}
  for (const part of zonedFormat(timeZone).formatToParts(new Date(instant))) p[part.type] = part.value
  const [year, month, day] = [Number(p.year), Number(p.month), Number(p.day)]
  // Some engines still print midnight as "24" even with h23.
  const [hour, minute, second] = [Number(p.hour) % 24, Number(p.minute), Number(p.second)]
  const wallClock = Date.UTC(year, month - 1, day, hour, minute, second)
  return {
    year,
    month,
    day,
    weekday: p.weekday ?? "",
    hour,
    minute,
    second,
    offsetMs: wallClock - Math.floor(instant / 1000) * 1000,
  }
}

/** Offset (ms) of a zone at an instant: local wall clock minus UTC. */
const offsetAt = (instant: number, timeZone: string) => zonedParts(instant, timeZone).offsetMs

/** The instant a wall-clock time occurs in a zone (the later reading in a DST gap, the first in an overlap). */
export function zonedToInstant(y: number, month: number, day: number, minutes: number, timeZone: string) {
  const wall = Date.UTC(y, month - 1, day, 0, minutes)
  const guess = wall - offsetAt(wall, timeZone)
  return wall - offsetAt(guess, timeZone)
}

/**
 * Local midnight of the operator's day (their time zone) before `now`. Not "hours since midnight"
 * back from now: a DST change day has 23 or 25 hours, and stepping back wall-clock hours would start
 * "today" an hour early or late.
 */
export function startOfZonedDay(now: number, timeZone: string) {
  const p = zonedParts(now, timeZone)
  return zonedToInstant(p.year, p.month, p.day, 0, timeZone)
}

const pad = (n: number) => String(n).padStart(2, "0")

/** The date `now` falls on in `timeZone`, "2026-03-04". */
export function zonedDate(now: number, timeZone: string) {
  const p = zonedParts(now, timeZone)
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`
}
