import Papa from "papaparse"

import { neutraliseCell } from "@shared/csv-cell"

/** A column of a chart's table view and of its CSV file. */
export type TableColumn<T> = {
  label: string
  /** What the table shows. */
  text: (row: T) => string
  /** What the CSV holds (raw numbers for spreadsheets); the shown text when absent. */
  csv?: (row: T) => string | number
  numeric?: boolean
}

/** The CSV of a chart's table: header row, CRLF rows, a BOM for Excel, formula-safe cells. */
export function tableToCsv<T>(columns: readonly TableColumn<T>[], rows: readonly T[]) {
  const data = rows.map((r) => columns.map((c) => neutraliseCell(String(c.csv ? c.csv(r) : c.text(r)))))
  return `\uFEFF${Papa.unparse({ fields: columns.map((c) => c.label), data }, { newline: "\r\n", quotes: false })}`
}
