import { describe, expect, it } from "vitest"
import { sheetDateTime } from "./sheet-date"

const serialOf = (y: number, m: number, d: number, h: number, min: number) =>
  Date.UTC(y, m - 1, d, h, min) / 86_400_000 + 25_569

describe("a demo date as a spreadsheet date", () => {
  it("is the operator's wall clock as a Sheets serial, shown with the year and the zone of that day", () => {
    const winter = sheetDateTime(Date.parse("2026-11-29T15:00:00Z"), "America/New_York")
    expect(winter.serial).toBeCloseTo(serialOf(2026, 11, 29, 10, 0), 6)
    expect(winter.pattern).toBe('ddd, mmm d, yyyy, h:mm AM/PM "EST"')
    expect(winter.text).toBe("Sun, Nov 29, 2026, 10:00 AM EST")

    // Daylight saving time: the zone named for that moment; December of next year reads as next year.
    const summer = sheetDateTime(Date.parse("2027-07-01T19:30:00Z"), "America/Chicago")
    expect(summer.serial).toBeCloseTo(serialOf(2027, 7, 1, 14, 30), 6)
    expect(summer.text).toBe("Thu, Jul 1, 2027, 2:30 PM CDT")
    expect(summer.pattern).toContain('"CDT"')
  })
})
