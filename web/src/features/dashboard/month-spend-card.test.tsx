import { describe, expect, it } from "vitest"
import type { DashboardStats } from "@shared/api-routes/calls"

import { renderStatic, textOf } from "@/features/automation/render-static"
import { MonthSpendCard } from "./month-spend-card"

const STATS_KEY = "/api/dashboard/stats"
const spend = (over: Partial<DashboardStats["spend"]> = {}): DashboardStats["spend"] => ({
  monthStart: "2026-11-01T04:00:00.000Z",
  voice: 12.5,
  places: 0.35,
  voiceBudget: null,
  placesBudget: null,
  ...over,
})
// The card reads the stats' spend alone.
const cardText = (s: DashboardStats["spend"]) => textOf(<MonthSpendCard />, { [STATS_KEY]: { spend: s } })

describe("Spend This Month", () => {
  it("adds up what the voice provider and Google Places billed since the 1st, each line apart", () => {
    const text = cardText(spend())
    expect(text).toContain("November to date, as billed")
    expect(text).toContain("$12.85 Voice calls $12.50 Google Places $0.35")
    expect(text).toContain("Google Sheets and e-mail cost nothing here.")
    expect(text).not.toContain(" of $")
  })

  it("shows each budget and says which work is paused once one is reached", () => {
    const text = cardText(spend({ voice: 50, voiceBudget: 50, places: 8, placesBudget: 10 }))
    expect(text).toContain("Voice calls $50.00 of $50.00 Budget reached: campaigns are paused.")
    expect(text).toContain("Google Places $8.00 of $10.00")
    expect(text).not.toContain("lead searches are paused")
    const placesReached = { [STATS_KEY]: { spend: spend({ places: 10, placesBudget: 10 }) } }
    expect(textOf(<MonthSpendCard />, placesReached)).toContain("Budget reached: lead searches are paused.")
    expect(renderStatic(<MonthSpendCard />, placesReached)).toContain('aria-label="Google Places budget used"')
  })
})
