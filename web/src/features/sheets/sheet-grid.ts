import type { SandboxSheetView } from "@shared/api-routes/sheets"

import { rowCount } from "./sheets-format"

/** A sheet's column name for a 0-based index: 0 → "A", 25 → "Z", 26 → "AA", 701 → "ZZ". */
export function columnLetter(index: number) {
  let n = Math.floor(index) + 1
  let name = ""
  while (n > 0) {
    const rem = (n - 1) % 26
    name = String.fromCharCode(65 + rem) + name
    n = Math.floor((n - 1) / 26)
  }
  return name
}

/** The header letters for the widest row (at least one column, so an empty sheet still looks like one). */
export function columnLetters(rows: SandboxSheetView["rows"]) {
  const width = Math.max(1, ...rows.map((r) => r.cells.length))
  return Array.from({ length: width }, (_, i) => columnLetter(i))
}

/** "Showing the latest 200 of 1,234 rows" under the grid; null when the tab is empty. */
export function sandboxCaption(view: Pick<SandboxSheetView, "rows" | "total">) {
  if (view.total === 0) return null
  return `Showing the latest ${view.rows.length.toLocaleString("en-US")} of ${rowCount(view.total)}`
}
