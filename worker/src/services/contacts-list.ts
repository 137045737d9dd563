/**
 * Reading contacts: the paged list with call stats, filter facets, and their ETags.
 * The SQL lives in contacts-query.ts (shared with the benchmark); this file runs it on the SQL port.
 */
import type { DB } from "../db/client"
import type { CallStatus, Contact } from "../db/schema"
import { AppError } from "../lib/errors"
import { shortHash } from "../lib/etag"
import { CONTACT_STATUSES, type ListQuery } from "../schemas/contacts"
import type { ContactFacets, FacetValue } from "../schemas/contacts-api"
import {
  buildCountSql,
  buildPageSql,
  FACETS_SQL,
  hasFilters,
  hasUnindexedFilters,
  searchCountCap,
  SHALLOW_OFFSET,
  type SqlQuery,
  usesScan,
  VERSIONS_SQL,
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
}

const all = <T>(db: DB, q: SqlQuery) => db.port.all<T>(q.sql, q.params)

type VersionRow = { name: string; version: number; rowCount: number }

/** Both versions and the contacts row count in one point read of data_versions. */
export async function listVersion(db: DB): Promise<ListVersion> {
  return toVersion(await all<VersionRow>(db, VERSIONS_SQL))
}

function toVersion(results: VersionRow[]): ListVersion {
  const byName = new Map(results.map((r) => [r.name, r]))
  return {
    contacts: byName.get("contacts")?.version ?? 0,
    calls: byName.get("calls")?.version ?? 0,
    contactsRowCount: byName.get("contacts")?.rowCount ?? 0,
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
  ])

/** Call stats are part of every item, so the calls version is part of the list's ETag. */
export const listEtag = (v: ListVersion, q: ListQuery) =>
  `W/"c${v.contacts}-k${v.calls}-${shortHash(normalizedQuery(q))}"`

/** Facets depend on contacts only: calls being placed must not invalidate them. */
export const facetsEtag = (v: ListVersion) => `W/"c${v.contacts}-${shortHash("facets")}"`

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

/**
 * One page, id descending. The unfiltered total is data_versions.row_count (pass `version` when the
 * caller already read it for the ETag); a filtered total is one count over the matching index, and
 * a search's count stops at searchCountCap (see contacts-query.ts).
 */
export function listContacts(db: DB, query: ListQuery, version?: ListVersion): Promise<ContactList> {
  return guardSearch(query, () => readContacts(db, query, version))
}

async function readContacts(db: DB, query: ListQuery, version?: ListVersion): Promise<ContactList> {
  const limit = query.pageSize
  const offset = (query.page - 1) * limit
  const cap = query.q !== undefined || hasUnindexedFilters(query) ? searchCountCap(offset, limit) : undefined
  const count = async () => {
    const q = buildCountSql(query, cap)
    return (await db.port.first<{ n: number }>(q.sql, q.params))?.n ?? 0
  }
  let n: number
  let rows: PageRow[]
  if (!hasFilters(query)) {
    n = (version ?? (await listVersion(db))).contactsRowCount
    rows = await all<PageRow>(db, buildPageSql(query, { offset, limit, total: n }))
  } else if (usesScan(query)) {
    // A short term scans the table; a page that is not full already tells the total, sparing
    // the second scan (a rare term costs one scan instead of two).
    rows = await all<PageRow>(db, buildPageSql(query, { offset, limit }))
    n = rows.length < limit && (rows.length > 0 || offset === 0) ? offset + rows.length : await count()
  } else if (offset <= SHALLOW_OFFSET || cap !== undefined) {
    // A search's capped count cannot tell a deep page where the far end is: both run from the top.
    const [counted, page] = await db.port.batch<unknown>([
      buildCountSql(query, cap),
      buildPageSql(query, { offset, limit }),
    ])
    n = (counted![0] as { n: number }).n
    rows = page as PageRow[]
  } else {
    n = await count()
    rows = await all<PageRow>(db, buildPageSql(query, { offset, limit, total: n }))
  }
  return toList(query, rows, cap !== undefined && n > cap ? cap : n, n)
}

/** A page as the API answers it; `matched` beyond `total` means the count stopped at its cap. */
function toList(query: ListQuery, rows: PageRow[], total: number, matched = total): ContactList {
  return {
    items: rows.map(toItem),
    total,
    totalCapped: total < matched,
    page: query.page,
    pageSize: query.pageSize,
  }
}

/**
 * A first load (no ETag to check) of an unfiltered, shallow page: the versions and the page in ONE
 * D1 round trip, since a page near the top does not need the total to pick its direction. Anything
 * else reads the version first and then the page.
 */
export async function listContactsWithVersion(db: DB, query: ListQuery) {
  const offset = (query.page - 1) * query.pageSize
  if (hasFilters(query) || offset > SHALLOW_OFFSET) {
    const version = await listVersion(db)
    return { version, data: await listContacts(db, query, version) }
  }
  const [versions, page] = await db.port.batch<unknown>([
    VERSIONS_SQL,
    buildPageSql(query, { offset, limit: query.pageSize }),
  ])
  const version = toVersion(versions as VersionRow[])
  return { version, data: toList(query, page as PageRow[], version.contactsRowCount) }
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

const byValue = (a: FacetValue, b: FacetValue) => a.value.localeCompare(b.value, "en", { sensitivity: "base" })

/** Options for the filter selects, derived from existing contacts (SPEC §2.4), with counts. */
export async function contactFacets(db: DB): Promise<ContactFacets> {
  const results = await all<FacetValue & { kind: string }>(db, FACETS_SQL)
  const pick = (kind: string) => results.filter((r) => r.kind === kind).map(({ value, count }) => ({ value, count }))
  const statusOrder = (v: string) => CONTACT_STATUSES.indexOf(v as (typeof CONTACT_STATUSES)[number])
  return {
    statuses: pick("status").sort((a, b) => statusOrder(a.value) - statusOrder(b.value)),
    categories: pick("category").sort(byValue),
    sources: pick("source").sort(byValue),
  }
}
