// The local D1 of `npm start`, the tests' servers and the benchmark: migrated (and seeded) in this process,
// through wrangler's platform proxy, one workerd for every step. A wrangler CLI per step (`d1 migrations
// apply`, `d1 execute` for the seed check and again for the seed) cost about 40 s of CPU on a 2-core
// machine; this costs a few. The database is the file `wrangler dev --persist-to <dir>` serves, and the
// migrations are recorded in wrangler's own `d1_migrations` table, so `wrangler d1 migrations apply
// --local` (npm run db:migrate) agrees with it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { getPlatformProxy, unstable_readConfig, unstable_splitSqlQuery } from "wrangler"
import { root } from "./lib.mjs"

/** Where wrangler keeps local state for `--persist-to <dir>` (its default dir is .wrangler/state). */
const statePath = (persistTo) => join(persistTo ?? `${root}.wrangler/state`, "v3")

/**
 * Runs `fn` with the local D1 binding. The proxy is given a configuration with the D1 binding alone:
 * the worker's Durable Objects, queues and assets are not needed to write its database.
 */
async function withLocalD1(persistTo, fn) {
  const config = unstable_readConfig({ config: `${root}wrangler.toml` })
  const d1 = config.d1_databases.find((d) => d.binding === "DB")
  const dir = mkdtempSync(join(tmpdir(), "cold-caller-d1-config-"))
  const configPath = join(dir, "wrangler.json")
  writeFileSync(
    configPath,
    JSON.stringify({
      name: config.name,
      compatibility_date: config.compatibility_date,
      d1_databases: [{ binding: "DB", database_name: d1.database_name, database_id: d1.database_id }],
    })
  )
  const proxy = await getPlatformProxy({ configPath, persist: { path: statePath(persistTo) } })
  try {
    return await fn(proxy.env.DB, d1)
  } finally {
    await proxy.dispose()
    rmSync(dir, { recursive: true, force: true })
  }
}

const BASELINE = "0000_baseline.sql"
const SQUASHED_LAST = "0042_analytics_days.sql"
const OLD_CHAIN_MESSAGE =
  "This local database was migrated by the migrations before the baseline (0000-0042) and stopped short of " +
  "the last of them. It holds sandbox data only: delete .wrangler/state and npm start builds and seeds a new one."

/** The statements of one SQL file, split the way wrangler's `d1 execute --file` splits them. */
const statements = (db, sql) => unstable_splitSqlQuery(sql).map((s) => db.prepare(s))

/**
 * Applies the migrations the database has not had, each in one batch (one transaction) with its row in
 * `d1_migrations`, as `wrangler d1 migrations apply --local` does. Returns the names applied.
 */
async function applyMigrations(db, migrationsDir) {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS d1_migrations(
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        name TEXT UNIQUE,
        applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
      )`
    )
    .run()
  const { results } = await db.prepare("SELECT name FROM d1_migrations").all()
  const done = new Set(results.map((r) => r.name))
  // The baseline (issue 37) replaced the chain 0000-0042: a database that had its last migration has
  // the baseline's schema, and one that stopped earlier cannot be taken over (worker/src/db/sql/migrate.ts).
  if (done.size && !done.has(BASELINE)) {
    if (!done.has(SQUASHED_LAST)) throw new Error(OLD_CHAIN_MESSAGE)
    await db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(BASELINE).run()
    done.add(BASELINE)
  }
  const dir = join(root, migrationsDir ?? "migrations")
  const pending = readdirSync(dir)
    .filter((f) => f.endsWith(".sql") && !done.has(f))
    .sort()
  for (const name of pending) {
    const sql = readFileSync(join(dir, name), "utf8")
    await db.batch([...statements(db, sql), db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").bind(name)])
  }
  return pending
}

/**
 * Migrates the local D1 under `persistTo` (wrangler's default state when absent) and, with `seed`,
 * loads the sandbox data set once (a settings marker makes re-runs a no-op). `seed` is a function
 * returning the seed SQL (or a promise of it), called only when the data set is not there yet.
 */
export async function prepareLocalD1(persistTo, { seed } = {}) {
  return withLocalD1(persistTo, async (db, d1) => {
    const applied = await applyMigrations(db, d1.migrations_dir)
    let seeded = false
    if (seed) {
      const marker = await db.prepare("SELECT value FROM settings WHERE key = 'sandbox_seeded'").first()
      if (!marker) {
        await db.batch(statements(db, await seed()))
        seeded = true
      }
    }
    return { applied, seeded }
  })
}
