import type { CallResult, CallStatus, ContactStatus } from "../../db/schema"
import type { CallReport, ProviderCallStatus } from "../../providers/voice/voice-provider"
import { zonedToInstant } from "../../lib/zoned-time"

/** Forward-only status order: a late or repeated message never moves a call back. */
export const STATUS_RANK: Record<CallStatus, number> = {
  queued: 0,
  calling: 1,
  completed: 2,
  failed: 2,
  cancelled: 2,
}

/** The statuses a call may be in for `to` to be a forward move. */
export const statusesBefore = (to: CallStatus) =>
  (Object.keys(STATUS_RANK) as CallStatus[]).filter((s) => STATUS_RANK[s] < STATUS_RANK[to])

export function callStatusFor(status: ProviderCallStatus): CallStatus {
  switch (status) {
    case "scheduled":
    case "queued":
      return "queued"
    case "ringing":
    case "in-progress":
    case "forwarding":
      return "calling"
    case "ended":
      return "completed"
  }
}

const ANSWERED = new Set([
  "customer-ended-call",
  "assistant-ended-call",
  "exceeded-max-duration",
  "silence-timed-out",
  "assistant-said-end-call-phrase",
  "assistant-ended-call-after-message-spoken",
  "assistant-ended-call-with-hangup-task",
  "assistant-forwarded-call",
])

/** Vapi endedReason → our result (vendors.md). Anything unrecognised is a failure. */
export function resultFor(endedReason: string): CallResult {
  if (ANSWERED.has(endedReason)) return "answered"
  if (endedReason === "customer-did-not-answer" || endedReason.endsWith("-no-answer")) return "no answer"
  if (endedReason === "customer-busy" || endedReason.endsWith("-busy")) return "busy"
  if (endedReason === "voicemail") return "voicemail"
  return "failed"
}

const truthy = (v: unknown) => v === true || v === "true" || v === 1

/** "2026-11-25T14:00", "2026-11-25 14:00:00": a wall-clock time that names no zone. */
const ZONELESS = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/

/** True for a date the assistant gave without a zone (it must be read in someone's zone). */
export const isZoneless = (v: unknown) => typeof v === "string" && ZONELESS.test(v.trim())

/**
 * A date from the assistant. One with a zone (an offset or Z) or a timestamp is that instant; a
 * wall-clock time without one is read in `timeZone` (the callee's, else the campaign's), not in
 * the worker's UTC.
 */
export function parseDate(v: unknown, timeZone?: string): Date | null {
  if (typeof v !== "string" && typeof v !== "number") return null
  const wall = typeof v === "string" && timeZone ? ZONELESS.exec(v.trim()) : null
  if (wall) {
    const [y, mo, d, h, mi, s] = wall.slice(1).map((x) => Number(x ?? 0))
    if (mo! < 1 || mo! > 12 || d! < 1 || d! > 31 || h! > 23 || mi! > 59 || s! > 59) return null
    return new Date(zonedToInstant(y!, mo!, d!, h! * 60 + mi!, timeZone!) + s! * 1000)
  }
  const d = new Date(v)
  return Number.isNaN(d.getTime()) ? null : d
}

export interface ReportOutcome {
  result: CallResult
  status: CallStatus
  duration: number | null
  demoScheduled: boolean
  demoDate: Date | null
  followUp: boolean
}

/**
 * structuredData follows the assistant's analysis plan: `{ demoScheduled, demoDate, followUp }`
 * (followUp: the owner asked to be called back).
 */
export function outcomeOf(report: CallReport, demoTimeZone?: string): ReportOutcome {
  const result = resultFor(report.endedReason)
  const { startedAt, endedAt, structuredData: data } = report
  const duration =
    startedAt && endedAt ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000)) : null
  const demoDate = parseDate(data.demoDate, demoTimeZone)
  return {
    result,
    status: result === "failed" ? "failed" : "completed",
    duration,
    demoScheduled: result === "answered" && truthy(data.demoScheduled),
    demoDate: result === "answered" && truthy(data.demoScheduled) ? demoDate : null,
    followUp: result === "answered" && truthy(data.followUp),
  }
}

/** The contact's status after a call (SPEC §4 statuses); null leaves it unchanged. */
export function contactStatusFor(o: {
  result: CallResult | null
  demoScheduled: boolean
  followUp: boolean
}): ContactStatus | null {
  if (o.demoScheduled) return "demo_scheduled"
  switch (o.result) {
    case "answered":
      return o.followUp ? "follow_up" : "called"
    case "no answer":
    case "busy":
    case "voicemail":
      return "no_answer"
    default:
      return null
  }
}
