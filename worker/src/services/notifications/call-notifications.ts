/**
 * The call events the operator hears about: a demo booked, a call's result, a call that failed for
 * a provider reason. One read of the call with its contact and campaign, only when the kind is on.
 */
import { formatDuration } from "../../schemas/calls"
import { formatPhoneDisplay } from "../../schemas/phone"
import type { Ctx } from "../../context/ctx"
import { type NewNotification, notificationEnabled, recordNotification } from "./record-notification"
import { formatInstant } from "./notification-format"

/** A call as its notifications tell of it (read, or as an end-of-call batch will leave it). */
export interface CallFacts {
  id: number
  contact_id: number | null
  result: string | null
  duration: number | null
  summary: string | null
  error: string | null
  demo_scheduled: number
  demo_date: number | null
  business_name: string | null
  phone: string | null
  address: string | null
  campaign_name: string | null
}

const readCall = (ctx: Ctx, callId: number) =>
  ctx.db.port.first<CallFacts>(
    `SELECT c.id, c.contact_id, c.result, c.duration, c.summary, c.error, c.demo_scheduled, c.demo_date,
            k.business_name, k.phone, k.address, p.name AS campaign_name
     FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id LEFT JOIN campaigns p ON p.id = c.campaign_id
     WHERE c.id = ?1`,
    [callId]
  )

const businessOf = (c: CallFacts) => c.business_name ?? "A deleted contact"

function contactLines(c: CallFacts) {
  return [
    c.phone ? `Phone: ${formatPhoneDisplay(c.phone)}` : null,
    c.address ? `Address: ${c.address}` : null,
    `Campaign: ${c.campaign_name ?? "Manual Call"}`,
  ]
}

const lines = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join("\n")

const duration = (seconds: number | null) => (seconds === null ? null : `Duration: ${formatDuration(seconds)}`)

/**
 * Call `callId` ended with a demo booked: one notification per call, with the time finally agreed
 * (the bookDemo tool may have moved it during the call; it notifies nothing itself).
 */
export async function notifyDemoBooked(ctx: Ctx, callId: number) {
  if (!(await notificationEnabled(ctx, "demo_scheduled"))) return
  const call = await readCall(ctx, callId)
  const n = call && demoBookedNotification(call, (await ctx.settings()).timezone)
  if (n) await recordNotification(ctx, n)
}

/** The demo's notification, or null when the call has no demo (any more). */
export function demoBookedNotification(call: CallFacts, timezone: string): NewNotification | null {
  if (!call.demo_scheduled || call.demo_date === null) return null
  const when = formatInstant(call.demo_date, timezone)
  return {
    type: "demo_scheduled",
    dedupeKey: `demo_scheduled:call:${call.id}`,
    callId: call.id,
    contactId: call.contact_id,
    message: `Demo booked: ${businessOf(call)}, ${when}`,
    details: lines(`Demo: ${when}`, ...contactLines(call), call.summary && `Summary: ${call.summary}`),
  }
}

const RESULT_WORDS: Record<string, string> = {
  answered: "answered",
  "no answer": "no answer",
  busy: "busy",
  voicemail: "voicemail, no message left",
  "voicemail left": "voicemail, message left",
  failed: "failed",
}

/**
 * Call `callId` ended with its report: its result (when that kind is on), and a system error when
 * it failed for a provider reason. A booked demo has its own notification (notifyDemoBooked).
 */
export async function notifyCallEnded(ctx: Ctx, callId: number, result: string) {
  const [results, errors] = await Promise.all([
    notificationEnabled(ctx, "call_result"),
    notificationEnabled(ctx, "system_error"),
  ])
  // Most calls end well: with results off, the call is read only when it failed.
  if (!results && !(errors && result === "failed")) return
  const call = await readCall(ctx, callId)
  if (!call?.result) return
  if (results) await recordNotification(ctx, callResultNotification(call))
  if (errors && call.result === "failed") await recordNotification(ctx, callFailureNotification(call))
}

/** A finished call's result (its `result` is set). */
export function callResultNotification(call: CallFacts): NewNotification {
  const outcome = RESULT_WORDS[call.result!] ?? call.result!
  return {
    type: "call_result",
    dedupeKey: `call_result:call:${call.id}`,
    callId: call.id,
    contactId: call.contact_id,
    message: `Call result: ${businessOf(call)}, ${outcome}${call.demo_scheduled ? " (demo booked)" : ""}`,
    details: lines(
      `Result: ${outcome}`,
      duration(call.duration),
      ...contactLines(call),
      call.summary && `Summary: ${call.summary}`
    ),
  }
}

/** Call `callId` could not be placed or was cut off by the provider (its error says why). */
export async function notifyCallFailed(ctx: Ctx, callId: number) {
  if (!(await notificationEnabled(ctx, "system_error"))) return
  const call = await readCall(ctx, callId)
  if (call) await recordNotification(ctx, callFailureNotification(call))
}

/** A call that failed for a provider reason (its `error` says which). */
export function callFailureNotification(call: CallFacts): NewNotification {
  const reason = call.error ?? "The voice provider ended the call with an error."
  return {
    type: "system_error",
    dedupeKey: `system_error:call:${call.id}`,
    callId: call.id,
    contactId: call.contact_id,
    message: `Call failed: ${businessOf(call)}: ${reason}`,
    details: lines(`Reason: ${reason}`, ...contactLines(call)),
  }
}
