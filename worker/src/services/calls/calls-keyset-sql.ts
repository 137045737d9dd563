/**
 * Call History pages by position (keyset): the first page, and the pages after or before a cursor
 * (a row's sort keys, call id last). Each page is one walk of the sort's index from the position,
 * joined to its contact and campaign row by row, that stops after the page: about three rows read
 * per call shown at any depth, where an OFFSET page also steps over every row before it.
 *
 * A sort whose first key can be NULL (result; contact and campaign, for calls without one) is two
 * arms: the NULL rows and the others. SQLite orders NULL first, so ascending the NULL arm comes
 * first and descending last; the cursor's position decides which arms the page reads and which
 * arm carries the key condition, and SQLite merges the arms in order (MERGE UNION ALL), so LIMIT
 * still stops after the page. A name walk from a cursor splits its named arm once more (pastName).
 * The arms mirror the OFFSET pages' walks in calls-page-sql.ts.
 */
import type { CallListQuery } from "../../schemas/calls"
import type { CursorKey, PageCursor } from "../../schemas/page-cursor"
import { filterParts, ITEM_COLUMNS, JOINS, type SqlQuery } from "./calls-sql"

type Dir = "ASC" | "DESC"

/** One SELECT of a page: its FROM, its conditions, and its sort keys before the call id. */
interface Arm {
  from: string
  conds: string[]
  params: (string | number)[]
  keys: string[]
}

export interface KeysetWalk {
  /** Absent: the first page. */
  cursor?: PageCursor
  /** The page before the cursor: read in the opposite order (the caller reverses it). */
  back: boolean
  /** Walk contact (campaign) names in order; see NAME_WALK_MAX_CONTACTS_PER_CALL. */
  walk: boolean
  limit: number
}

/** Index order of the calls-column sorts (each has a (column, created_at) index; id breaks ties). */
export const COLUMN_KEYS = {
  createdAt: ["k.created_at"],
  status: ["k.status", "k.created_at"],
  result: ["k.result", "k.created_at"],
  demo: ["k.demo_scheduled", "k.created_at"],
} as const

/** The name sorts: the named table, its name index's column, the calls column pointing at it. */
export const NAMES = {
  contact: { table: "contacts", alias: "c", name: "business_name", fk: "contact_id" },
  campaign: { table: "campaigns", alias: "p", name: "name", fk: "campaign_id" },
} as const

/** A name walk's join to the row's other name (a contact's call to its campaign, and back). */
const OTHER_JOIN = {
  contact: "LEFT JOIN campaigns p ON p.id = k.campaign_id",
  campaign: "LEFT JOIN contacts c ON c.id = k.contact_id",
} as const

/** The sort's arms: `nulls` holds the rows whose first key is NULL, when it can be. */
function armsOf(q: CallListQuery, walk: boolean): { values: Arm; nulls?: Arm } {
  const w = filterParts(q)
  const base = (keys: readonly string[], cond?: string): Arm => ({
    from: `calls k ${JOINS}`,
    conds: [...w.parts, ...(cond ? [cond] : [])],
    params: [...w.params],
    keys: [...keys],
  })
  if (q.sort !== "contact" && q.sort !== "campaign") {
    const keys = COLUMN_KEYS[q.sort]
    if (q.sort !== "result") return { values: base(keys) }
    return { values: base(keys, "k.result IS NOT NULL"), nulls: base(keys, "k.result IS NULL") }
  }
  const n = NAMES[q.sort]
  const keys = [`${n.alias}.${n.name}`, `${n.alias}.id`]
  if (!walk) return { values: base(keys, `${n.alias}.id IS NOT NULL`), nulls: base(keys, `${n.alias}.id IS NULL`) }
  // Names in index order, each one's calls by (fk, id); calls without one from (fk IS NULL, id).
  // A walk is unfiltered (see buildCallPageSql), so `base` adds no filters to the NULL arm.
  return {
    values: {
      from: `${n.table} ${n.alias} CROSS JOIN calls k ON k.${n.fk} = ${n.alias}.id ${OTHER_JOIN[q.sort]}`,
      conds: [],
      params: [],
      keys,
    },
    // The NULL arm selects its (NULL) keys from the index it walks, so SQLite sees its order.
    nulls: base([`k.${n.fk}`, `k.${n.fk}`], `k.${n.fk} IS NULL`),
  }
}

const row = (cols: string[]) => `(${cols.join(", ")})`
const marks = (n: number) => row(Array.from({ length: n }, () => "?"))

