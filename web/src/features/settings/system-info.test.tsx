import { describe, expect, it } from "vitest"
import type { SystemInfo } from "@shared/system-info"

import { textOf } from "@/features/automation/render-static"
import { formatBytes, formatCount, systemInfoRows } from "./system-info"
import { SystemInfoSection } from "./system-info-section"

const INFO: SystemInfo = {
  version: "0.1.0",
  databaseSize: 2_516_582,
  totals: { contacts: 15_847, calls: 3_201, campaigns: 12, demos: 48, scrapingJobs: 7 },
}

describe("formatBytes", () => {
  it("shows sizes the way people read them", () => {
    expect(formatBytes(0)).toBe("0 B")
    expect(formatBytes(512)).toBe("512 B")
    expect(formatBytes(1024)).toBe("1 KB")
    expect(formatBytes(319_488)).toBe("312 KB")
    expect(formatBytes(2_516_582)).toBe("2.4 MB")
    expect(formatBytes(16_567_500)).toBe("15.8 MB")
    expect(formatBytes(2.4 * 1024 ** 3)).toBe("2.4 GB")
    expect(formatBytes(5 * 1024 ** 5)).toBe("5120 TB")
  })

  it('says "Unknown" when the server could not tell', () => {
    expect(formatBytes(null)).toBe("Unknown")
    expect(formatBytes(Number.NaN)).toBe("Unknown")
    expect(formatBytes(-1)).toBe("Unknown")
  })
})

describe("System Information", () => {
  it("formats counts with thousands separators", () => {
    expect(formatCount(15_847)).toBe("15,847")
    expect(formatCount(0)).toBe("0")
  })

  it("lists the version, the database size and the totals", () => {
    expect(systemInfoRows(INFO)).toEqual([
      { label: "Version", value: "v0.1.0" },
      { label: "Database size", value: "2.4 MB" },
      { label: "Total contacts", value: "15,847" },
      { label: "Total calls", value: "3,201" },
      { label: "Demos booked", value: "48" },
      { label: "Campaigns", value: "12" },
      { label: "Scraping jobs", value: "7" },
    ])
  })

  it("shows the server's figures, not the spec's static samples", () => {
    const text = textOf(<SystemInfoSection />, { "/api/system/info": INFO })
    expect(text).toContain("Version v0.1.0")
    expect(text).toContain("Database size 2.4 MB")
    expect(text).toContain("Total contacts 15,847")
    expect(text).not.toContain("v2.1.3")
  })
})
