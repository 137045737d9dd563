/**
 * The Analytics page's statements over its rollups (db/schema/analytics-days.ts). Each chart reads
 * one key range of local days in the rollup that holds its filter, so a page reads rows per day
 * and per value shown, never per call:
 * - no filter or one: the day totals (series, funnel, the top campaigns, sources and categories)
 *   and the slots (heatmap) kept for it;
 * - a campaign's, a source's or a category's sources, categories or campaigns, and two or three
 *   filters at once: the groups (campaign, source and category together), by key or index;
 * - the calls still without a result (on the line, waiting for their report) are read live, once
 *   for the page (liveSql, on calls_unsettled_idx), and added to each chart by the service: the
 *   rollups count a call once it is settled.
 * The bench runs these same builders.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { calleeSlot, dialTime, localDay, ROLLUP_FIGURES } from "./analytics-keys"
import type { ResolvedPeriod } from "./analytics-period"

export interface AnalyticsFilters {
  campaignId?: number | undefined
  source?: string | undefined
  category?: string | undefined
}

export const TOP_GROUPS = 10
export const MAX_CAMPAIGNS = 12

/** A statement's numbered parameters, each added where it is first used. */
class Params {
  readonly values: (string | number | null)[] = []
  add(v: string | number | null) {
    this.values.push(v)
    return `?${this.values.length}`
  }
}

/** A figure as the page names it, and its rollup column. */
type Figure = readonly [name: string, column: string]
const F = {
  dialled: ["dialled", "dialled"],
  answered: ["answered", "answered"],
  connected: ["connected", "answered"],
  conversations: ["conversations", "conversations"],
  voicemail: ["voicemail", "voicemail"],
  voicemailLeft: ["voicemailLeft", "voicemail_left"],
  noAnswer: ["noAnswer", "no_answer"],
  busy: ["busy", "busy"],
  failed: ["failed", "failed"],
  pending: ["pending", "pending"],
  booked: ["booked", "booked"],
  demos: ["demos", "demos"],
  cost: ["cost", "cost"],
} as const satisfies Record<string, Figure>

/** One unsettled call's value of each rollup column (analytics-keys.ts, as the triggers count). */
const CALL_VALUE = new Map<string, string>(ROLLUP_FIGURES("c"))

const SOURCE_OF = "coalesce((SELECT k.source FROM contacts k WHERE k.id = c.contact_id), '')"
const CATEGORY_OF = "coalesce((SELECT k.category FROM contacts k WHERE k.id = c.contact_id), '')"
const CAMPAIGN_OF = "coalesce(c.campaign_id, 0)"
/** The same, of a call joined to its contact `k`. */
const CALL_SOURCE = "coalesce(k.source, '')"
const CALL_CATEGORY = "coalesce(k.category, '')"

/** Which of campaign (1), source (2), category (4) the page is filtered by: the rollups' `dims`. */
const dimsOf = (f: AnalyticsFilters) =>
  (f.campaignId !== undefined ? 1 : 0) | (f.source !== undefined ? 2 : 0) | (f.category !== undefined ? 4 : 0)
const kept = (dims: number) => dims === 0 || dims === 1 || dims === 2 || dims === 4

/** The rows kept for exactly this filter: every key column fixed (0 and "" where not filtered). */
const fixedKey = (p: Params, dims: number, f: AnalyticsFilters) =>
  `a.dims = ${dims} AND a.campaign_id = ${p.add(f.campaignId ?? 0)} AND a.source = ${p.add(f.source ?? "")} AND a.category = ${p.add(f.category ?? "")}`

/** The filter on rows that hold all three (the groups, dims-7 slots): only what is filtered. */
const groupFilter = (p: Params, f: AnalyticsFilters, a = "a") =>
  [
    f.campaignId !== undefined ? `${a}.campaign_id = ${p.add(f.campaignId)}` : "",
    f.source !== undefined ? `${a}.source = ${p.add(f.source)}` : "",
    f.category !== undefined ? `${a}.category = ${p.add(f.category)}` : "",
  ]
    .filter(Boolean)
    .map((c) => `${c} AND `)
    .join("")

