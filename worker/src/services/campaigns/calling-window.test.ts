import { describe, expect, it } from "vitest"
import { zonedToInstant } from "../../lib/zoned-time"
import { isWithinWindow, localTime, nextWindowOpening } from "./calling-window"

const at = (iso: string) => Date.parse(iso)
const nightly = {
  timezone: "America/New_York",
  startTime: "00:01",
  endTime: "06:00",
  workDays: ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"],
}
const officeChicago = {
  timezone: "America/Chicago",
  startTime: "09:00",
  endTime: "17:00",
  workDays: ["monday", "tuesday", "wednesday", "thursday", "friday"],
}

describe("calling window", () => {
  it("reads wall-clock time in the campaign's zone, across DST", () => {
    // 2026-03-10 is after the March 8 switch: New York is UTC-4.
    expect(localTime(at("2026-03-10T05:00:00Z"), "America/New_York")).toMatchObject({
      weekday: "tuesday",
      minutes: 60,
    })
    expect(localTime(at("2026-01-10T05:00:00Z"), "America/New_York").minutes).toBe(0)
  })

  it("includes the start minute and excludes the end minute", () => {
    expect(isWithinWindow(nightly, at("2026-03-10T04:00:00Z"))).toBe(false) // 00:00
    expect(isWithinWindow(nightly, at("2026-03-10T04:01:00Z"))).toBe(true) // 00:01
    expect(isWithinWindow(nightly, at("2026-03-10T09:59:00Z"))).toBe(true) // 05:59
    expect(isWithinWindow(nightly, at("2026-03-10T10:00:00Z"))).toBe(false) // 06:00
    expect(isWithinWindow(nightly, at("2026-03-10T16:00:00Z"))).toBe(false) // noon
  })

  it("honours work days in the campaign's zone, not UTC's", () => {
    // Friday 2026-03-13 16:30 in Chicago is already Saturday in UTC.
    expect(isWithinWindow(officeChicago, at("2026-03-13T21:30:00Z"))).toBe(true)
    // Saturday noon in Chicago.
    expect(isWithinWindow(officeChicago, at("2026-03-14T17:00:00Z"))).toBe(false)
    // Monday 08:59 and 09:00.
    expect(isWithinWindow(officeChicago, at("2026-03-16T13:59:00Z"))).toBe(false)
    expect(isWithinWindow(officeChicago, at("2026-03-16T14:00:00Z"))).toBe(true)
  })

  it("lets a window crossing midnight run into the next day under the day it started", () => {
    const fridayNight = { timezone: "UTC", startTime: "22:00", endTime: "02:00", workDays: ["friday"] }
    expect(isWithinWindow(fridayNight, at("2026-03-13T21:59:00Z"))).toBe(false) // Fri 21:59
    expect(isWithinWindow(fridayNight, at("2026-03-13T23:30:00Z"))).toBe(true) // Fri 23:30
    expect(isWithinWindow(fridayNight, at("2026-03-14T01:30:00Z"))).toBe(true) // Sat 01:30
    expect(isWithinWindow(fridayNight, at("2026-03-14T02:00:00Z"))).toBe(false) // Sat 02:00
    expect(isWithinWindow(fridayNight, at("2026-03-14T23:00:00Z"))).toBe(false) // Sat 23:00
    expect(isWithinWindow(fridayNight, at("2026-03-13T01:00:00Z"))).toBe(false) // Fri 01:00 (Thu night)
  })

  it("finds the next opening, on the next work day", () => {
    // Saturday noon Chicago -> Monday 09:00 CDT (14:00Z).
    expect(nextWindowOpening(officeChicago, at("2026-03-14T17:00:00Z"))).toBe(at("2026-03-16T14:00:00Z"))
    // At 06:00 the nightly window next opens at 00:01 the following night.
    expect(nextWindowOpening(nightly, at("2026-03-10T10:00:00Z"))).toBe(at("2026-03-11T04:01:00Z"))
  })

  it("finds the opening across the autumn DST change", () => {
    // 2026-11-01: New York falls back from UTC-4 to UTC-5 at 02:00.
    expect(nextWindowOpening(nightly, at("2026-10-31T16:00:00Z"))).toBe(at("2026-11-01T04:01:00Z"))
    expect(nextWindowOpening(nightly, at("2026-11-01T16:00:00Z"))).toBe(at("2026-11-02T05:01:00Z"))
    expect(zonedToInstant(2026, 11, 2, 1, "America/New_York")).toBe(at("2026-11-02T05:01:00Z"))
  })

  it("has no opening without work days", () => {
    expect(nextWindowOpening({ ...nightly, workDays: [] }, at("2026-03-10T10:00:00Z"))).toBeNull()
  })
})
