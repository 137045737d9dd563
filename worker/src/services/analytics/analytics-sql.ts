/**
 * The Analytics page's statements over its rollups (db/schema/analytics-rollups.ts): each chart is
 * one primary-key range per block of time (analytics-blocks.ts) under the filter's key, so a page
 * reads a few rows per block whatever the period and filter, never a scan of calls. The bench runs
 * these same builders. Key parameters: ?1 dims, ?2 campaign id, ?3 source, ?4 category; ?5 blocks.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { MIN_GROUP_CALLS } from "../../schemas/analytics"
import { type Block, cover, GRAINS, SERIES_GRAINS } from "./analytics-blocks"
import type { ResolvedPeriod } from "./analytics-period"

export interface AnalyticsFilters {
  campaignId?: number | undefined
  source?: string | undefined
  category?: string | undefined
}

export const TOP_GROUPS = 10
export const MAX_CAMPAIGNS = 12

/** The rollups' `dims` bits: which filters a row answers. */
const CAMPAIGN = 1
const SOURCE = 2
const CATEGORY = 4

const dimsOf = (f: AnalyticsFilters) =>
  (f.campaignId !== undefined ? CAMPAIGN : 0) |
  (f.source !== undefined ? SOURCE : 0) |
  (f.category !== undefined ? CATEGORY : 0)

/** ?1..?4: the filter's key (a filter left open is stored as 0 / ""). */
const key = (f: AnalyticsFilters) => [dimsOf(f), f.campaignId ?? 0, f.source ?? "", f.category ?? ""]

const periodBlocks = (p: ResolvedPeriod, grains: readonly number[] = GRAINS) =>
  cover(p.buckets[0]!.loHour, p.buckets.at(-1)!.hiHour, grains)
const blocksJson = (blocks: Block[]) => JSON.stringify(blocks.map((b) => [b.grain, b.lo, b.hi]))

/**
 * The period's blocks as a table the join reads first (CROSS JOIN keeps them outside): one key
 * range per block. Left to the planner, a rollup's range would be the outer loop.
 */
const BLOCKS = `WITH s(grain, lo, hi) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(?5))`
const IN_BLOCK = `a.grain = s.grain AND a.t >= s.lo AND a.t < s.hi`
const KEY = `a.dims = ?1 AND a.campaign_id = ?2 AND a.source = ?3 AND a.category = ?4`

/** Per bucket (day or week in the operator's zone): outcomes, conversations, demos, cost. */
export const seriesSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `WITH s(start, grain, lo, hi) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]')
      FROM json_each(?5))
    SELECT s.start, sum(a.dialled) AS dialled, sum(a.answered) AS answered, sum(a.conversations) AS conversations,
      sum(a.voicemail) AS voicemail, sum(a.no_answer) AS noAnswer, sum(a.busy) AS busy, sum(a.failed) AS failed,
      sum(a.pending) AS pending, sum(a.booked) AS booked, sum(a.demos) AS demos, sum(a.cost) AS cost
    FROM s CROSS JOIN analytics_series a ON ${KEY} AND ${IN_BLOCK}
    GROUP BY s.start`,
  params: [
    ...key(f),
    JSON.stringify(
      p.buckets.flatMap((b) => cover(b.loHour, b.hiHour, SERIES_GRAINS).map((c) => [b.start, c.grain, c.lo, c.hi]))
    ),
  ],
})

/** Dialled and connected per callee-local slot (weekday × 24 + hour; -1 = zone unknown). */
export const heatmapSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `${BLOCKS}
    SELECT a.slot, sum(a.dialled) AS dialled, sum(a.answered) AS connected
    FROM s CROSS JOIN analytics_slots a ON ${KEY} AND ${IN_BLOCK}
    GROUP BY a.slot`,
  params: [...key(f), blocksJson(periodBlocks(p))],
})

const RANKED = `HAVING sum(a.dialled) >= ${MIN_GROUP_CALLS}
    ORDER BY sum(a.demos) * 1.0 / sum(a.dialled) DESC, sum(a.dialled) DESC, name LIMIT ${TOP_GROUPS}`

/**
 * The best categories or sources by demo rate (at least MIN_GROUP_CALLS calls). Filtered to one
 * category (or source), that list is the filter's own totals, read from the series rollup.
 */
