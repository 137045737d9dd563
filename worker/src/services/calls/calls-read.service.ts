import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { notFound } from "../../lib/errors"
import { COST_KINDS, type CostKind } from "../../schemas/costs"
import type { CallCallback, CallDetails, CallListItem, CallListPage } from "../../schemas/api-routes/calls"
import { CALL_CURSOR_KEYS, type CallListQuery, type CallResultValue, type CallStatusValue } from "../../schemas/calls"
import { type CursorKey, pageCursors } from "../../schemas/page-cursor"
import { calleeTimeZone } from "../campaigns/callee-time"
import { buildCallPageSql } from "./calls-page-sql"
import {
  buildCallCountSql,
  buildCallDetailsSql,
  CALL_LIST_VERSION_SQL,
  CALL_VERSIONS_SQL,
  hasCallFilters,
  type SqlQuery,
} from "./calls-sql"

type Row = Record<string, unknown>

export async function runSql<T = Row>(db: DB, q: SqlQuery) {
  return db.port.all<T>(q.sql, q.params)
}

const iso = (ms: unknown) => (typeof ms === "number" ? new Date(ms).toISOString() : null)
const str = (v: unknown) => (typeof v === "string" ? v : null)

export function toCallItem(r: Row): CallListItem {
  return {
    id: r.id as number,
    contactId: (r.contactId as number | null) ?? null,
    campaignId: (r.campaignId as number | null) ?? null,
    campaignName: str(r.campaignName),
    vapiCallId: str(r.vapiCallId),
    status: r.status as CallStatusValue,
    result: str(r.result) as CallResultValue | null,
    duration: (r.duration as number | null) ?? null,
    demoScheduled: r.demoScheduled === 1,
    demoDate: iso(r.demoDate),
    createdAt: iso(r.createdAt)!,
    completedAt: iso(r.completedAt),
    contact:
      typeof r.businessName === "string"
        ? { businessName: r.businessName, phone: String(r.phone ?? ""), address: String(r.address ?? "") }
        : null,
    direction: r.direction === "inbound" ? "inbound" : "outbound",
  }
}

export interface CallVersions {
  calls: number
  contacts: number
  campaigns: number
  /** Bumped by every lead-search step, which also writes the Places spend the dashboard shows. */
  scrapingJobs: number
  callCount: number
}

type VersionRow = { name: string; version: number; rowCount: number }

function toCallVersions(rows: VersionRow[]): CallVersions {
  const v = (name: string) => rows.find((r) => r.name === name)
  return {
    calls: v("calls")?.version ?? 0,
    contacts: v("contacts")?.version ?? 0,
    campaigns: v("campaigns")?.version ?? 0,
    scrapingJobs: v("scraping_jobs")?.version ?? 0,
    callCount: v("calls")?.rowCount ?? 0,
  }
}

/** One point read: the version counters a call row depends on, and the calls and contacts row counts. */
export async function callVersions(db: DB): Promise<CallVersions> {
  return toCallVersions(await runSql<VersionRow>(db, CALL_VERSIONS_SQL))
}

/** Call History's version: the calls version alone (every field a row shows is on the call). */
export interface CallListVersion {
  calls: number
  callCount: number
}

/** One row read: the calls version and row count. */
export async function callListVersion(db: DB): Promise<CallListVersion> {
  const [row] = await runSql<{ version: number; rowCount: number }>(db, CALL_LIST_VERSION_SQL)
  return { calls: row?.version ?? 0, callCount: row?.rowCount ?? 0 }
}

/**
 * The versions and a read that needs nothing from them, in one D1 round trip (a batch): a polled
 * endpoint's 200 costs one round trip instead of two, and its 304 only one tiny extra statement.
 */
export async function callVersionsWith<T = Row>(db: DB, q: SqlQuery): Promise<[CallVersions, T[]]> {
  const { versions, rows } = await batchNamed(db.port, {
    versions: typed<VersionRow>(CALL_VERSIONS_SQL),
    rows: q,
  })
  return [toCallVersions(versions), rows as T[]]
}

/** A row's position in its sort (sortKey1, sortKey2…, id last): what its cursors encode. */
const keysOf = (q: CallListQuery, r: Row | undefined): CursorKey[] | undefined =>
  r && [...CALL_CURSOR_KEYS[q.sort].map((_, i) => r[`sortKey${i + 1}`] as CursorKey), r.id as number]

/**
 * One page of Call History with the cursors of the pages around it. A page before a cursor is read
 * in the opposite order; fewer rows than a page there (calls were deleted) means it is the first
 * page, read again from the top and labelled 1.
 */
export async function listCalls(db: DB, q: CallListQuery, versions: CallListVersion): Promise<CallListPage> {
  const [rows, total] = await Promise.all([
    runSql(db, buildCallPageSql(q, versions.callCount)),
    hasCallFilters(q)
      ? runSql<{ n: number }>(db, buildCallCountSql(q)).then((r) => r[0]?.n ?? 0)
      : Promise.resolve(versions.callCount),
  ])
  if (q.before) {
    rows.reverse()
    if (rows.length < q.pageSize) return listCalls(db, { ...q, page: 1, before: undefined }, versions)
  }
  return {
    items: rows.map(toCallItem),
    total,
    page: q.page,
    pageSize: q.pageSize,
    ...pageCursors(q.sort, keysOf(q, rows[0]), keysOf(q, rows.at(-1))),
  }
}

export async function getCallDetails(db: DB, id: number): Promise<CallDetails> {
  const [r] = await runSql(db, buildCallDetailsSql(id))
  if (!r) throw notFound("Call")
  const item = toCallItem(r)
  return {
    ...item,
    transcript: str(r.transcript),
    summary: str(r.summary),
    recordingUrl: str(r.recordingUrl),
    endedReason: str(r.endedReason),
    error: str(r.error),
    attempt: (r.attempt as number) ?? 0,
    voicemailMessage: str(r.voicemailMessage),
    callback: callbackOf(r.callbackJson),
    callbackFor: callbackOf(r.callbackForJson),
    cost: typeof r.cost === "number" ? r.cost : null,
    costBreakdown: storedBreakdown(r.costBreakdown),
    leadTimeZone: item.contact ? calleeTimeZone(item.contact) : null,
  }
}

/** The stored breakdown (written by report-statements.ts from validated parts); anything else reads as none. */
function storedBreakdown(raw: unknown): CallDetails["costBreakdown"] {
  if (typeof raw !== "string") return null
  try {
    const parts = JSON.parse(raw) as unknown
    if (!Array.isArray(parts)) return null
    const ok = parts.filter(
      (p): p is { kind: CostKind; cost: number } =>
        !!p && COST_KINDS.includes(p.kind) && typeof p.cost === "number" && Number.isFinite(p.cost)
    )
    return ok.length ? ok.map((p) => ({ kind: p.kind, cost: p.cost })) : null
  } catch {
    return null
  }
}

function callbackOf(raw: unknown): CallCallback | null {
  if (typeof raw !== "string") return null
  const j = JSON.parse(raw) as {
    id: number
    dueAt: number
    timeZone: string
    reason: string
    state: CallCallback["state"]
  }
  return { ...j, dueAt: new Date(j.dueAt).toISOString(), timeZone: j.timeZone || "UTC" }
}
