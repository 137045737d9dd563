/** The sandbox spreadsheet's rows in D1 (sandbox_sheet_rows), numbered from 1 per tab as Google numbers them. */
import type { DB } from "../../db/client"
import type { SandboxSheetStore } from "../../providers/sheets/sandbox-sheets"

export function d1SheetStore(db: DB): SandboxSheetStore {
  return {
    async append(spreadsheetId, sheet, rows) {
      if (!rows.length) return { firstRow: 0 }
      // One statement and one bound array, however many rows: SQLite reads the SELECT (the tab's
      // last row included) before it inserts.
      const inserted = await db.port.all<{ row_number: number }>(
        `INSERT INTO sandbox_sheet_rows (spreadsheet_id, sheet, row_number, cells)
         SELECT ?1, ?2,
                (SELECT coalesce(max(row_number), 0) FROM sandbox_sheet_rows WHERE spreadsheet_id = ?1 AND sheet = ?2)
                  + j.key + 1,
                j.value
         FROM json_each(?3) j
         RETURNING row_number`,
        [spreadsheetId, sheet, JSON.stringify(rows)]
      )
      return { firstRow: Math.min(...inserted.map((r) => r.row_number)) }
    },
    async column(spreadsheetId, sheet, colIndex) {
      const rows = await db.port.all<{ v: string | null }>(
        `SELECT json_extract(cells, '$[' || CAST(?3 AS INTEGER) || ']') AS v FROM sandbox_sheet_rows
         WHERE spreadsheet_id = ?1 AND sheet = ?2 ORDER BY row_number`,
        [spreadsheetId, sheet, colIndex]
      )
      return rows.map((r) => (r.v === null ? "" : String(r.v)))
    },
    async sheets(spreadsheetId) {
      const rows = await db.port.all<{ sheet: string }>(
        `SELECT sheet FROM sandbox_sheet_rows WHERE spreadsheet_id = ?1 GROUP BY sheet ORDER BY min(rowid)`,
        [spreadsheetId]
      )
      return rows.map((r) => r.sheet)
    },
  }
}
