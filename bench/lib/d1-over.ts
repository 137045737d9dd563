import type Database from "better-sqlite3"

/** Just enough of D1's API over better-sqlite3, counting round trips (batches, lone runs) and statements. */
export function d1Over(db: Database.Database) {
  const n = { roundTrips: 0, statements: 0 }
  const exec = (sql: string, list: unknown[]) => {
    const s = db.prepare(sql)
    // better-sqlite3 binds numbered parameters (?1, ?2) by name.
    const params = /\?\d/.test(sql) ? [Object.fromEntries(list.map((v, i) => [i + 1, v]))] : list
    if (s.reader) return { results: s.all(...params), success: true, meta: { changes: 0 } }
    const info = s.run(...params)
    return { results: [], success: true, meta: { changes: info.changes } }
  }
  const statement = (sql: string, params: unknown[] = []) => ({
    bind: (...p: unknown[]) => statement(sql, p),
    exec: () => exec(sql, params),
    all: async () => (n.roundTrips++, exec(sql, params)),
    run: async () => (n.roundTrips++, exec(sql, params)),
    first: async () => (n.roundTrips++, (exec(sql, params).results[0] as unknown) ?? null),
    // drizzle's query builder reads rows as arrays.
    raw: async () => {
      n.roundTrips++
      const s = db.prepare(sql)
      const list = /\?\d/.test(sql) ? [Object.fromEntries(params.map((v, i) => [i + 1, v]))] : params
      return s.reader ? (s.raw(true).all(...list) as unknown[][]) : (s.run(...list), [])
    },
  })
  const d1 = {
    prepare: (sql: string) => (n.statements++, statement(sql)),
    batch: async (stmts: ReturnType<typeof statement>[]) => {
      n.roundTrips++
      return db.transaction(() => stmts.map((s) => s.exec()))()
    },
  }
  return { d1: d1 as unknown as D1Database, n }
}
