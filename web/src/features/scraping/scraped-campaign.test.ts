import { describe, expect, it } from "vitest"
import { IMPORT_SCREEN_DEFAULTS } from "@shared/campaign-rules"
import { SCRAPED_CAMPAIGN_MESSAGES, scrapedCampaignSchema } from "@shared/scraping"

import { groupNamesText, importDefaultsText, scheduleLine, selectedCount, splitMessage } from "./scraped-campaign"
import { usageRows } from "./usage-view"

const group = (label: string, count: number, names: string[]) => ({ label, count, names })

describe("Create Campaign from scraped contacts (SPEC §2.5, §5, §9)", () => {
  it("splits the spec's messages into a toast title and description", () => {
    expect(splitMessage(SCRAPED_CAMPAIGN_MESSAGES.nameRequired)).toEqual({
      title: "Campaign Name Required",
      description: "Please enter a name for the new campaign",
    })
    expect(splitMessage(SCRAPED_CAMPAIGN_MESSAGES.groupsRequired)).toEqual({ title: "No Contacts Selected" })
  })

  it("validates with the shared schema: a name and at least one group", () => {
    const empty = scrapedCampaignSchema.safeParse({ name: "  ", labels: [] })
    expect(empty.success).toBe(false)
    expect(empty.error?.issues.map((i) => i.message)).toEqual([
      SCRAPED_CAMPAIGN_MESSAGES.nameRequired,
      SCRAPED_CAMPAIGN_MESSAGES.groupsRequired,
    ])
    expect(scrapedCampaignSchema.parse({ name: " Dentists ", labels: ["dentist - Austin, TX"] }).name).toBe("Dentists")
  })

  it("states the import-screen defaults", () => {
    expect(importDefaultsText()).toBe("2 minutes between calls, 09:00 to 17:00, Monday to Friday")
  })

  it("states the hours the campaign is saved with, not the defaults, once others are picked (issue 38)", () => {
    const defaults = { startTime: "09:00", endTime: "17:00", workDays: IMPORT_SCREEN_DEFAULTS.workDays }
    expect(scheduleLine(defaults, defaults)).toBe("Defaults: 2 minutes between calls, 09:00 to 17:00, Monday to Friday")
    const custom = { startTime: "10:00", endTime: "14:00", workDays: ["saturday", "sunday"] as const }
    expect(scheduleLine(custom, defaults)).toMatch(/^Calls: 2 minutes between calls, 10:00 to 14:00, /)
  })

  it("shows 3 names per group and how many more", () => {
    expect(groupNamesText(group("a", 12, ["A", "B", "C"]))).toBe("A, B, C and 9 more")
    expect(groupNamesText(group("a", 2, ["A", "B"]))).toBe("A, B")
    expect(selectedCount([group("a", 12, []), group("b", 3, []), group("c", 5, [])], ["a", "c"])).toBe(17)
  })
})

describe("Rate Limits panel", () => {
  it("shows hourly and daily use against the limits", () => {
    const rows = usageRows({
      hour: { used: 124, limit: 500, resetsAt: "2026-03-04T16:00:00.000Z" },
      day: { used: 1247, limit: 12000 },
      provider: "sandbox",
    })
    expect(rows.map((r) => [r.label, r.text, r.percent])).toEqual([
      ["Hourly", "124 / 500", 25],
      ["Daily", "1,247 / 12,000", 10],
    ])
  })
})
