/**
 * The bench's meter around the D1 binding (bench-entry.ts). D1 reports `meta.rows_read` per
 * statement but no total per request, so the binding is wrapped to sum it: the figure D1 bills and
 * the one that grows with the data, unlike local latency.
 */
interface Metered {
  meta?: { rows_read?: number; rows_written?: number }
}

/**
 * The D1 binding with every statement's rows_read (`total()`) and rows_written (`written()`, which
 * counts the rows its triggers write too) summed; each ends in "+" if a raw() ran.
 * `roundTrips()` counts the calls that reach D1 (a statement run alone, or one batch): the latency
 * a request waits on grows with it, not with the statements a batch carries.
 */
export function countRowsRead(d1: D1Database) {
  let rowsRead = 0
  let rowsWritten = 0
  let uncounted = 0
  let trips = 0
  const inner = new WeakMap<object, D1PreparedStatement>()
  const add = <R extends Metered>(result: R) => {
    trips++
    rowsRead += result.meta?.rows_read ?? 0
    rowsWritten += result.meta?.rows_written ?? 0
    return result
  }
  const wrap = (stmt: D1PreparedStatement): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(stmt.bind(...values)),
      all: async () => add(await stmt.all()),
      run: async () => add(await stmt.run()),
      // first() drops meta; D1 runs the whole statement for it anyway, so all() reads the same rows.
      first: async (column?: string) => {
        const row = add(await stmt.all<Record<string, unknown>>()).results[0]
        if (!row) return null
        return column === undefined ? row : (row[column] ?? null)
      },
      // raw() drops meta too, and its arrays keep duplicate column names that all() would merge.
      raw: (options?: { columnNames?: boolean }) => {
        uncounted++
        trips++
        return stmt.raw(options as { columnNames: true })
      },
    }
    inner.set(wrapped, stmt)
    return wrapped as unknown as D1PreparedStatement
  }
  const counted = new Proxy(d1, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql))
      if (prop === "batch") {
        return async (stmts: D1PreparedStatement[]) => {
          const results = await target.batch(stmts.map((s) => inner.get(s) ?? s))
          results.forEach(add)
          trips -= results.length - 1
          return results
        }
      }
      const value = Reflect.get(target, prop) as unknown
      return typeof value === "function" ? value.bind(target) : value
    },
  })
  return {
    d1: counted,
    total: () => `${rowsRead}${uncounted ? "+" : ""}`,
    written: () => `${rowsWritten}${uncounted ? "+" : ""}`,
    roundTrips: () => trips,
  }
}
