import { API } from "@shared/api-routes/endpoints"

import { useApi } from "@/hooks/use-api"

export type AnalyticsFilters = {
  period: "7d" | "30d" | "90d" | "month" | "last-month" | "custom"
  from: string
  to: string
  /** "" = every campaign; "0" = calls outside any campaign. */
  campaignId: string
  source: string
  category: string
}

/** The request for the chosen period and filters: empty filters and a preset's dates are left out. */
export function analyticsQuery(f: AnalyticsFilters) {
  return {
    period: f.period,
    ...(f.period === "custom" ? { from: f.from, to: f.to } : {}),
    ...(f.campaignId ? { campaignId: f.campaignId } : {}),
    ...(f.source ? { source: f.source } : {}),
    ...(f.category ? { category: f.category } : {}),
  }
}

/** A custom period is sent once both days are set and in order. */
export const isCompleteQuery = (f: AnalyticsFilters) => f.period !== "custom" || (!!f.from && !!f.to && f.from <= f.to)

/** The figures of one period; the last answer stays on screen while the next loads. */
export function useAnalytics(f: AnalyticsFilters) {
  return useApi(API.analytics.summary, isCompleteQuery(f) ? { query: analyticsQuery(f) } : null, {
    keepPreviousData: true,
    revalidateOnFocus: true,
    // New calls land all the time during a campaign; a minute is fresh enough for trends.
    refreshInterval: 60_000,
  })
}

/** Filter options: campaigns by name, sources and categories of the stored contacts. */
export function useAnalyticsOptions() {
  const campaigns = useApi(API.campaigns.list, { query: { pageSize: 200 } })
  const facets = useApi(API.contacts.facets, {})
  return {
    campaigns: campaigns.data ?? [],
    sources: facets.data?.sources ?? [],
    categories: facets.data?.categories ?? [],
  }
}
