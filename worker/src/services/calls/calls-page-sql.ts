/**
 * The Call History page (GET /api/calls) as `{ sql, params }`, shared with the benchmark.
 *
 * The first page and pages from a cursor are keyset walks (calls-keyset-sql.ts). A page reached by
 * its number (a jump: Last, a page typed in) first selects its 10 ids with their sort keys (subquery
 * `s`, the only part that walks many rows: the sort's index, covering), then reads those calls alone:
 * OFFSET steps over narrow index entries instead of rows, and no plan sorts the calls table. Every
 * sort has its index, (column, created_at) or (name copy, contact or campaign id); NULLs come first
 * ascending and last descending, as in the keyset walks. Ties: the call id.
 * Unfiltered, the total is known, so pages past the middle are read from the far end (pageWindow).
 */
import type { CallListQuery } from "../../schemas/calls"
import { pageWindow } from "../page-window"
import { buildCallKeysetSql, COLUMN_KEYS } from "./calls-keyset-sql"
import { hasCallFilters, ITEM_COLUMNS, type SqlQuery, where } from "./calls-sql"

type Dir = "ASC" | "DESC"

/**
 * One page of Call History, its rows carrying their sort keys (sortKey1, sortKey2…) for the page's
 * cursors. The first page and the pages after or before a cursor walk from a position
 * (calls-keyset-sql.ts; a page before a cursor comes back in the opposite order); any other page
 * number skips the rows before it. `callCount` is the unfiltered row count from data_versions;
 * without it (or with filters) pages are read from the top.
 */
export function buildCallPageSql(q: CallListQuery, callCount?: number): SqlQuery {
  const cursor = q.after ?? q.before
  if (cursor || q.page === 1) {
    return buildCallKeysetSql(q, { cursor, back: q.before !== undefined, limit: q.pageSize })
  }
  const win = pageWindow((q.page - 1) * q.pageSize, q.pageSize, hasCallFilters(q) ? undefined : callCount)
  const dir: Dir = q.order === "asc" ? "ASC" : "DESC"
  const innerDir: Dir = win.reversed ? (dir === "ASC" ? "DESC" : "ASC") : dir
  const cols = COLUMN_KEYS[q.sort]
  const keys = cols.map((_, i) => `k${i + 1}`)
  const w = where(q)
  const ids = `SELECT k.id AS id, ${cols.map((c, i) => `${c} AS ${keys[i]}`).join(", ")} FROM calls k ${w.sql}
  ORDER BY ${[...cols, "k.id"].map((c) => `${c} ${innerDir}`).join(", ")}`
  return {
    sql: `SELECT ${ITEM_COLUMNS}, ${keys.map((key, i) => `s.${key} AS sortKey${i + 1}`).join(", ")}
FROM (${ids} LIMIT ? OFFSET ?) s CROSS JOIN calls k ON k.id = s.id
ORDER BY ${[...keys, "id"].map((key) => `s.${key} ${dir}`).join(", ")}`,
    params: [...w.params, win.limit, win.offset],
  }
}
