/**
 * Google Sheets in our own terms. The Google adapter (google-sheets.ts) speaks Sheets API v4 with a
 * service account; the sandbox (sandbox-sheets.ts) follows the same rules (rows appended after the
 * last row, A1 ranges as Google writes them, a missing tab created on the first append) so the sync
 * runs unchanged on both.
 */
import { isSpreadsheetId } from "../../schemas/sheets"
import { scrubSecrets } from "../../lib/secret-scrub"

/**
 * What the operator or the sync job must do about a failure:
 * - `auth`: the service-account key is unusable (not a key, revoked, deleted); paste a new one.
 * - `access`: the service account may not open the spreadsheet (not shared, API disabled).
 * - `not_found`: no spreadsheet with this id; check the URL.
 * - `rate_limited`: 429; retry after `retryAfterSeconds`.
 * - `unavailable`: 5xx or the network; retry after `retryAfterSeconds`.
 * - `invalid`: Google refused the request itself (400); retrying the same request cannot help.
 */
export type SheetsErrorKind = "auth" | "access" | "not_found" | "rate_limited" | "unavailable" | "invalid"

/** A failure with a message the operator can act on; never the key, the assertion or the token. */
export class SheetsError extends Error {
  readonly retryAfterSeconds?: number
  /** The HTTP status that caused it, when there was one. */
  readonly status?: number

  constructor(
    readonly kind: SheetsErrorKind,
    message: string,
    details: { retryAfterSeconds?: number; status?: number } = {}
  ) {
    super(scrubSecrets(message))
    this.name = "SheetsError"
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds
    if (details.status !== undefined) this.status = details.status
  }
}

export interface SheetAccess {
  /** The spreadsheet's title. */
  title: string
  /** Its tab names, in order. */
  sheets: string[]
}

/**
 * A date and time as Sheets keeps one: `serial` (days since 1899-12-30 on the zone's wall clock) shown
 * through `pattern` (a DATE_TIME number format naming the year and the zone), so the sheet sorts and
 * filters it as a date. `text` is what the pattern shows (the sandbox sheet keeps that).
 */
export interface SheetDateTime {
  serial: number
  pattern: string
  text: string
}

/** A cell to append: text, always kept as text (never read as a formula or a number), or a date and time. */
export type SheetCell = string | SheetDateTime

/** What a cell shows. */
export const cellText = (cell: SheetCell) => (typeof cell === "string" ? cell : cell.text)

export interface AppendResult {
  /**
   * Where the rows landed, in A1 notation as Google writes it, e.g. `'Call Logs'!A5:E9` ("" when
   * nothing was appended); the sandbox says it, Google's appendCells does not.
   */
  updatedRange?: string
  rows: number
}

export interface SheetsProvider {
  readonly kind: "google" | "sandbox"
  /** Connection test: can we open this spreadsheet? Its title and tabs. */
  test(spreadsheetId: string): Promise<SheetAccess>
  /**
   * Appends rows, all of them in one request, after the tab's last row; creates the tab first when
   * the spreadsheet has none of that name. Keep one call's rows well under 2 MB (Google's advice).
   */
  append(spreadsheetId: string, sheet: string, rows: SheetCell[][]): Promise<AppendResult>
  /**
   * The values already in column `column` ("A", "F", ...) of `sheet`, from row 1 on, trailing empty
   * cells left out (as Google does). Lets the sync recognise rows that landed before a crash between
   * append and mark. [] for an empty or missing tab.
   */
  readColumn(spreadsheetId: string, sheet: string, column: string): Promise<string[]>
}

// Shared with the web form (the config schema checks the URL the same way).
export { isSpreadsheetId, spreadsheetIdFrom } from "../../schemas/sheets"

/** A tab name quoted for A1 notation: `Call Logs` → `'Call Logs'`, `It's` → `'It''s'`. */
export const quoteSheet = (sheet: string) => `'${sheet.replace(/'/g, "''")}'`

/**
 * A tab name as Google writes it in the ranges it returns: bare when it is a plain identifier that
 * cannot be read as a cell (`Sheet1`, `Leads`), quoted otherwise (`'Call Logs'`, `'A1'`).
 */
export function sheetInRange(sheet: string): string {
  const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(sheet)
  const cellLike = /^[A-Za-z]{1,3}\d+$/.test(sheet) || /^R\d*C\d*$/i.test(sheet)
  return plain && !cellLike ? sheet : quoteSheet(sheet)
}

/** "A" → 0, "Z" → 25, "AA" → 26; null for anything that is not a column (A..ZZZ). */
export function columnIndex(column: string): number | null {
  if (!/^[A-Za-z]{1,3}$/.test(column)) return null
  let n = 0
  for (const ch of column.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64)
  return n - 1
}

/** 0 → "A", 25 → "Z", 26 → "AA". */
export function columnLetter(index: number): string {
  let s = ""
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s
  return s
}

/** The range Google reports for `rows` written from row `firstRow` (1-based), column A on. */
export function appendedRange(sheet: string, firstRow: number, rows: string[][]): string {
  const width = Math.max(1, ...rows.map((r) => r.length))
  return `${sheetInRange(sheet)}!A${firstRow}:${columnLetter(width - 1)}${firstRow + rows.length - 1}`
}

/**
 * Google refuses a whole append (400) when one of its cells holds more than this many characters,
 * so a row is cut to fit before it is sent (sheet-rows.ts) and the sandbox refuses as Google does.
 */
export const MAX_CELL_CHARS = 50_000
export const CELL_TOO_LONG = `Your input contains more than the maximum of ${MAX_CELL_CHARS} characters in a single cell.`

/** The checks both adapters make before any request, with the same words. */
export function checkSheetName(sheet: string): void {
  if (!sheet.trim()) throw new SheetsError("invalid", "The sheet (tab) name is empty.")
  if (sheet.length > 100) throw new SheetsError("invalid", "A sheet (tab) name has at most 100 characters.")
}

export const SPREADSHEET_NOT_FOUND = "No spreadsheet with this ID. Check the spreadsheet URL."

/** Never a request for an id Google could not have issued: the answer would be a 404 anyway. */
export function checkSpreadsheetId(spreadsheetId: string): void {
  if (!isSpreadsheetId(spreadsheetId)) throw new SheetsError("not_found", SPREADSHEET_NOT_FOUND)
}

export function checkColumn(column: string): number {
  const index = columnIndex(column)
  if (index === null) throw new SheetsError("invalid", `"${column}" is not a column letter (A, B, ..., AA).`)
  return index
}
