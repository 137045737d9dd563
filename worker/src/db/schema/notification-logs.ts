import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { calls } from "./calls"
import { createdAt } from "./columns"
import { contacts } from "./contacts"

export const notificationLogs = sqliteTable(
  "notification_logs",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    type: text().notNull(),
    contactId: integer().references(() => contacts.id, { onDelete: "set null" }),
    callId: integer().references(() => calls.id, { onDelete: "set null" }),
    message: text().notNull(),
    details: text(),
    recipients: text().notNull(),
    status: text().notNull().default("logged"),
    createdAt: createdAt(),
  },
  (t) => [index("notification_logs_created_idx").on(t.createdAt)]
)
