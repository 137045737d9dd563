import { describe, expect, it } from "vitest"

import { rateLimitError, rateLimitsChanges, rateLimitsFrom } from "./rate-limits"

describe("rate limits", () => {
  it("defaults to 2 calls per minute, 500 maps queries per hour and 2,000 calls per day", () => {
    expect(rateLimitsFrom([])).toEqual({ callsPerMinute: "2", mapsQueriesPerHour: "500", dailyCallQuota: "2000" })
    expect(
      rateLimitsFrom([
        { key: "calls_per_minute", value: "6" },
        { key: "maps_queries_per_hour", value: "250" },
        { key: "daily_call_quota", value: "300" },
      ])
    ).toEqual({ callsPerMinute: "6", mapsQueriesPerHour: "250", dailyCallQuota: "300" })
  })

  it("checks the daily quota with the server's words", () => {
    expect(rateLimitError("dailyCallQuota", "1")).toBeNull()
    expect(rateLimitError("dailyCallQuota", "0")).toBe("Calls per day must be between 1 and 100000")
    expect(rateLimitError("dailyCallQuota", "2.5")).toBe("Calls per day must be a whole number")
  })

  it("checks maps queries per hour against 100-1000 with the server's words", () => {
    expect(rateLimitError("mapsQueriesPerHour", "100")).toBeNull()
    expect(rateLimitError("mapsQueriesPerHour", " 1000 ")).toBeNull()
    expect(rateLimitError("mapsQueriesPerHour", "99")).toBe("Maps queries per hour must be between 100 and 1000")
    expect(rateLimitError("mapsQueriesPerHour", "1001")).toBe("Maps queries per hour must be between 100 and 1000")
    expect(rateLimitError("mapsQueriesPerHour", "12.5")).toBe("Maps queries per hour must be a whole number")
    expect(rateLimitError("mapsQueriesPerHour", "")).toBe("Enter a number from 100 to 1000")
    expect(rateLimitError("callsPerMinute", "11")).toBe("Calls per minute must be between 1 and 10")
  })

  it("saves only the limits that changed", () => {
    const stored = rateLimitsFrom([])
    expect(rateLimitsChanges(stored, stored)).toEqual([])
    expect(rateLimitsChanges(stored, { ...stored, callsPerMinute: "4", mapsQueriesPerHour: " 800 " })).toEqual([
      { key: "calls_per_minute", value: "4" },
      { key: "maps_queries_per_hour", value: "800" },
    ])
  })
})
