/** How the "why" line reads its times: on the clock of the zone it is about, with that zone's name. */
import { perZone } from "../../lib/zoned-time"

const DAY = 86_400_000

const timeFormat = perZone(
  (timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, hour: "numeric", minute: "2-digit" })
)
const weekdayFormat = perZone((timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, weekday: "short" }))
const shortZone = perZone((timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "shortGeneric" }))
const longZone = perZone((timeZone) => new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" }))

const zonePart = (format: Intl.DateTimeFormat, instant: number) =>
  format.formatToParts(new Date(instant)).find((p) => p.type === "timeZoneName")?.value ?? ""

/** "CT", "ET" (generic: the same in summer and winter). */
export const zoneAbbrev = (instant: number, timeZone: string) => zonePart(shortZone(timeZone), instant)

/** "Central Time". */
export const zoneName = (instant: number, timeZone: string) => zonePart(longZone(timeZone), instant)

/** "10:22 PM". */
export const clockAt = (instant: number, timeZone: string) => timeFormat(timeZone).format(new Date(instant))

/** "12:01 AM CT", or "Mon 9:00 AM ET" when it is not within the next 20 hours. */
export function momentText(instant: number, timeZone: string, now: number) {
  const day = instant - now > 20 * 3_600_000 ? `${weekdayFormat(timeZone).format(new Date(instant))} ` : ""
  return `${day}${clockAt(instant, timeZone)} ${zoneAbbrev(instant, timeZone)}`.trim()
}

/** "Tue, Nov 24, 9:00 AM ET" for starts further than a week away. */
export function startText(instant: number, timeZone: string, now: number) {
  if (instant - now < 6 * DAY) return momentText(instant, timeZone, now)
  const date = new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" }).format(new Date(instant))
  return `${date}, ${clockAt(instant, timeZone)} ${zoneAbbrev(instant, timeZone)}`
}

export const plural = (n: number, word: string) => `${n.toLocaleString("en-US")} ${word}${n === 1 ? "" : "s"}`
