/**
 * The Analytics page's statements over its rollups (db/schema/analytics-rollups.ts): each chart is
 * one primary-key range per block of time (analytics-blocks.ts) under the filter's key, so a page
 * reads a few rows per block whatever the period and filter, never a scan of calls. In a half- or
 * quarter-hour zone the hours a period's edges cut are corrected from the calls of those parts of an
 * hour (analytics-edges.ts; nothing to read elsewhere). The bench runs these same builders. Key
 * parameters: ?1 dims, ?2 campaign id, ?3 source, ?4 category; ?5 blocks; the edges last.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { MIN_GROUP_CALLS } from "../../schemas/analytics"
import { HOURS } from "../../db/schema/analytics-rollups"
import { type Block, BUCKET_GRAINS, GRAINS, HEATMAP_GRAINS, signedCover } from "./analytics-blocks"
import {
  CAMPAIGN_OF,
  CALL_SLOT,
  CATEGORY_OF,
  edgeCalls,
  edgeRows,
  edgesCte,
  edgesJson,
  FIGURES,
  rollupRows,
  SOURCE_OF,
  sums,
} from "./analytics-edges"
import { bucketEdges, periodEdges, type ResolvedPeriod } from "./analytics-period"

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
  signedCover(p.buckets[0]!.loHour, p.buckets.at(-1)!.hiHour, grains)
const blocksJson = (blocks: Block[]) => JSON.stringify(blocks.map((b) => [b.grain, b.lo, b.hi, b.sign]))

/**
 * The period's blocks as a table the join reads first (CROSS JOIN keeps them outside): one key
 * range per block. Left to the planner, a rollup's range would be the outer loop.
 */
const BLOCKS = `WITH s(grain, lo, hi, sign) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]')
      FROM json_each(?5))`
const IN_BLOCK = `a.grain = s.grain AND a.t >= s.lo AND a.t < s.hi`
const KEY = `a.dims = ?1 AND a.campaign_id = ?2 AND a.source = ?3 AND a.category = ?4`

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

/** Per bucket (day or week in the operator's zone): outcomes, conversations, demos, cost. */
export const seriesSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `WITH s(start, grain, lo, hi, sign) AS (
      SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'), json_extract(value, '$[3]'),
        json_extract(value, '$[4]')
      FROM json_each(?5)), ${edgesCte(6)}
    SELECT start, ${sums(SERIES_FIGURES)} FROM (
      ${rollupRows(SERIES_FIGURES, "analytics_series", `${KEY} AND ${IN_BLOCK}`, "s.start AS start, ")}
      UNION ALL ${edgeRows(SERIES_FIGURES, f, "e.start AS start, ")})
    GROUP BY start`,
  params: [
    ...key(f),
    JSON.stringify(
      p.buckets.flatMap((b) =>
        signedCover(b.loHour, b.hiHour, BUCKET_GRAINS).map((c) => [b.start, c.grain, c.lo, c.hi, c.sign])
      )
    ),
    edgesJson(bucketEdges(p)),
  ],
})

/**
 * Dialled and connected per callee-local weekday (-1 = zone unknown), hour by hour in columns
 * `d0`..`d23` and `c0`..`c23`. The heatmap keeps blocks of days and hours only (no 4-week grain).
 */
export const heatmapSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `${BLOCKS}, ${edgesCte(6)}
    SELECT weekday, ${HOURS.map((h) => `sum(d${h}) AS d${h}`).join(", ")}, ${HOURS.map((h) => `sum(c${h}) AS c${h}`).join(", ")}
    FROM (
      SELECT a.weekday, ${HOURS.map((h) => `a.dialled_${h} * s.sign AS d${h}`).join(", ")},
        ${HOURS.map((h) => `a.answered_${h} * s.sign AS c${h}`).join(", ")}
      FROM s CROSS JOIN analytics_slots a ON ${KEY} AND ${IN_BLOCK}
      UNION ALL
      SELECT iif(slot < 0, -1, slot / 24), ${HOURS.map((h) => `n * (iif(slot < 0, 0, slot % 24) = ${h})`).join(", ")},
        ${HOURS.map((h) => `ans * (iif(slot < 0, 0, slot % 24) = ${h})`).join(", ")}
      FROM (SELECT e.sign AS n, e.sign * ${FIGURES.answered[2]} AS ans, ${CALL_SLOT} AS slot FROM ${edgeCalls(f)}))
    GROUP BY weekday`,
  params: [...key(f), blocksJson(periodBlocks(p, HEATMAP_GRAINS)), edgesJson(periodEdges(p))],
})

