import Papa from "papaparse"
import type { ContactInput } from "@shared/contacts"
import { MIN_PHONE_DIGITS, phoneDigits, toE164 } from "@shared/phone"
import { cleanText, textProblem } from "@shared/text-rule"
import { checkText, decodeCsvBytes } from "./decode-csv"
import { columnsFromHeader, type CsvColumns } from "./header-columns"
import { guessColumns, POSITIONAL_CATEGORY } from "./positional-columns"

/** One contact ready for POST /api/contacts/bulk (status "ready", phone normalised). */
export type CsvContact = ContactInput

/*
 * The bulk endpoint validates a whole chunk at once (@shared/contacts limits), so one absurd cell
 * would fail 500 good rows. A "name" longer than any business name is not a contact (skipped);
 * long addresses and categories are clipped rather than losing the contact.
 */
const MAX_NAME = 200
const MAX_ADDRESS = 500
const MAX_CATEGORY = 120
const MAX_SOURCE = 200

export type CsvLayout = "header" | "positional"

export type CsvParseSuccess = {
  ok: true
  contacts: CsvContact[]
  /** Data rows after the header, blank lines not counted. */
  totalRows: number
  /** Rows not kept: no usable name or phone, or a phone already seen in this file. */
  skippedRows: number
  /** The part of skippedRows that repeated an earlier row's phone. */
  duplicateRows: number
  /** The part of skippedRows whose name, address or category holds hidden characters (the text rule). */
  hiddenTextRows: number
  layout: CsvLayout
  columns: CsvColumns
  /** The first row's cells, as the file spells them. */
  header: string[]
  source: string
  title: "CSV Processed"
  description: string
  /** Set when part of the file could not be split into rows (an unclosed quote). */
  warning?: string
}

export type CsvParseFailure = {
  ok: false
  totalRows: number
  title: "Invalid CSV"
  description: "No valid phone numbers found in CSV file"
  /** Why nothing was kept, in words the user can act on. */
  reason: string
}

export type CsvParseResult = CsvParseSuccess | CsvParseFailure

/** At most `max` UTF-16 units, never half of an emoji (a lone surrogate breaks the text rule). */
const clip = (text: string, max: number) => {
  const cut = text.slice(0, max)
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut
}

/**
 * SPEC §3: a CSV upload's source is the file name without its extension. A file name is whatever
 * its sender chose, so controls and direction overrides ("invoice\u202Evsc.exe") are dropped.
 */
export function sourceFromFileName(fileName: string) {
  const base = fileName.split(/[\\/]/).pop() ?? ""
  const dot = base.lastIndexOf(".")
  const name = clip(cleanText(dot > 0 ? base.slice(0, dot) : base), MAX_SOURCE).trim()
  return name && !textProblem(name) ? name : "CSV Upload"
}

const fail = (reason: string, totalRows = 0): CsvParseFailure => ({
  ok: false,
  totalRows,
  title: "Invalid CSV",
  description: "No valid phone numbers found in CSV file",
  reason,
})

/** SPEC §5's keep rule, applied after the phone is normalised (null: not a phone number). */
function keepable(name: string, phone: string | null): phone is string {
  const lower = name.toLowerCase()
  return (
    name !== "" &&
    name.length <= MAX_NAME &&
    lower !== "true" &&
    lower !== "false" &&
    !lower.includes("business ") &&
    phone !== null &&
    phone.startsWith("+") &&
    phoneDigits(phone).length >= MIN_PHONE_DIGITS
  )
}

// A quoted cell may span lines (an address typed on two): its line breaks and tabs become spaces.
const cell = (row: readonly string[], index: number) =>
  index < 0 ? "" : (row[index] ?? "").replace(/[\t\r\n]+/g, " ").trim()

/**
 * Parses an uploaded contacts CSV (SPEC §5 "CSV upload", extended): the header row is skipped
 * after being used to recognise columns by name; if it does not name a business and a phone
 * column, the spec's positional guess applies with the category forced to Dentist. Phones are
 * normalised before the keep rule, and a phone seen earlier in the file is skipped.
 * Never throws: unusable input yields `ok: false` with the spec's texts and a reason.
 */
export function parseContactsCsv(input: string | Uint8Array, fileName: string): CsvParseResult {
  const decoded = typeof input === "string" ? checkText(input) : decodeCsvBytes(input)
  if (!decoded.ok) return fail(decoded.reason)
  if (decoded.text.trim() === "") return fail("The file is empty.")

  let rows: string[][]
  let warning: string | undefined
  try {
    // Papaparse strips a UTF-8 BOM, honours quotes and any line ending; "greedy" drops blank
    // lines and lines of empty cells. The delimiter is detected so ; and tab exports work too.
    const parsed = Papa.parse<string[]>(decoded.text, { skipEmptyLines: "greedy" })
    rows = parsed.data
    // An unclosed quote swallows the rest of the file into one cell; say where it starts.
    const open = parsed.errors.find((e) => e.code === "MissingQuotes")
    if (open) {
      warning = `A quoted cell in row ${(open.row ?? 0) + 1} is never closed, so everything after it was read as one cell.`
    }
  } catch {
    return fail("The file could not be read as CSV.")
  }
  const [header = [], ...data] = rows
  if (data.length === 0) return fail("The file has a header row but no data rows.")

  const named = columnsFromHeader(header)
  const columns = named ?? guessColumns(data)
  if (!columns) {
    return fail(
      "No column holds phone numbers: name the columns (e.g. Business Name, Phone Number) or put the phone in column 1, 2 or 3.",
      data.length
    )
  }
  const layout: CsvLayout = named ? "header" : "positional"
  const source = sourceFromFileName(fileName)

  const contacts: CsvContact[] = []
  const seen = new Set<string>()
  let duplicateRows = 0
  let hiddenTextRows = 0
  for (const row of data) {
    const businessName = cell(row, columns.name)
    const phone = toE164(cell(row, columns.phone))
    if (!keepable(businessName, phone)) continue
    const address = clip(cell(row, columns.address), MAX_ADDRESS).trim()
    const category =
      layout === "positional" ? POSITIONAL_CATEGORY : clip(cell(row, columns.category), MAX_CATEGORY).trim()
    // The server refuses such text, and one refused row would fail its whole chunk: skip the row here.
    if ([businessName, address, category].some((text) => textProblem(text))) {
      hiddenTextRows++
      continue
    }
    if (seen.has(phone)) {
      duplicateRows++
      continue
    }
    seen.add(phone)
    contacts.push({ businessName, phone, address, category, source, status: "ready" })
  }

  if (contacts.length === 0) {
    const none = `None of the ${data.length.toLocaleString("en-US")} rows has a business name and a valid phone number (10 digits, or + and a country code).`
    return fail(warning ? `${none} ${warning}` : none, data.length)
  }
  return {
    ok: true,
    contacts,
    totalRows: data.length,
    skippedRows: data.length - contacts.length,
    duplicateRows,
    hiddenTextRows,
    layout,
    columns,
    header: header.map((h) => h.trim()),
    source,
    title: "CSV Processed",
    description: `Found ${contacts.length.toLocaleString("en-US")} contacts with valid phone numbers`,
    ...(warning ? { warning } : {}),
  }
}
