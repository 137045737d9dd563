import Database from "better-sqlite3"
import { mkdirSync, readdirSync, rmSync } from "node:fs"
import { fileURLToPath } from "node:url"
// @ts-expect-error plain ESM helpers shared with npm start
import { migrate, serve } from "../../scripts/lib.mjs"

export const dataDir = fileURLToPath(new URL("../.data/", import.meta.url))

/** A fresh, migrated local D1 for a benchmark, and a handle on its SQLite file for fast seeding. */
export async function freshLocalD1(name: string) {
  const persistTo = `${dataDir}${name}`
  rmSync(persistTo, { recursive: true, force: true })
  mkdirSync(persistTo, { recursive: true })
  await migrate(persistTo)
  const dir = `${persistTo}/v3/d1/miniflare-D1DatabaseObject/`
  const file = readdirSync(dir).find((f) => f.endsWith(".sqlite"))
  if (!file) throw new Error(`no local D1 file under ${dir}`)
  return { persistTo, sqlitePath: dir + file }
}

/** Write straight into the local D1's SQLite file while no server holds it (wrangler d1 execute is ~20x slower). */
export function withSqlite<T>(sqlitePath: string, fn: (db: Database.Database) => T): T {
  const db = new Database(sqlitePath)
  try {
    return fn(db)
  } finally {
    db.close()
  }
}

export async function startServer(persistTo: string, port: number, vars?: Record<string, string>) {
  // The bench's entry: the local worker with the probe (BENCH_ROWS_READ=1's headers) around it.
  return serve({ port, persistTo, quiet: !process.env.BENCH_VERBOSE, vars, cron: false, entry: "bench" }) as Promise<{
    url: string
    /** Also happens by itself if the bench process dies: the server watches its IPC channel. */
    stop: () => Promise<void>
    child: { pid?: number }
  }>
}
