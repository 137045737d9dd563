import type { Client, InStatement, ResultSet } from "@libsql/client"
import {
  assertParamCount,
  type Row,
  type RowMode,
  type SqlPort,
  type SqlStatement,
  toSqlParams,
  validSize,
} from "./sql-port"

/** SQLite and libSQL: pages times page size. */
const PAGE_SIZE_SQL = "SELECT page_count * page_size AS size FROM pragma_page_count(), pragma_page_size()"

const statement = (sql: string, params?: readonly unknown[]): InStatement => {
  assertParamCount(sql, params)
  return { sql, args: toSqlParams(params) as InStatement extends { args?: infer A } ? A : never }
}

const objects = (rs: ResultSet): Row[] => rs.rows.map((r) => Object.fromEntries(rs.columns.map((c, i) => [c, r[i]])))
const arrays = (rs: ResultSet): unknown[][] => rs.rows.map((r) => Array.from(r))

/**
 * The SQL port on libSQL: Turso (`libsql://…` with an auth token) from the worker, or a `file:`
 * database in Node tools and tests. Integers come back as numbers, as on D1.
 */
export function libsqlPort(client: Client): SqlPort {
  return {
    kind: "libsql",
    async all<T = Row>(sql: string, params?: readonly unknown[]) {
      return objects(await client.execute(statement(sql, params))) as T[]
    },
    async first<T = Row>(sql: string, params?: readonly unknown[]) {
      return (objects(await client.execute(statement(sql, params)))[0] as T) ?? null
    },
    async run(sql, params) {
      const rs = await client.execute(statement(sql, params))
      return {
        changes: rs.rowsAffected,
        lastRowId: rs.lastInsertRowid === undefined ? null : Number(rs.lastInsertRowid),
      }
    },
    async values(sql, params) {
      return arrays(await client.execute(statement(sql, params)))
    },
    async batch<T = Row>(statements: readonly SqlStatement[], mode: RowMode = "objects") {
      if (!statements.length) return []
      const results = await client.batch(
        statements.map((s) => statement(s.sql, s.params)),
        // A read transaction that takes the write lock only at its first write: read-only batches
        // (polled lists with their versions) do not queue behind writers on Turso.
        "deferred"
      )
      return (mode === "objects" ? results.map(objects) : results.map(arrays)) as T[][]
    },
    async sizeBytes() {
      return validSize(objects(await client.execute(PAGE_SIZE_SQL))[0]?.size)
    },
  }
}
