/**
 * The operator's periods (their Settings time zone) as the stats tables' hour buckets: today, this
 * week against the same part of last week, and the month to date. Weeks start on Monday 00:00 local;
 * every boundary is a local wall-clock time turned into an instant with the zone's own offset then,
 * so a week holding a DST change is 167 or 169 hours long, as it is on the operator's clock.
 */
import { zonedParts, zonedToInstant } from "./zoned-time"

const HOUR_MS = 3_600_000
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

/** call_hourly_stats.hour of an instant (epoch ms / 1 hour). */
export const hourIndex = (ms: number) => Math.floor(ms / HOUR_MS)

export interface PeriodWindow {
  /** Local midnight today. */
  todayStart: number
  /** Monday 00:00 local of this week. */
  weekStart: number
  /** Monday 00:00 local of last week. */
  lastWeekStart: number
  /** The same weekday and wall-clock time as now, one week ago: last week is compared up to here. */
  lastWeekEnd: number
  /** The 1st of this month, 00:00 local. */
  monthStart: number
}

export function periodWindow(now: number, timeZone: string): PeriodWindow {
  const p = zonedParts(now, timeZone)
  const sinceMonday = WEEKDAYS.indexOf(p.weekday)
  const minutes = p.hour * 60 + p.minute
  // Date.UTC (inside zonedToInstant) carries a day below 1 into the month before.
  const at = (dayOffset: number, mins = 0) => zonedToInstant(p.year, p.month, p.day + dayOffset, mins, timeZone)
  return {
    todayStart: at(0),
    weekStart: at(-sinceMonday),
    lastWeekStart: at(-sinceMonday - 7),
    lastWeekEnd: at(-7, minutes) + p.second * 1000,
    monthStart: zonedToInstant(p.year, p.month, 1, 0, timeZone),
  }
}

/**
 * The window as inclusive hour-bucket bounds, so both weeks are compared to the hour (up to the
 * bucket holding now, against up to the one holding the same time last week). In a half-hour zone
 * the bucket straddling local midnight counts in the period that starts in it.
 */
export function periodHours(w: PeriodWindow, now: number) {
  return {
    todayFrom: hourIndex(w.todayStart),
    weekFrom: hourIndex(w.weekStart),
    lastWeekFrom: hourIndex(w.lastWeekStart),
    lastWeekTo: hourIndex(w.lastWeekEnd),
    monthFrom: hourIndex(w.monthStart),
    now: hourIndex(now),
  }
}
export type PeriodHours = ReturnType<typeof periodHours>
