/**
 * Contact pages by position (keyset): the first page, and the pages after or before a cursor (an id,
 * the list being id descending). The walk starts at the position on contacts' rowid, a (filter, id)
 * index or the FTS index's rowids, and stops after the page, so a page at any depth reads about
 * its own rows (their call stats are on them: CONTACT_ITEM_COLUMNS); an OFFSET page also steps over
 * every row before it.
 */
import type { ListQuery } from "../schemas/contacts"
import type { PageCursor } from "../schemas/page-cursor"
import {
  buildPageSql,
  conditions,
  CONTACT_ITEM_COLUMNS,
  ftsMatchExpression,
  type ListFilters,
  type SqlQuery,
  useFts,
} from "./contacts-query"

export interface KeysetPage {
  /** Absent: the first page. */
  cursor?: PageCursor
  /** The page before the cursor: read ascending (the caller reverses it into the list's order). */
  back: boolean
  limit: number
}

export function buildKeysetPageSql(f: ListFilters, page: KeysetPage): SqlQuery {
  const cond = conditions(f, "p")
  const fts = useFts(f.q)
  const id = fts ? "contacts_fts.rowid" : "p.id"
  const parts = fts ? ["contacts_fts MATCH ?", ...cond.parts] : [...cond.parts]
  const params: (string | number)[] = fts ? [ftsMatchExpression(f.q!), ...cond.params] : [...cond.params]
  if (page.cursor) {
    parts.push(`${id} ${page.back ? ">" : "<"}${page.cursor.inclusive ? "=" : ""} ?`)
    params.push(page.cursor.keys[0] as number)
  }
  // CROSS JOIN keeps the FTS index driving, in rowid order, as in the OFFSET pages.
  const from = fts ? "contacts_fts CROSS JOIN contacts p ON p.id = contacts_fts.rowid" : "contacts p"
  const where = parts.length ? ` WHERE ${parts.join(" AND ")}` : ""
  return {
    sql: `SELECT ${CONTACT_ITEM_COLUMNS}
FROM ${from}${where} ORDER BY ${id} ${page.back ? "ASC" : "DESC"} LIMIT ?`,
    params: [...params, page.limit],
  }
}

/** A page's SQL: a keyset walk for the first page and cursor pages, OFFSET for a page number. */
export function keysetOrOffset(query: ListQuery, total?: number): SqlQuery {
  const limit = query.pageSize
  const offset = (query.page - 1) * limit
  const cursor = query.after ?? query.before
  return cursor || offset === 0
    ? buildKeysetPageSql(query, { cursor, back: query.before !== undefined, limit })
    : buildPageSql(query, { offset, limit, total })
}
