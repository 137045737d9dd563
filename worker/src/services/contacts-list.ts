/**
 * Reading contacts: the paged list with call stats and its ETag (filter facets: contacts-facets.ts).
 * The SQL lives in contacts-query.ts (shared with the benchmark); this file runs it on the SQL port.
 */
import type { DB } from "../db/client"
import { batchNamed, typed } from "../db/sql/batch-named"
import type { CallStatus, Contact } from "../db/schema"
import { AppError } from "../lib/errors"
import { shortHash } from "../lib/etag"
import { CONTACTS_CURSOR_SORT, type ListQuery } from "../schemas/contacts"
import { pageCursors, type PageCursors } from "../schemas/page-cursor"
import { keysetOrOffset } from "./contacts-keyset"
import {
  buildCountSql,
  hasFilters,
  hasUnindexedFilters,
  searchCountCap,
  SHALLOW_OFFSET,
  type SqlQuery,
  usesScan,
  VERSIONS_SQL,
  versionsSql,
} from "./contacts-query"

export interface LastCall {
  status: CallStatus
  result: string | null
  createdAt: Date
}

/** The service's view (Dates); the web reads schemas/contacts-api.ts, checked equal in JSON. */
export type ContactListItem = Contact & { callCount: number; lastCall: LastCall | null }

export interface ContactList {
  items: ContactListItem[]
  /** With totalCapped, a lower bound: a search counts at most searchCountCap matches. */
  total: number
  /** A search matched more than `total` contacts (the web shows "1,000+"). */
  totalCapped: boolean
  page: number
  pageSize: number
}

export interface ListVersion {
  contacts: number
  calls: number
  /** Rows in contacts, kept by triggers: the unfiltered total without count(*). */
  contactsRowCount: number
  /** The do-not-call list's newest entry and size, read only for a list filtered on it. */
  doNotCall?: string
}

export const all = <T>(db: DB, q: SqlQuery) => db.port.all<T>(q.sql, q.params)

type VersionRow = { name: string; version: number; rowCount: number }

/**
 * Both versions and the contacts row count in one point read of data_versions (and the
 * do-not-call list's state when `query` filters on it).
 */
export async function listVersion(db: DB, query: Pick<ListQuery, "doNotCall"> = {}): Promise<ListVersion> {
  return toVersion(await all<VersionRow>(db, versionsSql(query)))
}

function toVersion(results: VersionRow[]): ListVersion {
  const byName = new Map(results.map((r) => [r.name, r]))
  const dnc = byName.get("do_not_call")
  return {
    contacts: byName.get("contacts")?.version ?? 0,
    calls: byName.get("calls")?.version ?? 0,
    contactsRowCount: byName.get("contacts")?.rowCount ?? 0,
    ...(dnc && { doNotCall: `${dnc.version}.${dnc.rowCount}` }),
  }
}

/** The normalised query (defaults applied, fixed key order), so equal lists share one ETag. */
export const normalizedQuery = (q: ListQuery) =>
  JSON.stringify([
    q.page,
    q.pageSize,
    q.q ?? "",
    q.status ?? "",
    q.category ?? "",
    q.source ?? "",
    q.sourceLabel ?? "",
    q.called ?? "",
    q.doNotCall ?? "",
    q.after ?? "",
    q.before ?? "",
  ])

/** Call stats are part of every item, so the calls version is part of the list's ETag. */
export const listEtag = (v: ListVersion, q: ListQuery) =>
  `W/"c${v.contacts}-k${v.calls}-${shortHash(`${normalizedQuery(q)}${v.doNotCall ?? ""}`)}"`

export interface PageRow extends Omit<ContactListItem, "createdAt" | "updatedAt" | "lastCall"> {
  createdAt: number
  updatedAt: number
  lastCall: string | null
}

export function toItem(row: PageRow): ContactListItem {
  const last = row.lastCall ? (JSON.parse(row.lastCall) as Omit<LastCall, "createdAt"> & { createdAt: number }) : null
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    lastCall: last ? { ...last, createdAt: new Date(last.createdAt) } : null,
  }
}

/** GET /api/contacts: a page with the cursors of the pages around it. */
export type ContactPage = ContactList & PageCursors

/**
 * One page, id descending. The unfiltered total is data_versions.row_count (pass `version` when the
 * caller already read it for the ETag); a filtered total is one count over the matching index, and
 * a search's count stops at searchCountCap (see contacts-query.ts). The first page and the pages
 * after or before a cursor walk from a position (contacts-keyset.ts); any other page number skips
 * the rows before it.
 */
export function listContacts(db: DB, query: ListQuery, version?: ListVersion): Promise<ContactPage> {
  return guardSearch(query, () => readContacts(db, query, version))
}

