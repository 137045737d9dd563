import { drizzle } from "drizzle-orm/sqlite-proxy"
import * as schema from "../schema"
import type { SqlPort } from "./sql-port"

/**
 * drizzle's query builder on top of the SQL port (its sqlite-proxy driver), so typed queries and raw
 * statements share one connection and one set of rules on D1 and libSQL. `db.port` is the raw side.
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
      const results = (await port.batch(statements, "arrays")) as unknown[][][]
      return results.map((rows, i) => ({
        rows: statements[i]!.method === "get" ? (rows[0] as unknown[]) : rows,
      }))
    },
    { schema, casing: "snake_case" }
  )
  return Object.assign(db, { port })
}

export type Database = ReturnType<typeof drizzleOnPort>
