/**
 * The SQL behind GET /api/contacts, as plain `{ sql, params }` so the benchmark runs the very same
 * statements on better-sqlite3 that the worker runs on D1. SQLite dialect, positional `?` params.
 *
 * How listContacts (contacts-list.ts) uses them, for a benchmark to mirror:
 * 1. VERSIONS_SQL (one point read) gives the ETag and the unfiltered total (row_count).
 * 2. Unfiltered: buildPageSql(query, { offset, limit, total: rowCount }) (any depth costs the
 *    same: contact_buckets locates the rows, see contacts-buckets.ts).
 *    Search (q): buildCountSql(query, searchCountCap(offset, limit)) and buildPageSql(no total) in
 *    one batch, except a scanning search (usesScan): its page first, and the count only if the page
 *    is full. The count stops at the cap: more matches answer total = cap, totalCapped = true.
 *    Other filters, offset <= SHALLOW_OFFSET: buildCountSql and buildPageSql(no total) in one batch;
 *    deeper: buildCountSql first, then buildPageSql with that total.
 * A page reads only its own rows (call stats live on them); search of 3+
 * characters goes through the FTS5 trigram index, shorter terms scan with LIKE.
 */
import { normalizeSource, type ListQuery } from "../schemas/contacts"
import { phoneQueryDigits } from "../schemas/phone"
import { unfilteredIds, type IdsQuery } from "./contacts-buckets"
import { pageWindow } from "./page-window"

export interface SqlQuery {
  sql: string
  params: (string | number)[]
}

/** Up to this offset a filtered page runs beside its count in one round trip; deeper pages wait
 * for the count so they can be read from the nearer end (see pageWindow). */
export const SHALLOW_OFFSET = 2_000

/** FTS5 trigram matches substrings of 3+ characters; shorter terms fall back to LIKE. */
export const FTS_MIN_CHARS = 3

export type ListFilters = Pick<
  ListQuery,
  "q" | "status" | "category" | "source" | "sourceLabel" | "called" | "doNotCall"
>

export const hasFilters = (f: ListFilters) =>
  Boolean(
    f.q || f.status || f.category || f.source || f.sourceLabel || f.called !== undefined || f.doNotCall !== undefined
  )

/**
 * A filter no (filter, id) index answers (a probe of calls or of do_not_call per contact): its count
 * stops at a cap like a search's, so a page never costs a table scan.
 */
export const hasUnindexedFilters = (f: ListFilters) => f.called !== undefined || f.doNotCall !== undefined

/** A search term as one FTS5 phrase: double quotes inside are doubled, so no query syntax leaks. */
export const ftsPhrase = (term: string) => `"${term.replace(/"/g, '""')}"`

/**
 * Digits to find inside stored phones for a term typed like a phone number ("(555) 012",
 * "+1 555-0123", "0044 20 7946 0958"), else undefined.
 */
export function phoneSearchDigits(term: string): string | undefined {
  if (!/^[\d\s().+-]+$/.test(term)) return undefined
  const digits = phoneQueryDigits(term)
  return digits.length >= FTS_MIN_CHARS && digits !== term ? digits : undefined
}

/** The FTS5 MATCH expression: the term anywhere, or its digits inside the stored E.164 phone. */
export function ftsMatchExpression(term: string) {
  const digits = phoneSearchDigits(term)
  return digits ? `${ftsPhrase(term)} OR phone : ${ftsPhrase(digits)}` : ftsPhrase(term)
}

const SEARCH_COLUMNS = ["business_name", "address", "category", "phone"] as const

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

export const useFts = (q: string | undefined): q is string => q !== undefined && [...q].length >= FTS_MIN_CHARS

/** A 1-2 character search scans the table (LIKE): its count is a second full scan. */
export const usesScan = (f: ListFilters) => f.q !== undefined && !useFts(f.q)

