import { describe, expect, it } from "vitest"

import { zoneWords } from "./zone-words"

describe("time zones in words (issue 38)", () => {
  it("names the US zones as people say them, never by their IANA id", () => {
    expect(zoneWords("America/New_York")).toBe("Eastern Time")
    expect(zoneWords("America/Chicago")).toBe("Central Time")
    expect(zoneWords("America/Denver")).toBe("Mountain Time")
    expect(zoneWords("America/Los_Angeles")).toBe("Pacific Time")
    expect(zoneWords("America/Phoenix")).toBe("Arizona Time")
  })

  it("reads any other zone in words, with no slash or underscore", () => {
    for (const zone of ["Europe/London", "Asia/Kolkata", "America/Argentina/Buenos_Aires", "Nowhere/Made_Up"]) {
      expect(zoneWords(zone)).not.toMatch(/[/_]/)
    }
    expect(zoneWords("Nowhere/Made_Up")).toBe("Made Up")
  })
})
