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
 * call_hourly_stats' columns summed over its hours in a range (`hour >= ?1 AND hour <= ?2`: one range of
 * the primary key, at most a month of hourly rows), as one row joined beside a counters row.
 */
export const hourSums = (alias: string, range: string) =>
  `LEFT JOIN (SELECT ${[...STAT_COLUMNS, "cost"].map((c) => `coalesce(sum(${c}), 0) AS ${c}`).join(", ")}
    FROM call_hourly_stats WHERE ${range}) ${alias} ON true`

/** A column summed over the hours from `from` (an hour parameter) on, in one scan of a stretch of hours. */
const since = (from: string, col: string) => `coalesce(sum(iif(hour >= ${from}, ${col}, 0)), 0)`

/**
 * The four counters (a point read of call_stats), today's calls, this week and the same part of last
 * week, the voice spend of the month (sums of call_hourly_stats over one range of its hours: the
 * month's or last week's, at most 744 + 168 rows), the Places spend (maps_usage's hours of the month)
 * and the campaigns status index.
 */
export function buildStatsSql(h: StatsHours): SqlQuery {
  const week = (prefix: string, lo: string, hi?: string) =>
    STAT_COLUMNS.map(
      (col) => `coalesce(sum(iif(hour >= ${lo}${hi ? ` AND hour <= ${hi}` : ""}, ${col}, 0)), 0) AS ${prefix}_${col}`
    ).join(", ")
  return {
    sql: `SELECT s.placed, s.with_result AS withResult, s.answered, s.demos,
  w.callsToday,
  (SELECT count(*) FROM campaigns WHERE status IN ('running', 'active')) AS activeCampaigns,
  w.tw_placed, w.tw_with_result, w.tw_answered, w.tw_demos,
  w.lw_placed, w.lw_with_result, w.lw_answered, w.lw_demos,
  w.voiceSpent,
  (SELECT coalesce(sum(m.cost), 0) FROM maps_usage m WHERE m.hour >= ?5 * 3600000) AS placesSpent
FROM call_stats s
LEFT JOIN (SELECT ${since("?1", "placed")} AS callsToday, ${week("tw", "?2")}, ${week("lw", "?3", "?4")},
    ${since("?5", "cost")} AS voiceSpent
  FROM call_hourly_stats WHERE hour >= min(?3, ?5)) w ON true
WHERE s.id = 1`,
    params: [h.todayFrom, h.weekFrom, h.lastWeekFrom, h.lastWeekTo, h.monthFrom],
  }
}
