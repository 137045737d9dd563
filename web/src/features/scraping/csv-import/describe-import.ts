import type { CsvField } from "./header-columns"
import type { CsvParseSuccess } from "./parse-contacts-csv"
import { POSITIONAL_CATEGORY } from "./positional-columns"

const LABELS: Record<CsvField, string> = {
  name: "Business name",
  phone: "Phone",
  address: "Address",
  category: "Category",
}
const FIELDS: CsvField[] = ["name", "phone", "address", "category"]

const n = (value: number) => value.toLocaleString("en-US")

/** How the columns were chosen, for the preview: a heading and one "Field: source" line each. */
export function describeLayout(result: CsvParseSuccess) {
  const heading = result.layout === "header" ? "Columns recognised from the header" : "Columns guessed from the data"
  const lines = FIELDS.map((field) => {
    const index = result.columns[field]
    let from: string
    if (index >= 0) {
      const name = result.layout === "header" ? result.header[index] : undefined
      from = name ? `"${name}" (column ${index + 1})` : `column ${index + 1}`
    } else if (field === "category" && result.layout === "positional") {
      from = `set to ${POSITIONAL_CATEGORY}`
    } else {
      from = "not in the file"
    }
    return `${LABELS[field]}: ${from}`
  })
  return { heading, lines }
}

/** "3 of 5 rows skipped: 2 without a business name or a valid phone, 1 repeating…", or "" when none. */
export function describeSkipped(result: CsvParseSuccess) {
  if (result.skippedRows === 0) return ""
  const invalid = result.skippedRows - result.duplicateRows - result.hiddenTextRows
  const parts = [
    invalid > 0 ? `${n(invalid)} without a business name or a valid phone` : "",
    result.hiddenTextRows > 0 ? `${n(result.hiddenTextRows)} with hidden or control characters` : "",
    result.duplicateRows > 0 ? `${n(result.duplicateRows)} repeating a phone already in the file` : "",
  ].filter(Boolean)
  const rows = result.totalRows === 1 ? "row" : "rows"
  return `${n(result.skippedRows)} of ${n(result.totalRows)} ${rows} skipped: ${parts.join(", ")}.`
}
