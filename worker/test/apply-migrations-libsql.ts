/**
 * The "libsql-http" project's setup file (apply-migrations.ts is the D1 one): the worker reaches a
 * real libSQL server (sqld, worker/test/sqld-server.mjs) over HTTP through `LIBSQL_URL`, as it would
 * reach Turso, so each file starts from that database emptied of everything the migrations made and
 * migrated again by db/sql/migrate.ts (what `npm run db:migrate:libsql` runs against Turso).
 */
import { env } from "cloudflare:test"
import { beforeEach } from "vitest"
import { portFromEnv } from "../src/db/client"
import { applyMigrations } from "../src/db/sql/migrate"
import { bodyCache } from "../src/lib/body-cache"

if (!env.LIBSQL_URL) throw new Error("the libsql-http project runs with LIBSQL_URL set (vitest.config.ts)")
const port = portFromEnv(env)

// As apply-migrations.ts empties D1: triggers, views, then tables, newest first; a virtual table's
// shadow tables go with it (dropping one of them directly is an error).
const objects = await port.all<{ type: string; name: string; sql: string | null }>(
  `SELECT type, name, sql FROM sqlite_master
   WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'libsql_%'
   ORDER BY rowid DESC`
)
const virtual = objects.filter((o) => o.type === "table" && /^CREATE VIRTUAL TABLE/i.test(o.sql ?? ""))
const shadow = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`))
const drop = (o: { type: string; name: string }) => ({ sql: `DROP ${o.type.toUpperCase()} IF EXISTS "${o.name}"` })
if (objects.length) {
  await port.batch([
    { sql: "PRAGMA defer_foreign_keys = on" },
    ...objects.filter((o) => o.type === "trigger").map(drop),
    ...objects.filter((o) => o.type === "view").map(drop),
    ...virtual.map(drop),
    ...objects.filter((o) => o.type === "table" && !virtual.includes(o) && !shadow(o.name)).map(drop),
  ])
}
await applyMigrations(
  port,
  env.TEST_MIGRATIONS.map((m) => ({ name: m.name, sql: m.queries.join("\n--> statement-breakpoint\n") }))
)

beforeEach(() => bodyCache.clear())
