import type { SqlPort } from "./sql-port"

export interface Migration {
  /** File name, e.g. "0008_add_safety_invariants.sql", as wrangler records it. */
  name: string
  sql: string
}

/** The first migration: the whole schema in one file (issue 37 squashed the chain 0000-0042 into it). */
export const BASELINE = "0000_baseline.sql"
/** The last migration of the chain the baseline replaced: a database that had it has the baseline's schema. */
export const SQUASHED_LAST = "0042_analytics_days.sql"
export const OLD_CHAIN_MESSAGE =
  "This database was migrated by the migrations before the baseline (0000-0042) and stopped short of the " +
  "last of them, so the baseline cannot take it over. A local one holds sandbox data only: delete " +
  ".wrangler/state and npm start builds and seeds a new one."

/**
 * What a database migrated by the old chain needs before the baseline: one that had its last migration
 * has exactly the baseline's schema (the baseline was built from it), so the baseline is recorded as
 * applied; one that stopped earlier cannot be upgraded by it. scripts/local-d1.mjs (plain JS, before
 * the install) applies the same rule to the local D1.
 */
export function baselineTakeover(done: ReadonlySet<string>): { record: boolean; error: string | null } {
  if (done.has(BASELINE) || done.size === 0) return { record: false, error: null }
  if (done.has(SQUASHED_LAST)) return { record: true, error: null }
  return { record: false, error: OLD_CHAIN_MESSAGE }
}

/**
 * Applies `migrations/` to a libSQL database the way `wrangler d1 migrations apply` does to D1: in
 * name order, each file once, recorded in the same `d1_migrations` table, so one migrations folder
 * serves both engines. Each file runs as one batch (one transaction), split on drizzle's breakpoints.
 */
export async function applyMigrations(port: SqlPort, migrations: readonly Migration[]) {
  await port.run(`CREATE TABLE IF NOT EXISTS d1_migrations(
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT UNIQUE,
    applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`)
  const done = new Set((await port.all<{ name: string }>("SELECT name FROM d1_migrations")).map((r) => r.name))
  const takeover = baselineTakeover(done)
  if (takeover.error) throw new Error(takeover.error)
  if (takeover.record) {
    await port.run("INSERT INTO d1_migrations (name) VALUES (?1)", [BASELINE])
    done.add(BASELINE)
  }
  const applied: string[] = []
  for (const m of [...migrations].sort((a, b) => a.name.localeCompare(b.name))) {
    if (done.has(m.name)) continue
    const statements = m.sql
      .split("--> statement-breakpoint")
      .map((s) => s.trim())
      .filter((s) => s.replace(/--.*$/gm, "").trim())
      .map((sql) => ({ sql }))
    await port.batch([...statements, { sql: "INSERT INTO d1_migrations (name) VALUES (?1)", params: [m.name] }])
    applied.push(m.name)
  }
  return applied
}
