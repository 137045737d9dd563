import { and, eq, isNull, sql } from "drizzle-orm"
import type { DB } from "../../db/client"
import { calls } from "../../db/schema"
import type { SqlStatement } from "../../db/sql/sql-port"
import type { RunMode } from "../../providers/provider-mode"
import type { CallReport } from "../../providers/voice/voice-provider"
import { callOutboxStatement } from "../sheets/sheets-outbox"
import { type ReportOutcome, unclearDemoNote } from "./call-outcome"
import { httpsUrlOrNull } from "./recording-url"

/**
 * The one batch an end-of-call report is: the call's result (RETURNING status, demo_scheduled when
 * it applied; with the cost, when the report carries one) at [0] and its Google Sheets rows at [1],
 * in one transaction (services/sheets/sheets-outbox.ts), then the cost alone for a call whose result
 * was stored without it (a statement only when the report has a cost).
 */
export function reportStatements(
  db: DB,
  callId: number,
  o: ReportOutcome,
  report: CallReport,
  now: Date,
  options: { sheetsMode?: RunMode | null } = {}
): SqlStatement[] {
  // `result IS NULL` makes the report apply once. It may turn "completed" (from status ended) into
  // "failed", but never reopens a cancelled call. The demo the bookDemo tool booked during the call
  // wins over the report's: it is the time the callee heard confirmed, while the report is the
  // model's summary afterwards; the report's time fills in only when the tool booked none.
  // (SQLite evaluates every SET expression against the row as it was before the update.)
  const toolBooked = sql`(${calls.demoScheduled} = 1 AND ${calls.demoDate} IS NOT NULL)`
  const note = o.unclearDemoTime === null ? null : unclearDemoNote(o.unclearDemoTime)
  const update = db
    .update(calls)
    .set({
      result: o.result,
      duration: o.duration,
      transcript: report.transcript,
      // A demo agreed without a readable time becomes a follow-up whose reason heads the summary.
      summary:
        note === null
          ? report.summary
          : sql`CASE WHEN ${toolBooked} THEN ${report.summary} ELSE ${[note, report.summary].filter(Boolean).join(" ")} END`,
      recordingUrl: httpsUrlOrNull(report.recordingUrl),
      endedReason: report.endedReason,
      voicemailMessage: o.voicemailMessage,
      error: o.result === "failed" ? report.endedReason : null,
      completedAt: report.endedAt ?? now,
      // A demo the operator cancelled while the call was still going stays cancelled.
      demoScheduled: sql`CASE WHEN ${o.demoScheduled ? 1 : 0} = 1 AND ${calls.demoCancelledAt} IS NULL THEN 1 ELSE ${calls.demoScheduled} END`,
      demoDate: sql`CASE WHEN ${toolBooked} THEN ${calls.demoDate} ELSE coalesce(${o.demoDate?.getTime() ?? null}, ${calls.demoDate}) END`,
      status: sql`CASE WHEN ${calls.status} IN ('queued', 'calling', 'completed') THEN ${o.status} ELSE ${calls.status} END`,
      ...costColumns(report),
    })
    .where(and(eq(calls.id, callId), isNull(calls.result)))
    .returning({ status: calls.status, demoScheduled: calls.demoScheduled })
    .toSQL()
  return [
    { sql: update.sql, params: update.params },
    callOutboxStatement(["call_result", "demo_booked"], callId, now.getTime(), options.sheetsMode ?? null),
    ...costStatements(callId, report),
  ]
}

const breakdownJson = (report: CallReport) => (report.costBreakdown ? JSON.stringify(report.costBreakdown) : null)

/**
 * The cost on the result's own update, kept if one is stored: the calls triggers (the Analytics
 * rollups' 24 series rows among them) then move once for the report, not again for its cost.
 */
function costColumns(report: CallReport) {
  if (report.cost === null) return {}
  return {
    cost: sql`coalesce(${calls.cost}, ${report.cost})`,
    costBreakdown: sql`CASE WHEN ${calls.cost} IS NULL THEN ${breakdownJson(report)} ELSE ${calls.costBreakdown} END`,
  }
}

/**
 * What the provider billed, written once: by the first report (or reconcile read) that carries a cost,
 * even when the result was already stored by an earlier one without it (the result's update above
 * writes it otherwise, and this finds it set). The triggers add it to the hour's voice spend and the
 * campaign's (migration add_costs_and_quota).
 */
function costStatements(callId: number, report: CallReport): SqlStatement[] {
  if (report.cost === null) return []
  return [
    {
      sql: "UPDATE calls SET cost = ?2, cost_breakdown = ?3 WHERE id = ?1 AND cost IS NULL",
      params: [callId, report.cost, breakdownJson(report)],
    },
  ]
}

/** The call's columns the report's update reads (the update's SET expressions see them as they were). */
export interface CallBefore {
  id: number
  result: string | null
  demo_scheduled: number
  demo_date: number | null
  demo_cancelled_at: number | null
}

/**
 * The call as reportStatements' update leaves it, for what is written beside it in the same batch
 * (the notifications): the same rules in JS, kept next to the SQL so they change together.
 */
export function callAfterReport(before: CallBefore, o: ReportOutcome, report: CallReport) {
  const toolBooked = before.demo_scheduled === 1 && before.demo_date !== null
  const note = o.unclearDemoTime === null ? null : unclearDemoNote(o.unclearDemoTime)
  return {
    result: o.result as string,
    duration: o.duration,
    summary: note === null || toolBooked ? report.summary : [note, report.summary].filter(Boolean).join(" "),
    error: o.result === "failed" ? report.endedReason : null,
    demo_scheduled: o.demoScheduled && before.demo_cancelled_at === null ? 1 : before.demo_scheduled,
    demo_date: toolBooked ? before.demo_date : (o.demoDate?.getTime() ?? before.demo_date),
  }
}
