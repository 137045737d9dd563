import {
  type AppendResult,
  cellText,
  type SheetCell,
  appendedRange,
  CELL_TOO_LONG,
  checkColumn,
  checkSheetName,
  checkSpreadsheetId,
  MAX_CELL_CHARS,
  type SheetAccess,
  SheetsError,
  type SheetsProvider,
} from "./sheets-provider"

/**
 * Where the sandbox keeps its rows (a D1 table in the app, memory in tests). Rows of one tab are
 * numbered from 1 in the order they were appended.
 */
export interface SandboxSheetStore {
  /** Stores `rows` after the tab's last row (creating the tab); the 1-based number of the first one. */
  append(spreadsheetId: string, sheet: string, rows: string[][]): Promise<{ firstRow: number }>
  /** Cell `colIndex` (0 = A) of every row of the tab, in row order, "" where a row is shorter; [] for no tab. */
  column(spreadsheetId: string, sheet: string, colIndex: number): Promise<string[]>
  /** The tabs that have rows, in the order they were created. */
  sheets(spreadsheetId: string): Promise<string[]>
}

export const SANDBOX_SPREADSHEET_TITLE = "Sandbox spreadsheet"

/** The simulated Google Sheets: same checks, same ranges, no network. */
export class SandboxSheets implements SheetsProvider {
  readonly kind = "sandbox" as const

  constructor(private readonly store: SandboxSheetStore) {}

  async test(spreadsheetId: string): Promise<SheetAccess> {
    checkSpreadsheetId(spreadsheetId)
    return { title: SANDBOX_SPREADSHEET_TITLE, sheets: await this.store.sheets(spreadsheetId) }
  }

  async append(spreadsheetId: string, sheet: string, rows: SheetCell[][]): Promise<AppendResult> {
    checkSheetName(sheet)
    checkSpreadsheetId(spreadsheetId)
    if (!rows.length) return { updatedRange: "", rows: 0 }
    // What each cell shows: text as it was sent (never a formula), a date as its pattern shows it.
    const cells = rows.map((r) => r.map((v) => (v == null ? "" : cellText(v))))
    // Google refuses the whole request, not just the cell: nothing of it is stored.
    if (cells.some((r) => r.some((v) => v.length > MAX_CELL_CHARS))) {
      throw new SheetsError("invalid", `Google Sheets refused the request: ${CELL_TOO_LONG}`, { status: 400 })
    }
    const { firstRow } = await this.store.append(spreadsheetId, sheet, cells)
    return { updatedRange: appendedRange(sheet, firstRow, cells), rows: cells.length }
  }

  async readColumn(spreadsheetId: string, sheet: string, column: string): Promise<string[]> {
    checkSheetName(sheet)
    const index = checkColumn(column)
    checkSpreadsheetId(spreadsheetId)
    const values = await this.store.column(spreadsheetId, sheet, index)
    // Google leaves trailing empty cells out of a column.
    let end = values.length
    while (end > 0 && values[end - 1] === "") end--
    return values.slice(0, end)
  }
}

/** A SandboxSheetStore in memory (tests; one per test keeps them apart). */
export function memorySheetStore(): SandboxSheetStore & { rows(spreadsheetId: string, sheet: string): string[][] } {
  const books = new Map<string, Map<string, string[][]>>()
  const tab = (id: string, sheet: string) => books.get(id)?.get(sheet)
  return {
    async append(id, sheet, rows) {
      if (!books.has(id)) books.set(id, new Map())
      const book = books.get(id)!
      if (!book.has(sheet)) book.set(sheet, [])
      const stored = book.get(sheet)!
      const firstRow = stored.length + 1
      stored.push(...rows.map((r) => [...r]))
      return { firstRow }
    },
    async column(id, sheet, colIndex) {
      return (tab(id, sheet) ?? []).map((r) => r[colIndex] ?? "")
    },
    async sheets(id) {
      return [...(books.get(id)?.keys() ?? [])]
    },
    rows(id, sheet) {
      return (tab(id, sheet) ?? []).map((r) => [...r])
    },
  }
}