const dayRange = (p: Params, per: ResolvedPeriod, a = "a") =>
  `${a}.day >= ${p.add(per.firstDay)} AND ${a}.day < ${p.add(per.endDay)}`

/**
 * The period's calls without a result yet, under the filter (on calls_unsettled_idx), each with its
 * contact `k` (one lookup a call for both its source and its category).
 */
const unsettledCalls = (p: Params, per: ResolvedPeriod, f: AnalyticsFilters) =>
  `calls c INDEXED BY calls_unsettled_idx LEFT JOIN contacts k ON k.id = c.contact_id
    WHERE ${dialTime("c")} >= ${p.add(per.startMs)} AND ${dialTime("c")} < ${p.add(per.endMs)}
      AND c.result IS NULL AND c.is_test = 0 AND c.vapi_call_id IS NOT NULL AND c.direction = 'outbound'${
        f.campaignId !== undefined ? ` AND ${CAMPAIGN_OF} = ${p.add(f.campaignId)}` : ""
      }${f.source !== undefined ? ` AND ${CALL_SOURCE} = ${p.add(f.source)}` : ""}${
        f.category !== undefined ? ` AND ${CALL_CATEGORY} = ${p.add(f.category)}` : ""
      }`

/** The series' figures: every figure a chart reads, so the calls on the line are read with these. */
const SERIES = [
  F.dialled,
  F.answered,
  F.conversations,
  F.voicemail,
  F.voicemailLeft,
  F.noAnswer,
  F.busy,
  F.failed,
  F.pending,
  F.booked,
  F.demos,
  F.cost,
]

/** The names the series' figures answer under (the service sums the live calls into them). */
export const SERIES_NAMES = SERIES.map(([n]) => n)

/** Rollup rows (`from`: a table `a` and its condition) as one set of figures keyed by `lead`. */
const rows = (from: string, figures: readonly Figure[], lead: string) =>
  `SELECT ${lead} AS k, ${figures.map(([n, col]) => `a.${col} AS ${n}`).join(", ")} FROM ${from}`

/**
 * The period's calls still without a result under the filter, grouped by every key a chart splits
 * by (local day, callee slot, campaign, source, category): read once for the page, never once a
 * chart. A few rows (the calls on the line); the service adds them to each chart's rollup rows.
 */
export function liveSql(per: ResolvedPeriod, f: AnalyticsFilters): SqlStatement {
  const p = new Params()
  const from = unsettledCalls(p, per, f)
  return {
    sql: `SELECT day, slot, campaignId, source, category, (SELECT name FROM campaigns WHERE id = campaignId) AS campaignName,
        ${sums(SERIES)}
      FROM (SELECT ${localDay(dialTime("c"))} AS day, ${calleeSlot("c")} AS slot, ${CAMPAIGN_OF} AS campaignId,
          ${CALL_SOURCE} AS source, ${CALL_CATEGORY} AS category,
          ${SERIES.map(([n, col]) => `${CALL_VALUE.get(col)} AS ${n}`).join(", ")}
        FROM ${from})
      GROUP BY day, slot, campaignId, source, category`,
    params: p.values,
  }
}

const sums = (figures: readonly Figure[]) => figures.map(([n]) => `sum(${n}) AS ${n}`).join(", ")

/**
 * The day totals or groups of the period under the filter, as `a`: unfiltered, every campaign's
 * totals (the day's figures summed over its few campaigns).
 */
