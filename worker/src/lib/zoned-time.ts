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
const formats = new Map<string, Intl.DateTimeFormat>()

/** Throws a RangeError for a zone name Intl does not know (request schemas check with isTimeZone). */
function zonedFormat(timeZone: string) {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
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
    if (formats.size < MAX_CACHED_ZONES) formats.set(timeZone, format)
  }
  return format
}

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
