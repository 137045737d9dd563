import { describe, expect, it } from "vitest"

import { pageWindow, rangeText, showingText, totalPages } from "./pagination"

describe("pageWindow", () => {
  it("shows every page when there are 5 or fewer", () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(2, 3)).toEqual([1, 2, 3])
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5])
  })

  it("centres a 5-page window on the current page", () => {
    expect(pageWindow(7, 13)).toEqual([5, 6, 7, 8, 9])
  })

  it("keeps the window full at both ends", () => {
    expect(pageWindow(1, 13)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(2, 13)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(12, 13)).toEqual([9, 10, 11, 12, 13])
    expect(pageWindow(13, 13)).toEqual([9, 10, 11, 12, 13])
  })

  it("clamps a page outside the range and handles no pages", () => {
    expect(pageWindow(99, 13)).toEqual([9, 10, 11, 12, 13])
    expect(pageWindow(0, 13)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(1, 0)).toEqual([])
  })
})

describe("totalPages", () => {
  it("rounds up, with at least one page", () => {
    expect(totalPages(320, 25)).toBe(13)
    expect(totalPages(325, 25)).toBe(13)
    expect(totalPages(326, 25)).toBe(14)
    expect(totalPages(0, 25)).toBe(1)
  })

  it("offers one page more when a broad search's total is capped", () => {
    expect(totalPages(1000, 25, true)).toBe(41)
    expect(totalPages(2000, 25, true)).toBe(81)
    expect(totalPages(1000, 25, false)).toBe(40)
  })
})

describe("range texts", () => {
  it("names the rows of the page", () => {
    expect(rangeText(2, 25, 320, 25)).toBe("Showing 26-50 of 320")
    expect(rangeText(13, 25, 320, 20)).toBe("Showing 301-320 of 320")
    expect(rangeText(1, 25, 0, 0)).toBe("Showing 0 of 0")
  })

  it("reads 'Showing X of Y contacts'", () => {
    expect(showingText(25, 320)).toBe("Showing 25 of 320 contacts")
  })

  it("marks a capped total as a lower bound", () => {
    expect(showingText(25, 1000, true)).toBe("Showing 25 of 1,000+ contacts")
    expect(rangeText(2, 25, 1000, 25, true)).toBe("Showing 26-50 of 1,000+")
    expect(rangeText(41, 25, 2000, 25, true)).toBe("Showing 1001-1025 of 2,000+")
  })
})
