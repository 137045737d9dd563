/**
 * The parts of an hour a period's edges fall in (half- and quarter-hour zones: a day in Kolkata
 * starts at 18:30 UTC), read from the calls themselves and added to or taken from the rollups'
 * whole hours (analytics-period.ts `bucketEdges`, `periodEdges`). In a whole-hour zone there are
 * none and these read nothing. Each edge is one range of calls_dial_time_idx, within one hour, so
 * a page reads the calls of at most two hours for its totals and one per day boundary for the
 * series, in the same batch. Calls purged since (data retention) are no longer there to read: an
 * edge of a period that old is off by what the part of an hour held, as it was before.
 */
import { CONNECTED_RESULTS } from "../../schemas/analytics"
import type { AnalyticsFilters } from "./analytics-sql"
import type { PeriodEdge } from "./analytics-period"

/** The edges as a table read first (?n: their JSON), like the rollups' blocks. */
export const edgesCte = (n: number) => `e(start, lo, hi, sign) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]')
      FROM json_each(?${n}))`
export const edgesJson = (edges: PeriodEdge[]) => JSON.stringify(edges.map((x) => [x.start, x.lo, x.hi, x.sign]))

// Each value as the rollups' triggers count a call (migration 0032_analytics_heatmap_pivot): change both together.
const DIAL_TIME = "coalesce(c.dialed_at, c.created_at)"
const ANSWERED = `(coalesce(c.result, '') IN (${CONNECTED_RESULTS.map((r) => `'${r}'`).join(", ")}))`
const result = (r: string) => `(coalesce(c.result, '') = '${r}')`
export const SOURCE_OF = "coalesce((SELECT k.source FROM contacts k WHERE k.id = c.contact_id), '')"
export const CATEGORY_OF = "coalesce((SELECT k.category FROM contacts k WHERE k.id = c.contact_id), '')"
export const CAMPAIGN_OF = "coalesce(c.campaign_id, 0)"

/** A summed figure: its name, its rollup column (of `a`) and its value for one call (of `c`). */
export type Figure = readonly [name: string, rollup: string, call: string]

export const FIGURES = {
  dialled: ["dialled", "dialled", "1"],
  answered: ["answered", "answered", ANSWERED],
  connected: ["connected", "answered", ANSWERED],
  conversations: ["conversations", "conversations", `(${ANSWERED} AND coalesce(c.duration, 0) > 30)`],
  voicemail: ["voicemail", "voicemail", result("voicemail")],
  voicemailLeft: ["voicemailLeft", "voicemail_left", result("voicemail left")],
  noAnswer: ["noAnswer", "no_answer", result("no answer")],
  busy: ["busy", "busy", result("busy")],
  failed: ["failed", "failed", result("failed")],
  pending: ["pending", "pending", result("")],
  booked: ["booked", "booked", "(c.demo_scheduled = 1 OR c.demo_cancelled_at IS NOT NULL)"],
  demos: ["demos", "demos", "(c.demo_scheduled = 1)"],
  cost: ["cost", "cost", "coalesce(c.cost, 0)"],
} as const satisfies Record<string, Figure>

/** The callee-local weekday x 24 + hour of a call (-1: zone unknown), as the heatmap's trigger reads it. */
const LOCAL_MINUTE = `(${DIAL_TIME} / 60000 + c.callee_utc_offset)`
export const CALL_SLOT = `coalesce((${LOCAL_MINUTE} / 1440 + 4) % 7 * 24 + ${LOCAL_MINUTE} / 60 % 24, -1)`

/**
 * The placed calls of the edges under the filter (?2 campaign, ?3 source, ?4 category, as in the
 * rollups' key), on the dial-time index. A list's own dimension is no filter here: it is grouped on.
 */
export function edgeCalls(f: AnalyticsFilters) {
  return [
    `e CROSS JOIN calls c ON ${DIAL_TIME} >= e.lo AND ${DIAL_TIME} < e.hi AND c.is_test = 0 AND c.direction = 'outbound' AND c.vapi_call_id IS NOT NULL`,
    ...(f.campaignId !== undefined ? [`${CAMPAIGN_OF} = ?2`] : []),
    ...(f.source !== undefined ? [`${SOURCE_OF} = ?3`] : []),
    ...(f.category !== undefined ? [`${CATEGORY_OF} = ?4`] : []),
  ].join(" AND ")
}

/** The rollup rows of the filter's blocks (`s`) as signed figures, first column `lead` (or none). */
export const rollupRows = (figures: readonly Figure[], table: string, on: string, lead = "") =>
  `SELECT ${lead}${figures.map(([name, col]) => `a.${col} * s.sign AS ${name}`).join(", ")} FROM s CROSS JOIN ${table} a ON ${on}`

/** The edges' calls as signed figures, in the same columns as `rollupRows`. */
export const edgeRows = (figures: readonly Figure[], f: AnalyticsFilters, lead = "") =>
  `SELECT ${lead}${figures.map(([name, , call]) => `e.sign * ${call} AS ${name}`).join(", ")} FROM ${edgeCalls(f)}`

export const sums = (figures: readonly Figure[]) => figures.map(([name]) => `sum(${name}) AS ${name}`).join(", ")
