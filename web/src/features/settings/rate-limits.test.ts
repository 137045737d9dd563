import { describe, expect, it } from "vitest"

import { rateLimitError, rateLimitsChanges, rateLimitsFrom } from "./rate-limits"

describe("rate limits", () => {
  it("defaults to 2 calls per minute and 500 maps queries per hour", () => {
    expect(rateLimitsFrom([])).toEqual({ callsPerMinute: "2", mapsQueriesPerHour: "500" })
    expect(
      rateLimitsFrom([
        { key: "calls_per_minute", value: "6" },
        { key: "maps_queries_per_hour", value: "250" },
      ])
    ).toEqual({ callsPerMinute: "6", mapsQueriesPerHour: "250" })
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
    expect(rateLimitsChanges(stored, { callsPerMinute: "4", mapsQueriesPerHour: " 800 " })).toEqual([
      { key: "calls_per_minute", value: "4" },
      { key: "maps_queries_per_hour", value: "800" },
    ])
  })
})
