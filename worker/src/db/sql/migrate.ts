import type { SqlPort } from "./sql-port"

export interface Migration {
  /** File name, e.g. "0008_add_safety_invariants.sql", as wrangler records it. */
  name: string
  sql: string
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