const RANKED = `dialled >= ${MIN_GROUP_CALLS}
    ORDER BY demos * 1.0 / dialled DESC, dialled DESC, name LIMIT ${TOP_GROUPS}`
const GROUP_FIGURES = [FIGURES.dialled, FIGURES.connected, FIGURES.demos]

/** A list's dimension: the series column its names are in, the key columns before and after it. */
const LISTS = {
  category: { bit: CATEGORY, column: "category", before: ["campaign_id = ?2", "source = ?3"], after: [] },
  source: { bit: SOURCE, column: "source", before: ["campaign_id = ?2"], after: ["category = ?4"] },
  campaign: { bit: CAMPAIGN, column: "campaign_id", before: [], after: ["source = ?3", "category = ?4"] },
} as const

/**
 * A list of names (categories, sources or campaigns) with each one's sums over the period: the
 * series rows of the filter with the list's dimension added (?1 = those dims). The names are
 * walked in key order, one index seek each (`n`, from ?6 on), then each name is one key range per
 * block, so the page reads the rows of the names that have calls, never the key's whole history.
 * A filter on a column after the name's (the sources under one category, the campaigns under a
 * source or category) is no key prefix: most names walked have no row for it, and each would
 * still cost a seek per block. One seek per name first (`named`) keeps only the names it has.
 */
function listSql(list: keyof typeof LISTS, p: ResolvedPeriod, f: AnalyticsFilters, from: string | number) {
  const { bit, column, before, after } = LISTS[list]
  const prefix = ["a.dims = ?1", ...before.map((c) => `a.${c}`)].join(" AND ")
  const next = (than: string) =>
    `(SELECT min(a.${column}) FROM analytics_series a WHERE ${prefix} AND a.${column} > ${than})`
  const [, campaignId, source, category] = key(f)
  const filteredAfter = after.some((c) => (c.startsWith("source") ? f.source : f.category) !== undefined)
  const ofName = [prefix, `a.${column} = n.v`, ...after.map((c) => `a.${c}`)].join(" AND ")
  return {
    blocks: `WITH RECURSIVE ${BLOCKS.slice("WITH ".length)},
      n(v) AS (SELECT ${next("?6")} UNION ALL SELECT ${next("n.v")} FROM n WHERE n.v IS NOT NULL)`,
    /** Names with a row under the filter (not the walk's closing NULL). */
    named: `n.v IS NOT NULL${filteredAfter ? ` AND EXISTS (SELECT 1 FROM analytics_series a WHERE ${ofName})` : ""}`,
    /** One name's rows in the period (correlated on n.v). */
    rows: `s CROSS JOIN analytics_series a ON ${ofName} AND ${IN_BLOCK}`,
    params: [
      dimsOf(f) | bit,
      campaignId,
      source,
      category,
      blocksJson(periodBlocks(p)),
      from,
      edgesJson(periodEdges(p)),
    ],
  }
}

/**
 * The best categories or sources by demo rate (at least MIN_GROUP_CALLS calls; calls without one
 * are not a group). Filtered to one category (or source), that list is the filter's own totals.
 */
