import { describe, expect, it } from "vitest"
import { BOOK_DEMO_TOOL } from "../../providers/voice/book-demo-tool"
import { DEMO_TIME_REPLIES, readDemoTime, spokenDemoTime } from "./demo-time"

// A Thursday afternoon in Eastern time; the callee is in New York.
const NOW = new Date("2026-11-26T15:00:00Z")
const EASTERN = "America/New_York"
const read = (value: unknown, zone = EASTERN) => readDemoTime(value, zone, NOW)
const instant = (value: unknown, zone = EASTERN) => {
  const r = read(value, zone)
  return r.ok ? r.date.toISOString() : r.problem
}

describe("readDemoTime: a demo time the assistant gives", () => {
  it.each([
    "2027-01-05T14:00",
    "2027-01-05 14:00",
    "2027-01-05 2:00 PM",
    "January 5, 2027 2:00 PM",
    "01/05/2027 2:00 PM",
    "2027/01/05 14:00",
    "Jan 5, 2027 at 2pm.",
    " 2027-01-05T14:00:00 ",
  ])("reads %j as 2 PM in the callee's zone, whatever the format", (text) => {
    expect(instant(text)).toBe("2027-01-05T19:00:00.000Z")
  })

  it("reads a zoneless summer time with daylight saving (EDT, not EST)", () => {
    expect(instant("2027-06-05T14:00")).toBe("2027-06-05T18:00:00.000Z")
    expect(instant("2027-06-05T14:00", "America/Los_Angeles")).toBe("2027-06-05T21:00:00.000Z")
  })

  it("takes a time that names its zone as that instant", () => {
    expect(instant("2027-01-05T14:00:00Z")).toBe("2027-01-05T14:00:00.000Z")
    expect(instant("2027-01-05T14:00:00-08:00")).toBe("2027-01-05T22:00:00.000Z")
    expect(instant("2027-01-05 2:00 PM PST")).toBe("2027-01-05T22:00:00.000Z")
  })

  it("counts relative days from the callee's today", () => {
    expect(instant("tomorrow at 10am")).toBe("2026-11-27T15:00:00.000Z")
    expect(instant("next Tuesday at 2pm")).toBe("2026-12-01T19:00:00.000Z")
    // 11 PM on Nov 26 in Honolulu is already Nov 27 in UTC: "tomorrow" is still Honolulu's tomorrow.
    const late = new Date("2026-11-27T09:00:00Z")
    const r = readDemoTime("tomorrow at 9am", "Pacific/Honolulu", late)
    expect(r.ok && r.date.toISOString()).toBe("2026-11-27T19:00:00.000Z")
  })

  it("asks back for the missing half instead of guessing", () => {
    expect(instant("2027-01-05")).toBe("no_time")
    expect(instant("January 5, 2027")).toBe("no_time")
    expect(instant("2pm")).toBe("no_day")
  })

  it("refuses dates that do not exist rather than rolling them over", () => {
    expect(instant("2027-02-30 10:00")).toBe("impossible")
    expect(instant("2027-13-05 10:00")).toBe("impossible")
    expect(instant("2027-02-29T10:00")).toBe("impossible")
    expect(instant("2028-02-29T10:00")).not.toBe("impossible") // a leap day (too far ahead, though)
  })

  it("accepts only times from now to 12 months ahead", () => {
    expect(instant(8_640_000_000_000_000)).toBe("too_far")
    expect(instant(-8.64e15)).toBe("past")
    expect(instant("+275760-09-13T00:00:00Z")).toBe("unreadable")
    expect(instant("2027-11-27T10:00")).toBe("too_far")
    expect(instant("2027-11-20T10:00")).toBe("2027-11-20T15:00:00.000Z")
    expect(instant("2026-11-26T09:00")).toBe("past")
    expect(instant(Number.NaN)).toBe("unreadable")
    expect(instant(Infinity)).toBe("unreadable")
  })

  it("refuses text that is not wholly a date", () => {
    for (const text of [
      "next tuesday-ish",
      "sometime next week",
      "2027-01-05 25:00",
      "2027-01-05T14:00 ; DROP TABLE calls",
      "",
      "   ",
      "2027-01-05T14:00".repeat(10),
    ]) {
      expect(instant(text), text).toBe("unreadable")
    }
    for (const value of [null, undefined, true, {}, ["2027-01-05T14:00"]]) {
      expect(instant(value)).toBe("unreadable")
    }
  })

  it("has a sentence the assistant can speak for every refusal", () => {
    for (const reply of Object.values(DEMO_TIME_REPLIES)) expect(reply).toMatch(/^[A-Z].*[.?]$/)
    expect(DEMO_TIME_REPLIES.too_far).toMatch(/not available/)
  })

  it("reads back the date and time with the zone's abbreviation", () => {
    expect(spokenDemoTime(new Date("2027-01-05T19:00:00Z"), EASTERN)).toBe("Tuesday, January 5 at 2:00 PM EST")
    expect(spokenDemoTime(new Date("2027-06-05T21:00:00Z"), "America/Los_Angeles")).toBe(
      "Saturday, June 5 at 2:00 PM PDT"
    )
  })

  it("reads the example the bookDemo tool's schema gives the model", () => {
    const description = BOOK_DEMO_TOOL.function.parameters.properties.dateTime.description
    const example = /e\.g\. (\S+)/.exec(description)![1]!
    const r = readDemoTime(example, EASTERN, new Date("2026-12-01T12:00:00Z"))
    expect(r.ok && r.date.toISOString()).toBe("2027-01-05T19:00:00.000Z")
  })
})
