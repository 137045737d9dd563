import type Database from "better-sqlite3"
import { ms, percentile, timeSync, type Row } from "./stats"

export interface SqlQuery {
  sql: string
  params: (string | number)[]
}

/** A prepared statement as a thunk: the timed loop pays for execution, not for parsing. */
export const runner = (db: Database.Database, q: SqlQuery) => {
  const s = db.prepare(q.sql)
  return () => (s.reader ? s.all(...q.params) : s.run(...q.params))
}

/** p50/p99 of `fn` against a p99 target in milliseconds. */
export function timeRow(what: string, fn: () => unknown, target: number, iterations = 3000): Row {
  const t = timeSync(fn, iterations)
  const p99 = percentile(t, 99)
  return {
    what: `SQL ${what}`,
    figure: `p50 ${ms(percentile(t, 50))} ms, p99 ${ms(p99)} ms`,
    target: `p99 < ${target} ms`,
    ok: p99 < target,
  }
}

/** EXPLAIN QUERY PLAN details, one string per step. */
export const planOf = (db: Database.Database, q: SqlQuery) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.params) as { detail: string }[]).map((p) => p.detail)
