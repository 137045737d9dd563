import { sql } from "drizzle-orm"
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core"
import { calls } from "./calls"
import { createdAt } from "./columns"
import { contacts } from "./contacts"

/**
 * SPEC §3 notification_logs, plus what delivery needs: `dedupeKey` makes each event write its row
 * once however often a webhook or queue message is redelivered ("demo_scheduled:call:42",
 * "daily_report:2026-11-23"); `error` and `sentAt` record the e-mail provider's answer.
 */
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
    dedupeKey: text(),
    error: text(),
    sentAt: integer({ mode: "timestamp_ms" }),
  },
  (t) => [
    index("notification_logs_created_idx").on(t.createdAt),
    uniqueIndex("notification_logs_dedupe_key_unique").on(t.dedupeKey),
    // The cron's delivery watchdog looks at the few rows still being sent, every minute.
    index("notification_logs_sending_idx")
      .on(t.createdAt)
      .where(sql`status = 'sending'`),
  ]
)
