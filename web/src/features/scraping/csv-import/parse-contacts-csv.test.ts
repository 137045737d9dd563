import { describe, expect, it } from "vitest"
import { bulkImportSchema } from "@shared/contacts"
import { describeSkipped } from "./describe-import"
import { parseContactsCsv, sourceFromFileName, type CsvParseResult } from "./parse-contacts-csv"
import { TEMPLATE_CSV } from "./template"

const FILE = "dentists-grand-rapids.csv"

function ok(result: CsvParseResult) {
  if (!result.ok) throw new Error(`expected a parsed file, got: ${result.reason}`)
  return result
}
function failed(result: CsvParseResult) {
  if (result.ok) throw new Error(`expected a failure, got ${result.contacts.length} contacts`)
  return result
}

describe("parseContactsCsv: file format", () => {
  it("keeps quoted commas inside a cell, with CRLF lines, a BOM and blank lines", () => {
    const csv =
      "\uFEFFBusiness Name,Phone Number,Address,Category\r\n" +
      '"Smith, Jones & Co Dental","(616) 555-0123","12 Main St, Suite 4, Grand Rapids",Dentist\r\n' +
      "\r\n" +
      ",,,\r\n" +
      "Corner Market,616-555-0124,,Retail\r\n"
    const result = ok(parseContactsCsv(csv, FILE))
    expect(result.contacts).toEqual([
      {
        businessName: "Smith, Jones & Co Dental",
        phone: "+16165550123",
        address: "12 Main St, Suite 4, Grand Rapids",
        category: "Dentist",
        source: "dentists-grand-rapids",
        status: "ready",
      },
      {
        businessName: "Corner Market",
        phone: "+16165550124",
        address: "",
        category: "Retail",
        source: "dentists-grand-rapids",
        status: "ready",
      },
    ])
    expect(result.totalRows).toBe(2)
    expect(result.skippedRows).toBe(0)
    expect(result.layout).toBe("header")
    expect(result.title).toBe("CSV Processed")
    expect(result.description).toBe("Found 2 contacts with valid phone numbers")
  })

  it("reads bytes with a UTF-8 BOM and Windows-1252 accents", () => {
    const utf8 = new TextEncoder().encode("\uFEFFName,Phone\nCafé Olé,6165550123\n")
    expect(ok(parseContactsCsv(utf8, FILE)).contacts[0]?.businessName).toBe("Café Olé")
    // "Café" as Excel on Windows saves it: é is the single byte 0xE9.
    const latin1 = Uint8Array.from([
      ...new TextEncoder().encode("Name,Phone\nCaf"),
      0xe9,
      ...new TextEncoder().encode(",6165550123\n"),
    ])
    expect(ok(parseContactsCsv(latin1, FILE)).contacts[0]?.businessName).toBe("Café")
  })

  it("accepts semicolon-separated exports", () => {
    const result = ok(parseContactsCsv("Name;Phone;Address\nAcme;616 555 0125;1 Elm St, Ada\n", FILE))
    expect(result.contacts[0]).toMatchObject({ businessName: "Acme", phone: "+16165550125", address: "1 Elm St, Ada" })
  })

  it("matches the Download Template's own layout", () => {
    const result = ok(parseContactsCsv(TEMPLATE_CSV, "contacts-template.csv"))
    expect(result.layout).toBe("header")
    expect(result.contacts.map((c) => [c.businessName, c.phone, c.category])).toEqual([
      ["Bright Smile Dental", "+16165550101", "Dentist"],
      ["Corner Market", "+16165550102", "Convenience Store"],
    ])
  })
})

