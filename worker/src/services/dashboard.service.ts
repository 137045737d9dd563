import type { DB } from "../db/client"
import { zonedParts } from "../lib/zoned-time"
import type { CallListItem, DashboardStats } from "../schemas/api-routes/calls"
import { type CallVersions, callVersionsWith, runSql, toCallItem } from "./calls/calls-read.service"
import { buildStatsSql, RECENT_CALLS_SQL } from "./calls/calls-sql"

/** Kept for the bench; the app uses the operator's `timezone` setting (settings/registry.ts). */
export { DEFAULT_TIME_ZONE } from "../settings/registry"

/** Epoch ms of the last local midnight in `timeZone`. */
export function startOfLocalDay(now: Date, timeZone: string) {
  const p = zonedParts(now.getTime(), timeZone)
  return Date.UTC(p.year, p.month - 1, p.day) - p.offsetMs
}

/** The hour bucket (call_hourly_stats.hour) where "today" starts. */
export const todayStartHour = (now: Date, timeZone: string) => Math.floor(startOfLocalDay(now, timeZone) / 3_600_000)

/** The counters row of buildStatsSql (calls-sql.ts). */
interface StatsRow {
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
function toDashboardStats(r: StatsRow | undefined): DashboardStats {
  const withResult = r?.withResult ?? 0
  return {
    totalCalls: r?.placed ?? 0,
    demosScheduled: r?.demos ?? 0,
    successRate: withResult ? Math.round((1000 * (r?.answered ?? 0)) / withResult) / 10 : 0,
    activeCampaigns: r?.activeCampaigns ?? 0,
    callsToday: r?.callsToday ?? 0,
  }
}

/** What a polled read returns on a first load: the versions (for the ETag) and the data. */
export interface Versioned<T> {
  version: CallVersions
  data: T
}

export async function dashboardStats(db: DB, sinceHour: number): Promise<DashboardStats> {
  return toDashboardStats((await runSql<StatsRow>(db, buildStatsSql(sinceHour)))[0])
}

/** The versions and the stats in one D1 round trip. */
export async function dashboardStatsWithVersion(db: DB, sinceHour: number): Promise<Versioned<DashboardStats>> {
  const [version, [row]] = await callVersionsWith<StatsRow>(db, buildStatsSql(sinceHour))
  return { version, data: toDashboardStats(row) }
}

export async function recentCalls(db: DB): Promise<CallListItem[]> {
  return (await runSql(db, RECENT_CALLS_SQL)).map(toCallItem)
}

/** The versions and the 10 newest calls in one D1 round trip. */
export async function recentCallsWithVersion(db: DB): Promise<Versioned<CallListItem[]>> {
  const [version, rows] = await callVersionsWith(db, RECENT_CALLS_SQL)
  return { version, data: rows.map(toCallItem) }
}