/** The arm's rows past (op) the key values, compared as one row value (an index range). */
function past(arm: Arm, cols: string[], values: CursorKey[], op: string): Arm {
  return {
    ...arm,
    conds: [...arm.conds, `${row(cols)} ${op} ${marks(cols.length)}`],
    params: [...arm.params, ...(values as (string | number)[])],
  }
}

/**
 * A name walk's rows past the cursor (name, its row's id, call id), as two arms whose bounds the
 * indexes use: the cursor's own name from its row on (a range of (name, rowid), so many namesakes
 * cost nothing), that row keeping only its calls past the cursor's call (a campaign has thousands)
 * and the others all of theirs; then every later name whole.
 */
function pastName(arm: Arm, sort: "contact" | "campaign", values: CursorKey[], op: string): Arm[] {
  const { alias, name: column } = NAMES[sort]
  const [name, id, call] = values as (string | number)[]
  const strict = op.slice(0, 1)
  const all = strict === "<" ? "9223372036854775807" : "0"
  return [
    {
      ...arm,
      conds: [
        ...arm.conds,
        `${alias}.${column} = ?`,
        `${alias}.id ${strict}= ?`,
        `k.id ${op} CASE ${alias}.id WHEN ? THEN ? ELSE ${all} END`,
      ],
      params: [...arm.params, name!, id!, id!, call!],
    },
    { ...arm, conds: [...arm.conds, `${alias}.${column} ${strict} ?`], params: [...arm.params, name!] },
  ]
}

/** The arms a page reads, each with its part of the cursor's condition. */
function armsPast(q: CallListQuery, page: KeysetWalk, dir: Dir): Arm[] {
  const { values, nulls } = armsOf(q, page.walk)
  const c = page.cursor
  if (!c) return nulls ? [nulls, values] : [values]
  const op = (dir === "ASC" ? ">" : "<") + (c.inclusive ? "=" : "")
  const id = c.keys.at(-1)!
  if (!nulls) return [past(values, [...values.keys, "k.id"], c.keys, op)]
  if (c.keys[0] === null) {
    // In the NULL arm: its later rows there (by the keys that are not NULL), then, ascending, every other row.
    const known = nulls.keys.slice(1).filter((_, i) => c.keys[i + 1] !== null)
    const rest = c.keys.slice(1, -1).filter((v) => v !== null)
    const inNulls = past(nulls, [...known, "k.id"], [...rest, id], op)
    return dir === "ASC" ? [inNulls, values] : [inNulls]
  }
  const inValues =
    page.walk && (q.sort === "contact" || q.sort === "campaign")
      ? pastName(values, q.sort, c.keys, op)
      : [past(values, [...values.keys, "k.id"], c.keys, op)]
  return dir === "DESC" ? [...inValues, nulls] : inValues
}

const armSql = (arm: Arm, order: string) =>
  `SELECT ${ITEM_COLUMNS}, ${arm.keys.map((k, i) => `${k} AS sortKey${i + 1}`).join(", ")}
FROM ${arm.from}${arm.conds.length ? ` WHERE ${arm.conds.join(" AND ")}` : ""}${order}`

/**
 * One page from a position, in the sort's order (`back`: the opposite order). Rows carry their
 * sort keys as sortKey1, sortKey2… for the page's cursors.
 */
export function buildCallKeysetSql(q: CallListQuery, page: KeysetWalk): SqlQuery {
  const display: Dir = q.order === "asc" ? "ASC" : "DESC"
  const dir: Dir = page.back ? (display === "ASC" ? "DESC" : "ASC") : display
  const arms = armsPast(q, page, dir)
  const params = [...arms.flatMap((a) => a.params), page.limit]
  if (arms.length === 1) {
    const arm = arms[0]!
    return {
      sql: `${armSql(arm, ` ORDER BY ${[...arm.keys, "k.id"].map((k) => `${k} ${dir}`).join(", ")}`)} LIMIT ?`,
      params,
    }
  }
  // A compound's ORDER BY names its result columns: the sort keys, then column 1 (k.id).
  const keys = arms[0]!.keys.map((_, i) => `sortKey${i + 1} ${dir}`)
  return {
    sql: `${arms.map((a) => armSql(a, "")).join("\nUNION ALL ")}
ORDER BY ${[...keys, `1 ${dir}`].join(", ")} LIMIT ?`,
    params,
  }
}
