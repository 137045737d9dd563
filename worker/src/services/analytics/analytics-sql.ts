/**
 * The Analytics page's statements over its one hourly summary (db/schema/analytics-hours.ts): each
 * chart is a GROUP BY over the period's range of the primary key (hours first), under the filter.
 * In a half- or quarter-hour zone the hours a period's edges cut are corrected from the calls of
 * those parts of an hour (analytics-edges.ts; nothing to read elsewhere). The bench runs these same
 * builders. Parameters: ?1 campaign id, ?2 source, ?3 category (null: not filtered), ?4-?5 the
 * period's hours [lo, hi), ?6 the edges; the series' buckets ?7.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { MIN_GROUP_CALLS } from "../../schemas/analytics"
import {
  CAMPAIGN_OF,
  CALL_SLOT,
  CATEGORY_OF,
  EDGE_CALLS,
  edgeRows,
  edgesCte,
  edgesJson,
  FIGURES,
  type Figure,
  HOUR_FILTER,
  hourRows,
  SOURCE_OF,
  sums,
} from "./analytics-edges"
import { bucketEdges, type PeriodEdge, periodEdges, type ResolvedPeriod } from "./analytics-period"

export interface AnalyticsFilters {
  campaignId?: number | undefined
  source?: string | undefined
  category?: string | undefined
}

export const TOP_GROUPS = 10
export const MAX_CAMPAIGNS = 12

/** ?1-?6: the filter, the period's whole hours and the edges to correct them with. */
const params = (p: ResolvedPeriod, f: AnalyticsFilters, edges: PeriodEdge[] = periodEdges(p)) => [
  f.campaignId ?? null,
  f.source ?? null,
  f.category ?? null,
  p.buckets[0]!.loHour,
  p.buckets.at(-1)!.hiHour,
  edgesJson(edges),
]

/** Each figure's summary column summed, named as the figure. */
const sumsOf = (figures: readonly Figure[]) => figures.map(([name, col]) => `sum(a.${col}) AS ${name}`).join(", ")

/** The period's summary rows under the filter: one range of the primary key. */
const PERIOD_HOURS = `analytics_hours a WHERE a.hour >= ?4 AND a.hour < ?5 AND ${HOUR_FILTER}`

const SERIES_FIGURES = [
  FIGURES.dialled,
  FIGURES.answered,
  FIGURES.conversations,
  FIGURES.voicemail,
  FIGURES.voicemailLeft,
  FIGURES.noAnswer,
  FIGURES.busy,
  FIGURES.failed,
  FIGURES.pending,
  FIGURES.booked,
  FIGURES.demos,
  FIGURES.cost,
]

/**
 * Per bucket (day or week in the operator's zone): outcomes, conversations, demos, cost. The
 * period's rows are summed per hour first, in the key's order (no sort), then the hours (?7: the
 * buckets' ranges of them) per bucket.
 */
export const seriesSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `WITH b(start, lo, hi) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(?7)),
    ${edgesCte(6)},
    h AS (SELECT a.hour, ${sumsOf(SERIES_FIGURES)} FROM ${PERIOD_HOURS} GROUP BY a.hour)
    SELECT start, ${sums(SERIES_FIGURES)} FROM (
      SELECT b.start AS start, ${SERIES_FIGURES.map(([name]) => `h.${name} AS ${name}`).join(", ")}
      FROM b CROSS JOIN h ON h.hour >= b.lo AND h.hour < b.hi
      UNION ALL ${edgeRows(SERIES_FIGURES, "e.start AS start, ")})
    GROUP BY start`,
  params: [...params(p, f, bucketEdges(p)), JSON.stringify(p.buckets.map((b) => [b.start, b.loHour, b.hiHour]))],
})

/** The heatmap: per callee-local weekday x 24 + hour (-1: zone unknown), dialled and connected. */
export const heatmapSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `WITH ${edgesCte(6)}
    SELECT slot, sum(dialled) AS dialled, sum(connected) AS connected FROM (
      SELECT a.slot AS slot, a.dialled AS dialled, a.answered AS connected FROM ${PERIOD_HOURS}
      UNION ALL SELECT ${CALL_SLOT}, e.sign, e.sign * ${FIGURES.answered[2]} FROM ${EDGE_CALLS})
    GROUP BY slot`,
  params: params(p, f),
})

const RANKED = `dialled >= ${MIN_GROUP_CALLS}
    ORDER BY demos * 1.0 / dialled DESC, dialled DESC, name LIMIT ${TOP_GROUPS}`
const GROUP_FIGURES = [FIGURES.dialled, FIGURES.connected, FIGURES.demos]

/**
 * The best categories or sources by demo rate (at least MIN_GROUP_CALLS calls; calls without one
 * are not a group). Filtered to one category (or source), that list is the filter's own totals.
 */
