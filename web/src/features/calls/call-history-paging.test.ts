import { describe, expect, it } from "vitest"

import { contactIdsOf, pageInfo, showingText } from "./call-history-paging"

describe("pageInfo", () => {
  it("describes a page of 10", () => {
    expect(showingText(pageInfo(1, 42))).toBe("Showing 1 to 10 of 42 calls")
    expect(showingText(pageInfo(5, 42))).toBe("Showing 41 to 42 of 42 calls")
    expect(pageInfo(5, 42).lastPage).toBe(5)
  })
  it("clamps a page past the end (rows were cleared) and handles no calls", () => {
    expect(showingText(pageInfo(9, 42))).toBe("Showing 41 to 42 of 42 calls")
    expect(showingText(pageInfo(1, 0))).toBe("Showing 0 to 0 of 0 calls")
    expect(pageInfo(1, 0).lastPage).toBe(1)
  })
  it("groups thousands", () => {
    expect(showingText(pageInfo(2, 300_000))).toBe("Showing 11 to 20 of 300,000 calls")
  })
})

describe("contactIdsOf", () => {
  it("deletes each contact once and skips calls whose contact is gone", () => {
    expect(contactIdsOf([{ contactId: 3 }, { contactId: null }, { contactId: 3 }, { contactId: 7 }])).toEqual([3, 7])
  })
})
