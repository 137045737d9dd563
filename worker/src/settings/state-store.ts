/**
 * The only SQL of `system_state` (keys, schemas and defaults: state-registry.ts). Reads answer typed
 * values; every write is one upsert (`upsert` below) with the policy its caller needs: replace,
 * keep the first, merge a JSON patch, raise a watermark, or replace only while a guard holds (a
 * lease, a rotation window), so concurrent writers are decided inside one statement.
 */
import type { DB } from "../db/client"
import type { SqlStatement } from "../db/sql/sql-port"
import {
  decodeState,
  encodeState,
  type IntegerStateKey,
  type JsonStateKey,
  type StateInput,
  type StateKey,
  type StateValue,
  type TextStateKey,
} from "./state-registry"

// Keys are the registry's own literals (lower-case words), so they are safe to write into SQL.
const keyLiteral = (key: StateKey) => `'${key}'`

/** The key's stored text inside other SQL (NULL when absent): `(SELECT value FROM system_state ...)`. */
export const stateSql = (key: StateKey) => `(SELECT value FROM system_state WHERE key = ${keyLiteral(key)})`

/** "$.a", "$.a.b", ... for the fields of a JSON document. */
type JsonPath<T, P extends string = "$"> = T extends readonly unknown[]
  ? never
  : T extends object
    ? { [F in keyof T & string]: `${P}.${F}` | JsonPath<T[F], `${P}.${F}`> }[keyof T & string]
    : never

const PATH = /^\$(\.[A-Za-z_][A-Za-z0-9_]*)+$/

/**
 * One field of a JSON key read inside other SQL, e.g. `stateJson("sheets_config", "$.autoSync.callResults")`
 * (NULL when the key is absent; JSON booleans read as 1/0).
 */
export function stateJson<K extends JsonStateKey>(key: K, path: JsonPath<StateInput<K>>): string {
  if (!PATH.test(path)) throw new Error(`Not a JSON path of plain field names: ${path}`)
  return `(SELECT json_extract(value, '${path}') FROM system_state WHERE key = ${keyLiteral(key)})`
}

/** The read of one key, for a batch; its rows go to stateFromRows. */
export const readStateStatement = (key: StateKey): SqlStatement => ({
  sql: "SELECT value FROM system_state WHERE key = ?1",
  params: [key],
})

export const stateFromRows = <K extends StateKey>(key: K, rows: readonly unknown[] | undefined): StateValue<K> =>
  decodeState(key, (rows?.[0] as { value?: string } | undefined)?.value)

/** The read of one key with when it was last written, for a batch; its rows go to stampedStateFromRows. */
export const readStampedStateStatement = (key: StateKey): SqlStatement => ({
  sql: "SELECT value, updated_at AS updatedAt FROM system_state WHERE key = ?1",
  params: [key],
})

/** The key's value and when it was written (ms); null when absent or no longer valid. */
export function stampedStateFromRows<K extends StateKey>(key: K, rows: readonly unknown[] | undefined) {
  const row = rows?.[0] as { value?: string; updatedAt?: number } | undefined
  const value = decodeState(key, row?.value)
  return row && value !== null ? { value: value as NonNullable<StateValue<K>>, updatedAt: Number(row.updatedAt) } : null
}

export async function readStampedState<K extends StateKey>(db: DB, key: K) {
  const { sql, params } = readStampedStateStatement(key)
  const row = await db.port.first(sql, params)
  return stampedStateFromRows(key, row ? [row] : [])
}

/** The key's value, or its default when absent or no longer valid (state-registry.ts decodeState). */
export async function readState<K extends StateKey>(db: DB, key: K): Promise<StateValue<K>> {
  const { sql, params } = readStateStatement(key)
  return decodeState(key, (await db.port.first<{ value: string }>(sql, params))?.value)
}

/**
 * The one upsert. ?1 key, ?2 the value, ?3 updated_at; `value` is the SQL the stored text is made
 * from (?2 itself unless a caller computes it); `onConflict` what an existing row becomes.
 */
