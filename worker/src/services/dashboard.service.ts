import type { DB } from "../db/client"
import type { DashboardStats } from "../schemas/calls"
import { buildStatsSql } from "./calls/calls-sql"
import { runSql } from "./calls/calls-read.service"

export const DEFAULT_TIME_ZONE = "America/New_York"

/** Epoch ms of the last local midnight in `timeZone`. */
export function startOfLocalDay(now: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
    hourCycle: "h23",
  }).formatToParts(now)
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0)
  const wallClock = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"))
  const offset = wallClock - Math.floor(now.getTime() / 1000) * 1000
  return Date.UTC(get("year"), get("month") - 1, get("day")) - offset
}

/** The hour bucket (call_hourly_stats.hour) where "today" starts. */
export const todayStartHour = (now: Date, timeZone: string) =>
  Math.floor(startOfLocalDay(now, timeZone) / 3_600_000)

/**
 * successRate = answered calls / calls with a result, in percent with one decimal (0 with none).
 * "Answered" includes calls that booked a demo; no answer, busy, voicemail and failed count against.
 */
export async function dashboardStats(db: DB, sinceHour: number): Promise<DashboardStats> {
  const [r] = await runSql<{
    placed: number
    withResult: number
    answered: number
    demos: number
    callsToday: number
    activeCampaigns: number
  }>(db, buildStatsSql(sinceHour))
  const withResult = r?.withResult ?? 0
  return {
    totalCalls: r?.placed ?? 0,
    demosScheduled: r?.demos ?? 0,
    successRate: withResult ? Math.round((1000 * (r?.answered ?? 0)) / withResult) / 10 : 0,
    activeCampaigns: r?.activeCampaigns ?? 0,
    callsToday: r?.callsToday ?? 0,
  }
}
