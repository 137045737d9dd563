import { useCallback, useState } from "react"
import { mutate } from "swr"
import { API } from "@shared/api-routes/endpoints"

import { useApi } from "@/hooks/use-api"
import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { apiCall } from "@/lib/api-call"

/** SPEC §9 polling: stats every 5000 ms, recent calls every 3000 ms (a 304 when nothing changed). */
export const STATS_REFRESH_MS = 5000
export const RECENT_CALLS_REFRESH_MS = 3000

export const STATS_PATH = "/api/dashboard/stats"
export const RECENT_CALLS_KEY = "/api/dashboard/recent-calls"

/** "Today" for the quota bar is the operator's day: the server reads the time zone setting. */
const statsKey = STATS_PATH

export function useDashboardStats() {
  return useApi(API.dashboard.stats, undefined, { refreshInterval: STATS_REFRESH_MS })
}

/**
 * Recent calls plus when they were last fetched (a 304 counts: the data is confirmed current).
 * `markUpdated` is for refreshes that write the cache directly (refreshDashboard).
 */
export function useRecentCalls() {
  const [lastUpdated, setLastUpdated] = useState<Date | null>(null)
  const markUpdated = useCallback(() => setLastUpdated(new Date()), [])
  const swr = useApi(API.dashboard.recentCalls, undefined, {
    refreshInterval: RECENT_CALLS_REFRESH_MS,
    onSuccess: markUpdated,
  })
  return { ...swr, lastUpdated, markUpdated }
}

/**
 * A manual refresh: recent calls, stats and the integration lights, fetched now and written into
 * the cache. Rejects when any of them fails, so the caller can say so (SWR's own revalidation
 * swallows errors into hook state).
 */
export async function refreshDashboard() {
  const [recent, stats, system] = await Promise.all([
    apiCall(API.dashboard.recentCalls),
    apiCall(API.dashboard.stats),
    // The operator's Refresh asks every provider again instead of answering the cached checks.
    apiCall(API.system.status, { query: { refresh: "1" } }),
  ])
  await Promise.all([
    mutate(RECENT_CALLS_KEY, recent, { revalidate: false }),
    mutate(statsKey, stats, { revalidate: false }),
    mutate(SYSTEM_STATUS_KEY, system, { revalidate: false }),
  ])
}
