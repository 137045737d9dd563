import Database from "better-sqlite3"
import { readdirSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"

const migrationsDir = fileURLToPath(new URL("../../migrations/", import.meta.url))

/** The schema before issue 37 (the old chain up to 0038, kept as a fixture): the writes bench's "before". */
const BEFORE_ISSUE_37 = fileURLToPath(new URL("../fixtures/schema-before-issue-37.sql", import.meta.url))

const statementsOf = (sql: string) =>
  sql
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter((s) => s.replace(/--.*$/gm, "").trim())

/** The real migrations, or the schema before issue 37, split the way drizzle-kit marks statements. */
export function migrationStatements(schema: "today" | "before-issue-37" = "today") {
  if (schema === "before-issue-37") return statementsOf(readFileSync(BEFORE_ISSUE_37, "utf8"))
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .flatMap((f) => statementsOf(readFileSync(migrationsDir + f, "utf8")))
}

/** An in-process SQLite with the app's schema: the same SQL D1 runs, minus the network. */
export function openMigratedDb(path = ":memory:", schema: "today" | "before-issue-37" = "today") {
  const db = new Database(path)
  db.pragma("journal_mode = WAL")
  db.pragma("foreign_keys = ON")
  for (const stmt of migrationStatements(schema)) db.exec(stmt)
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