export const groupsSql = (kind: "category" | "source", p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => {
  const fixed = f[kind]
  if (fixed !== undefined) {
    return {
      sql: `${BLOCKS}
        SELECT ?6 AS name, sum(a.dialled) AS dialled, sum(a.answered) AS connected, sum(a.demos) AS demos
        FROM s CROSS JOIN analytics_series a ON ${KEY} AND ${IN_BLOCK}
        WHERE ?6 <> '' GROUP BY ?6 ${RANKED}`,
      params: [...key(f), blocksJson(periodBlocks(p, SERIES_GRAINS)), fixed],
    }
  }
  return {
    sql: `${BLOCKS}
      SELECT a.name, sum(a.dialled) AS dialled, sum(a.answered) AS connected, sum(a.demos) AS demos
      FROM s CROSS JOIN analytics_groups a ON ${KEY} AND a.kind = ?6 AND ${IN_BLOCK}
      GROUP BY a.name ${RANKED}`,
    params: [...key(f), blocksJson(periodBlocks(p)), kind],
  }
}

const CAMPAIGN_SUMS = `sum(a.dialled) AS dialled, sum(a.answered) AS connected, sum(a.conversations) AS conversations,
  sum(a.booked) AS booked, sum(a.demos) AS demos, sum(a.cost) AS cost`

/**
 * Campaigns side by side, the most dialled first (0 = calls outside any campaign). Filtered to one
 * campaign, that campaign's totals from the series rollup.
 */
export const campaignsSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => {
  if (f.campaignId !== undefined) {
    return {
      sql: `${BLOCKS}
        SELECT ?2 AS id, (SELECT name FROM campaigns WHERE id = ?2) AS name, ${CAMPAIGN_SUMS}
        FROM s CROSS JOIN analytics_series a ON ${KEY} AND ${IN_BLOCK}`,
      params: [...key(f), blocksJson(periodBlocks(p, SERIES_GRAINS))],
    }
  }
  return {
    sql: `${BLOCKS}
      SELECT g.*, (SELECT name FROM campaigns WHERE id = g.id) AS name FROM (
        SELECT a.campaign_id AS id, ${CAMPAIGN_SUMS}
        FROM s CROSS JOIN analytics_campaigns a ON a.dims = ?1 AND a.source = ?3 AND a.category = ?4 AND ${IN_BLOCK}
        GROUP BY a.campaign_id ORDER BY sum(a.dialled) DESC, a.campaign_id LIMIT ${MAX_CAMPAIGNS}) g`,
    // ?2 is unused here (the key has no campaign), kept so every statement numbers its key alike.
    params: [...key(f), blocksJson(periodBlocks(p))],
  }
}

/**
 * Demos not held yet (still booked, their time not come, or no time): the funnel's held is the
 * period's demos minus these. The clock moves demos from one to the other, so they are read from
 * calls, on the demo index from now on (upcoming demos are few; past ones are most of them).
 */
export const notHeldSql = (p: ResolvedPeriod, f: AnalyticsFilters, now: number): SqlStatement => {
  const demos = (when: string) => `SELECT count(*) FROM calls c
    WHERE c.demo_scheduled = 1 AND ${when} AND c.is_test = 0 AND c.vapi_call_id IS NOT NULL
      AND coalesce(c.dialed_at, c.created_at) >= ?1 * 3600000 AND coalesce(c.dialed_at, c.created_at) < ?2 * 3600000
      AND (?3 IS NULL OR coalesce(c.campaign_id, 0) = ?3)
      AND (?4 IS NULL OR coalesce((SELECT source FROM contacts WHERE id = c.contact_id), '') = ?4)
      AND (?5 IS NULL OR coalesce((SELECT category FROM contacts WHERE id = c.contact_id), '') = ?5)`
  return {
    sql: `SELECT (${demos("c.demo_date >= ?6")}) + (${demos("c.demo_date IS NULL")}) AS notHeld`,
    params: [
      p.buckets[0]!.loHour,
      p.buckets.at(-1)!.hiHour,
      f.campaignId ?? null,
      f.source ?? null,
      f.category ?? null,
      now,
    ],
  }
}

/** Every statement of one GET /api/analytics, in the order the service reads them. */
export const analyticsStatements = (p: ResolvedPeriod, f: AnalyticsFilters, now: number) => [
  seriesSql(p, f),
  heatmapSql(p, f),
  groupsSql("category", p, f),
  groupsSql("source", p, f),
  campaignsSql(p, f),
  notHeldSql(p, f, now),
]
