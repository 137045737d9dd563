import type { CallListItem } from "@shared/api-routes/calls"
import type { CallStatusValue } from "@shared/calls"
import { fullDateTime } from "@/lib/zoned-format"

export type BadgeVariant = "default" | "secondary" | "destructive" | "success" | "warning" | "info" | "outline"
export type BadgeLook = { label: string; variant: BadgeVariant }

export { formatDuration } from "@shared/calls"

/** SPEC §2.3: the four call display statuses; anything else is "unknown". */
export type CallDisplayStatus = "answered" | "demo_scheduled" | "no_answer" | "follow_up" | "unknown"

/**
 * Our results (answered, no answer, busy, voicemail, failed) onto the display statuses. Busy and
 * voicemail count as no_answer, as the contact's own status does after such a call. Older snake_case
 * values ("no_answer", "follow_up", "demo_scheduled") are accepted as they are.
 */
export function callDisplayStatus(call: Pick<CallListItem, "result" | "demoScheduled">): CallDisplayStatus {
  if (call.demoScheduled) return "demo_scheduled"
  switch (call.result as string | null) {
    case "answered":
      return "answered"
    case "demo_scheduled":
      return "demo_scheduled"
    case "no answer":
    case "no_answer":
    case "busy":
    case "voicemail":
    case "voicemail left":
      return "no_answer"
    case "follow_up":
      return "follow_up"
    default:
      return "unknown"
  }
}

const RESULT_LABELS: Record<string, string> = {
  answered: "Answered",
  "no answer": "No Answer",
  no_answer: "No Answer",
  busy: "Busy",
  voicemail: "Voicemail, No Message",
  "voicemail left": "Voicemail, Message Left",
  failed: "Failed",
  follow_up: "Follow Up",
  demo_scheduled: "Demo Scheduled",
}

/** A stored result for people ("no answer" -> "No Answer"); an empty result is "Pending" (SPEC §4). */
export function resultLabel(result: string | null | undefined) {
  if (!result) return "Pending"
  return RESULT_LABELS[result] ?? result.charAt(0).toUpperCase() + result.slice(1)
}

const DISPLAY_VARIANT: Record<CallDisplayStatus, BadgeVariant> = {
  demo_scheduled: "success",
  answered: "info",
  follow_up: "warning",
  no_answer: "secondary",
  unknown: "outline",
}

/** While a call has no result, "unknown" says where it is instead of a bare "Unknown". */
const IN_FLIGHT_LABELS: Partial<Record<CallStatusValue, string>> = {
  queued: "Queued",
  calling: "In Progress",
  cancelled: "Cancelled",
}

/**
 * The Recent Calls result badge. Colours follow the display status (demo green, answered blue,
 * follow-up yellow, no answer grey); the text keeps the precise result ("Busy", "Voicemail").
 * A failed call is unknown to the display mapping but shown red so it stands out.
 */
export function resultBadge(call: Pick<CallListItem, "result" | "demoScheduled" | "status">): BadgeLook {
  const display = callDisplayStatus(call)
  if (display === "demo_scheduled") return { label: "Demo Scheduled", variant: "success" }
  if (display !== "unknown") return { label: resultLabel(call.result), variant: DISPLAY_VARIANT[display] }
  if (call.result === "failed" || call.status === "failed") return { label: "Failed", variant: "destructive" }
  if (call.result) return { label: resultLabel(call.result), variant: "outline" }
  return { label: IN_FLIGHT_LABELS[call.status] ?? "Unknown", variant: "outline" }
}

const STATUS_LOOKS: Record<CallStatusValue, BadgeLook> = {
  queued: { label: "Queued", variant: "secondary" },
  calling: { label: "Calling", variant: "info" },
  completed: { label: "Completed", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
  cancelled: { label: "Cancelled", variant: "outline" },
}

/** The call's own status (SPEC §4: queued, calling, completed, failed, cancelled). */
export function callStatusBadge(status: string): BadgeLook {
  return STATUS_LOOKS[status as CallStatusValue] ?? { label: status || "Unknown", variant: "outline" }
}

/** "Oct 3, 2026, 2:05 PM" in the operator's zone (`zoneName` adds "EST"); "—" for no date. */
export function formatDateTime(iso: string | null | undefined, timeZone: string, opts: { zoneName?: boolean } = {}) {
  return fullDateTime(iso, timeZone, opts) || "—"
}

/** How a call ended, in the operator's words (Vapi's endedReason values; the sandbox uses the same). */
const ENDED_WORDS: Record<string, string> = {
  "customer-ended-call": "The lead hung up.",
  "assistant-ended-call": "The assistant ended the call.",
  "assistant-said-end-call-phrase": "The assistant said goodbye and hung up.",
  "assistant-ended-call-after-message-spoken": "The assistant hung up after its last message.",
  "assistant-ended-call-with-hangup-task": "The assistant ended the call.",
  "assistant-forwarded-call": "Transferred to you.",
  "customer-busy": "The line was busy.",
  "customer-did-not-answer": "No one answered.",
  voicemail: "Reached voicemail.",
  "silence-timed-out": "Ended after a long silence.",
  "exceeded-max-duration": "Reached the longest a call may last.",
  "manually-canceled": "Ended from the app.",
}

/**
 * A provider's ended reason as a sentence: known ones in words, any other with its dashes read as
 * spaces and its part names kept ("pipeline error openai llm failed"), never a bare code.
 */
export function endedReasonWords(reason: string | null | undefined): string | null {
  if (!reason) return null
  const known = ENDED_WORDS[reason]
  if (known) return known
  if (reason.endsWith("-no-answer")) return "No one answered."
  if (reason.endsWith("-busy")) return "The line was busy."
  const spaced = reason.replace(/[-_.]+/g, " ").trim()
  return `Ended: ${spaced}.`
}
