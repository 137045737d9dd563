const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"} ago`

/**
 * SPEC §2.3 relative times: "Just now", "N mins ago", "N hours ago", "N days ago", and "Unknown" with
 * no (or an unreadable) date. A count of 1 reads "1 min ago". A date slightly in the future (clock
 * skew between server and browser) is "Just now".
 */
export function relativeTime(date: string | number | Date | null | undefined, now: number = Date.now()) {
  if (date === null || date === undefined || date === "") return "Unknown"
  const at = new Date(date).getTime()
  if (Number.isNaN(at)) return "Unknown"
  const diff = now - at
  if (diff < MINUTE) return "Just now"
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), "min")
  if (diff < DAY) return plural(Math.floor(diff / HOUR), "hour")
  return plural(Math.floor(diff / DAY), "day")
}