export const groupsSql = (kind: "category" | "source", p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `WITH ${edgesCte(6)}
    SELECT name, dialled, connected, demos FROM (
      SELECT name, ${sums(GROUP_FIGURES)} FROM (
        ${hourRows(GROUP_FIGURES, PERIOD_HOURS, `a.${kind} AS name, `)}
        UNION ALL ${edgeRows(GROUP_FIGURES, `${kind === "category" ? CATEGORY_OF : SOURCE_OF} AS name, `)})
      WHERE name <> '' GROUP BY name)
    WHERE ${RANKED}`,
  params: params(p, f),
})

const CAMPAIGN_FIGURES = [
  FIGURES.dialled,
  FIGURES.connected,
  FIGURES.conversations,
  FIGURES.booked,
  FIGURES.demos,
  FIGURES.cost,
]

/**
 * Campaigns side by side, the most dialled first (0 = calls outside any campaign). Filtered to one
 * campaign, that campaign's totals.
 */
export const campaignsSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  // Summed per hour and campaign first, in the key's order (no sort of the period's rows).
  sql: `WITH ${edgesCte(6)}
    SELECT g.*, (SELECT name FROM campaigns WHERE id = g.id) AS name FROM (
      SELECT id, ${sums(CAMPAIGN_FIGURES)} FROM (
        SELECT a.campaign_id AS id, ${sumsOf(CAMPAIGN_FIGURES)} FROM ${PERIOD_HOURS} GROUP BY a.hour, a.campaign_id
        UNION ALL ${edgeRows(CAMPAIGN_FIGURES, `${CAMPAIGN_OF} AS id, `)})
      GROUP BY id HAVING sum(dialled) > 0 ORDER BY sum(dialled) DESC, id LIMIT ${MAX_CAMPAIGNS}) g`,
  params: params(p, f),
})

/**
 * Demos not held (still booked, their time not come, or no time, or marked No-show): the funnel's held is the
 * period's demos minus these. The clock moves demos from one to the other, so they are read from
 * calls, on the demo index from now on (upcoming demos are few; past ones are most of them).
 */
export const notHeldSql = (p: ResolvedPeriod, f: AnalyticsFilters, now: number): SqlStatement => {
  const demos = (when: string) => `SELECT count(*) FROM calls c
    WHERE c.demo_scheduled = 1 AND ${when} AND c.is_test = 0 AND c.direction = 'outbound' AND c.vapi_call_id IS NOT NULL
      AND coalesce(c.dialed_at, c.created_at) >= ?1 AND coalesce(c.dialed_at, c.created_at) < ?2
      AND (?3 IS NULL OR coalesce(c.campaign_id, 0) = ?3)
      AND (?4 IS NULL OR coalesce((SELECT source FROM contacts WHERE id = c.contact_id), '') = ?4)
      AND (?5 IS NULL OR coalesce((SELECT category FROM contacts WHERE id = c.contact_id), '') = ?5)`
  return {
    // A past demo marked No-show (Demo Calendar) was not held either.
    sql: `SELECT (${demos("c.demo_date >= ?6")}) + (${demos("c.demo_date IS NULL")})
      + (${demos("c.demo_date < ?6 AND c.demo_outcome = 'no_show'")}) AS notHeld`,
    params: [p.startMs, p.endMs, f.campaignId ?? null, f.source ?? null, f.category ?? null, now],
  }
}

/**
 * Leads who called back in the period (issue 36), counted apart from the outbound dials the summary
 * holds: the inbound calls and the demos they booked, on the inbound index (a seek and the period's
 * inbound calls). An inbound call has no campaign: filtered to one, there are none.
 */
export const inboundSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `SELECT count(*) AS calls, coalesce(sum(c.demo_scheduled), 0) AS demos
    FROM calls c INDEXED BY calls_inbound_created_idx
    WHERE c.direction = 'inbound' AND c.created_at >= ?1 AND c.created_at < ?2 AND c.is_test = 0
      AND c.vapi_call_id IS NOT NULL
      AND ?3 IS NULL
      AND (?4 IS NULL OR ${SOURCE_OF} = ?4)
      AND (?5 IS NULL OR ${CATEGORY_OF} = ?5)`,
  params: [p.startMs, p.endMs, f.campaignId ?? null, f.source ?? null, f.category ?? null],
})

/** Every statement of one GET /api/analytics, in the order the service reads them. */
export const analyticsStatements = (p: ResolvedPeriod, f: AnalyticsFilters, now: number) => [
  seriesSql(p, f),
  heatmapSql(p, f),
  groupsSql("category", p, f),
  groupsSql("source", p, f),
  campaignsSql(p, f),
  notHeldSql(p, f, now),
  inboundSql(p, f),
]
