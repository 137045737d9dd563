import Papa from "papaparse"
import { describe, expect, it } from "vitest"

import { contactsToCsv, CSV_COLUMNS, exportFileName } from "./export-csv"
import type { ContactListItem } from "@shared/contacts-api"
import { neutraliseCell } from "@shared/csv-cell"

const contact = (over: Partial<ContactListItem> = {}): ContactListItem => ({
  id: 1,
  businessName: "Smile Dental",
  phone: "+16165550101",
  scrapeJobId: null,
  placeType: null,
  placeTypeLabel: null,
  address: "1 Main St",
  category: "Dentist",
  source: "manual",
  status: "ready",
  createdAt: "2026-11-20T09:30:00.000Z",
  updatedAt: "2026-11-20T09:30:00.000Z",
  callCount: 0,
  lastCall: null,
  ...over,
})

/** Parse the exported text back the way a spreadsheet would read the cells. */
const readBack = (csv: string) => Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data

describe("neutraliseCell", () => {
  it.each(["=SUM(A1:A2)", "+1 555", "-2+3", "@cmd", "\tx", "\r=1", '=HYPERLINK("x")\nsecond line'])(
    "prefixes %j with a single quote",
    (value) => expect(neutraliseCell(value)).toBe(`'${value}`)
  )

  it.each(["Smile Dental", "123 Main St", "", " =not first", "a=b", "O'Brien's"])("leaves %j alone", (value) =>
    expect(neutraliseCell(value)).toBe(value)
  )
})

describe("contactsToCsv", () => {
  it("starts with a BOM and the header row, and ends rows with CRLF", () => {
    const csv = contactsToCsv([contact()])
    expect(csv.startsWith(`\uFEFF${CSV_COLUMNS.join(",")}\r\n`)).toBe(true)
    expect(csv.split("\r\n")).toHaveLength(2)
  })

  it("neutralises formula cells, including the E.164 phone", () => {
    const rows = readBack(
      contactsToCsv([contact({ businessName: "=cmd|' /C calc'!A0", category: "@SUM(1)", address: "-1" })])
    )
    expect(rows[1]?.slice(0, 4)).toEqual(["'=cmd|' /C calc'!A0", "'+16165550101", "'-1", "'@SUM(1)"])
  })

  it("quotes commas, quotes and line breaks so the cells survive a round trip", () => {
    const tricky = contact({ businessName: 'Joe\'s "Best" Pizza, Inc.', address: "1 Main St\nSuite 2" })
    const csv = contactsToCsv([tricky])
    expect(csv).toContain('"Joe\'s ""Best"" Pizza, Inc."')
    const [, row] = readBack(csv)
    expect(row?.[0]).toBe('Joe\'s "Best" Pizza, Inc.')
    expect(row?.[2]).toBe("1 Main St\nSuite 2")
  })

  it("writes call stats: count, result (Pending when empty) and a readable date", () => {
    const [, row] = readBack(
      contactsToCsv([
        contact({ callCount: 3, lastCall: { status: "completed", result: null, createdAt: "2026-11-21T15:04:00Z" } }),
      ])
    )
    expect(row?.[6]).toBe("3")
    expect(row?.[7]).toBe("Pending")
    expect(row?.[8]).toMatch(/^2026-11-2\d \d\d:\d\d$/)
  })

  it("has only the header for no contacts", () => {
    expect(readBack(contactsToCsv([]))).toEqual([[...CSV_COLUMNS]])
  })
})

describe("exportFileName", () => {
  it("carries the local date", () => {
    expect(exportFileName(new Date(2026, 10, 21, 23, 59))).toBe("contacts-2026-11-21.csv")
    expect(exportFileName(new Date(2027, 0, 5))).toBe("contacts-2027-01-05.csv")
  })
})