function upsert(key: StateKey, bound: unknown, now: number, onConflict: string, value = "?2", extra: unknown[] = []) {
  return {
    sql: `INSERT INTO system_state (key, value, updated_at) VALUES (?1, ${value}, ?3) ON CONFLICT (key) ${onConflict}`,
    params: [key, bound, now, ...extra],
  }
}

const REPLACE = "DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at"

/** Stores `value` (replacing what was there), for a batch. */
export const writeStateStatement = <K extends StateKey>(key: K, value: StateInput<K>, now: number): SqlStatement =>
  upsert(key, encodeState(key, value), now, REPLACE)

export async function writeState<K extends StateKey>(db: DB, key: K, value: StateInput<K>, now = Date.now()) {
  const { sql, params } = writeStateStatement(key, value, now)
  await db.port.run(sql, params)
}

/** Stores `value` only when the key has none; `updatedAt` lets a caller mark a first value as old. */
export const initStateStatement = <K extends StateKey>(key: K, value: StateInput<K>, updatedAt: number) =>
  upsert(key, encodeState(key, value), updatedAt, "DO NOTHING")

/** Merges `patch` into a JSON key's document (json_patch: a null field is removed, so it reads as its default). */
export const patchStateStatement = <K extends JsonStateKey>(key: K, patch: Partial<StateInput<K>>, now: number) =>
  upsert(
    key,
    JSON.stringify(patch),
    now,
    "DO UPDATE SET value = json_patch(value, excluded.value), updated_at = excluded.updated_at"
  )

/**
 * Raises an integer key to `value` and never lowers it (a watermark). `expr` computes the stored
 * integer in SQL from the bound ?2 (e.g. clamps it to a table's newest id).
 */
export const raiseStateStatement = (key: IntegerStateKey, value: number | null, now: number, expr = "?2") =>
  upsert(
    key,
    value,
    now,
    `DO UPDATE SET value = CAST(max(CAST(value AS INTEGER), CAST(excluded.value AS INTEGER)) AS TEXT),
       updated_at = excluded.updated_at`,
    `CAST((${expr}) AS TEXT)`
  )

/**
 * Replaces the value unless it changed less than `windowMs` ago (updated_at), RETURNING value: no
 * row means another writer's value is in force. Writers racing within the window thus keep one value.
 */
export const rotateStateStatement = <K extends StateKey>(key: K, value: StateInput<K>, now: number, windowMs: number) =>
  upsert(key, encodeState(key, value), now, `${REPLACE} WHERE system_state.updated_at <= ?4 RETURNING value`, "?2", [
    now - windowMs,
  ])

/**
 * A lease kept in a text key: the holder's token is the value, updated_at when it was taken or
 * last renewed. One holder at a time; a holder that died loses it after `ttlMs`.
 */
export const lease = {
  /** Takes it (free, ours already, or expired), RETURNING key: no row means another holder has it. */
  take: (key: TextStateKey, token: string, now: number, ttlMs: number): SqlStatement =>
    upsert(
      key,
      token,
      now,
      `${REPLACE} WHERE system_state.value = ?2 OR system_state.updated_at < ?4 RETURNING key`,
      "?2",
      [now - ttlMs]
    ),
  /** Renews it while it is still ours, RETURNING key: no row means it was lost. */
  renew: (key: TextStateKey, token: string, now: number): SqlStatement => ({
    sql: "UPDATE system_state SET updated_at = ?3 WHERE key = ?1 AND value = ?2 RETURNING key",
    params: [key, token, now],
  }),
  release: (key: TextStateKey, token: string): SqlStatement => ({
    sql: "DELETE FROM system_state WHERE key = ?1 AND value = ?2",
    params: [key, token],
  }),
  /** SQL that holds only while `tokenParam` (e.g. "?3") still holds the lease. */
  heldSql: (key: TextStateKey, tokenParam: string) => `${stateSql(key)} = ${tokenParam}`,
}
