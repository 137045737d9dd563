import { describe, expect, it } from "vitest"
import { importChunks, importSummary, mergeImportResults, phonesFromCsv, phonesFromText } from "./dnc-import"
import { pageRange } from "./dnc-view"

describe("do-not-call import", () => {
  it("takes the first phone-like cell of each CSV row, skipping the header and rows without one", () => {
    const csv = [
      "\uFEFFBusiness Name,Phone,Address",
      'Bright Smile,"(555) 010-0123","12 Main St, Suite 4"',
      "No Phone Inc,,34 Oak Ave",
      "Tooth Hut,+1 555 010 0199,",
    ].join("\n")
    expect(phonesFromCsv(csv)).toEqual(["(555) 010-0123", "+1 555 010 0199"])
  })

  it("prefers the cell that is a phone number over an earlier long id, international ones too", () => {
    const csv = ["Order,Phone", "Order 20240101001,+44 20 7946 0958", "Order 20240101002,0044 20 7946 0959"].join("\n")
    expect(phonesFromCsv(csv)).toEqual(["+44 20 7946 0958", "0044 20 7946 0959"])
  })

  it("reads a one-column list too", () => {
    expect(phonesFromCsv("phone\n5550100123\n5550100124\n")).toEqual(["5550100123", "5550100124"])
  })

  it("splits pasted numbers one per line and ignores blank or digit-less lines", () => {
    expect(phonesFromText("(555) 010-0123\n\n  +15550100124 \nnone\n")).toEqual(["(555) 010-0123", "+15550100124"])
  })

  it("sends at most 10,000 numbers per request and adds the answers up", () => {
    const chunks = importChunks(Array.from({ length: 25_001 }, (_, i) => String(i)))
    expect(chunks.map((c) => c.length)).toEqual([10_000, 10_000, 5_001])
    expect(
      mergeImportResults([
        { added: 2, alreadyListed: 1, invalid: ["12"] },
        { added: 3, alreadyListed: 0, invalid: ["abc"] },
      ])
    ).toEqual({ added: 5, alreadyListed: 1, invalid: ["12", "abc"] })
  })

  it("summarises what happened to every number", () => {
    expect(importSummary({ added: 1, alreadyListed: 0, invalid: [] })).toBe("Added 1 number.")
    expect(importSummary({ added: 12, alreadyListed: 3, invalid: ["555-12", "x1", "9", "77"] })).toBe(
      "Added 12 numbers. 3 were already on the list. 4 could not be read: 555-12, x1, 9 and 1 more."
    )
  })
})

describe("do-not-call pages", () => {
  it("says which numbers are shown and whether a next page exists", () => {
    expect(pageRange(2, 10, 42)).toEqual({ label: "Showing 11 to 20 of 42 numbers", hasNext: true })
    expect(pageRange(5, 10, 42)).toEqual({ label: "Showing 41 to 42 of 42 numbers", hasNext: false })
    expect(pageRange(1, 10, 0)).toEqual({ label: "No numbers", hasNext: false })
  })
})