function totalsFrom(p: Params, per: ResolvedPeriod, f: AnalyticsFilters) {
  const dims = dimsOf(f)
  if (dims === 0) return `analytics_days a WHERE a.dims = 1 AND ${dayRange(p, per)}`
  return kept(dims)
    ? `analytics_days a WHERE ${fixedKey(p, dims, f)} AND ${dayRange(p, per)}`
    : `analytics_day_groups a WHERE ${groupFilter(p, f)}${dayRange(p, per)}`
}

/**
 * Per bucket (day or week in the operator's zone): outcomes, conversations, demos, cost. The days
 * are summed once (MATERIALIZED: as a co-routine SQLite ran them again for every bucket joined).
 */
export function seriesSql(per: ResolvedPeriod, f: AnalyticsFilters): SqlStatement {
  const p = new Params()
  const buckets = p.add(JSON.stringify(per.buckets.map((b) => [b.start, b.loDay, b.hiDay])))
  const r = rows(totalsFrom(p, per, f), SERIES, "a.day")
  return {
    sql: `WITH b(start, lo, hi) AS (
        SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]') FROM json_each(${buckets})),
      d AS MATERIALIZED (SELECT k AS day, ${sums(SERIES)} FROM (${r}) GROUP BY k)
      SELECT b.start AS start, ${sums(SERIES)} FROM b JOIN d ON d.day >= b.lo AND d.day < b.hi GROUP BY b.start`,
    params: p.values,
  }
}

/** The heatmap: per callee-local weekday x 24 + hour (-1: zone unknown), dialled and connected. */
export function heatmapSql(per: ResolvedPeriod, f: AnalyticsFilters): SqlStatement {
  const p = new Params()
  const dims = dimsOf(f)
  let from: string
  if (kept(dims)) from = `analytics_day_slots a WHERE ${fixedKey(p, dims, f)} AND ${dayRange(p, per)}`
  else {
    // Two or three filters: the slots of all three, each one not filtered listed from the groups.
    const values = (col: string, v: string | number | undefined) => {
      if (v !== undefined) return `a.${col} = ${p.add(v)}`
      return `a.${col} IN (SELECT DISTINCT g.${col} FROM analytics_day_groups g WHERE ${groupFilter(p, f, "g")}${dayRange(p, per, "g")})`
    }
    from = `analytics_day_slots a WHERE a.dims = 7 AND ${values("campaign_id", f.campaignId)} AND ${values("source", f.source)}
      AND ${values("category", f.category)} AND ${dayRange(p, per)}`
  }
  const r = rows(from, [F.dialled, F.connected], "a.slot")
  return {
    sql: `SELECT k AS slot, sum(dialled) AS dialled, sum(connected) AS connected FROM (${r}) GROUP BY k`,
    params: p.values,
  }
}

const GROUP = [F.dialled, F.connected, F.demos]

/**
 * The categories or sources of the period (calls without one are not a group), each with its
 * figures: the service adds the live calls and keeps the best by demo rate (at least MIN_GROUP_CALLS
 * calls). Filtered to one category (or source), that list is the filter's own totals.
 */
export function groupsSql(kind: "category" | "source", per: ResolvedPeriod, f: AnalyticsFilters): SqlStatement {
  const p = new Params()
  const from =
    dimsOf(f) === 0
      ? `analytics_days a WHERE a.dims = ${kind === "source" ? 2 : 4} AND ${dayRange(p, per)}`
      : `analytics_day_groups a WHERE ${groupFilter(p, f)}${dayRange(p, per)}`
  const r = rows(from, GROUP, `a.${kind}`)
  return {
    sql: `SELECT k AS name, ${sums(GROUP)} FROM (${r}) WHERE k <> '' GROUP BY k`,
    params: p.values,
  }
}

const CAMPAIGN = [F.dialled, F.connected, F.conversations, F.booked, F.demos, F.cost]

/**
 * The campaigns of the period with their figures and names (0 = calls outside any campaign): the
 * service adds the live calls and keeps the most dialled. Filtered to one campaign, its totals.
 */
