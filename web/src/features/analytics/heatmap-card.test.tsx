import { describe, expect, it } from "vitest"

import type { AnalyticsResponse } from "@shared/api-routes/analytics"
import { renderStatic } from "@/features/automation/render-static"
import { HEATMAP_DAY, heatmapHours } from "./analytics-format"
import { HeatmapCard } from "./heatmap-card"

const DAY_HOURS = HEATMAP_DAY.last - HEATMAP_DAY.first + 1

const answer = (heatmap: AnalyticsResponse["heatmap"]) =>
  ({
    period: { from: "2026-11-01", to: "2026-11-07", timeZone: "America/Chicago", bucket: "day" },
    heatmap,
    heatmapUnknown: 0,
  }) as AnalyticsResponse

const cells = (html: string) => html.match(/role="img"/g)?.length ?? 0

describe('"When to call" (issue 38)', () => {
  it("keeps a fixed grid of the calling day with sparse data: one hour called lights one cell of 8 AM-8 PM", () => {
    const html = renderStatic(<HeatmapCard data={answer([{ weekday: 2, hour: 10, dialled: 4, connected: 1 }])} />)
    // Two layouts (wide: a row per weekday; phone: a row per hour), each 7 days x the calling day.
    expect(cells(html)).toBe(2 * 7 * DAY_HOURS)
    expect(html).toContain('aria-label="Tue 10 AM: 1 of 4 answered (25%)"')
    expect(html).toContain('aria-label="Mon 8 AM: no calls"')
    expect(html).toContain('aria-label="Sun 8 PM: no calls"')
  })

  it("widens the day to any hour called outside it", () => {
    expect(heatmapHours([])).toEqual(Array.from({ length: DAY_HOURS }, (_, i) => HEATMAP_DAY.first + i))
    expect(heatmapHours([13])).toHaveLength(DAY_HOURS)
    expect(heatmapHours([6, 22])).toEqual(Array.from({ length: 17 }, (_, i) => 6 + i))
  })
})
