import type Database from "better-sqlite3"
import { ms, percentile, timeSync, type Row } from "./stats"

export interface SqlQuery {
  sql: string
  params: readonly (string | number | null)[]
}

/**
 * The parameters as better-sqlite3 takes them: numbered ones (`?1`, which D1 and libSQL bind by
 * position) are named parameters to it, bound from an object keyed by their numbers. A number the
 * statement skips (no `?4` among `?1`..`?6`) is an anonymous parameter to it, which it refuses to
 * leave unbound ("Too few parameter values"): a positional null fills each.
 */
export function bindArgs(q: SqlQuery): unknown[] {
  const used = new Set([...q.sql.matchAll(/\?(\d+)/g)].map((m) => Number(m[1])))
  if (used.size === 0) return [...q.params]
  const gaps = Array.from({ length: Math.max(...used) }, (_, i) => i + 1).filter((n) => !used.has(n))
  return [...gaps.map(() => null), Object.fromEntries([...used].map((n) => [n, q.params[n - 1]]))]
}

/** A prepared statement as a thunk: the timed loop pays for execution, not for parsing. */
export const runner = (db: Database.Database, q: SqlQuery) => {
  const s = db.prepare(q.sql)
  const args = bindArgs(q)
  return () => (s.reader ? s.all(...args) : s.run(...args))
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
  (db.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...bindArgs(q)) as { detail: string }[]).map((p) => p.detail)
