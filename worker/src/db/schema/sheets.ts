import { sql } from "drizzle-orm"
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { calls } from "./calls"
import { createdAt, RUN_MODES } from "./columns"
import { contacts } from "./contacts"

/**
 * The Google Sheets outbox: one row per event to append (a call result, a demo booked or
 * cancelled, a contact edited), written in the same D1 batch as the change itself. `rowKey` names
 * the event ("call:42:result") and is written in the sheet's last column, so a sync that died
 * between Google's answer and our mark can see what already landed. `data` is the event as it
 * was (business, phone, status, demo date, detail); the columns come from the mapping at sync time.
 */
export const sheetsOutbox = sqliteTable(
  "sheets_outbox",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    kind: text({ enum: ["call_result", "demo_booked", "demo_cancelled", "contact_updated"] }).notNull(),
    /** Which tab: the call log or the demo schedule (their names are in the sheets config). */
    target: text({ enum: ["call_log", "demo"] }).notNull(),
    rowKey: text().notNull().unique(),
    callId: integer().references(() => calls.id, { onDelete: "set null" }),
    contactId: integer().references(() => contacts.id, { onDelete: "set null" }),
    data: text().notNull(),
    status: text({ enum: ["pending", "synced"] })
      .notNull()
      .default("pending"),
    /** Appends tried for it: above 0, the sheet is read first to skip what already landed. */
    attempts: integer().notNull().default(0),
    createdAt: createdAt(),
    syncedAt: integer({ mode: "timestamp_ms" }),
    /**
     * The sheets provider it was written under (real Google or the sandbox sheet), stamped as it is
     * written; the sync appends only the rows of its own mode (sheets-sync.ts). Null until stamped.
     */
    mode: text({ enum: RUN_MODES }),
  },
  (t) => [
    // The sync reads the pending rows in order, a batch at a time.
    index("sheets_outbox_pending_idx")
      .on(t.id)
      .where(sql`status = 'pending'`),
    index("sheets_outbox_created_idx").on(t.createdAt),
  ]
)

/** The sandbox spreadsheet: what Google would hold, so sync can be watched without an account. */
export const sandboxSheetRows = sqliteTable(
  "sandbox_sheet_rows",
  {
    spreadsheetId: text().notNull(),
    sheet: text().notNull(),
    rowNumber: integer().notNull(),
    /** The row's cells as a JSON array of strings. */
    cells: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.spreadsheetId, t.sheet, t.rowNumber] })]
)
