import { describe, expect, it } from "vitest"

import { moveTo, pagingParams, settledPaging, type ShownPage } from "./keyset-paging"

const shown = (page: number, items = 25): ShownPage & { items: number } => ({
  page,
  items,
  prevCursor: items ? `first-of-${page}` : null,
  nextCursor: items ? `last-of-${page}` : null,
  pageCursor: items ? `from-first-of-${page}` : null,
})

describe("moveTo", () => {
  it("goes to the next and previous page by the shown page's cursors", () => {
    expect(moveTo(4, shown(3))).toEqual({ page: 4, after: "last-of-3" })
    expect(moveTo(2, shown(3))).toEqual({ page: 2, before: "first-of-3" })
  })

  it("reads page 1 from the top, so rows that arrived show there", () => {
    expect(moveTo(1, shown(2))).toEqual({ page: 1 })
  })

  it("jumps to any other page by its number, and by number when nothing is shown yet", () => {
    expect(moveTo(7, shown(3))).toEqual({ page: 7 })
    expect(moveTo(4, undefined)).toEqual({ page: 4 })
    expect(moveTo(4, shown(3, 0))).toEqual({ page: 4 })
  })
})

describe("settledPaging", () => {
  it("polls a page reached by its number from its first row once it has arrived", () => {
    expect(settledPaging({ page: 5 }, shown(5), 40)).toEqual({ page: 5, after: "from-first-of-5" })
    expect(settledPaging({ page: 1 }, shown(1), 40)).toBeUndefined()
    expect(settledPaging({ page: 5, after: "x" }, shown(5), 40)).toBeUndefined()
    expect(settledPaging({ page: 5, before: "x" }, shown(5), 40)).toBeUndefined()
  })

  it("follows the server to page 1 when Previous found fewer rows than a page", () => {
    expect(settledPaging({ page: 2, before: "x" }, shown(1), 40)).toEqual({ page: 1 })
  })

  it("steps back to the last page when the list shrank under the page, or emptied it", () => {
    expect(settledPaging({ page: 9 }, shown(9, 0), 4)).toEqual({ page: 4 })
    expect(settledPaging({ page: 9, after: "x" }, shown(9, 3), 4)).toEqual({ page: 4 })
    expect(settledPaging({ page: 3, after: "x" }, shown(3, 0), 4)).toEqual({ page: 3 })
    expect(settledPaging({ page: 3 }, shown(3, 0), 1)).toEqual({ page: 1 })
  })
})

describe("pagingParams", () => {
  it("sends only the cursor in use", () => {
    expect(pagingParams({ page: 2, after: "a" })).toEqual({ page: 2, after: "a" })
    expect(pagingParams({ page: 1 })).toEqual({ page: 1 })
  })
})
