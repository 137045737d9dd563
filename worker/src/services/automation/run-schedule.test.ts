import { describe, expect, it } from "vitest"
import { campaignStart, formatStart, tomorrowAtOpening } from "./run-schedule"

const at = (iso: string) => Date.parse(iso)
const iso = (ms: number) => new Date(ms).toISOString()

describe("tomorrow at 12:01 AM in the city's zone", () => {
  it("is the next calendar day's 00:01 local time, in winter and summer, east and west", () => {
    // Detroit in November (EST, UTC-5); an afternoon launch.
    expect(iso(tomorrowAtOpening(at("2026-11-23T20:00:00Z"), "America/Detroit"))).toBe("2026-11-24T05:01:00.000Z")
    // Los Angeles in July (PDT, UTC-7).
    expect(iso(tomorrowAtOpening(at("2026-07-10T18:00:00Z"), "America/Los_Angeles"))).toBe("2026-07-11T07:01:00.000Z")
    // Honolulu has no DST (UTC-10); Phoenix neither (UTC-7).
    expect(iso(tomorrowAtOpening(at("2026-07-10T18:00:00Z"), "Pacific/Honolulu"))).toBe("2026-07-11T10:01:00.000Z")
    expect(iso(tomorrowAtOpening(at("2026-11-23T18:00:00Z"), "America/Phoenix"))).toBe("2026-11-24T07:01:00.000Z")
  })

  it("reads 'tomorrow' in the city's zone, not in UTC", () => {
    // 03:00 UTC on the 24th is still the 23rd, 10 PM, in Chicago: tomorrow is the 24th.
    expect(iso(tomorrowAtOpening(at("2026-11-24T03:00:00Z"), "America/Chicago"))).toBe("2026-11-24T06:01:00.000Z")
  })

  it("holds across daylight-saving changes (the change itself happens at 2 AM, after 00:01)", () => {
    // Spring forward on Sunday 8 March 2026: 00:01 is still PST (UTC-8).
    expect(iso(tomorrowAtOpening(at("2026-03-07T20:00:00Z"), "America/Los_Angeles"))).toBe("2026-03-08T08:01:00.000Z")
    // The day after: PDT (UTC-7).
    expect(iso(tomorrowAtOpening(at("2026-03-08T20:00:00Z"), "America/Los_Angeles"))).toBe("2026-03-09T07:01:00.000Z")
    // Fall back on Sunday 1 November 2026: 00:01 is still MDT (UTC-6) in Denver.
    expect(iso(tomorrowAtOpening(at("2026-10-31T20:00:00Z"), "America/Denver"))).toBe("2026-11-01T06:01:00.000Z")
    expect(iso(tomorrowAtOpening(at("2026-11-01T20:00:00Z"), "America/Denver"))).toBe("2026-11-02T07:01:00.000Z")
  })
})

describe("campaignStart", () => {
  const tz = "America/Detroit"
  it("keeps the promised 12:01 AM when the searches end before it", () => {
    expect(iso(campaignStart(at("2026-11-23T20:00:00Z"), at("2026-11-23T21:00:00Z"), tz))).toBe(
      "2026-11-24T05:01:00.000Z"
    )
  })

  it("starts when the searches end if they ran into that night's window, never in the past", () => {
    // Launched 11:50 PM on the 23rd, done 12:30:20 AM on the 24th (EST).
    expect(iso(campaignStart(at("2026-11-24T04:50:00Z"), at("2026-11-24T05:30:20Z"), tz))).toBe(
      "2026-11-24T05:31:00.000Z"
    )
  })

  it("moves to the next night when the searches end after that night's window closed", () => {
    expect(iso(campaignStart(at("2026-11-24T04:50:00Z"), at("2026-11-24T12:00:00Z"), tz))).toBe(
      "2026-11-25T05:01:00.000Z"
    )
  })

  it("formats a start with its zone for the operator", () => {
    expect(formatStart(at("2026-11-24T05:01:00Z"), tz)).toBe("Tue, Nov 24, 12:01 AM EST")
  })
})
