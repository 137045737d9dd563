import { describe, expect, it } from "vitest"

import { columnLetter, columnLetters, sandboxCaption } from "./sheet-grid"

describe("the sandbox grid", () => {
  it("names columns as a sheet does: A..Z, then AA, AB.., ZZ", () => {
    expect(Array.from({ length: 26 }, (_, i) => columnLetter(i)).join("")).toBe("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    expect(columnLetter(26)).toBe("AA")
    expect(columnLetter(27)).toBe("AB")
    expect(columnLetter(51)).toBe("AZ")
    expect(columnLetter(52)).toBe("BA")
    expect(columnLetter(701)).toBe("ZZ")
    expect(columnLetter(702)).toBe("AAA")
  })

  it("heads the grid with as many letters as the widest row, at least one", () => {
    expect(columnLetters([])).toEqual(["A"])
    expect(
      columnLetters([
        { row: 1, cells: ["a", "b"] },
        { row: 2, cells: ["a", "b", "c"] },
      ])
    ).toEqual(["A", "B", "C"])
    expect(columnLetters([{ row: 1, cells: Array.from({ length: 27 }, () => "x") }]).slice(-2)).toEqual(["Z", "AA"])
  })

  it("says how many of the tab's rows it shows", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ row: i + 2, cells: [] }))
    expect(sandboxCaption({ rows: rows(200), total: 1234 })).toBe("Showing the latest 200 of 1,234 rows")
    expect(sandboxCaption({ rows: rows(1), total: 1 })).toBe("Showing the latest 1 of 1 row")
    expect(sandboxCaption({ rows: [], total: 0 })).toBeNull()
  })
})
