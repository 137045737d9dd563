import type { ScrapingUsage } from "@shared/api-routes/scraping"

import { jobPercent } from "./scraping-status"

export type UsageRow = { key: "hour" | "day"; label: string; text: string; percent: number }

const n = (value: number) => value.toLocaleString("en-US")

/** The Rate Limits panel's two bars: "124 / 500" this hour, "1,247 / 5,000" today (SPEC §2.5's layout). */
export function usageRows(usage: ScrapingUsage): UsageRow[] {
  return [
    {
      key: "hour",
      label: "Hourly",
      text: `${n(usage.hour.used)} / ${n(usage.hour.limit)}`,
      percent: jobPercent(usage.hour.used, usage.hour.limit),
    },
    {
      key: "day",
      label: "Daily",
      text: `${n(usage.day.used)} / ${n(usage.day.limit)}`,
      percent: jobPercent(usage.day.used, usage.day.limit),
    },
  ]
}
