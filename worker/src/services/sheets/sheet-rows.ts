/**
 * How an outbox row reads in the sheet: the four mapped fields at the operator's columns (SPEC
 * §2.9 mapping), then, after the last mapped column, Event, Details, Time and the row key. The row
 * key comes last so the sync can read that one column to see what already landed.
 */
import { formatDuration } from "../../schemas/calls"
import { DEMO_LENGTH_WORDS } from "../../schemas/demo-length"
import { formatPhoneDisplay } from "../../schemas/phone"
import {
  MAPPED_FIELD_LABELS,
  MAPPED_FIELDS,
  SHEETS_UPDATE_LABELS,
  type SheetsConfig,
  type SheetsUpdateKind,
} from "../../schemas/sheets"
import { columnIndex, columnLetter, MAX_CELL_CHARS, type SheetCell } from "../../providers/sheets/sheets-provider"
import { sheetDateTime } from "./sheet-date"

export interface OutboxData {
  businessName: string
  phone: string
  status: string | null
  demoDate?: number | null
  result?: string | null
  duration?: number | null
  summary?: string | null
  /** The voicemail message left (result "voicemail left"). */
  voicemailMessage?: string | null
  address?: string | null
  at: number
}

const EXTRA_HEADERS = ["Event", "Details", "Time", "Row Key"] as const

export interface SheetLayout {
  /** Cell index (0 = A) of each mapped field. */
  fields: Record<(typeof MAPPED_FIELDS)[number], number>
  /** Index of the first extra column (Event); the row key is at `first + 3`. */
  first: number
  width: number
  keyColumn: string
}

export function sheetLayout(mapping: SheetsConfig["columnMapping"]): SheetLayout {
  const fields = Object.fromEntries(
    MAPPED_FIELDS.map((f) => [f, columnIndex(mapping[f]) ?? 0])
  ) as SheetLayout["fields"]
  const first = Math.max(...Object.values(fields)) + 1
  const width = first + EXTRA_HEADERS.length
  return { fields, first, width, keyColumn: columnLetter(width - 1) }
}

export function headerRow(layout: SheetLayout): string[] {
  const cells = Array<string>(layout.width).fill("")
  for (const f of MAPPED_FIELDS) cells[layout.fields[f]] = MAPPED_FIELD_LABELS[f]
  EXTRA_HEADERS.forEach((h, i) => (cells[layout.first + i] = h))
  return cells
}

function details(kind: SheetsUpdateKind, d: OutboxData) {
  const parts =
    kind === "contact_updated"
      ? [d.address]
      : [
          // The sheet says how long the booked slot is, as the calendar event and the feed draw it.
          kind === "demo_booked" ? `${DEMO_LENGTH_WORDS} demo` : null,
          kind === "call_result" && d.duration != null ? `Duration ${formatDuration(d.duration)}` : null,
          d.summary,
          kind === "call_result" && d.voicemailMessage ? `Voicemail left: "${d.voicemailMessage}"` : null,
        ]
  return parts.filter(Boolean).join(" · ")
}

/**
 * A cell as Google accepts it: at most MAX_CELL_CHARS characters, a longer text (a long call summary)
 * cut and ended with "…". One cell over the limit would make Google refuse the whole append, and the
 * same rows would be refused on every retry: the outbox would never move again.
 */
export function fitCell(text: string): string {
  if (text.length <= MAX_CELL_CHARS) return text
  let end = MAX_CELL_CHARS - 1
  // Never cut between the two halves of a surrogate pair (an emoji): half of one is no character.
  const last = text.charCodeAt(end - 1)
  if (last >= 0xd800 && last <= 0xdbff) end--
  return `${text.slice(0, end)}…`
}

export function sheetRow(
  layout: SheetLayout,
  row: { kind: SheetsUpdateKind; rowKey: string; data: OutboxData },
  timeZone: string
): SheetCell[] {
  const { data: d } = row
  const cells = Array<SheetCell>(layout.width).fill("")
  cells[layout.fields.businessName] = d.businessName
  cells[layout.fields.phone] = d.phone ? formatPhoneDisplay(d.phone) : ""
  cells[layout.fields.status] = d.status ?? ""
  // Dates as dates (with the year and the zone shown), so the sheet sorts and filters them.
  cells[layout.fields.demoDate] = d.demoDate ? sheetDateTime(d.demoDate, timeZone) : ""
  cells[layout.first] = SHEETS_UPDATE_LABELS[row.kind]
  cells[layout.first + 1] = details(row.kind, d)
  cells[layout.first + 2] = sheetDateTime(d.at, timeZone)
  cells[layout.first + 3] = row.rowKey
  return cells.map((c) => (typeof c === "string" ? fitCell(c) : c))
}
