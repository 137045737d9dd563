import { describe, expect, it } from "vitest"
import { memorySheetStore, SandboxSheets } from "./sandbox-sheets"
import { columnIndex, columnLetter, quoteSheet, SheetsError, spreadsheetIdFrom } from "./sheets-provider"
import { rejection } from "../../../test/rejection"

const ID = "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-xyz"

const failure = (p: Promise<unknown>) => rejection(p, SheetsError)

describe("the sandbox sheets, with Google's rules", () => {
  it("test() answers for any well-formed id with the tabs that have rows", async () => {
    const sheets = new SandboxSheets(memorySheetStore())
    expect(sheets.kind).toBe("sandbox")
    expect(await sheets.test(ID)).toEqual({ title: "Sandbox spreadsheet", sheets: [] })
    await sheets.append(ID, "Call Logs", [["a"]])
    await sheets.append(ID, "Demo Schedule", [["b"]])
    await sheets.append(ID, "Call Logs", [["c"]])
    expect(await sheets.test(ID)).toEqual({ title: "Sandbox spreadsheet", sheets: ["Call Logs", "Demo Schedule"] })
  })

  it("fails the connection test honestly for an id that is not a spreadsheet id", async () => {
    const sheets = new SandboxSheets(memorySheetStore())
    for (const id of ["", "abc", "https://docs.google.com/spreadsheets/d/short/edit", `${ID}!`]) {
      expect(await failure(sheets.test(id))).toMatchObject({
        kind: "not_found",
        message: "No spreadsheet with this ID. Check the spreadsheet URL.",
      })
    }
    expect((await failure(sheets.append("abc", "Call Logs", [["a"]]))).kind).toBe("not_found")
  })

  it("appends after the last row with the range Google would report", async () => {
    const store = memorySheetStore()
    const sheets = new SandboxSheets(store)
    const four = [
      ["Date", "Business", "Phone", "Outcome", "Call ID"],
      ["d1", "b1", "p1", "o1", "c1"],
      ["d2", "b2", "p2", "o2", "c2"],
      ["d3", "b3", "p3", "o3", "c3"],
    ]
    expect(await sheets.append(ID, "Call Logs", four)).toEqual({ updatedRange: "'Call Logs'!A1:E4", rows: 4 })
    const five = [4, 5, 6, 7, 8].map((n) => [`d${n}`, `b${n}`, `p${n}`, `o${n}`, `c${n}`])
    expect(await sheets.append(ID, "Call Logs", five)).toEqual({ updatedRange: "'Call Logs'!A5:E9", rows: 5 })
    expect(await sheets.append(ID, "Leads", [["x"], ["y"]])).toEqual({ updatedRange: "Leads!A1:A2", rows: 2 })
    expect(await sheets.append(ID, "It's", [["x", "y"]])).toEqual({ updatedRange: "'It''s'!A1:B1", rows: 1 })
    expect(await sheets.append(ID, "Call Logs", [])).toEqual({ updatedRange: "", rows: 0 })
    expect(store.rows(ID, "Call Logs")).toEqual([...four, ...five])
    // Spreadsheets are apart.
    expect(await sheets.test(ID.replace("1AbC", "2AbC"))).toEqual({ title: "Sandbox spreadsheet", sheets: [] })
  })

  it("readColumn gives the column from row 1, trailing empty cells left out, [] for a missing tab", async () => {
    const sheets = new SandboxSheets(memorySheetStore())
    await sheets.append(ID, "Call Logs", [["Date", "Key"], ["d1", "call_1"], ["d2"], ["d3", "call_3"], ["d4", ""]])
    expect(await sheets.readColumn(ID, "Call Logs", "B")).toEqual(["Key", "call_1", "", "call_3"])
    expect(await sheets.readColumn(ID, "Call Logs", "b")).toEqual(["Key", "call_1", "", "call_3"])
    expect(await sheets.readColumn(ID, "Call Logs", "Z")).toEqual([])
    expect(await sheets.readColumn(ID, "Nowhere", "A")).toEqual([])
    expect((await failure(sheets.readColumn(ID, "Call Logs", "1"))).kind).toBe("invalid")
    expect((await failure(sheets.append(ID, " ", [["a"]]))).kind).toBe("invalid")
    expect((await failure(sheets.append(ID, "x".repeat(101), [["a"]]))).kind).toBe("invalid")
  })
})

describe("spreadsheet ids and A1 names", () => {
  it("takes the id from a spreadsheet URL or a bare id, and nothing else", () => {
    const id = "1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms"
    expect(spreadsheetIdFrom(id)).toBe(id)
    expect(spreadsheetIdFrom(`  ${id}\n`)).toBe(id)
    expect(spreadsheetIdFrom(`https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`)).toBe(id)
    expect(spreadsheetIdFrom(`https://docs.google.com/spreadsheets/d/${id}`)).toBe(id)
    expect(spreadsheetIdFrom(`https://docs.google.com/spreadsheets/u/1/d/${id}/edit?usp=sharing`)).toBe(id)
    expect(spreadsheetIdFrom("https://docs.google.com/spreadsheets/d/e/2PACX-1vQ/pubhtml")).toBeNull()
    expect(spreadsheetIdFrom("https://docs.google.com/document/d/xyz")).toBeNull()
    expect(spreadsheetIdFrom("short_id")).toBeNull()
    expect(spreadsheetIdFrom("")).toBeNull()
    expect(spreadsheetIdFrom(`${id}/edit`)).toBeNull()
  })

  it("quotes tab names and converts column letters both ways", () => {
    expect(quoteSheet("Call Logs")).toBe("'Call Logs'")
    expect(quoteSheet("It's")).toBe("'It''s'")
    expect([0, 4, 25, 26, 51, 701, 702].map(columnLetter)).toEqual(["A", "E", "Z", "AA", "AZ", "ZZ", "AAA"])
    expect(["A", "e", "Z", "AA", "AZ", "ZZ", "AAA"].map(columnIndex)).toEqual([0, 4, 25, 26, 51, 701, 702])
    expect(columnIndex("A1")).toBeNull()
  })
})
