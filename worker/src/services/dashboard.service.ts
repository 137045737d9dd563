import type { DB } from "../db/client"
import { periodHours, periodWindow } from "../lib/period-window"
import { zonedParts } from "../lib/zoned-time"
import type { CallListItem, DashboardStats } from "../schemas/api-routes/calls"
import type { Settings } from "../settings/registry"
import { type CallVersions, callVersionsWith, runSql, toCallItem } from "./calls/calls-read.service"
import { buildStatsSql, RECENT_CALLS_SQL, type StatsHours } from "./calls/calls-sql"

/** Kept for the bench; the app uses the operator's `timezone` setting (settings/registry.ts). */
export { DEFAULT_TIME_ZONE } from "../settings/registry"

/** Epoch ms of the last local midnight in `timeZone`. */
export function startOfLocalDay(now: Date, timeZone: string) {
  const p = zonedParts(now.getTime(), timeZone)
  return Date.UTC(p.year, p.month - 1, p.day) - p.offsetMs
}

type WeekColumns = Record<`${"tw" | "lw"}_${"placed" | "with_result" | "answered" | "demos"}`, number>

/** The counters row of buildStatsSql (calls-sql.ts). */
interface StatsRow extends WeekColumns {
  placed: number
  withResult: number
  answered: number
  demos: number
  callsToday: number
  activeCampaigns: number
  voiceSpent: number
  placesSpent: number
}

/** What a stats read needs besides the database: the operator's periods and settings. */
export interface StatsInput {
  now: number
  timeZone: string
  settings: Pick<Settings, "daily_call_quota" | "voice_monthly_budget" | "places_monthly_budget">
}

/** The period bounds of a read (the route's ETag names the hour they were computed for). */
export function statsPeriods({ now, timeZone }: Pick<StatsInput, "now" | "timeZone">) {
  const window = periodWindow(now, timeZone)
  return { window, hours: periodHours(window, now) }
}

const cents = (usd: number) => Math.round(usd * 1e4) / 1e4
const iso = (ms: number) => new Date(ms).toISOString()

/**
 * The counters row as the dashboard's numbers. successRate = answered calls / calls with a result,
 * in percent with one decimal (0 with none). "Answered" includes calls that booked a demo; no
 * answer, busy, voicemail and failed count against.
 */
function toDashboardStats(r: StatsRow | undefined, input: StatsInput): DashboardStats {
  const withResult = r?.withResult ?? 0
  const { window } = statsPeriods(input)
  const week = (p: "tw" | "lw") => ({
    placed: r?.[`${p}_placed`] ?? 0,
    withResult: r?.[`${p}_with_result`] ?? 0,
    answered: r?.[`${p}_answered`] ?? 0,
    demos: r?.[`${p}_demos`] ?? 0,
  })
  return {
    totalCalls: r?.placed ?? 0,
    demosScheduled: r?.demos ?? 0,
    successRate: withResult ? Math.round((1000 * (r?.answered ?? 0)) / withResult) / 10 : 0,
    activeCampaigns: r?.activeCampaigns ?? 0,
    callsToday: r?.callsToday ?? 0,
    dailyQuota: input.settings.daily_call_quota,
    week: {
      thisWeek: week("tw"),
      lastWeek: week("lw"),
      from: iso(window.weekStart),
      lastWeekFrom: iso(window.lastWeekStart),
      lastWeekTo: iso(window.lastWeekEnd),
    },
    spend: {
      monthStart: iso(window.monthStart),
      voice: cents(r?.voiceSpent ?? 0),
      places: cents(r?.placesSpent ?? 0),
      voiceBudget: input.settings.voice_monthly_budget,
      placesBudget: input.settings.places_monthly_budget,
    },
  }
}

/** What a polled read returns on a first load: the versions (for the ETag) and the data. */
export interface Versioned<T> {
  version: CallVersions
  data: T
}

const statsSql = (input: StatsInput) => buildStatsSql(statsPeriods(input).hours satisfies StatsHours)

export async function dashboardStats(db: DB, input: StatsInput): Promise<DashboardStats> {
  return toDashboardStats((await runSql<StatsRow>(db, statsSql(input)))[0], input)
}

/** The versions and the stats in one D1 round trip. */
export async function dashboardStatsWithVersion(db: DB, input: StatsInput): Promise<Versioned<DashboardStats>> {
  const [version, [row]] = await callVersionsWith<StatsRow>(db, statsSql(input))
  return { version, data: toDashboardStats(row, input) }
}

export async function recentCalls(db: DB): Promise<CallListItem[]> {
  return (await runSql(db, RECENT_CALLS_SQL)).map(toCallItem)
}

/** The versions and the 10 newest calls in one D1 round trip. */
export async function recentCallsWithVersion(db: DB): Promise<Versioned<CallListItem[]>> {
  const [version, rows] = await callVersionsWith(db, RECENT_CALLS_SQL)
  return { version, data: rows.map(toCallItem) }
}
