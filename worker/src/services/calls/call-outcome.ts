import type { CallResult, CallStatus, ContactStatus } from "../../db/schema"
import type { CallReport, ProviderCallStatus } from "../../providers/voice/voice-provider"
import { cleanText } from "../../schemas/text-rule"
import type { DemoTime } from "./demo-time"
import { voicemailLeft } from "./voicemail-left"

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
  // Issue 36's transfers (Take over, the transfer tool): the lead was on the line and talked first.
  "customer-ended-call-before-warm-transfer",
  "customer-ended-call-after-warm-transfer-attempt",
  "customer-ended-call-during-transfer",
  "call.forwarding.operator-busy",
])

/**
 * Vapi endedReason → our result (vendors.md). Anything unrecognised is a failure. Voicemail is
 * "voicemail" here; outcomeOf tells a message left ("voicemail left") from the transcript.
 */
export function resultFor(endedReason: string): CallResult {
  if (ANSWERED.has(endedReason)) return "answered"
  if (endedReason === "customer-did-not-answer" || endedReason.endsWith("-no-answer")) return "no answer"
  if (endedReason === "customer-busy" || endedReason.endsWith("-busy")) return "busy"
  if (endedReason === "voicemail") return "voicemail"
  return "failed"
}

const truthy = (v: unknown) => v === true || v === "true" || v === 1

/** The report says the callee agreed to a demo (its time is read separately). */
export const agreesToDemo = (report: CallReport) =>
  resultFor(report.endedReason) === "answered" && truthy(report.structuredData.demoScheduled)

export interface ReportOutcome {
  result: CallResult
  status: CallStatus
  /** What the assistant said after the beep (result "voicemail left"), else null. */
  voicemailMessage: string | null
  duration: number | null
  demoScheduled: boolean
  demoDate: Date | null
  followUp: boolean
  /**
   * The callee agreed to a demo but the report's time could not be read (or is outside the window):
   * the text as given, so the call becomes a follow-up the operator sees, never a demo nobody can see.
   */
  unclearDemoTime: string | null
}

/** At most this much of an unreadable demo time is quoted back to the operator. */
const UNCLEAR_QUOTE = 60

/** Printable text only: the quote lands in a summary that reaches e-mail, sheets and the feed. */
const quoted = (v: unknown) => {
  const text = cleanText(typeof v === "string" ? v : v === undefined || v === null ? "" : String(v))
  return text.length > UNCLEAR_QUOTE ? `${text.slice(0, UNCLEAR_QUOTE - 1)}…` : text
}

/** The note an unclear demo time leaves at the head of the call's summary. */
export function unclearDemoNote(given: string) {
  return given
    ? `Agreed to a demo, time unclear ("${given}"): call back.`
    : "Agreed to a demo, time unclear: call back."
}

/**
 * structuredData follows the assistant's analysis plan: `{ demoScheduled, demoDate, followUp }`
 * (followUp: the owner asked to be called back). `readDemo` reads demoDate (services/calls/demo-time.ts).
 */
export function outcomeOf(
  report: CallReport,
  readDemo: (value: unknown) => DemoTime,
  /** The voicemail message Settings → Voice gave the assistant ("" = it hangs up). */
  configuredVoicemail = ""
): ReportOutcome {
  const detected = resultFor(report.endedReason)
  const left = detected === "voicemail" ? voicemailLeft(report.messages ?? [], configuredVoicemail) : null
  const result: CallResult = left ? "voicemail left" : detected
  const { startedAt, endedAt, structuredData: data } = report
  const duration =
    startedAt && endedAt ? Math.max(0, Math.round((endedAt.getTime() - startedAt.getTime()) / 1000)) : null
  const demo = agreesToDemo(report) ? readDemo(data.demoDate) : null
  const unclear = demo && !demo.ok ? quoted(data.demoDate) : null
  return {
    result,
    status: result === "failed" ? "failed" : "completed",
    voicemailMessage: left,
    duration,
    demoScheduled: !!demo?.ok,
    demoDate: demo?.ok ? demo.date : null,
    followUp: (result === "answered" && truthy(data.followUp)) || unclear !== null,
    unclearDemoTime: unclear,
  }
}

/** The contact's status after a call (SPEC §4 statuses); null leaves it unchanged. */
export function contactStatusFor(o: {
  result: CallResult | null
  demoScheduled: boolean
  followUp: boolean
  /** The assistant scheduled a callback on this call (scheduleCallback). */
  callbackScheduled?: boolean
}): ContactStatus | null {
  if (o.demoScheduled) return "demo_scheduled"
  if (o.callbackScheduled) return "follow_up"
  switch (o.result) {
    case "answered":
      return o.followUp ? "follow_up" : "called"
    case "no answer":
    case "busy":
    case "voicemail":
    case "voicemail left":
      return "no_answer"
    default:
      return null
  }
}
