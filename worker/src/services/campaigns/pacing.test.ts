import { describe, expect, it } from "vitest"
import { parseSetting } from "../../settings/registry"
import { callsPerHourFor, nextDialAt, queueBackoffSeconds, retryDueAt } from "./pacing"

describe("pacing", () => {
  it("derives calls per hour as round(60 / minutes) (SPEC §9)", () => {
    expect([1, 2, 3, 5, 10].map(callsPerHourFor)).toEqual([60, 30, 20, 12, 6])
  })

  it("spaces a campaign's calls by its minutes between calls", () => {
    expect(nextDialAt(1_000, 3)).toBe(1_000 + 180_000)
  })

  it("keeps retries at least an hour after the outcome", () => {
    expect(retryDueAt(0, 60)).toBe(3_600_000)
    expect(retryDueAt(0, 5)).toBe(3_600_000)
    expect(retryDueAt(0, 90)).toBe(5_400_000)
  })

  it("backs off queue retries exponentially up to 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(queueBackoffSeconds)).toEqual([15, 30, 60, 120, 240, 300, 300])
  })

  it("clamps the calls-per-minute setting into its range (settings registry)", () => {
    expect(parseSetting("calls_per_minute", undefined)).toBe(2)
    expect(parseSetting("calls_per_minute", "abc")).toBe(2)
    expect(parseSetting("calls_per_minute", "50")).toBe(10)
    expect(parseSetting("calls_per_minute", "0")).toBe(1)
    expect(parseSetting("calls_per_minute", "7")).toBe(7)
  })
})
