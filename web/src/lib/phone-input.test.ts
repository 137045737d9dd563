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
})
