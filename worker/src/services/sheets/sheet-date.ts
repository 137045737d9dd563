/**
 * A moment as a spreadsheet date and time: Sheets keeps dates as serial numbers (days since
 * 1899-12-30, read on the wall clock) and shows them through a number format, so the cell sorts
 * and filters as a date. The zone has no place in the number: its abbreviation goes in the
 * pattern as literal text, per cell, since it changes with daylight saving time (EST / EDT).
 */
import { perZone, zonedParts } from "../../lib/zoned-time"
import type { SheetDateTime } from "../../providers/sheets/sheets-provider"

const DAY_MS = 86_400_000
/** 1970-01-01 as a Sheets serial (1899-12-30 is day 0). */
const EPOCH_SERIAL = 25_569

/** "Sun, Nov 29, 2026, 10:00 AM EST": one format gives the cell's text and, from its parts, the zone. */
const shown = perZone(
  (timeZone) =>
    new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone,
      timeZoneName: "short",
    })
)

/** `instant` in `timeZone` as a date-time cell: "Sun, Nov 29, 2026, 10:00 AM EST" with the year and the zone. */
export function sheetDateTime(instant: number, timeZone: string): SheetDateTime {
  const parts = shown(timeZone).formatToParts(new Date(instant))
  // "EST", "CDT", "GMT+2": the zone as the operator reads it at that moment.
  const zone = parts.find((p) => p.type === "timeZoneName")?.value ?? timeZone
  const wallClock = instant + zonedParts(instant, timeZone).offsetMs
  return {
    serial: Math.round((wallClock / DAY_MS + EPOCH_SERIAL) * 1e8) / 1e8,
    // Sheets' pattern letters (developers.google.com/sheets/api/guides/formats); "..." is literal text.
    pattern: `ddd, mmm d, yyyy, h:mm AM/PM "${zone.replace(/"/g, "")}"`,
    text: parts.map((p) => p.value).join(""),
  }
}
