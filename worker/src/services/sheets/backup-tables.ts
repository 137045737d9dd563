/**
 * What Export Backup writes (SPEC §2.9): one CSV per table, its header, and the keyset-paged read
 * behind it. Shared by the export (backup-export.ts) and the restore tool (worker/tools/restore-backup.ts),
 * so a renamed column breaks both at once.
 */
import { neutraliseCell } from "../../schemas/csv-cell"

export interface BackupTable {
  file: "contacts.csv" | "calls.csv" | "campaigns.csv" | "demos.csv"
  header: string[]
  /** Reads up to ?2 rows after id ?1, by primary key; the first column is the id. */
  sql: string
}

export const BACKUP_TABLES: BackupTable[] = [
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

/** One cell as the file holds it: ISO dates, empty for null, formula-safe text (csv-cell.ts). */
export function backupCell(column: string, value: unknown): string {
  if (value === null || value === undefined) return ""
  if (typeof value === "number" && DATE_COLUMN.test(column)) return new Date(value).toISOString()
  return neutraliseCell(String(value))
}
