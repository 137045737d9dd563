import { describe, expect, it } from "vitest"
import { makeCampaignFormSchema } from "./campaigns"
import { contactInputSchema } from "./contacts"
import { cleanText, freeText, textProblem } from "./text-rule"

describe("textProblem", () => {
  it.each([
    ["Café Zürich & Sons"],
    ["O'Brien's Bar & Grill"],
    ["東京寿司 😀"],
    ["👨‍👩‍👧 Family Diner (a ZWJ sequence)"],
    ["👍🏽 ❤️ (variation selector)"],
    ["کافه\u200Cها (a ZWNJ in Persian)"],
    ["מסעדה\u200F 24 (an RLM in Hebrew)"],
    ["Ends in a space "],
    [""],
    ["   "],
  ])("allows %j", (text) => {
    expect(textProblem(text)).toBeUndefined()
  })

  it.each([
    ["NUL", "a\u0000b", "control"],
    ["CR LF", "Evil\r\nBcc: x", "control"],
    ["tab", "a\tb", "control"],
    ["DEL", "a\u007fb", "control"],
    ["C1 NEL", "a\u0085b", "control"],
    ["line separator", "a\u2028b", "control"],
    ["lone surrogate", "a\ud800b", "control"],
    ["RLO", "Invoice \u202Egnp.exe", "bidi"],
    ["LRE … PDF", "\u202Aa\u202C", "bidi"],
    ["RLI … PDI", "a\u2067b\u2069", "bidi"],
    ["FSI", "a\u2068b", "bidi"],
    ["zero-width only", "\u200B\u200C\u200D\u2060\uFEFF", "invisible"],
    ["soft hyphen and blanks", "\u00AD\u3164\u2800", "invisible"],
    ["marks and spaces", "\u200E\u00A0\u200F", "invisible"],
  ])("refuses %s", (_, text, problem) => {
    expect(textProblem(text)).toBe(problem)
  })
})

describe("freeText", () => {
  const name = freeText("the name").min(1, "Name is required")

  it("checks the text as sent, then trims it", () => {
    expect(name.parse("  Acme  ")).toBe("Acme")
    expect(name.safeParse("Acme\n").error?.issues.map((i) => i.message)).toEqual([
      "Remove control characters (tabs, line breaks) from the name",
    ])
    expect(name.safeParse("   ").error?.issues.map((i) => i.message)).toEqual(["Name is required"])
    expect(name.safeParse("\u200B").error?.issues.map((i) => i.message)).toEqual(["Enter visible text for the name"])
  })

  it("is the rule of the web forms too (the contact and campaign forms share these schemas)", () => {
    const contact = contactInputSchema.safeParse({ businessName: "Acme\u202E", phone: "(616) 555-0101" })
    expect(contact.error?.issues).toMatchObject([
      { path: ["businessName"], message: "Remove the hidden text-direction characters from the business name" },
    ])
    const campaign = makeCampaignFormSchema().safeParse({
      name: "\u2060",
      selectedContacts: [1],
      minutesBetweenCalls: 2,
      workDays: ["monday"],
      startTime: "00:01",
      endTime: "06:00",
      timezone: "America/Chicago",
      startImmediately: false,
      scheduledStart: "2099-01-01T10:00",
    })
    expect(campaign.error?.issues).toMatchObject([
      { path: ["name"], message: "Enter visible text for the campaign name" },
    ])
  })
})

describe("cleanText", () => {
  it("turns breaks into spaces and drops controls and overrides", () => {
    expect(cleanText(" a\r\nb\tc\u0000\u202Ed\u2066e\u2069 ")).toBe("a b cde")
    expect(cleanText("Zürich 東京 👨‍👩‍👧 \u200F")).toBe("Zürich 東京 👨‍👩‍👧 \u200F")
  })
})
