/**
 * One batch, results by name. `port.batch([...])` answers a list in statement order, and a caller that
 * reads `out[5]` breaks silently when a branch adds or drops a statement before it (the defect issue 37
 * recalls). `batchNamed(port, { settings, calls })` runs the same one-transaction batch and answers
 * `{ settings: Row[], calls: Row[] }`, each statement's rows typed by the statement (`sql<Row>(...)`).
 *
 *   const { gate, totals } = await batchNamed(ctx.db.port, {
 *     gate: sql<{ ok: number }>("SELECT ...", [id]),
 *     totals: typed<TotalRow>(totalsStatement(now)),
 *   })
 *
 * Statements run in the object's key order (JavaScript keeps string keys in insertion order; keys that
 * look like integers would sort first, so they are refused). A key may hold:
 * - one statement: its rows;
 * - a list of statements (inserts of a variable count): one rows list per statement, in order;
 * - `undefined`, `null` or `false` (a statement a branch leaves out): nothing runs, the rows are `[]`.
 */
import type { Row, SqlPort, SqlStatement } from "./sql-port"

/** A statement that carries the type of its rows (a phantom: nothing of it exists at run time). */
export interface Typed<R> extends SqlStatement {
  readonly __row?: (row: R) => R
}

/** A statement with its row type: `sql<{ n: number }>("SELECT count(*) AS n FROM calls")`. */
export const sql = <R = Row>(text: string, params?: readonly unknown[]): Typed<R> =>
  params === undefined ? { sql: text } : { sql: text, params }

/** An existing statement (a builder's `{ sql, params }`) given its row type. */
export const typed = <R = Row>(statement: SqlStatement): Typed<R> => statement as Typed<R>

type Skipped = undefined | null | false
type Entry = SqlStatement | readonly SqlStatement[] | Skipped

type RowsOf<S> = S extends Typed<infer R> ? (unknown extends R ? Row : R) : Row

/** What each key answers: its rows, or one rows list per statement for a list. */
export type NamedRows<T extends Record<string, Entry>> = {
  [K in keyof T]: Exclude<T[K], Skipped> extends readonly (infer S)[] ? RowsOf<S>[][] : RowsOf<Exclude<T[K], Skipped>>[]
}

const INTEGER_KEY = /^(0|[1-9]\d*)$/

/** Runs the named statements as one batch (one transaction) and answers each one's rows by its name. */
export async function batchNamed<T extends Record<string, Entry>>(port: SqlPort, named: T): Promise<NamedRows<T>> {
  const statements: SqlStatement[] = []
  const slots: [key: string, start: number, count: number, list: boolean][] = []
  for (const [key, entry] of Object.entries(named)) {
    if (INTEGER_KEY.test(key)) throw new Error(`batchNamed: key "${key}" would reorder the batch; name it`)
    const list = Array.isArray(entry)
    const some: readonly SqlStatement[] = list ? entry : entry ? [entry as SqlStatement] : []
    slots.push([key, statements.length, some.length, list])
    statements.push(...some)
  }
  const results = statements.length ? await port.batch(statements) : []
  const out: Record<string, unknown> = {}
  for (const [key, start, count, list] of slots) {
    const rows = results.slice(start, start + count)
    out[key] = list ? rows : (rows[0] ?? [])
  }
  return out as NamedRows<T>
}
