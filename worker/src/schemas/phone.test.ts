import { describe, expect, it } from "vitest"
import { formatPhoneDisplay, formatPhoneInput, normalizePhone, phoneDigits, phoneQueryDigits, toE164 } from "./phone"

describe("toE164: US input (SPEC §5)", () => {
  it("prefixes +1 to 10 digits, whatever the punctuation", () => {
    expect(toE164("(555) 123-4567")).toBe("+15551234567")
    expect(toE164("555.123.4567")).toBe("+15551234567")
  })

  it("prefixes + to 11 digits starting with 1, also written +1 or 001", () => {
    expect(toE164("1-555-123-4567")).toBe("+15551234567")
    expect(toE164("+1 (555) 123-4567")).toBe("+15551234567")
    expect(toE164("001 616 555 0123")).toBe("+16165550123")
  })

  it("accepts the sandbox seed's fictional 555-01xx numbers", () => {
    for (const seeded of ["+16165550100", "+13125550199", "+15125550142"]) expect(toE164(seeded)).toBe(seeded)
  })
})

describe("toE164 never turns a number into another one", () => {
  it("keeps a valid international number as written, with + or 00", () => {
    expect(toE164("+44 20 7946 0958")).toBe("+442079460958")
    expect(toE164("0044 20 7946 0958")).toBe("+442079460958")
    expect(toE164("(+44) 20-7946-0958")).toBe("+442079460958")
    expect(toE164("+33 6 12 34 56 78")).toBe("+33612345678")
  })

  it("drops only a trunk 0 written after the country code", () => {
    expect(toE164("+44 (0)20 7946 0958")).toBe("+442079460958")
    // libphonenumber would read "12345" as a carrier code and keep +86 67890123.
    expect(toE164("+86 1234567890123")).toBeNull()
  })

  it("refuses invalid international numbers", () => {
    expect(toE164("+44 12")).toBeNull()
    expect(toE164("+44 20 7946 095")).toBeNull()
    expect(toE164("+1 555 1234")).toBeNull()
    expect(toE164("+5551234567")).toBeNull()
    expect(toE164(`+${"9".repeat(16)}`)).toBeNull()
  })

  it("refuses what the spec would have cut to its last 10 digits", () => {
    expect(toE164("25551234567")).toBeNull()
    expect(toE164("442079460958")).toBeNull()
    expect(toE164("+1 (555) 123-4567 ext 89")).toBeNull()
  })

  it("refuses garbage, short numbers and impossible area codes", () => {
    for (const raw of ["", "abc", "555-1234", "+", "00", "0207946095", "1555123456"]) {
      expect(toE164(raw), raw).toBeNull()
    }
  })
})

describe("normalizePhone", () => {
  it("is toE164 for a valid number and leaves anything else as typed", () => {
    expect(normalizePhone(" +44 20 7946 0958 ")).toBe("+442079460958")
    expect(normalizePhone(" 555-1234 ")).toBe("555-1234")
  })
})

describe("phoneQueryDigits", () => {
  it("searches a whole number as stored, however it is written", () => {
    for (const typed of ["+44 20 7946 0958", "0044 20 7946 0958", "+44 (0)20 7946 0958"]) {
      expect(phoneQueryDigits(typed), typed).toBe("442079460958")
    }
  })

  it("keeps the typed digits of a partial number, without an international 00", () => {
    expect(phoneQueryDigits("555-0150")).toBe("5550150")
    expect(phoneQueryDigits("0044 20")).toBe("4420")
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
    expect(formatPhoneInput(formatPhoneInput("+442079460958"))).toBe("+44 20 7946 0958")
  })

  it("shows another country's number internationally, not as (XXX) XXX-XXXX", () => {
    expect(formatPhoneInput("+")).toBe("+")
    expect(formatPhoneInput("+44 207")).toBe("+44 20 7")
    expect(formatPhoneInput("0044 20 7946 0958")).toBe("+44 20 7946 0958")
    expect(formatPhoneInput("+33612345678")).toBe("+33 6 12 34 56 78")
  })

  it("keeps at most the 15 digits of E.164", () => {
    expect(phoneDigits(formatPhoneInput(`+86${"1".repeat(20)}`))).toHaveLength(15)
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
