import {
  assertParamCount,
  type Row,
  type RowMode,
  type SqlPort,
  type SqlStatement,
  toSqlParams,
  validSize,
} from "./sql-port"

/** The SQL port on a Cloudflare D1 binding (the default in production and in `npm start`). */
export function d1Port(d1: D1Database): SqlPort {
  const prepare = (sql: string, params?: readonly unknown[]) => {
    assertParamCount(sql, params)
    const stmt = d1.prepare(sql)
    return params?.length ? stmt.bind(...toSqlParams(params)) : stmt
  }
  return {
    kind: "d1",
    async all<T = Row>(sql: string, params?: readonly unknown[]) {
      return (await prepare(sql, params).all<T>()).results
    },
    async first<T = Row>(sql: string, params?: readonly unknown[]) {
      return (await prepare(sql, params).first<T>()) ?? null
    },
    async run(sql, params) {
      const { meta } = await prepare(sql, params).run()
      return { changes: meta.changes ?? 0, lastRowId: meta.last_row_id ?? null }
    },
    async values(sql, params) {
      return prepare(sql, params).raw()
    },
    async batch<T = Row>(statements: readonly SqlStatement[], mode: RowMode = "objects") {
      if (!statements.length) return []
      const results = await d1.batch(statements.map((s) => prepare(s.sql, s.params)))
      const rows = results.map((r) => (r.results ?? []) as Row[])
      // D1's batch has no raw mode: arrays are rebuilt from each row's keys, in column order.
      return (mode === "objects" ? rows : rows.map((rs) => rs.map((r) => Object.values(r)))) as T[][]
    },
    // D1 refuses PRAGMA (SQLITE_AUTH), but every answer carries the size after the statement.
    async sizeBytes() {
      return validSize((await d1.prepare("SELECT 1").run()).meta.size_after)
    },
  }
}
