import Database from "better-sqlite3"
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const migrationsDir = fileURLToPath(new URL("../../migrations/", import.meta.url))

/** The real migrations (those before `before`, a file name prefix, when given), split the way drizzle-kit marks statements. */
export function migrationStatements(before?: string) {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql") && (before === undefined || f < before))
    .sort()
    .flatMap((f) =>
      readFileSync(migrationsDir + f, "utf8")
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter(Boolean)
    )
}

/** An in-process SQLite with the app's schema: the same SQL D1 runs, minus the network. */
export function openMigratedDb(path = ":memory:", before?: string) {
  const db = new Database(path)
  db.pragma("journal_mode = WAL")
  db.pragma("foreign_keys = ON")
  for (const stmt of migrationStatements(before)) db.exec(stmt)
  return db
}

/** An in-memory copy of a seeded SQLite file: the SQL figures run on the very data the worker serves. */
export function memoryCopy(path: string) {
  const image = readFileSync(path)
  // A WAL-mode file (header bytes 18-19 = 2) cannot be deserialized; the writer closed cleanly, so
  // everything is in the main file and marking it rollback-journal (1) is safe for the copy.
  image[18] = 1
  image[19] = 1
  const db = new Database(image)
  db.pragma("foreign_keys = ON")
  return db
}
