import { describe, expect, it } from "vitest"

import {
  dayKey,
  formatDemoDateTime,
  formatTime,
  groupByDay,
  pastDemosCaption,
  upcomingDemosCaption,
  zoneAbbreviation,
} from "./calendar-format"
import { demoFixture } from "./calendar-fixtures"
import { addMonths, monthGrid, monthLabel, monthOfDay } from "./month-grid"

describe("calendar times", () => {
  it("shows times in the operator's zone, with its abbreviation", () => {
    const at = "2026-11-02T15:00:00Z"
    expect(formatTime(at, "America/New_York")).toBe("10:00 AM")
    expect(formatTime(at, "America/Los_Angeles")).toBe("7:00 AM")
    expect(formatDemoDateTime(at, "America/New_York")).toBe("Mon, Nov 2, 2026, 10:00 AM EST")
    expect(zoneAbbreviation("2026-07-01T12:00:00Z", "America/New_York")).toBe("EDT")
  })

  it("puts a demo on the operator's calendar day, not UTC's", () => {
    expect(dayKey("2026-11-03T02:00:00Z", "America/New_York")).toBe("2026-11-02")
    expect(dayKey("2026-11-03T02:00:00Z", "UTC")).toBe("2026-11-03")
    const late = demoFixture({ id: 1, demoDate: "2026-11-03T02:00:00Z" })
    const early = demoFixture({ id: 2, demoDate: "2026-11-02T14:00:00Z" })
    const days = groupByDay([late, early], "America/New_York")
    expect([...days.keys()]).toEqual(["2026-11-02"])
    expect(days.get("2026-11-02")?.map((d) => d.id)).toEqual([2, 1])
  })

  it("does not throw on an unknown zone", () => {
    expect(() => formatTime("2026-11-02T15:00:00Z", "Mars/Olympus")).not.toThrow()
  })

  it('says "Showing 10 of N past demos" only past 10', () => {
    expect(pastDemosCaption(10)).toBeNull()
    expect(pastDemosCaption(11)).toBe("Showing 10 of 11 past demos")
    expect(pastDemosCaption(1234)).toBe("Showing 10 of 1,234 past demos")
    expect(upcomingDemosCaption(8, 8)).toBeNull()
    expect(upcomingDemosCaption(8, 24)).toBe("Showing 8 of 24 upcoming demos")
    expect(upcomingDemosCaption(50, 1200)).toBe("Showing 50 of 1,200 upcoming demos; the month view shows the rest")
  })
})

describe("month grid", () => {
  it("starts weeks on Sunday and covers the whole month", () => {
    const { weeks } = monthGrid({ year: 2026, month: 10 }) // November 2026 starts on a Sunday
    expect(weeks[0]?.[0]).toBe("2026-11-01")
    expect(weeks.at(-1)?.at(-1)).toBe("2026-12-05")
    expect(weeks).toHaveLength(5)
    expect(weeks.every((w) => w.length === 7)).toBe(true)
    const feb = monthGrid({ year: 2026, month: 1 }) // Feb 2026: Sunday the 1st to Saturday the 28th
    expect(feb.weeks).toHaveLength(4)
    expect(monthGrid({ year: 2026, month: 7 }).weeks).toHaveLength(6) // August 2026: Saturday the 1st
  })

  it("asks for the visible days padded by a day, within the API's 62 days", () => {
    const { range } = monthGrid({ year: 2026, month: 7 })
    expect(range).toEqual({ from: "2026-07-25T00:00:00Z", to: "2026-09-07T00:00:00Z" })
    expect((Date.parse(range.to) - Date.parse(range.from)) / 86_400_000).toBeLessThanOrEqual(62)
  })

  it("steps across years and names the month", () => {
    expect(addMonths({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 })
    expect(addMonths({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 })
    expect(monthOfDay("2026-11-30")).toEqual({ year: 2026, month: 10 })
    expect(monthLabel({ year: 2026, month: 10 })).toBe("November 2026")
  })
})
