import { describe, expect, it } from "vitest"
import { shortDateTime } from "./zoned-format"

describe("short table times, on the operator's clock", () => {
  const NY = "America/New_York"

  it("leave the year out for this year's dates only", () => {
    const now = new Date("2026-11-21T17:00:00Z")
    expect(shortDateTime("2026-11-21T20:59:00Z", NY, { now })).toBe("Nov 21, 3:59 PM")
    expect(shortDateTime("2025-01-02T14:05:00Z", NY, { now })).toBe("Jan 2, 2025, 9:05 AM")
  })

  it("follow the zone they are given, not the browser's", () => {
    const at = "2026-11-21T20:59:00Z"
    expect(shortDateTime(at, "America/Los_Angeles", { now: new Date(at) })).toBe("Nov 21, 12:59 PM")
  })
})
