/**
 * The Analytics page's period in the operator's time zone: its days, its instants and the series'
 * buckets (days, or weeks from Monday past 62 days). The summary counts per UTC hour, so a bucket
 * is read as a range of whole hours (its start and end floored to the hour) and, in a half- or
 * quarter-hour zone (Asia/Kolkata, Asia/Kathmandu), corrected by the calls of the part of an hour
 * each floor moved across its edge (`edges`): exact in every zone, DST days included.
 */
import { zonedParts, zonedToInstant } from "../../lib/zoned-time"
import type { AnalyticsQuery } from "../../schemas/analytics"

export const HOUR = 3_600_000
const DAY = 86_400_000
/** Longer periods are charted by week. */
export const MAX_DAILY_DAYS = 62

export interface PeriodBucket {
  start: string
  /** [loHour, hiHour) in epoch hours: [loMs, hiMs) floored to the hour. */
  loHour: number
  hiHour: number
  /** [loMs, hiMs): the bucket's instants, local midnight to local midnight. */
  loMs: number
  hiMs: number
}

/**
 * A part of an hour read from the calls, added to (sign 1) or taken from (-1) the whole hours of
 * bucket `start` (null: the whole period): [lo, hi) in epoch ms, within one UTC hour.
 */
export interface PeriodEdge {
  start: string | null
  lo: number
  hi: number
  sign: 1 | -1
}

export interface ResolvedPeriod {
  from: string
  to: string
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
  const buckets = starts.map((t, i) => {
    const loMs = midnight(t, timeZone)
    const hiMs = midnight(starts[i + 1] ?? afterLast, timeZone)
    return { start: dateOf(t), loHour: Math.floor(loMs / HOUR), hiHour: Math.floor(hiMs / HOUR), loMs, hiMs }
  })
  return {
    from,
    to,
    startMs: midnight(first, timeZone),
    endMs: midnight(afterLast, timeZone),
    timeZone,
    bucket,
    buckets,
  }
}

/**
 * What the floors to the hour get wrong, as parts of an hour to read from the calls: the calls
 * from the floored start to the real one are not the range's (taken away), those from the floored
 * end to the real one are (added). None in a whole-hour zone.
 */
function edgesOf(start: string | null, loMs: number, hiMs: number): PeriodEdge[] {
  const edges: PeriodEdge[] = []
  const lo = Math.floor(loMs / HOUR) * HOUR
  const hi = Math.floor(hiMs / HOUR) * HOUR
  if (lo < loMs) edges.push({ start, lo, hi: loMs, sign: -1 })
  if (hi < hiMs) edges.push({ start, lo: hi, hi: hiMs, sign: 1 })
  return edges
}

/** Each bucket's edges (the series). */
export const bucketEdges = (p: ResolvedPeriod) => p.buckets.flatMap((b) => edgesOf(b.start, b.loMs, b.hiMs))

/** The period's two edges at most (every chart summed over the whole period). */
export const periodEdges = (p: ResolvedPeriod) => edgesOf(null, p.startMs, p.endMs)
