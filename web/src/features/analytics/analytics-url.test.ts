import { describe, expect, it } from "vitest"

import { DEFAULT_FILTERS, filtersFromSearch, searchFromFilters } from "./analytics-url"

describe("Analytics filters in the address (issue 38)", () => {
  it("writes only what differs from the default view, and reads it back the same", () => {
    expect(searchFromFilters(DEFAULT_FILTERS)).toBe("")
    const view = {
      ...DEFAULT_FILTERS,
      period: "custom" as const,
      from: "2026-11-01",
      to: "2026-11-07",
      campaignId: "3",
      source: "Dentist in Austin, TX",
      category: "Auto Repair",
    }
    const search = searchFromFilters(view)
    expect(search).toBe(
      "period=custom&from=2026-11-01&to=2026-11-07&campaign=3&source=Dentist+in+Austin%2C+TX&category=Auto+Repair"
    )
    expect(filtersFromSearch(search)).toEqual(view)
    expect(filtersFromSearch("?period=7d&campaign=0")).toEqual({ ...DEFAULT_FILTERS, period: "7d", campaignId: "0" })
  })

  it("opens a hand-edited or stale link on the defaults for what it cannot read", () => {
    expect(filtersFromSearch("period=forever&from=yesterday&campaign=abc")).toEqual(DEFAULT_FILTERS)
    // Days belong to a custom period only: a preset's link ignores them.
    expect(filtersFromSearch("period=7d&from=2026-11-01&to=2026-11-07")).toEqual({ ...DEFAULT_FILTERS, period: "7d" })
    expect(searchFromFilters({ ...DEFAULT_FILTERS, period: "90d", from: "2026-11-01" })).toBe("period=90d")
  })
})
