import type { DashboardStats } from "../schemas/calls"

export const DEFAULT_TIME_ZONE = "America/New_York"

// Building a DateTimeFormat costs about 60 µs, formatting with one about 9: one per time zone,
// reused by every stats poll of the isolate.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>()

function wallClockFormat(timeZone: string) {
  let format = wallClockFormats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      hourCycle: "h23",
    })
    if (wallClockFormats.size < 64) wallClockFormats.set(timeZone, format)
  }
  return format
}

/** Epoch ms of the last local midnight in `timeZone`. */
export function startOfLocalDay(now: Date, timeZone: string) {
  const parts = wallClockFormat(timeZone).formatToParts(now)
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0)
  const wallClock = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"))
  const offset = wallClock - Math.floor(now.getTime() / 1000) * 1000
  return Date.UTC(get("year"), get("month") - 1, get("day")) - offset
}

/** The hour bucket (call_hourly_stats.hour) where "today" starts. */
export const todayStartHour = (now: Date, timeZone: string) =>
  Math.floor(startOfLocalDay(now, timeZone) / 3_600_000)

/** The counters row of buildStatsSql (calls-sql.ts). */
export interface StatsRow {
  placed: number
  withResult: number
  answered: number
  demos: number
  callsToday: number
  activeCampaigns: number
}

/**
 * The counters row as the dashboard's numbers. successRate = answered calls / calls with a result,
 * in percent with one decimal (0 with none). "Answered" includes calls that booked a demo; no
 * answer, busy, voicemail and failed count against.
 */
export function toDashboardStats(r: StatsRow | undefined): DashboardStats {
  const withResult = r?.withResult ?? 0
  return {
    totalCalls: r?.placed ?? 0,
    demosScheduled: r?.demos ?? 0,
    successRate: withResult ? Math.round((1000 * (r?.answered ?? 0)) / withResult) / 10 : 0,
    activeCampaigns: r?.activeCampaigns ?? 0,
    callsToday: r?.callsToday ?? 0,
  }
}
