/**
 * The Call History page (GET /api/calls) as `{ sql, params }`, shared with the benchmark.
 *
 * The first page and pages from a cursor are keyset walks (calls-keyset-sql.ts). A page reached by
 * its number (a jump: Last, a page typed in) first selects its 10 ids with their sort keys (subquery `s`, the only part that walks many
 * rows), then joins contact and campaign for those rows alone: OFFSET steps over narrow index entries
 * instead of joined rows, and no plan sorts the calls table.
 * - createdAt / status / result / demo walk their calls index, (column, created_at) in one direction.
 * - contact / campaign walk the names in order (contacts_business_name_idx, campaigns_name_idx) and
 *   probe each one's calls by (contact_id, id) / (campaign_id, id); calls without a contact (or
 *   campaign) come first ascending and last descending, merged in by SQLite (MERGE UNION ALL), so
 *   LIMIT stops after the page. Ties: name, then contact (campaign) id, then call id.
 *   With filters, or with far fewer calls than contacts (the walk would pass many contacts without a
 *   call), the few matching calls are joined and sorted instead.
 * Unfiltered, the total is known, so pages past the middle are read from the far end (pageWindow).
 */
import type { CallListQuery } from "../../schemas/calls"
import { pageWindow } from "../page-window"
import { buildCallKeysetSql, COLUMN_KEYS, NAMES } from "./calls-keyset-sql"
import { hasCallFilters, ITEM_COLUMNS, JOINS, type SqlQuery, where } from "./calls-sql"

/** Walk contact names only while there is at least one call per this many contacts (≤ ~1 ms a page). */
export const NAME_WALK_MAX_CONTACTS_PER_CALL = 200

type Dir = "ASC" | "DESC"

const keyList = (n: number) => Array.from({ length: n }, (_, i) => `k${i + 1}`)

/** `s`: the page's call ids in order, with sort keys k1, k2… for the outer ORDER BY. */
function pageIds(q: CallListQuery, dir: Dir, walk: boolean): SqlQuery & { keys: string[] } {
  const w = where(q)
  if (q.sort !== "contact" && q.sort !== "campaign") {
    const cols = COLUMN_KEYS[q.sort]
    return {
      keys: keyList(cols.length),
      sql: `SELECT k.id AS id, ${cols.map((c, i) => `${c} AS k${i + 1}`).join(", ")} FROM calls k ${w.sql}
  ORDER BY ${[...cols, "k.id"].map((c) => `${c} ${dir}`).join(", ")}`,
      params: w.params,
    }
  }
  const n = NAMES[q.sort]
  const order = `ORDER BY 2 ${dir}, 3 ${dir}, 1 ${dir}`
  if (!walk) {
    return {
      keys: keyList(2),
      sql: `SELECT k.id AS id, ${n.alias}.${n.name} AS k1, ${n.alias}.id AS k2 FROM calls k
  LEFT JOIN ${n.table} ${n.alias} ON ${n.alias}.id = k.${n.fk} ${w.sql} ${order}`,
      params: w.params,
    }
  }
  // The null arm selects its (null) key columns from the index it walks, so SQLite sees its order.
  return {
    keys: keyList(2),
    sql: `SELECT k.id AS id, k.${n.fk} AS k1, k.${n.fk} AS k2 FROM calls k WHERE k.${n.fk} IS NULL
  UNION ALL SELECT k.id, ${n.alias}.${n.name}, ${n.alias}.id FROM ${n.table} ${n.alias}
  CROSS JOIN calls k ON k.${n.fk} = ${n.alias}.id ${order}`,
    params: [],
  }
}

/**
 * One page of Call History, its rows carrying their sort keys (sortKey1, sortKey2…) for the page's
 * cursors. The first page and the pages after or before a cursor walk from a position
 * (calls-keyset-sql.ts; a page before a cursor comes back in the opposite order); any other page
 * number skips the rows before it. `counts` are the unfiltered row counts from data_versions (calls
 * and contacts); without them (or with filters) pages are read from the top and names are sorted.
 */
export function buildCallPageSql(q: CallListQuery, counts?: { calls: number; contacts: number }): SqlQuery {
  const known = hasCallFilters(q) ? undefined : counts
  const walk =
    known !== undefined && (q.sort === "campaign" || known.calls * NAME_WALK_MAX_CONTACTS_PER_CALL >= known.contacts)
  const cursor = q.after ?? q.before
  if (cursor || q.page === 1) {
    return buildCallKeysetSql(q, { cursor, back: q.before !== undefined, walk, limit: q.pageSize })
  }
  const win = pageWindow((q.page - 1) * q.pageSize, q.pageSize, known?.calls)
  const dir: Dir = q.order === "asc" ? "ASC" : "DESC"
  const innerDir: Dir = win.reversed ? (dir === "ASC" ? "DESC" : "ASC") : dir
  const ids = pageIds(q, innerDir, walk)
  return {
    sql: `SELECT ${ITEM_COLUMNS}, ${ids.keys.map((key, i) => `s.${key} AS sortKey${i + 1}`).join(", ")}
FROM (${ids.sql} LIMIT ? OFFSET ?) s CROSS JOIN calls k ON k.id = s.id ${JOINS}
ORDER BY ${[...ids.keys, "id"].map((key) => `s.${key} ${dir}`).join(", ")}`,
    params: [...ids.params, win.limit, win.offset],
  }
}
