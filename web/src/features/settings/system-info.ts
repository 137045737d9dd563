import type { SystemInfo } from "@shared/system-info"

const UNITS = ["KB", "MB", "GB", "TB"] as const

/** "512 B", "2.4 MB", "158 MB", "1.2 GB" (1 KB = 1024 bytes); "Unknown" when the server cannot tell. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return "Unknown"
  if (bytes < 1024) return `${Math.round(bytes)} B`
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024
    unit++
  }
  // One decimal below 100 ("2.4 MB", "15.8 MB"), whole numbers above ("158 MB").
  const shown = value < 100 ? value.toFixed(1).replace(/\.0$/, "") : String(Math.round(value))
  return `${shown} ${UNITS[unit]}`
}

/** "15,847". */
export const formatCount = (n: number) => Math.max(0, Math.round(n)).toLocaleString("en-US")

/** The System Information rows, in display order. */
export function systemInfoRows(info: SystemInfo): { label: string; value: string }[] {
  return [
    { label: "Version", value: `v${info.version}` },
    { label: "Database size", value: formatBytes(info.databaseSize) },
    { label: "Total contacts", value: formatCount(info.totals.contacts) },
    { label: "Total calls", value: formatCount(info.totals.calls) },
    { label: "Demos booked", value: formatCount(info.totals.demos) },
    { label: "Campaigns", value: formatCount(info.totals.campaigns) },
    { label: "Scraping jobs", value: formatCount(info.totals.scrapingJobs) },
  ]
}
