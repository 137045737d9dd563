import { describe, expect, it } from "vitest"
import { hourIndex, periodHours, periodWindow } from "./period-window"

const NY = "America/New_York"
const iso = (ms: number) => new Date(ms).toISOString()
const windowAt = (at: string, zone = NY) => {
  const w = periodWindow(Date.parse(at), zone)
  return {
    todayStart: iso(w.todayStart),
    weekStart: iso(w.weekStart),
    lastWeekStart: iso(w.lastWeekStart),
    lastWeekEnd: iso(w.lastWeekEnd),
    monthStart: iso(w.monthStart),
  }
}

describe("the operator's week, compared with the same part of last week", () => {
  it("starts on Monday 00:00 local and compares up to the same weekday and time", () => {
    // Wednesday 2026-11-25 10:15 EST
    expect(windowAt("2026-11-25T15:15:00Z")).toEqual({
      todayStart: "2026-11-25T05:00:00.000Z",
      weekStart: "2026-11-23T05:00:00.000Z",
      lastWeekStart: "2026-11-16T05:00:00.000Z",
      lastWeekEnd: "2026-11-18T15:15:00.000Z",
      monthStart: "2026-11-01T04:00:00.000Z", // November began in EDT
    })
  })

  it("turns over at local midnight between Sunday and Monday, not at UTC's", () => {
    // Sunday 23:59 EST = Monday 04:59 UTC: still the week that began on Monday the 16th.
    expect(windowAt("2026-11-23T04:59:00Z").weekStart).toBe("2026-11-16T05:00:00.000Z")
    // One minute later it is Monday 00:00 EST: a new week, compared with last Monday 00:00.
    const monday = windowAt("2026-11-23T05:00:00Z")
    expect(monday.weekStart).toBe("2026-11-23T05:00:00.000Z")
    expect(monday.lastWeekStart).toBe("2026-11-16T05:00:00.000Z")
    expect(monday.lastWeekEnd).toBe("2026-11-16T05:00:00.000Z")
  })

  it("compares by the wall clock across the spring DST change (a 167-hour week)", () => {
    // Monday 2026-03-09 10:00 EDT; last week (Mar 2-8) ended with the change to EDT on Sunday.
    const w = windowAt("2026-03-09T14:00:00Z")
    expect(w.weekStart).toBe("2026-03-09T04:00:00.000Z") // 00:00 EDT
    expect(w.lastWeekStart).toBe("2026-03-02T05:00:00.000Z") // 00:00 EST
    expect(w.lastWeekEnd).toBe("2026-03-02T15:00:00.000Z") // 10:00 EST: the same wall time
    expect((Date.parse(w.weekStart) - Date.parse(w.lastWeekStart)) / 3_600_000).toBe(167)
  })

  it("compares by the wall clock across the autumn change (a 169-hour week)", () => {
    // Sunday 2026-11-01 12:00 EST, the day clocks went back: this week began Monday Oct 26 in EDT.
    const w = windowAt("2026-11-01T17:00:00Z")
    expect(w.weekStart).toBe("2026-10-26T04:00:00.000Z")
    expect(w.lastWeekStart).toBe("2026-10-19T04:00:00.000Z")
    expect(w.lastWeekEnd).toBe("2026-10-25T16:00:00.000Z") // Sunday 12:00 EDT
    // The week that holds the change is 169 hours long on the operator's clock.
    expect(windowAt("2026-11-02T17:00:00Z").weekStart).toBe("2026-11-02T05:00:00.000Z")
    expect((Date.parse("2026-11-02T05:00:00Z") - Date.parse(w.weekStart)) / 3_600_000).toBe(169)
  })

  it("reads the month in the operator's zone, not UTC's", () => {
    // 2026-12-01 03:00 UTC is still November 30 in New York.
    expect(windowAt("2026-12-01T03:00:00Z").monthStart).toBe("2026-11-01T04:00:00.000Z")
    expect(windowAt("2026-12-01T03:00:00Z", "UTC").monthStart).toBe("2026-12-01T00:00:00.000Z")
  })

  it("gives hour-bucket bounds that include the bucket holding now and last week's same time", () => {
    const now = Date.parse("2026-11-25T15:15:00Z")
    const h = periodHours(periodWindow(now, NY), now)
    expect(h.now).toBe(hourIndex(now))
    expect(h.lastWeekTo).toBe(hourIndex(now - 7 * 86_400_000))
    expect(h.weekFrom).toBe(hourIndex(Date.parse("2026-11-23T05:00:00Z")))
    expect(h.lastWeekFrom).toBe(h.weekFrom - 7 * 24)
  })
})
