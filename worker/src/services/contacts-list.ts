/**
 * Reading contacts: the paged list with call stats, filter facets, and their ETags.
 * The SQL lives in contacts-query.ts (shared with the benchmark); this file runs it on D1.
 */
import type { DB } from "../db/client"
import type { CallStatus, Contact } from "../db/schema"
import { shortHash } from "../lib/etag"
import { CONTACT_STATUSES, type ListQuery } from "../schemas/contacts"
import {
  buildCountSql,
  buildPageSql,
  FACETS_SQL,
  hasFilters,
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

export type ContactListItem = Contact & { callCount: number; lastCall: LastCall | null }

export interface ContactList {
  items: ContactListItem[]
  total: number
  page: number
  pageSize: number
}

export interface FacetValue {
  value: string
  count: number
}

export interface ContactFacets {
  statuses: FacetValue[]
  categories: FacetValue[]
  sources: FacetValue[]
}

export interface ListVersion {
  contacts: number
  calls: number
  /** Rows in contacts, kept by triggers: the unfiltered total without count(*). */
  contactsRowCount: number
}

const prepare = (db: DB, q: SqlQuery) => db.$client.prepare(q.sql).bind(...q.params)

/** Both versions and the contacts row count in one point read of data_versions. */
export async function listVersion(db: DB): Promise<ListVersion> {
  const { results } = await prepare(db, VERSIONS_SQL).all<{
    name: string
    version: number
    rowCount: number
  }>()
  const byName = new Map(results.map((r) => [r.name, r]))
  return {
    contacts: byName.get("contacts")?.version ?? 0,
    calls: byName.get("calls")?.version ?? 0,
    contactsRowCount: byName.get("contacts")?.rowCount ?? 0,
  }
}

/** The normalised query (defaults applied, fixed key order), so equal lists share one ETag. */
const normalizedQuery = (q: ListQuery) =>
  JSON.stringify([q.page, q.pageSize, q.q ?? "", q.status ?? "", q.category ?? "", q.source ?? ""])

/** Call stats are part of every item, so the calls version is part of the list's ETag. */
export const listEtag = (v: ListVersion, q: ListQuery) =>
  `W/"c${v.contacts}-k${v.calls}-${shortHash(normalizedQuery(q))}"`

/** Facets depend on contacts only: calls being placed must not invalidate them. */
export const facetsEtag = (v: ListVersion) => `W/"c${v.contacts}-${shortHash("facets")}"`

interface PageRow extends Omit<ContactListItem, "createdAt" | "updatedAt" | "lastCall"> {
  createdAt: number
  updatedAt: number
  lastCall: string | null
}

function toItem(row: PageRow): ContactListItem {
  const last = row.lastCall
    ? (JSON.parse(row.lastCall) as Omit<LastCall, "createdAt"> & { createdAt: number })
    : null
  return {
    ...row,
    createdAt: new Date(row.createdAt),
    updatedAt: new Date(row.updatedAt),
    lastCall: last ? { ...last, createdAt: new Date(last.createdAt) } : null,
  }
}

/**
 * One page, id descending. The unfiltered total is data_versions.row_count (pass `version` when the
 * caller already read it for the ETag); a filtered total is one count over the matching index.
 */
export async function listContacts(
  db: DB,
  query: ListQuery,
  version?: ListVersion
): Promise<ContactList> {
  const limit = query.pageSize
  const offset = (query.page - 1) * limit
  let total: number
  let rows: PageRow[]
  if (!hasFilters(query)) {
    total = (version ?? (await listVersion(db))).contactsRowCount
    rows = (await prepare(db, buildPageSql(query, { offset, limit, total })).all<PageRow>()).results
  } else if (offset <= SHALLOW_OFFSET && usesScan(query)) {
    // A short term scans the table; a page that is not full already tells the total, sparing
    // the second scan (a rare term costs one scan instead of two).
    rows = (await prepare(db, buildPageSql(query, { offset, limit })).all<PageRow>()).results
    total =
      rows.length < limit && (rows.length > 0 || offset === 0)
        ? offset + rows.length
        : ((await prepare(db, buildCountSql(query)).first<{ n: number }>())?.n ?? 0)
  } else if (offset <= SHALLOW_OFFSET) {
    const [count, page] = await db.$client.batch<unknown>([
      prepare(db, buildCountSql(query)),
      prepare(db, buildPageSql(query, { offset, limit })),
    ])
    total = (count!.results[0] as { n: number }).n
    rows = page!.results as PageRow[]
  } else {
    total = (await prepare(db, buildCountSql(query)).first<{ n: number }>())?.n ?? 0
    rows = (await prepare(db, buildPageSql(query, { offset, limit, total })).all<PageRow>()).results
  }
  return { items: rows.map(toItem), total, page: query.page, pageSize: limit }
}

const byValue = (a: FacetValue, b: FacetValue) =>
  a.value.localeCompare(b.value, "en", { sensitivity: "base" })

/** Options for the filter selects, derived from existing contacts (SPEC §2.4), with counts. */
export async function contactFacets(db: DB): Promise<ContactFacets> {
  const { results } = await prepare(db, FACETS_SQL).all<FacetValue & { kind: string }>()
  const pick = (kind: string) =>
    results.filter((r) => r.kind === kind).map(({ value, count }) => ({ value, count }))
  const statusOrder = (v: string) => CONTACT_STATUSES.indexOf(v as (typeof CONTACT_STATUSES)[number])
  return {
    statuses: pick("status").sort((a, b) => statusOrder(a.value) - statusOrder(b.value)),
    categories: pick("category").sort(byValue),
    sources: pick("source").sort(byValue),
  }
}
