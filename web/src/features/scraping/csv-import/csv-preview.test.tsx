import { renderToStaticMarkup } from "react-dom/server"
import { describe, expect, it } from "vitest"
import { CsvPreview } from "./csv-preview"
import { parseContactsCsv } from "./parse-contacts-csv"

/** Visible text of the rendered preview, tags stripped. */
const textOf = (csv: string) =>
  renderToStaticMarkup(<CsvPreview result={parseContactsCsv(csv, "leads.csv")} />)
    .replace(/<[^>]+>/g, " ")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")

describe("CsvPreview", () => {
  it("shows the first 3 kept rows with formatted phones, then 'and N more'", () => {
    const rows = Array.from({ length: 5 }, (_, i) => `Shop ${i + 1},616555010${i},${i + 1} Main St,Bakery`)
    const text = textOf(`Business Name,Phone,Address,Category\n${rows.join("\n")}\n`)
    expect(text).toContain("Shop 1 (616) 555-0100 1 Main St Bakery")
    expect(text).toContain("Shop 3")
    expect(text).not.toContain("Shop 4")
    expect(text).toContain("and 2 more")
    expect(text).toContain("Columns recognised from the header")
  })

  it("has no 'more' line for 3 rows or fewer, and names a guessed layout", () => {
    const text = textOf("x,y,z\nTooth Hut,6165550110,2 Main St\n")
    expect(text).not.toContain("more")
    expect(text).toContain("Columns guessed from the data")
    expect(text).toContain("Category: set to Dentist")
  })

  it("shows the spec's failure text and the reason", () => {
    const text = textOf("Business Name,Phone\n")
    expect(text).toContain("Invalid CSV: No valid phone numbers found in CSV file")
    expect(text).toContain("The file has a header row but no data rows.")
  })
})
