/**
 * `npm run db:migrate:libsql`: applies migrations/ to the libSQL database in LIBSQL_URL (a Turso
 * `libsql://` URL with LIBSQL_AUTH_TOKEN, or a local `file:` / `http:` one), the way
 * `wrangler d1 migrations apply` does to D1: each file once, in name order, recorded in d1_migrations.
 */
import { createClient } from "@libsql/client"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { libsqlPort } from "../src/db/sql/libsql-port"
import { applyMigrations, type Migration } from "../src/db/sql/migrate"

const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url))

/** The migrations folder as wrangler reads it: every .sql file, in name order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(dir, name), "utf8") }))
}

async function main() {
  const url = process.env.LIBSQL_URL
  if (!url) throw new Error("Set LIBSQL_URL (and LIBSQL_AUTH_TOKEN for Turso) to the database to migrate.")
  const client = createClient({ url, authToken: process.env.LIBSQL_AUTH_TOKEN || undefined })
  try {
    const applied = await applyMigrations(libsqlPort(client), readMigrations())
    console.log(applied.length ? `Applied ${applied.join(", ")}` : "No migrations to apply.")
  } finally {
    client.close()
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main()
