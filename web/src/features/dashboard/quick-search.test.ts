import { describe, expect, it } from "vitest"

import { quickSearchParams } from "./quick-search"

describe("quickSearchParams", () => {
  it("asks for the 5 newest contacts without a query and 8 matches with one", () => {
    expect(quickSearchParams("")).toEqual({ pageSize: 5 })
    expect(quickSearchParams("   ")).toEqual({ pageSize: 5 })
    expect(quickSearchParams(" Dental ")).toEqual({ q: "Dental", pageSize: 8 })
  })
})