export function campaignsSql(per: ResolvedPeriod, f: AnalyticsFilters): SqlStatement {
  const p = new Params()
  const dims = dimsOf(f)
  const from =
    dims === 0 || dims === 1
      ? `analytics_days a WHERE a.dims = 1 AND ${dayRange(p, per)}${
          f.campaignId !== undefined ? ` AND a.campaign_id = ${p.add(f.campaignId)}` : ""
        }`
      : `analytics_day_groups a WHERE ${groupFilter(p, f)}${dayRange(p, per)}`
  const r = rows(from, CAMPAIGN, "a.campaign_id")
  return {
    sql: `SELECT g.*, (SELECT name FROM campaigns WHERE id = g.id) AS name FROM (
        SELECT k AS id, ${sums(CAMPAIGN)} FROM (${r}) GROUP BY k) g`,
    params: p.values,
  }
}

/**
 * Demos not held (still booked, their time not come, or no time, or marked No-show): the funnel's held is the
 * period's demos minus these. The clock moves demos from one to the other, so they are read from
 * calls: the upcoming and undated ones on the demo index, the no-shows on their own (all three few).
 */
export const notHeldSql = (per: ResolvedPeriod, f: AnalyticsFilters, now: number): SqlStatement => {
  const demos = (when: string, index: string) => `SELECT count(*) FROM calls c INDEXED BY ${index}
    WHERE ${when} AND c.is_test = 0 AND c.direction = 'outbound' AND c.vapi_call_id IS NOT NULL
      AND ${dialTime("c")} >= ?1 AND ${dialTime("c")} < ?2
      AND (?3 IS NULL OR ${CAMPAIGN_OF} = ?3)
      AND (?4 IS NULL OR ${SOURCE_OF} = ?4)
      AND (?5 IS NULL OR ${CATEGORY_OF} = ?5)`
  return {
    sql: `SELECT (${demos("c.demo_scheduled = 1 AND c.demo_date >= ?6", "calls_demo_date_idx")})
      + (${demos("c.demo_scheduled = 1 AND c.demo_date IS NULL", "calls_demo_date_idx")})
      + (${demos("c.demo_outcome = 'no_show' AND c.demo_scheduled = 1 AND c.demo_date < ?6", "calls_no_show_idx")}) AS notHeld`,
    params: [per.startMs, per.endMs, f.campaignId ?? null, f.source ?? null, f.category ?? null, now],
  }
}

/**
 * Leads who called back in the period (issue 36), counted apart from the outbound dials the summary
 * holds: the inbound calls and the demos they booked, on the inbound index (a seek and the period's
 * inbound calls). An inbound call has no campaign: filtered to one, there are none.
 */
export const inboundSql = (per: ResolvedPeriod, f: AnalyticsFilters): SqlStatement => ({
  sql: `SELECT count(*) AS calls, coalesce(sum(c.demo_scheduled), 0) AS demos
    FROM calls c INDEXED BY calls_inbound_created_idx
    WHERE c.direction = 'inbound' AND c.created_at >= ?1 AND c.created_at < ?2 AND c.is_test = 0
      AND c.vapi_call_id IS NOT NULL
      AND ?3 IS NULL
      AND (?4 IS NULL OR ${SOURCE_OF} = ?4)
      AND (?5 IS NULL OR ${CATEGORY_OF} = ?5)`,
  params: [per.startMs, per.endMs, f.campaignId ?? null, f.source ?? null, f.category ?? null],
})

/** Every statement of one GET /api/analytics, by name. */
export const analyticsStatements = (per: ResolvedPeriod, f: AnalyticsFilters, now: number) => ({
  live: liveSql(per, f),
  series: seriesSql(per, f),
  heatmap: heatmapSql(per, f),
  categories: groupsSql("category", per, f),
  sources: groupsSql("source", per, f),
  campaigns: campaignsSql(per, f),
  notHeld: notHeldSql(per, f, now),
  inbound: inboundSql(per, f),
})
