import { applyD1Migrations, env } from "cloudflare:test"
import { beforeEach } from "vitest"
import { bodyCache } from "../src/lib/body-cache"

/**
 * One workerd runtime serves many test files (the worker project runs with `isolate: false`: starting
 * a runtime per file was most of the suite's time). Each file still starts from the database a fresh
 * runtime would have: every table, view and trigger the migrations made is dropped, newest first, and
 * the migrations run again, so row counts, version counters and rowids start where they always did.
 */
async function freshDatabase() {
  const { results } = await env.DB.prepare(
    `SELECT type, name, sql FROM sqlite_master
     WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
     ORDER BY rowid DESC`
  ).all<{ type: string; name: string; sql: string | null }>()
  if (!results.length) return
  const virtual = results.filter((r) => r.type === "table" && /^CREATE VIRTUAL TABLE/i.test(r.sql ?? ""))
  // A virtual table's shadow tables go with it; dropping one of them directly is an error.
  const shadows = (name: string) => virtual.some((v) => name.startsWith(`${v.name}_`))
  const drop = (r: { type: string; name: string }) => ({ sql: `DROP ${r.type.toUpperCase()} IF EXISTS "${r.name}"` })
  await env.DB.batch(
    [
      { sql: "PRAGMA defer_foreign_keys = on" },
      ...results.filter((r) => r.type === "trigger").map(drop),
      ...results.filter((r) => r.type === "view").map(drop),
      ...virtual.map(drop),
      ...results.filter((r) => r.type === "table" && !virtual.includes(r) && !shadows(r.name)).map(drop),
    ].map((s) => env.DB.prepare(s.sql))
  )
}

// Setup files run once per test file, before its tests.
await freshDatabase()
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS)

// Each test starts from the same migrated database, so version counters repeat across tests: bodies
// rendered in one test must not answer the next (in production counters only ever grow).
beforeEach(() => bodyCache.clear())
