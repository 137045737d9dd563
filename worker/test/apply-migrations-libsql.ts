/**
 * The "libsql-http" project's setup file (apply-migrations.ts is the D1 one): the worker reaches a
 * real libSQL server (sqld, worker/test/sqld-server.mjs) over HTTP through `LIBSQL_URL`, as it would
 * reach Turso, so each file starts from the database db/sql/migrate.ts (what `npm run
 * db:migrate:libsql` runs against Turso) leaves: migrated once, reset in one batch after
 * (fresh-database.ts).
 */
import { env } from "cloudflare:test"
import { beforeEach } from "vitest"
import { portFromEnv } from "../src/db/client"
import { applyMigrations } from "../src/db/sql/migrate"
import { bodyCache } from "../src/lib/body-cache"
import { freshDatabase } from "./fresh-database"

if (!env.LIBSQL_URL) throw new Error("the libsql-http project runs with LIBSQL_URL set (vitest.config.ts)")
const port = portFromEnv(env)

await freshDatabase("libsql", port, () =>
  applyMigrations(
    port,
    env.TEST_MIGRATIONS.map((m) => ({ name: m.name, sql: m.queries.join("\n--> statement-breakpoint\n") }))
  )
)

beforeEach(() => bodyCache.clear())
