/**
 * The parts of an hour a period's edges fall in (half- and quarter-hour zones: a day in Kolkata
 * starts at 18:30 UTC), read from the calls themselves and added to or taken from the summary's
 * whole hours (analytics-period.ts `bucketEdges`, `periodEdges`). In a whole-hour zone there are
 * none and these read nothing. Each edge is one range of calls_dial_time_idx, within one hour, so
 * a page reads the calls of at most two hours for its totals and one per day boundary for the
 * series, in the same batch. Calls purged since (data retention) are no longer there to read: an
 * edge of a period that old is off by what the part of an hour held, as it was before.
 */
import { CONNECTED_RESULTS } from "../../schemas/analytics"
import type { PeriodEdge } from "./analytics-period"

/** The edges as a table read first (?n: their JSON). */
export const edgesCte = (n: number) => `e(start, lo, hi, sign) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]')
      FROM json_each(?${n}))`
export const edgesJson = (edges: PeriodEdge[]) => JSON.stringify(edges.map((x) => [x.start, x.lo, x.hi, x.sign]))

// Each value as the summary's triggers count a call (migration 0039_analytics_hours): change both together.
const DIAL_TIME = "coalesce(c.dialed_at, c.created_at)"
const ANSWERED = `(coalesce(c.result, '') IN (${CONNECTED_RESULTS.map((r) => `'${r}'`).join(", ")}))`
const result = (r: string) => `(coalesce(c.result, '') = '${r}')`
export const SOURCE_OF = "coalesce((SELECT k.source FROM contacts k WHERE k.id = c.contact_id), '')"
export const CATEGORY_OF = "coalesce((SELECT k.category FROM contacts k WHERE k.id = c.contact_id), '')"
export const CAMPAIGN_OF = "coalesce(c.campaign_id, 0)"

/** A summed figure: its name, its summary column (of `a`, analytics_hours) and its value for one call (of `c`). */
export type Figure = readonly [name: string, column: string, call: string]

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

/** The callee-local weekday x 24 + hour of a call (-1: zone unknown), as the summary's trigger reads it. */
const LOCAL_MINUTE = `(${DIAL_TIME} / 60000 + c.callee_utc_offset)`
export const CALL_SLOT = `coalesce((${LOCAL_MINUTE} / 1440 + 4) % 7 * 24 + ${LOCAL_MINUTE} / 60 % 24, -1)`

/** The filter (?1 campaign, ?2 source, ?3 category; null = not filtered) on a summary row `a`. */
export const HOUR_FILTER = `(?1 IS NULL OR a.campaign_id = ?1) AND (?2 IS NULL OR a.source = ?2) AND (?3 IS NULL OR a.category = ?3)`

/** The placed calls of the edges under the same filter, on the dial-time index. */
export const EDGE_CALLS = `e CROSS JOIN calls c ON ${DIAL_TIME} >= e.lo AND ${DIAL_TIME} < e.hi AND c.is_test = 0
      AND c.direction = 'outbound' AND c.vapi_call_id IS NOT NULL
      AND (?1 IS NULL OR ${CAMPAIGN_OF} = ?1) AND (?2 IS NULL OR ${SOURCE_OF} = ?2) AND (?3 IS NULL OR ${CATEGORY_OF} = ?3)`

/** The summary's rows as figures, first columns `lead` (or none). */
export const hourRows = (figures: readonly Figure[], from: string, lead = "") =>
  `SELECT ${lead}${figures.map(([name, col]) => `a.${col} AS ${name}`).join(", ")} FROM ${from}`

/** The edges' calls as signed figures, in the same columns as `hourRows`. */
export const edgeRows = (figures: readonly Figure[], lead = "") =>
  `SELECT ${lead}${figures.map(([name, , call]) => `e.sign * ${call} AS ${name}`).join(", ")} FROM ${EDGE_CALLS}`

export const sums = (figures: readonly Figure[]) => figures.map(([name]) => `sum(${name}) AS ${name}`).join(", ")
