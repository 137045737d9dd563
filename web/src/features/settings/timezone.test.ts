import { describe, expect, it } from "vitest"

import { DEFAULT_OPERATOR_ZONE, timezoneFrom } from "@/hooks/use-operator-zone"
import { timeZoneOptions, timezoneChanges } from "./timezone"

describe("operator time zone", () => {
  it("defaults to Eastern when nothing is stored", () => {
    expect(timezoneFrom([])).toBe(DEFAULT_OPERATOR_ZONE)
    expect(timezoneFrom([{ key: "timezone", value: "" }])).toBe("America/New_York")
    expect(timezoneFrom([{ key: "timezone", value: "Europe/Paris" }])).toBe("Europe/Paris")
  })

  it("lists the spec's four zones first, then every IANA zone once, with the stored one", () => {
    const options = timeZoneOptions("Antarctica/Troll", ["Europe/Paris", "America/Chicago", "Asia/Tokyo"])
    expect(options.map((o) => o.zone)).toEqual([
      "America/New_York",
      "America/Chicago",
      "America/Denver",
      "America/Los_Angeles",
      "Antarctica/Troll",
      "Asia/Tokyo",
      "Europe/Paris",
    ])
    expect(options[0]!.label).toBe("UTC-5 Eastern (America/New_York)")
    expect(timeZoneOptions("UTC").length).toBeGreaterThan(100) // Intl's own list
  })

  it("saves only a changed zone", () => {
    expect(timezoneChanges("America/New_York", "America/New_York")).toEqual([])
    expect(timezoneChanges("America/New_York", "Europe/Paris")).toEqual([{ key: "timezone", value: "Europe/Paris" }])
  })
})