describe("parseContactsCsv: header names", () => {
  it("finds the columns in any order, ignoring case, spaces and punctuation", () => {
    const csv = "  CATEGORY ,full_address,PHONE-NUMBER,business name\nBakery,9 Pine Rd,(616) 555-0126,Sweet Spot\n"
    const result = ok(parseContactsCsv(csv, FILE))
    expect(result.columns).toEqual({ category: 0, address: 1, phone: 2, name: 3 })
    expect(result.contacts[0]).toMatchObject({
      businessName: "Sweet Spot",
      phone: "+16165550126",
      address: "9 Pine Rd",
      category: "Bakery",
    })
  })

  it("reads an Outscraper/Apify Google Maps export (title, phoneUnformatted, categoryName)", () => {
    const csv =
      "placeId,title,categoryName,address,street,phone,phoneUnformatted,website,totalScore\n" +
      'ChIJ1,Lakeshore Dental,Dentist,"100 Lake Dr, Grand Rapids, MI 49503",100 Lake Dr,(616) 555-0127,+16165550127,https://example.com,4.8\n'
    const result = ok(parseContactsCsv(csv, "apify-export.csv"))
    expect(result.contacts[0]).toEqual({
      businessName: "Lakeshore Dental",
      phone: "+16165550127",
      address: "100 Lake Dr, Grand Rapids, MI 49503",
      category: "Dentist",
      source: "apify-export",
      status: "ready",
    })
    // The full address wins over the street-only column, whatever the order.
    expect(result.columns.address).toBe(3)
  })

  it("reads a HubSpot-style CRM export (Company Name, Phone Number, Street Address, Industry)", () => {
    const csv =
      "Record ID,First Name,Last Name,Company Name,Street Address,City,Industry,Phone Number\n" +
      "42,Ann,Lee,Lee Family Dentistry,5 Oak St,Grand Rapids,Health Care,+1 616-555-0128\n"
    const result = ok(parseContactsCsv(csv, "hubspot-crm-export-companies.csv"))
    expect(result.contacts[0]).toMatchObject({
      businessName: "Lee Family Dentistry",
      phone: "+16165550128",
      address: "5 Oak St",
      category: "Health Care",
    })
  })

  it("leaves the category empty when the header has no category column", () => {
    const result = ok(parseContactsCsv("phone,name\n6165550129,Solo Shop\n", FILE))
    expect(result.contacts[0]).toMatchObject({ businessName: "Solo Shop", category: "", address: "" })
  })
})

describe("parseContactsCsv: positional guess (SPEC §5)", () => {
  it("phone in column 2: name, phone, address, category forced to Dentist", () => {
    const result = ok(parseContactsCsv("a,b,c,d\nGentle Dental,6165550130,1 Main St,Bakery\n", FILE))
    expect(result.layout).toBe("positional")
    expect(result.columns).toEqual({ name: 0, phone: 1, address: 2, category: -1 })
    expect(result.contacts[0]).toMatchObject({
      businessName: "Gentle Dental",
      phone: "+16165550130",
      address: "1 Main St",
      category: "Dentist",
    })
  })

  it("phone in column 1: phone, name, address", () => {
    const result = ok(parseContactsCsv("x,y,z\n(616) 555-0131,Tooth Hut,2 Main St\n", FILE))
    expect(result.contacts[0]).toMatchObject({
      businessName: "Tooth Hut",
      phone: "+16165550131",
      address: "2 Main St",
      category: "Dentist",
    })
  })

  it("phone in column 3: name, address, phone", () => {
    const result = ok(parseContactsCsv("x,y,z\nSmile Lab,3 Main St,616.555.0132\n", FILE))
    expect(result.contacts[0]).toMatchObject({
      businessName: "Smile Lab",
      phone: "+16165550132",
      address: "3 Main St",
      category: "Dentist",
    })
  })

  it("skips the first row even when it is data, as the spec says", () => {
    const result = ok(parseContactsCsv("First Dental,6165550133,1 A St\nSecond Dental,6165550134,2 B St\n", FILE))
    expect(result.contacts.map((c) => c.businessName)).toEqual(["Second Dental"])
  })

  it("falls back to the guess when the header names a phone but no business name", () => {
    const result = ok(parseContactsCsv("who,phone\nNorth Dental,6165550135\n", FILE))
    expect(result.layout).toBe("positional")
    expect(result.contacts[0]?.category).toBe("Dentist")
  })

  it("fails with a reason when no column holds a phone", () => {
    const result = failed(parseContactsCsv("a,b,c\nx,y,z\n", FILE))
    expect(result.reason).toMatch(/No column holds phone numbers/)
  })
})