/** Exact filters and a short (LIKE) search, as conditions on the contacts table aliased `t`. */
export function conditions(f: ListFilters, t = "c"): { parts: string[]; params: string[] } {
  const parts: string[] = []
  const params: string[] = []
  for (const [column, value] of [
    ["status", f.status],
    ["category", f.category],
    // Sources are stored normalised, so a label ("Manual Entry") or any spelling of a stored value
    // is one probe of contacts_source_id_idx.
    ["source", f.source === undefined ? undefined : normalizeSource(f.source)],
    ["source", f.sourceLabel === undefined ? undefined : normalizeSource(f.sourceLabel)],
  ] as const) {
    if (value !== undefined) {
      parts.push(`${t}.${column} = ?`)
      params.push(value)
    }
  }
  if (f.called !== undefined) {
    // The contact's own call count (kept by triggers on calls): no probe of calls.
    parts.push(`${t}.call_count ${f.called ? ">" : "="} 0`)
  }
  if (f.doNotCall !== undefined) {
    // One probe of do_not_call's primary key per contact looked at (both store E.164).
    parts.push(`${f.doNotCall ? "" : "NOT "}EXISTS (SELECT 1 FROM do_not_call d WHERE d.phone = ${t}.phone)`)
  }
  if (f.q !== undefined && !useFts(f.q)) {
    // LIKE is case-insensitive for ASCII, like the trigram index; phone is a plain substring.
    const pattern = likePattern(f.q)
    parts.push(`(${SEARCH_COLUMNS.map((col) => `${t}.${col} LIKE ? ESCAPE '\\'`).join(" OR ")})`)
    params.push(...SEARCH_COLUMNS.map(() => pattern))
  }
  return { parts, params }
}

/**
 * FROM ... WHERE ... selecting the matching ids as `id`. With a 3+ character search the FTS index
 * drives (CROSS JOIN keeps that order): it yields rowids in either direction, so a page stops after
 * its rows, and the filters are one covering-index probe per match. Otherwise contacts (or one of
 * its (filter, id) indexes) is walked in id order.
 */
function matchingIds(f: ListFilters): SqlQuery & { key: string } {
  const cond = conditions(f)
  if (useFts(f.q)) {
    const join = cond.parts.length ? " CROSS JOIN contacts c ON c.id = contacts_fts.rowid" : ""
    return {
      key: "contacts_fts.rowid",
      sql: `FROM contacts_fts${join} WHERE ${["contacts_fts MATCH ?", ...cond.parts].join(" AND ")}`,
      params: [ftsMatchExpression(f.q), ...cond.params],
    }
  }
  const where = cond.parts.length ? ` WHERE ${cond.parts.join(" AND ")}` : ""
  return { key: "c.id", sql: `FROM contacts c${where}`, params: cond.params }
}

/**
 * A search counts at most this many matches past the page: an exact FTS count costs about 0.3 µs
 * per match (a broad term matching 8k of 100k contacts about 3 ms, one matching them all about
 * 30 ms), so a broad search reports "1,000+" instead of counting every match.
 */
export const SEARCH_COUNT_CAP = 1_000

/**
 * How many matches a search page counts: whole thousands beyond the page's last row, so the
 * reported total stays the same ("1,000+") across the pages of a range and always exceeds the rows
 * shown, which keeps Next enabled while more may follow.
 */
export const searchCountCap = (offset: number, limit: number) =>
  (Math.floor((offset + limit) / SEARCH_COUNT_CAP) + 1) * SEARCH_COUNT_CAP

/**
 * The number of contacts matching the filters (unfiltered totals come from data_versions). With
 * `cap`, counting stops after cap + 1 matches: n > cap means "more than cap".
 */
export function buildCountSql(f: ListFilters, cap?: number): SqlQuery {
  const kept = keptCount(f)
  if (kept) return kept
  const m = matchingIds(f)
  if (cap === undefined) return { sql: `SELECT count(*) AS n ${m.sql}`, params: m.params }
  return { sql: `SELECT count(*) AS n FROM (SELECT 1 ${m.sql} LIMIT ?)`, params: [...m.params, cap + 1] }
}

/**
 * A list filtered on one status, category or source alone totals from contact_counts (kept by
 * triggers): one row however many contacts match, where a count over the index reads them all.
 */
