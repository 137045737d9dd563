/**
 * The SQL behind the call history, recent calls and dashboard stats, as plain `{ sql, params }` so
 * the benchmark runs the very statements the worker runs on D1. SQLite dialect, positional params.
 * The history page itself is built in calls-page-sql.ts.
 */
import type { CallListQuery } from "../../schemas/calls"

export interface SqlQuery {
  sql: string
  params: (string | number)[]
}

export type CallFilters = Pick<CallListQuery, "status" | "result" | "campaignId" | "contactId">

export const hasCallFilters = (f: CallFilters) =>
  f.status !== undefined || f.result !== undefined || f.campaignId !== undefined || f.contactId !== undefined

// A test call (Settings → Voice) is labelled in the campaign column: it has neither contact nor campaign;
// so is a lead's call to the app's number (an inbound call, issue 36).
// The contact's and campaign's fields are the call's own copies (kept by triggers), so no join.
export const ITEM_COLUMNS = `k.id, k.contact_id AS contactId, k.campaign_id AS campaignId,
  CASE WHEN k.is_test = 1 THEN 'Test call' WHEN k.callback_id IS NOT NULL AND k.campaign_name IS NULL THEN 'Callback'
    WHEN k.direction = 'inbound' AND k.campaign_name IS NULL THEN 'Inbound call' ELSE k.campaign_name END AS campaignName,
  k.vapi_call_id AS vapiCallId, k.status, k.result, k.duration, k.demo_scheduled AS demoScheduled,
  k.demo_date AS demoDate, k.created_at AS createdAt, k.completed_at AS completedAt,
  k.contact_name AS businessName, k.contact_phone AS phone, k.contact_address AS address, k.direction`

const CALLBACK_JSON = `json_object('id', cb.id, 'dueAt', cb.due_at, 'timeZone', cb.callee_tz, 'reason', cb.reason, 'state', cb.state)`

// The callback asked for on this call (its latest), and the callback this call was placed for.
const DETAIL_COLUMNS = `${ITEM_COLUMNS}, k.transcript, k.summary, k.recording_url AS recordingUrl,
  k.ended_reason AS endedReason, k.error, k.attempt, k.voicemail_message AS voicemailMessage,
  k.cost, k.cost_breakdown AS costBreakdown,
  (SELECT ${CALLBACK_JSON} FROM callbacks cb WHERE cb.call_id = k.id ORDER BY cb.id DESC LIMIT 1) AS callbackJson,
  (SELECT ${CALLBACK_JSON} FROM callbacks cb WHERE cb.id = k.callback_id) AS callbackForJson`

const FROM = `FROM calls k`

export function where(f: CallFilters): SqlQuery {
  const { parts, params } = filterParts(f)
  return { sql: parts.length ? `WHERE ${parts.join(" AND ")}` : "", params }
}

/** The filters as conditions on `calls k`, to AND with others. */
export function filterParts(f: CallFilters): { parts: string[]; params: (string | number)[] } {
  const parts: string[] = []
  const params: (string | number)[] = []
  for (const [column, value] of [
    ["k.status", f.status],
    ["k.result", f.result],
    ["k.campaign_id", f.campaignId],
    ["k.contact_id", f.contactId],
  ] as const) {
    if (value !== undefined) {
      parts.push(`${column} = ?`)
      params.push(value)
    }
  }
  return { parts, params }
}

/** Only with filters; the unfiltered total is data_versions.row_count. */
export function buildCallCountSql(f: CallFilters): SqlQuery {
  const w = where(f)
  return { sql: `SELECT count(*) AS n FROM calls k ${w.sql}`, params: w.params }
}

export function buildCallDetailsSql(id: number): SqlQuery {
  return { sql: `SELECT ${DETAIL_COLUMNS} ${FROM} WHERE k.id = ?`, params: [id] }
}

export const RECENT_CALLS_LIMIT = 10

export const RECENT_CALLS_SQL: SqlQuery = {
  sql: `SELECT ${ITEM_COLUMNS} ${FROM} WHERE k.is_test = 0 ORDER BY k.created_at DESC, k.id DESC LIMIT ${RECENT_CALLS_LIMIT}`,
  params: [],
}

/**
 * The calls version and row count: everything a Call History row shows is on the call (its contact's
 * and campaign's fields are copied by triggers, which bump this version too), one row read.
 */
export const CALL_LIST_VERSION_SQL: SqlQuery = {
  sql: "SELECT version, row_count AS rowCount FROM data_versions WHERE name = 'calls'",
  params: [],
}

/** Versions of everything a dashboard or calendar read shows (ETags) and the calls row count, one read. */
export const CALL_VERSIONS_SQL: SqlQuery = {
  sql: "SELECT name, version, row_count AS rowCount FROM data_versions WHERE name IN ('calls', 'contacts', 'campaigns', 'scraping_jobs')",
  params: [],
}

/** The hour buckets a stats read covers (lib/period-window.ts periodHours). */
export interface StatsHours {
  todayFrom: number
  weekFrom: number
  lastWeekFrom: number
  lastWeekTo: number
  monthFrom: number
}

const STAT_COLUMNS = ["placed", "with_result", "answered", "demos"] as const

/**
 * The running totals (call_hourly_totals) at the last bucket at or before an hour (`<= ?n`), before
 * one (`< ?n`), or the latest: one row, joined beside the counters row (no row: all zero).
 */
export const totalsAt = (alias: string, bound = "") =>
  `LEFT JOIN (SELECT * FROM call_hourly_totals ${bound ? `WHERE hour ${bound}` : ""} ORDER BY hour DESC LIMIT 1) ${alias} ON true`

/** A column's sum over the buckets after `from` up to `to` (both totalsAt aliases). */
export const between = (to: string, from: string, col: string) =>
  `coalesce(${to}.${col}, 0) - coalesce(${from}.${col}, 0)`

const weekColumns = (prefix: string, to: string, from: string) =>
  STAT_COLUMNS.map((col) => `${between(to, from, col)} AS ${prefix}_${col}`).join(",\n  ")

/**
 * The four counters (a point read of call_stats), today's calls, this week and the same part of last
 * week, the voice spend of the month (each a difference of two rows of call_hourly_totals, however
 * many hours it spans), the Places spend (maps_usage's hours of the month) and the campaigns status
 * index.
 */
export function buildStatsSql(h: StatsHours): SqlQuery {
  return {
    sql: `SELECT s.placed, s.with_result AS withResult, s.answered, s.demos,
  ${between("e", "td", "placed")} AS callsToday,
  (SELECT count(*) FROM campaigns WHERE status IN ('running', 'active')) AS activeCampaigns,
  ${weekColumns("tw", "e", "tw")},
  ${weekColumns("lw", "lwe", "lw")},
  ${between("e", "mo", "cost")} AS voiceSpent,
  (SELECT coalesce(sum(m.cost), 0) FROM maps_usage m WHERE m.hour >= ?5 * 3600000) AS placesSpent
FROM call_stats s
${totalsAt("e")}
${totalsAt("td", "< ?1")}
${totalsAt("tw", "< ?2")}
${totalsAt("lw", "< ?3")}
${totalsAt("lwe", "<= ?4")}
${totalsAt("mo", "< ?5")}
WHERE s.id = 1`,
    params: [h.todayFrom, h.weekFrom, h.lastWeekFrom, h.lastWeekTo, h.monthFrom],
  }
}
