import { zonedFormatter } from "@/lib/zoned-format"

/** The wall clock of an instant in `timeZone`, as the date and time inputs hold it ("2027-01-07", "15:30"). */
export function wallClock(instant: string | number | Date, timeZone: string) {
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  const f = zonedFormatter(timeZone, {
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
  for (const part of f.formatToParts(new Date(instant))) p[part.type] = part.value
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour === "24" ? "00" : p.hour}:${p.minute}` }
}

/** "Thu, Jan 7, 3:30 PM CST": a callback's time in a zone (the callee's on cards and in dialogs). */
export function callbackTime(instant: string, timeZone: string) {
  return zonedFormatter(timeZone, {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(instant))
}

/** The default for a new callback: tomorrow at 10:00 in the callee's zone. */
export function tomorrowAtTen(timeZone: string, now = Date.now()) {
  return { date: wallClock(now + 86_400_000, timeZone).date, time: "10:00" }
}
