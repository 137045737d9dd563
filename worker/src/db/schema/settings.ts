import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { updatedAt } from "./columns"

export const settings = sqliteTable("settings", {
  id: integer().primaryKey({ autoIncrement: true }),
  key: text().notNull().unique(),
  value: text().notNull(),
  updatedAt: updatedAt(),
})

export type Setting = typeof settings.$inferSelect
