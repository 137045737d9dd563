/**
 * The Analytics page's period in the operator's time zone: its days, its instants and the series'
 * buckets (days, or weeks from Monday past 62 days). The rollups count per local day of the same
 * zone (analytics-days.ts), so a bucket is a range of day numbers, exact in every zone (half- and
 * quarter-hour ones, DST days included); the instants bound the calls still on the line, read live.
 */
import { zonedParts, zonedToInstant } from "../../lib/zoned-time"
import type { AnalyticsQuery } from "../../schemas/analytics"

const DAY = 86_400_000
/** Longer periods are charted by week. */
export const MAX_DAILY_DAYS = 62

export interface PeriodBucket {
  start: string
  /** [loDay, hiDay): the bucket's local days, as days since 1970-01-01 of the local date. */
  loDay: number
  hiDay: number
}

export interface ResolvedPeriod {
  from: string
  to: string
  /** [firstDay, endDay): the period's local days (day numbers, as the rollups key them). */
  firstDay: number
  endDay: number
  startMs: number
  endMs: number
  timeZone: string
  bucket: "day" | "week"
  buckets: PeriodBucket[]
}

/** Days as UTC midnights, for calendar arithmetic on "YYYY-MM-DD". */
const dayMs = (date: string) => Date.parse(`${date}T00:00:00Z`)
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

function presetRange(q: AnalyticsQuery, today: string): [string, string] {
  const t = dayMs(today)
  const d = new Date(t)
  switch (q.period) {
    case "7d":
      return [dateOf(t - 6 * DAY), today]
    case "90d":
      return [dateOf(t - 89 * DAY), today]
    case "month":
      return [today.slice(0, 8) + "01", today]
    case "last-month": {
      const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)
      return [dateOf(first), dateOf(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) - DAY)]
    }
    case "custom":
      return [q.from!, q.to!]
    default:
      return [dateOf(t - 29 * DAY), today]
  }
}

/** Local midnight of a day in the zone. */
const midnight = (dayUtcMs: number, timeZone: string) => {
  const d = new Date(dayUtcMs)
  return zonedToInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), 0, timeZone)
}

export function resolvePeriod(q: AnalyticsQuery, now: number, timeZone: string): ResolvedPeriod {
  const p = zonedParts(now, timeZone)
  const today = `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}`
  const [from, to] = presetRange(q, today)
  const first = dayMs(from)
  const afterLast = dayMs(to) + DAY
  const days = Math.round((afterLast - first) / DAY)
  const bucket = days > MAX_DAILY_DAYS ? "week" : "day"
  const starts: number[] = []
  for (let t = first; t < afterLast; t += DAY) {
    // Weeks start on Monday (getUTCDay 1); the period's first day starts the first, partial, week.
    if (bucket === "day" || t === first || new Date(t).getUTCDay() === 1) starts.push(t)
  }
  const buckets = starts.map((t, i) => ({
    start: dateOf(t),
    loDay: t / DAY,
    hiDay: (starts[i + 1] ?? afterLast) / DAY,
  }))
  return {
    from,
    to,
    firstDay: first / DAY,
    endDay: afterLast / DAY,
    startMs: midnight(first, timeZone),
    endMs: midnight(afterLast, timeZone),
    timeZone,
    bucket,
    buckets,
  }
}
