/**
 * Export Backup (SPEC §2.9): every contact, call, campaign and demo as CSV files in one zip, named
 * with the date, which any spreadsheet opens. Tables are read a page at a time by id (D1 answers
 * small indexed reads best); cells that a spreadsheet would run as formulas are neutralised.
 */
import { strToU8, zipSync } from "fflate"
import Papa from "papaparse"
import type { DB } from "../../db/client"
import { neutraliseCell } from "../../schemas/csv-cell"

const PAGE = 5000

interface Table {
  file: string
  header: string[]
  /** Reads the rows after id `after`; the first column is the id. */
  sql: string
}

const TABLES: Table[] = [
  {
    file: "contacts.csv",
    header: ["ID", "Business Name", "Phone", "Address", "Category", "Source", "Status", "Created At", "Updated At"],
    sql: `SELECT id, business_name, phone, address, category, source, status, created_at, updated_at
          FROM contacts WHERE id > ?1 ORDER BY id LIMIT ?2`,
  },
  {
    file: "calls.csv",
    header: [
      "ID",
      "Contact ID",
      "Business Name",
      "Phone",
      "Campaign",
      "Status",
      "Result",
      "Duration (s)",
      "Demo Scheduled",
      "Demo Date",
      "Summary",
      "Created At",
      "Completed At",
    ],
    sql: `SELECT c.id, c.contact_id, k.business_name, k.phone, p.name, c.status, c.result, c.duration,
                 c.demo_scheduled, c.demo_date, c.summary, c.created_at, c.completed_at
          FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id LEFT JOIN campaigns p ON p.id = c.campaign_id
          WHERE c.id > ?1 ORDER BY c.id LIMIT ?2`,
  },
  {
    file: "campaigns.csv",
    header: [
      "ID",
      "Name",
      "Status",
      "Start Time",
      "End Time",
      "Work Days",
      "Time Zone",
      "Scheduled Start",
      "Total Contacts",
      "Completed Calls",
      "Demos",
      "Created At",
    ],
    sql: `SELECT id, name, status, start_time, end_time, work_days, timezone, scheduled_start,
                 total_contacts, completed_calls, demo_scheduled, created_at
          FROM campaigns WHERE id > ?1 ORDER BY id LIMIT ?2`,
  },
  {
    file: "demos.csv",
    header: ["Call ID", "Contact ID", "Business Name", "Phone", "Address", "Demo Date", "Summary"],
    sql: `SELECT c.id, c.contact_id, k.business_name, k.phone, k.address, c.demo_date, c.summary
          FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id
          WHERE c.demo_scheduled = 1 AND c.id > ?1 ORDER BY c.id LIMIT ?2`,
  },
]

/** Millisecond columns read as ISO dates in the file. */
const DATE_COLUMN = /(^|_)(at|date|start)$/

function cell(column: string, value: unknown): string {
  if (value === null || value === undefined) return ""
  if (typeof value === "number" && DATE_COLUMN.test(column)) return new Date(value).toISOString()
  return neutraliseCell(String(value))
}

async function tableCsv(db: DB, table: Table) {
  const rows: string[][] = []
  let after = 0
  for (;;) {
    const page = await db.port.all<Record<string, unknown>>(table.sql, [after, PAGE])
    for (const r of page) rows.push(Object.entries(r).map(([k, v]) => cell(k, v)))
    if (page.length < PAGE) break
    after = Number(Object.values(page.at(-1)!)[0])
  }
  return Papa.unparse({ fields: table.header, data: rows }, { newline: "\r\n" })
}

export const backupFileName = (now = new Date()) => `cold-caller-backup-${now.toISOString().slice(0, 10)}.zip`

export async function exportBackup(db: DB): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {}
  // One table after another: D1 runs one query at a time anyway.
  for (const table of TABLES) files[table.file] = strToU8(`\uFEFF${await tableCsv(db, table)}`)
  return zipSync(files, { level: 6 })
}
