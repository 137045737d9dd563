/**
 * Unfiltered contact pages at any depth. contact_buckets holds how many contacts have each
 * id >> BUCKET_BITS (kept by triggers, migration add_list_indexes), so a page skips whole buckets by
 * summing their counts (a window over total / 1024 rows) and then steps over fewer than 1024 ids:
 * about 0.2 ms at offset 50k of 100k, where a plain OFFSET walks 50k index entries (over 1 ms).
 */
import type { pageWindow } from "./page-window"

export const BUCKET_BITS = 10
const BUCKET_ROWS = 1 << BUCKET_BITS

/** A subquery selecting a page's ids, with the CTE (and its params) it needs ahead of the statement. */
export interface IdsQuery {
  cte: string
  cteParams: number[]
  sql: string
  params: (string | number)[]
}

/**
 * The ids of an unfiltered page, read from the top (DESC) or, for the far half, from the bottom
 * (ASC). `located` is the one bucket holding the `offset`-th id in that order and how many of its
 * ids come before it; no bucket (offset past the end) reads no rows. Shallow pages skip the window.
 */
export function unfilteredIds(w: ReturnType<typeof pageWindow>): IdsQuery {
  if (w.offset < BUCKET_ROWS) {
    return {
      cte: "",
      cteParams: [],
      sql: `SELECT c.id FROM contacts c ORDER BY c.id ${w.order} LIMIT ? OFFSET ?`,
      params: [w.limit, w.offset],
    }
  }
  const bound =
    w.order === "DESC"
      ? `c.id < (SELECT (bucket + 1) << ${BUCKET_BITS} FROM located)`
      : `c.id >= (SELECT bucket << ${BUCKET_BITS} FROM located)`
  return {
    cte: `WITH located AS MATERIALIZED (SELECT bucket, ? - (upto - n) AS skip FROM (
  SELECT bucket, n, sum(n) OVER (ORDER BY bucket ${w.order} ROWS UNBOUNDED PRECEDING) AS upto FROM contact_buckets
) WHERE upto > ? AND upto - n <= ? LIMIT 1)
`,
    cteParams: [w.offset, w.offset, w.offset],
    sql: `SELECT c.id FROM contacts c WHERE ${bound} ORDER BY c.id ${w.order}
  LIMIT ? OFFSET coalesce((SELECT skip FROM located), 0)`,
    params: [w.limit],
  }
}