describe("parseContactsCsv: keep rule and dedupe", () => {
  const header = "Business Name,Phone\n"

  it('rejects "true"/"false" names in any case and names containing "business "', () => {
    const csv =
      header + "TRUE,6165550140\nfalse,6165550141\nMy Business Services,6165550142\nBusinessworks,6165550143\n"
    const result = ok(parseContactsCsv(csv, FILE))
    expect(result.contacts.map((c) => c.businessName)).toEqual(["Businessworks"])
    expect(result.skippedRows).toBe(3)
  })

  it("rejects missing names and phones with fewer than 10 digits", () => {
    const csv = header + ",6165550144\nShort Phone,555-0145\nNo Phone,\nGood Shop,616-555-0146\n"
    const result = ok(parseContactsCsv(csv, FILE))
    expect(result.contacts.map((c) => c.businessName)).toEqual(["Good Shop"])
    expect(result.totalRows).toBe(4)
    expect(result.skippedRows).toBe(3)
  })

  it("keeps the first of two rows with the same phone, in any notation", () => {
    const csv = header + "First,(616) 555-0147\nSecond,+1 616 555 0147\nThird,6165550148\n"
    const result = ok(parseContactsCsv(csv, FILE))
    expect(result.contacts.map((c) => c.businessName)).toEqual(["First", "Third"])
    expect(result.skippedRows).toBe(1)
    expect(result.duplicateRows).toBe(1)
    expect(result.description).toBe("Found 2 contacts with valid phone numbers")
  })

  it("keeps an international number as written and drops one that is no phone number", () => {
    const csv =
      header +
      "London Dental,+44 20 7946 0958\nLondon Again,0044 20 7946 0958\nShort Intl,+44 12\nCut To Ten,25551234567\nParis,+33 6 12 34 56 78\n"
    const result = ok(parseContactsCsv(csv, FILE))
    expect(result.contacts.map((c) => [c.businessName, c.phone])).toEqual([
      ["London Dental", "+442079460958"],
      ["Paris", "+33612345678"],
    ])
    expect(result.duplicateRows).toBe(1)
    expect(result.skippedRows).toBe(3)
  })

  it("skips a name too long to be a business and clips an over-long address", () => {
    const csv = `Name,Phone,Address\n${"N".repeat(201)},6165550153,\nLong Address,6165550154,${"a".repeat(600)}\n`
    const result = ok(parseContactsCsv(csv, FILE))
    expect(result.contacts.map((c) => c.businessName)).toEqual(["Long Address"])
    expect(result.contacts[0]?.address).toHaveLength(500)
  })

  it("counts thousands with a separator in the message", () => {
    const rows = Array.from({ length: 1200 }, (_, i) => `Shop ${i},616${String(5550000 + i)}`)
    expect(ok(parseContactsCsv(`Name,Phone\n${rows.join("\n")}`, FILE)).description).toBe(
      "Found 1,200 contacts with valid phone numbers"
    )
  })

  it("trims cells", () => {
    const result = ok(parseContactsCsv("Name,Phone,Address\n  Spacey Dental  , 6165550149 ,  4 Elm St \n", FILE))
    expect(result.contacts[0]).toMatchObject({ businessName: "Spacey Dental", address: "4 Elm St" })
  })
})

describe("parseContactsCsv: unusable files", () => {
  const spec = { title: "Invalid CSV", description: "No valid phone numbers found in CSV file" }

  it("an empty file", () => {
    expect(failed(parseContactsCsv("", FILE))).toMatchObject({ ...spec, reason: "The file is empty." })
    expect(failed(parseContactsCsv(new Uint8Array(), FILE)).reason).toBe("The file is empty.")
    expect(failed(parseContactsCsv("\uFEFF\r\n\r\n", FILE)).reason).toBe("The file is empty.")
  })

  it("a header-only file", () => {
    expect(failed(parseContactsCsv("Business Name,Phone Number\r\n", FILE))).toMatchObject({
      ...spec,
      reason: "The file has a header row but no data rows.",
    })
  })

  it("random bytes", () => {
    // A fixed pseudo-random sequence so the test is repeatable.
    let seed = 12345
    const bytes = Uint8Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >> 23)
    const result = failed(parseContactsCsv(bytes, "garbage.csv"))
    expect(result).toMatchObject(spec)
    expect(result.reason).toMatch(/not a text CSV file/)
    // The same bytes decoded by the caller as text.
    expect(failed(parseContactsCsv(new TextDecoder().decode(bytes), "garbage.csv")).reason).toMatch(
      /not a text CSV file/
    )
  })

  it("an Excel workbook picked by mistake", () => {
    const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00])
    expect(failed(parseContactsCsv(xlsx, "contacts.xlsx")).reason).toMatch(/workbook/)
  })

  it("rows that all fail the keep rule", () => {
    const result = failed(parseContactsCsv("Name,Phone\ntrue,6165550150\nShop,123\n", FILE))
    expect(result).toMatchObject({ ...spec, totalRows: 2 })
    expect(result.reason).toMatch(/None of the 2 rows/)
  })

  it("an unclosed quote says where the file went wrong", () => {
    const result = failed(parseContactsCsv('Name,Phone\n"Open Quote Dental,6165550151\nOther,6165550152\n', FILE))
    expect(result.reason).toMatch(/quoted cell in row 2 is never closed/)
    const partly = ok(parseContactsCsv('Name,Phone\nFine,6165550155\n"Open,6165550156\nLost,6165550157\n', FILE))
    expect(partly.contacts.map((c) => c.businessName)).toEqual(["Fine"])
    expect(partly.warning).toMatch(/row 3 is never closed/)
  })
})

