import { describe, expect, it } from "vitest"

import { RETENTION_CHOICES, retentionChanges, retentionFrom, retentionSavedText } from "./data-retention"

describe("data retention", () => {
  it("offers 30 days, 90 days, 1 year and Forever", () => {
    expect(RETENTION_CHOICES).toEqual([
      { value: "30_days", label: "30 days" },
      { value: "90_days", label: "90 days" },
      { value: "1_year", label: "1 year" },
      { value: "forever", label: "Forever" },
    ])
  })

  it("defaults both to 90 days, and reads stored choices", () => {
    expect(retentionFrom([])).toEqual({ call_logs_retention: "90_days", scraped_data_retention: "90_days" })
    expect(
      retentionFrom([
        { key: "call_logs_retention", value: "forever" },
        { key: "scraped_data_retention", value: "bogus" },
      ])
    ).toEqual({ call_logs_retention: "forever", scraped_data_retention: "90_days" })
  })

  it("saves only what changed and says what the purge does next", () => {
    const stored = retentionFrom([])
    expect(retentionChanges(stored, stored)).toEqual([])
    const changes = retentionChanges(stored, { call_logs_retention: "1_year", scraped_data_retention: "forever" })
    expect(changes).toEqual([
      { key: "call_logs_retention", value: "1_year" },
      { key: "scraped_data_retention", value: "forever" },
    ])
    expect(retentionSavedText(changes)).toBe(
      "Call logs are kept for 1 year. Scraped data is kept forever. Older data is removed once a day."
    )
    expect(retentionSavedText([{ key: "call_logs_retention", value: "forever" }])).toBe("Call logs are kept forever.")
  })
})
