/**
 * Export Backup read back (worker/tools/restore-backup.ts): the rows of contacts.csv, campaigns.csv and
 * calls.csv as inserts into a freshly migrated database, ids kept, so the triggers rebuild the search
 * index, counters and call copies as the app's own writes would. demos.csv repeats calls and is skipped.
 * The backup is the spreadsheet export, not a dump: columns it does not carry take their defaults
 * (transcripts, recordings, costs, settings and the rest are not in it).
 */
import { unzipSync } from "fflate"
import Papa from "papaparse"
import { FORMULA_START } from "../../schemas/csv-cell"
import { BACKUP_TABLES, type BackupTable } from "./backup-tables"

type Value = string | number | null

export interface RestoreInsert {
  table: "campaigns" | "contacts" | "calls"
  columns: string[]
  rows: Value[][]
}

/** A cell as it was stored: the export's leading quote on a formula start taken off, "" as null. */
function text(cell: string | undefined): string | null {
  if (cell === undefined || cell === "") return null
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell
}
const num = (cell: string | undefined) => (cell ? Number(cell) : null)
const time = (cell: string | undefined) => (cell ? Date.parse(cell) : null)

/** One file's rows without its header, after checking the header is the one the export writes. */
function readCsv(files: Record<string, Uint8Array>, table: BackupTable): string[][] {
  const bytes = files[table.file]
  if (!bytes) throw new Error(`Not a Cold Caller backup: ${table.file} is missing`)
  // TextDecoder drops the byte-order mark the export writes for Excel.
  const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes), { newline: "\r\n", skipEmptyLines: true })
  const [header, ...rows] = parsed.data
  if (header?.join(",") !== table.header.join(",")) {
    throw new Error(`Not a Cold Caller backup: ${table.file} starts with "${header?.join(",")}"`)
  }
  return rows
}

export function restoreInserts(zip: Uint8Array): RestoreInsert[] {
  const files = unzipSync(zip)
  const [contactsTable, callsTable, campaignsTable] = BACKUP_TABLES as [BackupTable, BackupTable, BackupTable]
  const contactRows = readCsv(files, contactsTable)
  const campaignRows = readCsv(files, campaignsTable)
  // calls.csv names its campaign; a name two campaigns share cannot say which, so those calls get none.
  const byName = new Map<string, number | null>()
  for (const r of campaignRows) {
    const name = text(r[1]) ?? ""
    byName.set(name, byName.has(name) ? null : Number(r[0]))
  }
  return [
    {
      table: "campaigns",
      columns: [
        "id",
        "name",
        "status",
        "start_time",
        "end_time",
        "work_days",
        "timezone",
        "scheduled_start",
        "total_contacts",
        "completed_calls",
        "demo_scheduled",
        "created_at",
        "updated_at",
      ],
      rows: campaignRows.map((r) => [
        num(r[0]),
        text(r[1]) ?? "",
        text(r[2]),
        text(r[3]),
        text(r[4]),
        text(r[5]),
        text(r[6]),
        time(r[7]),
        num(r[8]),
        num(r[9]),
        num(r[10]),
        time(r[11]),
        time(r[11]),
      ]),
    },
    {
      table: "contacts",
      columns: ["id", "business_name", "phone", "address", "category", "source", "status", "created_at", "updated_at"],
      rows: contactRows.map((r) => [
        num(r[0]),
        text(r[1]) ?? "",
        text(r[2]) ?? "",
        text(r[3]) ?? "",
        text(r[4]) ?? "",
        text(r[5]) ?? "",
        text(r[6]),
        time(r[7]),
        time(r[8]),
      ]),
    },
    {
      table: "calls",
      columns: [
        "id",
        "contact_id",
        "campaign_id",
        "status",
        "result",
        "duration",
        "demo_scheduled",
        "demo_date",
        "summary",
        "created_at",
        "updated_at",
        "completed_at",
      ],
      rows: readCsv(files, callsTable).map((r) => [
        num(r[0]),
        num(r[1]),
        r[4] ? (byName.get(text(r[4]) ?? "") ?? null) : null,
        text(r[5]),
        text(r[6]),
        num(r[7]),
        num(r[8]) ?? 0,
        time(r[9]),
        text(r[10]),
        time(r[11]),
        time(r[12]) ?? time(r[11]),
        time(r[12]),
      ]),
    },
  ]
}

/** A value as an SQL literal (the restore file is run by `wrangler d1 execute --file`). */
const literal = (v: Value) => (v === null ? "NULL" : typeof v === "number" ? String(v) : `'${v.replaceAll("'", "''")}'`)

/** The restore as SQL, a statement a line: one INSERT per row, campaigns and contacts before the calls that name them. */
export function* restoreSql(inserts: RestoreInsert[]): Generator<string> {
  for (const { table, columns, rows } of inserts) {
    const head = `INSERT INTO ${table} (${columns.join(", ")}) VALUES (`
    for (const row of rows) yield `${head}${row.map(literal).join(", ")});\n`
  }
}