async function readContacts(db: DB, query: ListQuery, version?: ListVersion): Promise<ContactPage> {
  const limit = query.pageSize
  // With a cursor, the offset of the page's label: it sets a search count's cap.
  const offset = (query.page - 1) * limit
  const cursor = query.after ?? query.before
  const cap = query.q !== undefined || hasUnindexedFilters(query) ? searchCountCap(offset, limit) : undefined
  const count = async () => {
    const q = buildCountSql(query, cap)
    return (await db.port.first<{ n: number }>(q.sql, q.params))?.n ?? 0
  }
  let n: number
  let rows: PageRow[]
  if (!hasFilters(query)) {
    n = (version ?? (await listVersion(db, query))).contactsRowCount
    rows = await all<PageRow>(db, keysetOrOffset(query, n))
  } else if (usesScan(query)) {
    // A short term scans the table; a first page that is not full already tells the total,
    // sparing the second scan (a rare term costs one scan instead of two).
    rows = await all<PageRow>(db, keysetOrOffset(query))
    n = !cursor && rows.length < limit && (rows.length > 0 || offset === 0) ? offset + rows.length : await count()
  } else if (cursor || offset <= SHALLOW_OFFSET || cap !== undefined) {
    // A search's capped count cannot tell a deep page where the far end is: both run from the top.
    const out = await batchNamed(db.port, {
      counted: typed<{ n: number }>(buildCountSql(query, cap)),
      page: typed<PageRow>(keysetOrOffset(query)),
    })
    n = out.counted[0]!.n
    rows = out.page
  } else {
    n = await count()
    rows = await all<PageRow>(db, keysetOrOffset(query, n))
  }
  return toPage(db, query, rows, cap !== undefined && n > cap ? cap : n, n, version)
}

/**
 * A page as the API answers it; `matched` beyond `total` means the count stopped at its cap. A page
 * before a cursor is read ascending; fewer rows than a page there (rows were deleted) means it is
 * the first page, read again from the top and labelled 1.
 */
async function toPage(
  db: DB,
  query: ListQuery,
  rows: PageRow[],
  total: number,
  matched: number,
  version?: ListVersion
): Promise<ContactPage> {
  if (query.before) {
    rows.reverse()
    if (rows.length < query.pageSize) return readContacts(db, { ...query, page: 1, before: undefined }, version)
  }
  const key = (r: PageRow | undefined) => (r ? [r.id] : undefined)
  return {
    items: rows.map(toItem),
    total,
    totalCapped: total < matched,
    page: query.page,
    pageSize: query.pageSize,
    ...pageCursors(CONTACTS_CURSOR_SORT, key(rows[0]), key(rows.at(-1))),
  }
}

/**
 * A first load (no ETag to check) of an unfiltered page from a position, or a shallow one: the
 * versions and the page in ONE D1 round trip, since such a page does not need the total to pick
 * its direction. Anything else reads the version first and then the page.
 */
export async function listContactsWithVersion(db: DB, query: ListQuery) {
  const offset = (query.page - 1) * query.pageSize
  const cursor = query.after ?? query.before
  if (hasFilters(query) || (!cursor && offset > SHALLOW_OFFSET)) {
    const version = await listVersion(db, query)
    return { version, data: await listContacts(db, query, version) }
  }
  const { versions, page } = await batchNamed(db.port, {
    versions: typed<VersionRow>(VERSIONS_SQL),
    page: typed<PageRow>(keysetOrOffset(query)),
  })
  const version = toVersion(versions)
  const n = version.contactsRowCount
  return { version, data: await toPage(db, query, page, n, n, version) }
}

// What SQLite says when FTS5 cannot parse a MATCH expression (a NUL ends its C string early).
// What FTS5 says when it cannot parse a MATCH (its own "fts5: ..." texts, the tokenizer's). Any other
// SQL error during a search (a missing column: our bug) stays a server error.
const FTS_ERROR = /fts5|unterminated string|syntax error|malformed MATCH|\bMATCH\b/i

/**
 * The search term reaches FTS5 as one quoted phrase, and the schema refuses control characters; if
 * FTS5 still cannot parse it, that is the search's fault (400), not the server's, and SQLite's text
 * stays in the log.
 */
async function guardSearch<T>(query: ListQuery, run: () => Promise<T>): Promise<T> {
  if (query.q === undefined) return run()
  try {
    return await run()
  } catch (err) {
    if (!(err instanceof Error && FTS_ERROR.test(`${err.message} ${String(err.cause ?? "")}`))) throw err
    console.warn("contacts search refused by FTS5", err)
    throw new AppError("bad_search", 400, "This search cannot be run. Please try different words.")
  }
}
