import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core"

/**
 * One row per table that screens poll. Triggers (db/schema/triggers.ts) bump `version` on every write and
 * keep `rowCount`, so an ETag check or an unfiltered total is a single point read, not a table scan.
 */
export const dataVersions = sqliteTable("data_versions", {
  name: text().primaryKey(),
  version: integer().notNull().default(0),
  rowCount: integer().notNull().default(0),
})

/** Failed sign-ins per client address, to slow down password guessing. */
export const loginAttempts = sqliteTable("login_attempts", {
  ip: text().primaryKey(),
  failures: integer().notNull().default(0),
  lastFailureAt: integer({ mode: "timestamp_ms" }).notNull(),
})

/**
 * Operator sessions. The cookie carries a random token; only its HMAC-SHA-256 (keyed with the password-derived secret) lives here, so a database
 * read cannot be replayed as a cookie. Sign-out deletes the row, which ends the session at once.
 */
export const sessions = sqliteTable("sessions", {
  tokenHash: text().primaryKey(),
  createdAt: integer({ mode: "timestamp_ms" }).notNull(),
  expiresAt: integer({ mode: "timestamp_ms" }).notNull(),
})