describe("parseContactsCsv: the text rule (issue 19)", () => {
  const header = "Business Name,Phone,Address,Category\n"

  it("skips rows with hidden characters, counted apart, and keeps every other script", () => {
    const csv =
      header +
      '"Evil\r\nBcc: x\u0000\u202E",6165550170,,\n' +
      "\u200B\u200B,6165550171,,\n" +
      "Invoice \u202Egnp.exe,6165550172,,\n" +
      "Tidy Co,6165550173,,\u2066Dentist\u2069\n" +
      '"O\'Brien\'s Bar & Grill",6165550174,"12 Main St\r\nSuite 4",Pub\n' +
      "Café 東京 😀,6165550175,,\n" +
      "👨‍👩‍👧 Family Diner,6165550176,,Diner\n" +
      // A tail of ordinary text, so the one NUL above does not make the file look binary.
      `Plain Shop,6165550177,${"1 Long Road ".repeat(20).trim()},Retail\n`
    const result = ok(parseContactsCsv(csv, FILE))
    expect(result.contacts.map((c) => c.businessName)).toEqual([
      "O'Brien's Bar & Grill",
      "Café 東京 😀",
      "👨‍👩‍👧 Family Diner",
      "Plain Shop",
    ])
    // A cell's line break is a space: the address stays one line.
    expect(result.contacts[0]?.address).toBe("12 Main St Suite 4")
    expect(result).toMatchObject({ totalRows: 8, skippedRows: 4, hiddenTextRows: 4, duplicateRows: 0 })
    expect(describeSkipped(result)).toBe("4 of 8 rows skipped: 4 with hidden or control characters.")
    // What is kept passes the server's rule, so no chunk is refused for one row.
    expect(bulkImportSchema.safeParse({ contacts: result.contacts }).success).toBe(true)
  })

  it("never clips an address or category in the middle of an emoji", () => {
    const csv = `${header}Emoji Shop,6165550178,${"a".repeat(499)}😀 tail,${"c".repeat(119)}😀\n`
    const result = ok(parseContactsCsv(csv, FILE))
    expect(result.contacts[0]).toMatchObject({ address: "a".repeat(499), category: "c".repeat(119) })
    expect(bulkImportSchema.safeParse({ contacts: result.contacts }).success).toBe(true)
  })
})

describe("sourceFromFileName", () => {
  it("drops the extension only", () => {
    expect(sourceFromFileName("dentists-grand-rapids.csv")).toBe("dentists-grand-rapids")
    expect(sourceFromFileName("leads.2024.CSV")).toBe("leads.2024")
    expect(sourceFromFileName("no-extension")).toBe("no-extension")
    expect(sourceFromFileName(".csv")).toBe(".csv")
  })

  it("drops controls and direction overrides a sender put in the file name", () => {
    expect(sourceFromFileName("leads\u202Evsc.csv")).toBe("leadsvsc")
    expect(sourceFromFileName("leads\tmarch\u0000.csv")).toBe("leads march")
    expect(sourceFromFileName("\u200B\u200B.csv")).toBe("CSV Upload")
    expect(sourceFromFileName("Zürich Cafés 東京.csv")).toBe("Zürich Cafés 東京")
  })
})
