import { drizzle } from "drizzle-orm/sqlite-proxy"
import * as schema from "../schema"
import type { SqlPort } from "./sql-port"

/**
 * drizzle's query builder on top of the SQL port (its sqlite-proxy driver), so typed queries and raw
 * statements share one connection and one set of rules on D1 and libSQL. `db.port` is the raw side.
 *
 * Compared with drizzle's d1 driver: typed selects, `.get()`, `.returning()`, `db.batch()` and the
 * relational queries answer the same (both map value arrays); a write's `.run()` answers
 * `{ rows: [] }` instead of D1's result with `meta`; raw-SQL `db.all(...)` / `db.get(...)` answer
 * value arrays, not objects. For raw SQL use `db.port` (objects, `changes`).
 */
export function drizzleOnPort(port: SqlPort) {
  const db = drizzle(
    async (sql, params, method) => {
      if (method === "run") {
        await port.run(sql, params)
        return { rows: [] }
      }
      const rows = await port.values(sql, params)
      // "get" answers one row (or undefined), the others a list of rows; all as value arrays.
      return { rows: method === "get" ? (rows[0] as unknown[]) : rows }
    },
    async (statements) => {
      const results = await port.batch<unknown[]>(statements, "arrays")
      return results.map((rows, i) => ({
        rows: statements[i]!.method === "get" ? (rows[0] as unknown[]) : rows,
      }))
    },
    { schema, casing: "snake_case" }
  )
  return Object.assign(db, {
    port,
    /** Not available: D1 has no interactive transactions. Put the statements in one `db.batch([...])`. */
    transaction(..._: never[]): never {
      throw new Error("No interactive transactions (D1 has none): put the statements in one db.batch([...]).")
    },
  })
}

export type Database = ReturnType<typeof drizzleOnPort>
