import { useCallback, useMemo } from "react"
import { useLocation, useSearch } from "wouter"

import { ANALYTICS_PERIODS } from "@shared/analytics"
import type { AnalyticsFilters } from "./use-analytics"

export const DEFAULT_FILTERS: AnalyticsFilters = {
  period: "30d",
  from: "",
  to: "",
  campaignId: "",
  source: "",
  category: "",
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const isPeriod = (v: string | null): v is AnalyticsFilters["period"] =>
  (ANALYTICS_PERIODS as readonly (string | null)[]).includes(v)

/**
 * The filters a link or a reload carries (`?period=custom&from=2026-11-01&to=2026-11-07&campaign=3`);
 * anything unreadable is the default, so a hand-edited link still opens the page.
 */
export function filtersFromSearch(search: string): AnalyticsFilters {
  const q = new URLSearchParams(search)
  const period = q.get("period")
  const day = (key: string) => (DAY.test(q.get(key) ?? "") ? q.get(key)! : "")
  const campaign = q.get("campaign") ?? ""
  return {
    period: isPeriod(period) ? period : DEFAULT_FILTERS.period,
    from: period === "custom" ? day("from") : "",
    to: period === "custom" ? day("to") : "",
    campaignId: /^\d+$/.test(campaign) ? campaign : "",
    source: q.get("source") ?? "",
    category: q.get("category") ?? "",
  }
}

/** The query string of the filters, defaults left out ("" for the default view). */
export function searchFromFilters(f: AnalyticsFilters): string {
  const q = new URLSearchParams()
  if (f.period !== DEFAULT_FILTERS.period) q.set("period", f.period)
  if (f.period === "custom" && f.from) q.set("from", f.from)
  if (f.period === "custom" && f.to) q.set("to", f.to)
  if (f.campaignId) q.set("campaign", f.campaignId)
  if (f.source) q.set("source", f.source)
  if (f.category) q.set("category", f.category)
  return q.toString()
}

/**
 * The page's filters, kept in its address: a reload keeps them and a copied link opens the same
 * view. Each change replaces the entry (Back leaves Analytics instead of undoing one filter).
 */
export function useAnalyticsFilters() {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const filters = useMemo(() => filtersFromSearch(search), [search])
  const setFilters = useCallback(
    (next: AnalyticsFilters) => {
      const query = searchFromFilters(next)
      navigate(query ? `${location}?${query}` : location, { replace: true })
    },
    [location, navigate]
  )
  return [filters, setFilters] as const
}
