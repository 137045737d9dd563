import { describe, expect, it } from "vitest"
import { describeLayout, describeSkipped } from "./describe-import"
import { parseContactsCsv, type CsvParseResult } from "./parse-contacts-csv"

function ok(result: CsvParseResult) {
  if (!result.ok) throw new Error(result.reason)
  return result
}

describe("describeLayout", () => {
  it("names the header cells it used", () => {
    const result = ok(parseContactsCsv("Phone Number,Company Name,Notes\n6165550160,Acme\n", "a.csv"))
    expect(describeLayout(result)).toEqual({
      heading: "Columns recognised from the header",
      lines: [
        'Business name: "Company Name" (column 2)',
        'Phone: "Phone Number" (column 1)',
        "Address: not in the file",
        "Category: not in the file",
      ],
    })
  })

  it("names the guessed positions and the forced category", () => {
    const result = ok(parseContactsCsv("a,b,c\nAcme,6165550161,1 Main St\n", "a.csv"))
    expect(describeLayout(result)).toEqual({
      heading: "Columns guessed from the data",
      lines: ["Business name: column 1", "Phone: column 2", "Address: column 3", "Category: set to Dentist"],
    })
  })
})

describe("describeSkipped", () => {
  it("splits skipped rows into invalid and repeated ones", () => {
    const csv = "Name,Phone\nA,6165550162\nB,6165550162\ntrue,6165550163\nC,12\nD,6165550164\n"
    expect(describeSkipped(ok(parseContactsCsv(csv, "a.csv")))).toBe(
      "3 of 5 rows skipped: 2 without a business name or a valid phone, 1 repeating a phone already in the file."
    )
  })

  it("says nothing when every row was kept", () => {
    expect(describeSkipped(ok(parseContactsCsv("Name,Phone\nA,6165550165\n", "a.csv")))).toBe("")
  })
})
