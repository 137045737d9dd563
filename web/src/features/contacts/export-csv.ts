import Papa from "papaparse"

import type { ContactListItem } from "@shared/contacts-api"

import { neutraliseCell } from "@shared/csv-cell"

export const CSV_COLUMNS = [
  "Business Name",
  "Phone",
  "Address",
  "Category",
  "Status",
  "Source",
  "Calls",
  "Last Call Result",
  "Last Call Date",
  "Created At",
] as const

const pad = (n: number) => String(n).padStart(2, "0")

/** The local calendar date as YYYY-MM-DD. */
export const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

/** "2026-11-21 14:05" in local time (spreadsheets parse it; ISO "T...Z" they often do not). */
export function csvDateTime(iso: string | null | undefined) {
  if (!iso) return ""
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? "" : `${isoDate(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** SPEC §9: export file names carry the date, e.g. contacts-2026-11-21.csv. */
export const exportFileName = (now = new Date()) => `contacts-${isoDate(now)}.csv`

const toRow = (c: ContactListItem): string[] => [
  c.businessName,
  c.phone,
  c.address,
  c.category,
  c.status,
  c.source,
  String(c.callCount),
  c.lastCall ? c.lastCall.result || "Pending" : "",
  csvDateTime(c.lastCall?.createdAt),
  csvDateTime(c.createdAt),
]

/**
 * The CSV text: a header row, then one row per contact. Fields with commas, quotes or line breaks
 * are quoted (quotes doubled), rows end in CRLF (RFC 4180), and a UTF-8 BOM makes Excel read
 * accents correctly (our own importer strips it).
 */
export function contactsToCsv(contacts: readonly ContactListItem[]) {
  const data = contacts.map((c) => toRow(c).map(neutraliseCell))
  return `\uFEFF${Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: "\r\n", quotes: false })}`
}
