/**
 * libSQL in Node as a data-layer engine: a `file:` database per test in a temporary folder, with
 * the migrations folder applied by db/sql/migrate.ts, as `npm run db:migrate:libsql` applies it to Turso.
 */
import { type Client, createClient } from "@libsql/client"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { createDb } from "../../src/db/client"
import { libsqlPort } from "../../src/db/sql/libsql-port"
import { applyMigrations } from "../../src/db/sql/migrate"
import { readMigrations } from "../../tools/migrate-libsql"
import type { DataLayerEngine } from "./engine"

export function libsqlEngine(): DataLayerEngine & { close(): void } {
  const dir = mkdtempSync(join(tmpdir(), "data-layer-libsql-"))
  const clients: Client[] = []
  const migrations = readMigrations()
  return {
    name: "libsql",
    migrations,
    async fresh() {
      const client = createClient({ url: `file:${join(dir, `test-${clients.length}.db`)}` })
      clients.push(client)
      const port = libsqlPort(client)
      await applyMigrations(port, migrations)
      return createDb(port)
    },
    close() {
      for (const c of clients) c.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
