/**
 * Dates and times as the operator reads them: in the time zone set on Settings (or, for a
 * campaign's own clock, the campaign's zone), never the zone of whichever browser is looking. An
 * unknown zone falls back to the browser's rather than failing the screen; an unreadable date gives "".
 */

const LOCALE = "en-US"
const cache = new Map<string, Intl.DateTimeFormat>()

/** An en-US formatter in `timeZone` (the browser's for an unknown zone), built once per zone and options. */
export function zonedFormatter(timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${JSON.stringify(options)}`
  let f = cache.get(key)
  if (!f) {
    try {
      f = new Intl.DateTimeFormat(LOCALE, { ...options, timeZone })
    } catch {
      f = new Intl.DateTimeFormat(LOCALE, options)
    }
    cache.set(key, f)
  }
  return f
}

function toDate(value: string | number | Date | null | undefined) {
  if (value === null || value === undefined || value === "") return null
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? null : d
}

/** The year of an instant on the zone's calendar. */
const yearIn = (d: Date, timeZone: string) => zonedFormatter(timeZone, { year: "numeric" }).format(d)

/** "Nov 21, 2026, 3:59 PM"; `zoneName` adds the zone ("… 3:59 PM EST"). */
export function fullDateTime(
  value: string | number | Date | null | undefined,
  timeZone: string,
  opts: { zoneName?: boolean } = {}
) {
  const d = toDate(value)
  if (!d) return ""
  return zonedFormatter(timeZone, {
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    ...(opts.zoneName ? { timeZoneName: "short" } : {}),
  }).format(d)
}

/** "Nov 21, 3:59 PM"; the year only when it is not this year (in the zone). `zoneName` adds "EST". */
export function shortDateTime(
  value: string | number | Date | null | undefined,
  timeZone: string,
  opts: { now?: Date; zoneName?: boolean } = {}
) {
  const d = toDate(value)
  if (!d) return ""
  const sameYear = yearIn(d, timeZone) === yearIn(opts.now ?? new Date(), timeZone)
  return zonedFormatter(timeZone, {
    month: "short",
    day: "numeric",
    ...(sameYear ? {} : { year: "numeric" }),
    hour: "numeric",
    minute: "2-digit",
    ...(opts.zoneName ? { timeZoneName: "short" } : {}),
  }).format(d)
}

/** "3:05 PM", or "3:05:09 PM" with seconds. */
export function clockTime(value: string | number | Date | null | undefined, timeZone: string, seconds = false) {
  const d = toDate(value)
  if (!d) return ""
  return zonedFormatter(timeZone, {
    hour: "numeric",
    minute: "2-digit",
    ...(seconds ? { second: "2-digit" } : {}),
  }).format(d)
}

/** "Nov 21, 2026" */
export function calendarDate(value: string | number | Date | null | undefined, timeZone: string) {
  const d = toDate(value)
  return d ? zonedFormatter(timeZone, { month: "short", day: "numeric", year: "numeric" }).format(d) : ""
}
