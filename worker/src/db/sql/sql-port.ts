/**
 * The one door to the database. Services and jobs speak SQL through this port (or through drizzle,
 * which runs on top of it, see ../client.ts), so the same code runs on Cloudflare D1 and on libSQL
 * (Turso, or a `file:` database in Node tools and tests).
 *
 * Rules the port keeps for every adapter, because D1 imposes them:
 * - at most 100 bound parameters per statement (`MAX_BOUND_PARAMS`): chunk inserts, or pass lists as
 *   one JSON parameter and read them with json_each;
 * - `batch()` is the only transaction: all statements commit together or none do; there is no
 *   interactive BEGIN ... COMMIT (D1 has none): the port refuses those statements and the drizzle
 *   database has no usable `db.transaction()`;
 * - one query at a time per database: keep hot statements indexed and small.
 */
export type SqlValue = string | number | bigint | null | ArrayBuffer | Uint8Array | boolean

export interface SqlStatement {
  sql: string
  params?: readonly unknown[]
}

export type Row = Record<string, unknown>

export interface RunResult {
  /**
   * Rows changed: D1's `meta.changes`, libSQL's `rowsAffected`. Zero exactly when the statement
   * matched nothing on both, but D1 also counts the rows its triggers touched (an insert into
   * contacts reports 5) and libSQL does not: test it against zero, and count rows with RETURNING.
   */
  changes: number
  lastRowId: number | null
}

/** How a statement's rows come back: objects keyed by column, or arrays in column order (drizzle). */
export type RowMode = "objects" | "arrays"

export interface SqlPort {
  /** "d1" or "libsql": shown in the system status and used by tests that run on both. */
  readonly kind: "d1" | "libsql"
  all<T = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>
  first<T = Row>(sql: string, params?: readonly unknown[]): Promise<T | null>
  run(sql: string, params?: readonly unknown[]): Promise<RunResult>
  /** Rows as arrays of values in column order (what drizzle's query builder maps). */
  values(sql: string, params?: readonly unknown[]): Promise<unknown[][]>
  /**
   * All statements in one transaction; each statement's rows in the mode asked for (`T` is the row
   * type: objects by default, `unknown[]` with "arrays"). A batch answers rows, not changes: count
   * changed rows with RETURNING.
   */
  batch<T = Row>(statements: readonly SqlStatement[], mode?: RowMode): Promise<T[][]>
  /** The database's size in bytes (Settings → System Information), or null when the engine will not say. */
  sizeBytes(): Promise<number | null>
}

/** A size an engine reported, if it is one. */
export const validSize = (size: unknown) =>
  typeof size === "number" && Number.isFinite(size) && size >= 0 ? size : null

/** D1 refuses statements with more bound parameters than this. */
export const MAX_BOUND_PARAMS = 100

/** Throws before the database does, with a message naming the statement. */
export function assertParamCount(sql: string, params: readonly unknown[] = []) {
  if (params.length > MAX_BOUND_PARAMS) {
    throw new Error(`SQL statement binds ${params.length} parameters (limit ${MAX_BOUND_PARAMS}): ${sql.slice(0, 80)}`)
  }
  if (TRANSACTION_CONTROL.test(sql)) {
    throw new Error(`No interactive transactions (D1 has none): put the statements in one batch(). ${sql.slice(0, 80)}`)
  }
}

// BEGIN / COMMIT / ROLLBACK / SAVEPOINT as a statement of its own (after any leading comments).
const TRANSACTION_CONTROL = /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*(?:BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)\b/i

/** Booleans bind as 0/1 on both engines (D1 does it, libSQL refuses booleans). */
export const toSqlParams = (params: readonly unknown[] = []) =>
  params.map((p) => (typeof p === "boolean" ? (p ? 1 : 0) : p === undefined ? null : p)) as SqlValue[]
