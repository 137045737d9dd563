/**
 * Call History pages by position (keyset): the first page, and the pages after or before a cursor
 * (a row's sort keys, call id last). Each page is one walk of the sort's calls index from the
 * position that stops after the page: about one row read per call shown at any depth (the contact's
 * and campaign's fields are on the call), where an OFFSET page also steps over every row before it.
 *
 * A sort whose first key can be NULL (result; contact and campaign, for calls without one) is two
 * arms: the NULL rows and the others. SQLite orders NULL first, so ascending the NULL arm comes
 * first and descending last; the cursor's position decides which arms the page reads and which
 * arm carries the key condition, and SQLite merges the arms in order (MERGE UNION ALL), so LIMIT
 * still stops after the page.
 */
import type { CallListQuery } from "../../schemas/calls"
import type { CursorKey, PageCursor } from "../../schemas/page-cursor"
import { filterParts, ITEM_COLUMNS, type SqlQuery } from "./calls-sql"

type Dir = "ASC" | "DESC"

/** One SELECT of a page: its conditions, and its sort keys before the call id. */
interface Arm {
  conds: string[]
  params: (string | number)[]
  keys: string[]
}

export interface KeysetWalk {
  /** Absent: the first page. */
  cursor?: PageCursor
  /** The page before the cursor: read in the opposite order (the caller reverses it). */
  back: boolean
  limit: number
}

/**
 * Index order of each sort, call id (rowid) last: (column, created_at) for the column sorts, and
 * (name, contact or campaign id) over the call's copy of the name for the name sorts.
 */
export const COLUMN_KEYS = {
  createdAt: ["k.created_at"],
  status: ["k.status", "k.created_at"],
  result: ["k.result", "k.created_at"],
  demo: ["k.demo_scheduled", "k.created_at"],
  contact: ["k.contact_name", "k.contact_id"],
  campaign: ["k.campaign_name", "k.campaign_id"],
} as const

/** The sorts whose first key is NULL for some calls, with the condition that selects those calls. */
const NULL_ARMS: Partial<Record<CallListQuery["sort"], string>> = {
  result: "k.result IS NULL",
  // Both keys are NULL together (the triggers copy a name exactly when the id is set), and saying
  // so lets the walk range over the call id in the index.
  contact: "k.contact_name IS NULL AND k.contact_id IS NULL",
  campaign: "k.campaign_name IS NULL AND k.campaign_id IS NULL",
}

/** The sort's arms: `nulls` holds the rows whose first key is NULL, when it can be. */
function armsOf(q: CallListQuery): { values: Arm; nulls?: Arm } {
  const w = filterParts(q)
  const keys = [...COLUMN_KEYS[q.sort]]
  const base = (cond?: string): Arm => ({
    conds: [...w.parts, ...(cond ? [cond] : [])],
    params: [...w.params],
    keys,
  })
  const nulls = NULL_ARMS[q.sort]
  if (!nulls) return { values: base() }
  return { values: base(`${keys[0]} IS NOT NULL`), nulls: base(nulls) }
}

const row = (cols: string[]) => `(${cols.join(", ")})`
const marks = (n: number) => row(Array.from({ length: n }, () => "?"))

/** The arm with more conditions and their parameters. */
const narrowed = (arm: Arm, conds: string[], params: (string | number)[]): Arm => ({
  ...arm,
  conds: [...arm.conds, ...conds],
  params: [...arm.params, ...params],
})

/** The arm's rows past (op) the key values, compared as one row value (an index range). */
function past(arm: Arm, cols: string[], values: CursorKey[], op: string): Arm {
  return narrowed(arm, [`${row(cols)} ${op} ${marks(cols.length)}`], values as (string | number)[])
}

/** The arms a page reads, each with its part of the cursor's condition. */
function armsPast(q: CallListQuery, page: KeysetWalk, dir: Dir): Arm[] {
  const { values, nulls } = armsOf(q)
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
    q.sort === "contact" || q.sort === "campaign"
      ? pastInGroup(values, c.keys, op)
      : [past(values, [...values.keys, "k.id"], c.keys, op)]
  return dir === "DESC" ? [...inValues, nulls] : inValues
}

/**
 * A name sort's rows past the cursor as three arms, each an equality prefix and one range on the next
 * index column, so the index seeks straight to the cursor's position: the rest of the cursor's own
 * contact (campaign) by call id, later contacts of the same name by id, then later names. A row value
 * does not do this: SQLite seeks `(name, id) > (?, ?)` to the cursor's group and steps over its calls
 * (equal keys), and `(name, id, call id) > (?, ?, ?)` over those before the cursor; a campaign has
 * thousands. Measured in workerd, a page of 11 after the 250th of 503 calls of one contact: 515 rows
 * read with the row value arm, 262 with one row value of three keys, 13 with these arms.
 */
function pastInGroup(arm: Arm, values: CursorKey[], op: string): Arm[] {
  const [name, rowId, id] = values as (string | number)[]
  const [nameKey, idKey] = arm.keys as [string, string]
  const strict = op.slice(0, 1)
  return [
    narrowed(arm, [`${nameKey} = ?`, `${idKey} = ?`, `k.id ${op} ?`], [name!, rowId!, id!]),
    narrowed(arm, [`${nameKey} = ?`, `${idKey} ${strict} ?`], [name!, rowId!]),
    narrowed(arm, [`${nameKey} ${strict} ?`], [name!]),
  ]
}

const armSql = (arm: Arm, order: string) =>
  `SELECT ${ITEM_COLUMNS}, ${arm.keys.map((k, i) => `${k} AS sortKey${i + 1}`).join(", ")}
FROM calls k${arm.conds.length ? ` WHERE ${arm.conds.join(" AND ")}` : ""}${order}`

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
