/**
 * libSQL in Node as a data-layer engine: a `file:` database per test in a temporary folder, with
 * the migrations folder applied by db/sql/migrate.ts, as `npm run db:migrate:libsql` applies it to Turso.
 * The migrations run once per engine (per test file), into a template database; each test gets a
 * copy of that file, byte for byte the database the migrations left (migrating afresh for every
 * test was most of the project's time).
 */
import { type Client, createClient } from "@libsql/client"
import { copyFileSync, mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createDb } from "../../../src/db/client"
import { libsqlPort } from "../../../src/db/sql/libsql-port"
import { applyMigrations } from "../../../src/db/sql/migrate"
import { readMigrations } from "../../../tools/migrate-libsql"
import type { DataLayerEngine } from "../engine"

export function libsqlEngine(): DataLayerEngine & { close(): void } {
  const dir = mkdtempSync(join(tmpdir(), "data-layer-libsql-"))
  const clients: Client[] = []
  const migrations = readMigrations()
  let template: Promise<string> | undefined
  let made = 0
  /** The migrated database file, made by the first `fresh()`; closed, so every page is on disk. */
  const migrated = async () => {
    const file = join(dir, "migrated.db")
    const client = createClient({ url: `file:${file}` })
    try {
      await applyMigrations(libsqlPort(client), migrations)
    } finally {
      client.close()
    }
    return file
  }
  return {
    name: "libsql",
    migrations,
    async fresh() {
      const file = join(dir, `test-${made++}.db`)
      copyFileSync(await (template ??= migrated()), file)
      const client = createClient({ url: `file:${file}` })
      clients.push(client)
      return createDb(libsqlPort(client))
    },
    close() {
      for (const c of clients) c.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