export const groupsSql = (kind: "category" | "source", p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => {
  const fixed = f[kind]
  if (fixed !== undefined) {
    return {
      sql: `${BLOCKS}, ${edgesCte(7)}
        SELECT ?6 AS name, dialled, connected, demos FROM (
          SELECT ${sums(GROUP_FIGURES)} FROM (
            ${rollupRows(GROUP_FIGURES, "analytics_series", `${KEY} AND ${IN_BLOCK}`)}
            UNION ALL ${edgeRows(GROUP_FIGURES, f)}))
        WHERE ?6 <> '' AND ${RANKED}`,
      params: [...key(f), blocksJson(periodBlocks(p)), fixed, edgesJson(periodEdges(p))],
    }
  }
  // Each name's sums in one correlated subquery (a JSON array of counts, exact as integers), not a
  // GROUP BY over the join: D1 counts every row a GROUP BY sorts as read again.
  const l = listSql(kind, p, f, "")
  const named = `(SELECT json_array(sum(a.dialled * s.sign), sum(a.answered * s.sign), sum(a.demos * s.sign)) FROM ${l.rows})`
  const nameOf = kind === "category" ? CATEGORY_OF : SOURCE_OF
  return {
    // MATERIALIZED: flattened, the subquery would run again for every place a sum is named. The
    // edges' calls (`h`) are few: grouped by name, then added to the names' sums.
    sql: `${l.blocks}, ${edgesCte(7)},
      g(name, j) AS MATERIALIZED (SELECT n.v, ${named} FROM n WHERE ${l.named}),
      h(name, dialled, connected, demos) AS (
        SELECT name, sum(dialled), sum(connected), sum(demos) FROM (${edgeRows(GROUP_FIGURES, f, `${nameOf} AS name, `)})
        WHERE name <> '' GROUP BY name)
      SELECT name, dialled, connected, demos FROM (
        SELECT name, sum(dialled) AS dialled, sum(connected) AS connected, sum(demos) AS demos FROM (
          SELECT name, json_extract(j, '$[0]') AS dialled, json_extract(j, '$[1]') AS connected, json_extract(j, '$[2]') AS demos FROM g
          UNION ALL SELECT name, dialled, connected, demos FROM h)
        GROUP BY name)
      WHERE ${RANKED}`,
    params: l.params,
  }
}

const CAMPAIGN_SUMS = `sum(a.dialled * s.sign) AS dialled, sum(a.answered * s.sign) AS connected, sum(a.conversations * s.sign) AS conversations,
  sum(a.booked * s.sign) AS booked, sum(a.demos * s.sign) AS demos, sum(a.cost * s.sign) AS cost`
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
export const campaignsSql = (p: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => {
  if (f.campaignId !== undefined) {
    return {
      sql: `${BLOCKS}, ${edgesCte(6)}
        SELECT ?2 AS id, (SELECT name FROM campaigns WHERE id = ?2) AS name, ${sums(CAMPAIGN_FIGURES)} FROM (
          ${rollupRows(CAMPAIGN_FIGURES, "analytics_series", `${KEY} AND ${IN_BLOCK}`)}
          UNION ALL ${edgeRows(CAMPAIGN_FIGURES, f)})`,
      params: [...key(f), blocksJson(periodBlocks(p)), edgesJson(periodEdges(p))],
    }
  }
  // A GROUP BY here: cost is REAL, and JSON would round it to 15 digits (see groupsSql).
  const l = listSql("campaign", p, f, -1)
  return {
    // The edges' calls are grouped with the campaigns' sums before the most dialled are kept.
    sql: `${l.blocks}, ${edgesCte(7)}
      SELECT g.*, (SELECT name FROM campaigns WHERE id = g.id) AS name FROM (
        SELECT id, ${sums(CAMPAIGN_FIGURES)} FROM (
          SELECT n.v AS id, ${CAMPAIGN_SUMS}
          FROM n CROSS JOIN ${l.rows}
          WHERE ${l.named}
          GROUP BY n.v
          UNION ALL ${edgeRows(CAMPAIGN_FIGURES, f, `${CAMPAIGN_OF} AS id, `)})
        GROUP BY id ORDER BY sum(dialled) DESC, id LIMIT ${MAX_CAMPAIGNS}) g`,
    params: l.params,
  }
}

/**
 * Demos not held yet (still booked, their time not come, or no time): the funnel's held is the
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
    sql: `SELECT (${demos("c.demo_date >= ?6")}) + (${demos("c.demo_date IS NULL")}) AS notHeld`,
    params: [p.startMs, p.endMs, f.campaignId ?? null, f.source ?? null, f.category ?? null, now],
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
