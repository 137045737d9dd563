/** A visible month: month is 0-11. */
export type MonthRef = { year: number; month: number }

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, "0")
const keyOf = (ms: number) => {
  const d = new Date(ms)
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
}
const isoOf = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z")

export function monthOfDay(key: string): MonthRef {
  return { year: Number(key.slice(0, 4)), month: Number(key.slice(5, 7)) - 1 }
}

export function addMonths({ year, month }: MonthRef, delta: number): MonthRef {
  const total = year * 12 + month + delta
  return { year: Math.floor(total / 12), month: ((total % 12) + 12) % 12 }
}

export function sameMonth(a: MonthRef, b: MonthRef) {
  return a.year === b.year && a.month === b.month
}

/** "November 2026". */
export function monthLabel({ year, month }: MonthRef) {
  return new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    Date.UTC(year, month, 1)
  )
}

export const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const

/**
 * The month's grid: whole weeks from the Sunday on or before the 1st to the Saturday on or after
 * the last day (4 to 6 weeks of day keys). `range` is what the events request asks for: the grid
 * padded by a day on each side, so the demos of every visible day are in it whatever the
 * operator's zone (at most 44 days, under the API's 62).
 */
export function monthGrid({ year, month }: MonthRef) {
  const first = Date.UTC(year, month, 1)
  const last = Date.UTC(year, month + 1, 0)
  const start = first - new Date(first).getUTCDay() * DAY_MS
  const end = last + (6 - new Date(last).getUTCDay()) * DAY_MS
  const weeks: string[][] = []
  for (let day = start; day <= end; day += 7 * DAY_MS) {
    weeks.push(Array.from({ length: 7 }, (_, i) => keyOf(day + i * DAY_MS)))
  }
  return { weeks, range: { from: isoOf(start - DAY_MS), to: isoOf(end + 2 * DAY_MS) } }
}