function keptCount(f: ListFilters): SqlQuery | undefined {
  if (f.q !== undefined || hasUnindexedFilters(f)) return undefined
  const source = f.source ?? f.sourceLabel
  const set = (
    [
      ["status", f.status],
      ["category", f.category],
      ["source", source],
    ] as const
  ).filter(([, value]) => value !== undefined)
  if (set.length !== 1 || conditions(f).parts.length !== 1) return undefined
  const [kind, value] = set[0]!
  return {
    sql: "SELECT coalesce((SELECT n FROM contact_counts WHERE kind = ? AND value = ?), 0) AS n",
    params: [kind, kind === "source" ? normalizeSource(value!) : value!],
  }
}

/**
 * One page of contacts, id descending, each with its call count and latest call.
 * `total` (when known) lets deep pages be read from the far end; see pageWindow. Unfiltered pages
 * locate their rows through contact_buckets (see BUCKET_BITS).
 */
export function buildPageSql(f: ListFilters, page: { offset: number; limit: number; total?: number }): SqlQuery {
  const w = pageWindow(page.offset, page.limit, page.total)
  let ids: IdsQuery
  if (hasFilters(f)) {
    const m = matchingIds(f)
    ids = {
      cte: "",
      cteParams: [],
      sql: `SELECT ${m.key} ${m.sql} ORDER BY ${m.key} ${w.order} LIMIT ? OFFSET ?`,
      params: [...m.params, w.limit, w.offset],
    }
  } else {
    ids = unfilteredIds(w)
  }
  return {
    sql: `${ids.cte}SELECT ${CONTACT_ITEM_COLUMNS}
FROM contacts p WHERE p.id IN (${ids.sql})
ORDER BY p.id DESC`,
    params: [...ids.cteParams, ...ids.params],
  }
}

/**
 * A contact list item's columns over `contacts p`: the contact, its call count and its latest call,
 * all from the contact's own row (call_count and last_call_* are kept by triggers on calls), so a
 * page reads its rows and nothing else. Every contacts page reads these, so toItem() maps them alike.
 */
export const CONTACT_ITEM_COLUMNS = `p.id, p.business_name AS businessName, p.phone, p.address, p.category, p.source,
  p.status, p.scrape_job_id AS scrapeJobId, p.place_type AS placeType, p.place_type_label AS placeTypeLabel,
  p.created_at AS createdAt, p.updated_at AS updatedAt, p.call_count AS callCount,
  CASE WHEN p.last_call_id IS NOT NULL THEN
    json_object('status', p.last_call_status, 'result', p.last_call_result, 'createdAt', p.last_call_at) END AS lastCall`

/** Versions (ETags) and the unfiltered total in one point read of data_versions. */
export const VERSIONS_SQL: SqlQuery = {
  sql: "SELECT name, version, row_count AS rowCount FROM data_versions WHERE name IN ('contacts', 'calls')",
  params: [],
}

/**
 * VERSIONS_SQL plus, for a list filtered on the do-not-call list, that list's state: its newest
 * entry and its size (both from do_not_call_created_idx). An added number is the newest entry and a
 * removed one shrinks the count, so either changes the list's ETag.
 */
export function versionsSql(f: Pick<ListFilters, "doNotCall">): SqlQuery {
  if (f.doNotCall === undefined) return VERSIONS_SQL
  return {
    sql: `${VERSIONS_SQL.sql}
UNION ALL SELECT 'do_not_call', coalesce(max(created_at), 0), count(*) FROM do_not_call`,
    params: [],
  }
}

/**
 * Filter options with counts; each branch walks a narrow index, and the result is ETag-cached.
 * An empty category is no option; sources are listed as stored (the calls screen shows the manual
 * one as "Manual Entry", SPEC §3).
 */
export const FACETS_SQL: SqlQuery = {
  sql: `SELECT 'status' AS kind, status AS value, count(*) AS count FROM contacts GROUP BY status
UNION ALL SELECT 'category', category, count(*) FROM contacts WHERE category <> '' GROUP BY category
UNION ALL SELECT 'source', source, count(*) FROM contacts GROUP BY source`,
  params: [],
}
