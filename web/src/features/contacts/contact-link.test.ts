import { describe, expect, it } from "vitest"

import { contactHref, linkedContactId, withContactParam } from "./contact-link"

describe("contact links", () => {
  it("reads a positive whole id, nothing else", () => {
    expect(linkedContactId("123")).toBe(123)
    expect(linkedContactId(null)).toBeNull()
    for (const bad of ["", "0", "-1", "1.5", "abc", "01", "1e3", "9".repeat(16)])
      expect(linkedContactId(bad)).toBeNull()
  })

  it("sets and drops the parameter, keeping the others", () => {
    expect(withContactParam("?view=table", 7)).toBe("view=table&contact=7")
    expect(withContactParam("view=table&contact=7", null)).toBe("view=table")
    expect(withContactParam("contact=3", 9)).toBe("contact=9")
    expect(contactHref(42)).toBe("/contacts?contact=42")
    expect(contactHref(42, "/calls")).toBe("/calls?contact=42")
  })
})
