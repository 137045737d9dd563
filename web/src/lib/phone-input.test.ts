import { describe, expect, it } from "vitest"

import { nextPhoneInput } from "./phone-input"

describe("phone input typing", () => {
  it("formats progressively as the user types", () => {
    let value = ""
    for (const ch of "5551234567") value = nextPhoneInput(value, value + ch)
    expect(value).toBe("(555) 123-4567")
  })

  it("lets Backspace through the formatting characters", () => {
    expect(nextPhoneInput("(555)", "(555")).toBe("55")
    expect(nextPhoneInput("(555) 123-4", "(555) 123-")).toBe("(555) 123")
    expect(nextPhoneInput("(555) 1", "(555) ")).toBe("(555)")
  })

  it("never grows past 14 characters, even when pasting a longer number", () => {
    expect(nextPhoneInput("", "+1 (555) 123-4567 ext 89")).toBe("(555) 123-4567")
  })

  it("types an international number in its own format, keeping the +", () => {
    let value = ""
    for (const ch of "+442079460958") value = nextPhoneInput(value, value + ch)
    expect(value).toBe("+44 20 7946 0958")
    expect(nextPhoneInput("", "0044 20 7946 0958")).toBe("+44 20 7946 0958")
  })

  it("lets Backspace through an international number's spaces and down to empty", () => {
    expect(nextPhoneInput("+44 20", "+4420")).toBe("+44 2")
    let value = "+44 20 7946 0958"
    const seen: string[] = []
    while (value) {
      value = nextPhoneInput(value, value.slice(0, -1))
      seen.push(value)
    }
    expect(seen).toHaveLength(12 + 1)
    expect(seen.slice(-3)).toEqual(["+4", "+", ""])
  })
})
