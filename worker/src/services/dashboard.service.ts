import { zonedParts } from "../lib/zoned-time"
import type { DashboardStats } from "../schemas/calls"

export const DEFAULT_TIME_ZONE = "America/New_York"

/** Epoch ms of the last local midnight in `timeZone`. */
export function startOfLocalDay(now: Date, timeZone: string) {
  const p = zonedParts(now.getTime(), timeZone)
  return Date.UTC(p.year, p.month - 1, p.day) - p.offsetMs
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
