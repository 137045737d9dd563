/**
 * The engine the worker's environment selects, as a data-layer engine: the D1 test binding (project
 * "worker"), or sqld over HTTP when the "libsql-http" project sets `LIBSQL_URL`; through the same port
 * the app uses either way.
 */
import { env } from "cloudflare:test"
import { createDb, portFromEnv } from "../../src/db/client"
import { type DataLayerEngine, emptyAppTables } from "./engine"

export const d1Engine: DataLayerEngine = {
  name: env.LIBSQL_URL ? "libsql" : "d1",
  // readD1Migrations (vitest.config.ts) split each file on drizzle's breakpoints, as migrate.ts does.
  migrations: env.TEST_MIGRATIONS.map((m) => ({ name: m.name, sql: m.queries.join("\n--> statement-breakpoint\n") })),
  async fresh() {
    const db = createDb(portFromEnv(env))
    await emptyAppTables(db)
    return db
  },
}
