/**
 * The Analytics page's statements over call_analytics (db/schema/call-analytics.ts): sums over the
 * period's hour range of the primary key, never a scan of calls. The bench runs these same builders.
 * Parameters: ?1/?2 the hour range, ?3 campaign id, ?4 source, ?5 category (null = any).
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { CONNECTED_RESULTS, MIN_GROUP_CALLS } from "../../schemas/analytics"
import type { ResolvedPeriod } from "./analytics-period"

export interface AnalyticsFilters {
  campaignId?: number | undefined
  source?: string | undefined
  category?: string | undefined
}

export const TOP_GROUPS = 10
export const MAX_CAMPAIGNS = 12

// Results are SQL string literals from our own mapping (schemas/analytics.ts), never user input.
const CONNECTED_IN = `(${CONNECTED_RESULTS.map((r) => `'${r.replace(/'/g, "''")}'`).join(", ")})`
const connected = `sum(CASE WHEN a.result IN ${CONNECTED_IN} THEN a.dialled ELSE 0 END)`
const conversations = `sum(CASE WHEN a.result IN ${CONNECTED_IN} THEN a.long_calls ELSE 0 END)`

const FILTERS = `(?3 IS NULL OR a.campaign_id = ?3) AND (?4 IS NULL OR a.source = ?4) AND (?5 IS NULL OR a.category = ?5)`
const WHERE = `a.hour >= ?1 AND a.hour < ?2 AND ${FILTERS}`

const base = (p: ResolvedPeriod, f: AnalyticsFilters) => [
  p.buckets[0]!.loHour,
  p.buckets.at(-1)!.hiHour,
  f.campaignId ?? null,
  f.source ?? null,
  f.category ?? null,
]

/**
 * Per bucket and raw result: the series and, summed, the funnel. CROSS JOIN keeps the buckets
 * outside: one primary-key range per bucket. Left to the planner, the summary's range was the outer
 * loop and every row scanned the bucket list (6 s for 30 days over 300k calls).
 */
export const seriesSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `WITH b(start, lo, hi) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(?6))
    SELECT b.start, a.result, sum(a.dialled) AS dialled, sum(a.long_calls) AS longCalls, sum(a.booked) AS booked,
      sum(a.demos) AS demos, sum(a.cost) AS cost
    FROM b CROSS JOIN call_analytics a ON a.hour >= b.lo AND a.hour < b.hi
    WHERE ?1 <= ?2 AND ${FILTERS}
    GROUP BY b.start, a.result`,
  params: [...base(p, f), JSON.stringify(p.buckets.map((b) => [b.start, b.loHour, b.hiHour]))],
})

/** Dialled and connected per callee-local slot (weekday × 24 + hour; -1 = zone unknown). */
export const heatmapSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `SELECT a.local_slot AS slot, sum(a.dialled) AS dialled, ${connected} AS connected
    FROM call_analytics a WHERE ${WHERE} GROUP BY a.local_slot`,
  params: base(p, f),
})

/** The best categories or sources by demo rate (at least MIN_GROUP_CALLS calls). */
export const groupsSql = (by: "category" | "source", p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `SELECT a.${by} AS name, sum(a.dialled) AS dialled, ${connected} AS connected, sum(a.demos) AS demos
    FROM call_analytics a WHERE ${WHERE} AND a.${by} <> ''
    GROUP BY a.${by} HAVING sum(a.dialled) >= ${MIN_GROUP_CALLS}
    ORDER BY sum(a.demos) * 1.0 / sum(a.dialled) DESC, sum(a.dialled) DESC, a.${by} LIMIT ${TOP_GROUPS}`,
  params: base(p, f),
})

/** Campaigns side by side, the most dialled first (0 = calls outside any campaign). */
export const campaignsSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `SELECT g.*, (SELECT name FROM campaigns WHERE id = g.id) AS name FROM (
      SELECT a.campaign_id AS id, sum(a.dialled) AS dialled, ${connected} AS connected,
        ${conversations} AS conversations, sum(a.booked) AS booked, sum(a.demos) AS demos, sum(a.cost) AS cost
      FROM call_analytics a WHERE ${WHERE}
      GROUP BY a.campaign_id ORDER BY sum(a.dialled) DESC, a.campaign_id LIMIT ${MAX_CAMPAIGNS}) g`,
  params: base(p, f),
})

/**
 * Demos held: booked on a call placed in the period, not cancelled, and their time has passed. The
 * clock moves them, so they are read from calls: a range of the demo index (demos are few).
 */
export const heldSql = (p: ResolvedPeriod, f: AnalyticsFilters, now: number): SqlStatement => ({
  sql: `SELECT count(*) AS held FROM calls c
    WHERE c.demo_scheduled = 1 AND c.demo_date < ?6 AND c.is_test = 0 AND c.vapi_call_id IS NOT NULL
      AND coalesce(c.dialed_at, c.created_at) >= ?1 * 3600000 AND coalesce(c.dialed_at, c.created_at) < ?2 * 3600000
      AND (?3 IS NULL OR coalesce(c.campaign_id, 0) = ?3)
      AND (?4 IS NULL OR coalesce((SELECT source FROM contacts WHERE id = c.contact_id), '') = ?4)
      AND (?5 IS NULL OR coalesce((SELECT category FROM contacts WHERE id = c.contact_id), '') = ?5)`,
  params: [...base(p, f), now],
})

/** Every statement of one GET /api/analytics, in the order the service reads them. */
export const analyticsStatements = (p: ResolvedPeriod, f: AnalyticsFilters, now: number) => [
  seriesSql(p, f),
  heatmapSql(p, f),
  groupsSql("category", p, f),
  groupsSql("source", p, f),
  campaignsSql(p, f),
  heldSql(p, f, now),
]
