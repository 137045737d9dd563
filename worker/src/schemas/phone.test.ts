import { describe, expect, it } from "vitest"
import { formatPhoneDisplay, formatPhoneInput, normalizePhone, phoneDigits } from "./phone"

describe("normalizePhone (SPEC §5)", () => {
  it("prefixes +1 to 10 digits, whatever the punctuation", () => {
    expect(normalizePhone("(555) 123-4567")).toBe("+15551234567")
    expect(normalizePhone("555.123.4567")).toBe("+15551234567")
  })

  it("prefixes + to 11 digits starting with 1", () => {
    expect(normalizePhone("1-555-123-4567")).toBe("+15551234567")
    expect(normalizePhone("+1 (555) 123-4567")).toBe("+15551234567")
  })

  it("keeps the last 10 digits of anything longer", () => {
    expect(normalizePhone("+44 20 7946 0958")).toBe("+12079460958")
    expect(normalizePhone("25551234567")).toBe("+15551234567")
  })

  it("keeps short numbers whole: +1 and the digits (too short to be valid)", () => {
    expect(normalizePhone("555-1234")).toBe("+15551234")
    expect(normalizePhone("")).toBe("+1")
  })
})

describe("formatPhoneInput", () => {
  it("formats progressively as (555) 123-4567", () => {
    expect(formatPhoneInput("5")).toBe("5")
    expect(formatPhoneInput("555")).toBe("(555)")
    expect(formatPhoneInput("5551")).toBe("(555) 1")
    expect(formatPhoneInput("555123")).toBe("(555) 123")
    expect(formatPhoneInput("5551234")).toBe("(555) 123-4")
    expect(formatPhoneInput("5551234567")).toBe("(555) 123-4567")
  })

  it("keeps digits only and never exceeds 14 characters", () => {
    expect(formatPhoneInput("abc")).toBe("")
    expect(formatPhoneInput("(555) 123-4567 ext 89")).toBe("(555) 123-4567")
    expect(formatPhoneInput("555123456789")).toHaveLength(14)
  })

  it("drops a pasted US country code", () => {
    expect(formatPhoneInput("+1 555 123 4567")).toBe("(555) 123-4567")
  })

  it("re-formats its own output unchanged", () => {
    expect(formatPhoneInput(formatPhoneInput("5551234567"))).toBe("(555) 123-4567")
  })
})

describe("formatPhoneDisplay", () => {
  it("shows stored North American numbers nationally", () => {
    expect(formatPhoneDisplay("+16165550123")).toBe("(616) 555-0123")
  })

  it("shows other numbers internationally and leaves the unparseable alone", () => {
    expect(formatPhoneDisplay("+447911123456")).toBe("+44 7911 123456")
    expect(formatPhoneDisplay("+15551234")).toBe("+15551234")
    expect(formatPhoneDisplay("not a phone")).toBe("not a phone")
  })
})

describe("phoneDigits", () => {
  it("strips everything but digits", () => {
    expect(phoneDigits("+1 (555) 123-4567")).toBe("15551234567")
  })
})
