import { describe, expect, it } from "vitest"

import { cutAddress, quickSearchParams } from "./quick-search"

describe("cutAddress", () => {
  it("keeps addresses of up to 30 characters whole", () => {
    expect(cutAddress("12 Main St, Grand Rapids, MI")).toBe("12 Main St, Grand Rapids, MI")
    expect(cutAddress("x".repeat(30))).toBe("x".repeat(30))
  })

  it("cuts longer ones to 30 characters and an ellipsis", () => {
    expect(cutAddress("1234 Longwood Avenue Northeast, Grand Rapids, MI 49503")).toBe("1234 Longwood Avenue Northeast…")
    expect(cutAddress("a".repeat(31))).toBe(`${"a".repeat(30)}…`)
  })

  it("never splits a character made of two code units", () => {
    expect(cutAddress(`${"a".repeat(29)}😀😀`)).toBe(`${"a".repeat(29)}😀…`)
  })
})

describe("quickSearchParams", () => {
  it("asks for the 5 newest contacts without a query and 8 matches with one", () => {
    expect(quickSearchParams("")).toEqual({ pageSize: 5 })
    expect(quickSearchParams("   ")).toEqual({ pageSize: 5 })
    expect(quickSearchParams(" Dental ")).toEqual({ q: "Dental", pageSize: 8 })
  })
})
