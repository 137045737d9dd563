import { and, eq, inArray, isNull, lt, or, sql } from "drizzle-orm"
import type { DB } from "../../db/client"
import { type CallStatus, calls, contacts, type ContactStatus } from "../../db/schema"
import type { Env } from "../../env"
import { publish } from "../../live/publish"
import { lazySettings } from "../../settings/load-settings"
import type { Settings } from "../../settings/registry"
import type { CallReport, ToolCall, VoiceEvent } from "../../providers/voice/voice-provider"
import { agreesToDemo, callStatusFor, contactStatusFor, outcomeOf, statusesBefore } from "./call-outcome"
import { DEMO_TIME_REPLIES, readDemoTime, spokenDemoTime } from "./demo-time"
import { calleeTimeZone } from "../campaigns/callee-time"
import { recordOptOutFromCall } from "../dnc/opt-out"
import { notifyCallEnded, notifyDemoBooked } from "../notifications/call-notifications"
import { notifyContext } from "../notifications/notify-context"
import { requestSheetsSync } from "../sheets/sheets-outbox"
import { reportStatements } from "./report-statements"

/**
 * Applies provider events (webhooks, the sandbox voice, the reconcile pass) to calls. Every write is
 * guarded in its WHERE clause, so replays and out-of-order messages are no-ops without a read first.
 */

/** One answer per tool call, as Vapi's ToolCallResult requires (toolCallId and name). */
export interface ToolResult {
  toolCallId: string
  name: string
  result: string
}

interface CallRef {
  id: number
  contactId: number | null
  /** Settings → Voice's test call: its report is kept on the row, nothing else follows from it. */
  isTest: boolean
}

async function findCall(db: DB, ev: { providerCallId: string | null; callId: number | null }) {
  const cols = { id: calls.id, contactId: calls.contactId, vapiCallId: calls.vapiCallId, isTest: calls.isTest }
  if (ev.providerCallId) {
    const [row] = await db.select(cols).from(calls).where(eq(calls.vapiCallId, ev.providerCallId))
    if (row) return row
  }
  if (!ev.callId) return null
  // Vapi may report before our POST /call answered and we stored its id: match on our echoed id.
  const [row] = await db
    .select(cols)
    .from(calls)
    .where(
      and(
        eq(calls.id, ev.callId),
        ev.providerCallId ? or(isNull(calls.vapiCallId), eq(calls.vapiCallId, ev.providerCallId)) : undefined
      )
    )
  if (row && ev.providerCallId && !row.vapiCallId) {
    await db
      .update(calls)
      .set({ vapiCallId: ev.providerCallId })
      .where(and(eq(calls.id, row.id), isNull(calls.vapiCallId)))
  }
  return row ?? null
}

async function setContactStatus(db: DB, env: Env, contactId: number | null, status: ContactStatus | null) {
  if (!contactId || !status) return
  await db.update(contacts).set({ status }).where(eq(contacts.id, contactId))
  await publish(env, { type: "contact_updated", contactIds: [contactId] })
}

async function applyStatus(db: DB, env: Env, call: CallRef, providerStatus: Parameters<typeof callStatusFor>[0]) {
  const to = callStatusFor(providerStatus)
  if (to === "queued") return
  const moved = await db
    .update(calls)
    .set({ status: to })
    .where(and(eq(calls.id, call.id), inArray(calls.status, statusesBefore(to))))
    .returning({ id: calls.id })
  if (moved.length) await publish(env, { type: "call_updated", callId: call.id, status: to })
}

/**
 * The zone a demo time given without one is read in: the callee's (their address's state, else
 * their area code), else the call's campaign's, else the operator's.
 */
async function demoTimeZone(db: DB, settings: SettingsReader, callId: number) {
  const row = await db.port.first<{ address: string | null; phone: string | null; timezone: string | null }>(
    `SELECT k.address, k.phone, p.timezone FROM calls c
     LEFT JOIN contacts k ON k.id = c.contact_id LEFT JOIN campaigns p ON p.id = c.campaign_id WHERE c.id = ?1`,
    [callId]
  )
  return (row && calleeTimeZone(row)) ?? row?.timezone ?? (await settings()).timezone
}

async function applyReport(db: DB, env: Env, settings: SettingsReader, call: CallRef, report: CallReport, now: Date) {
  const zone = agreesToDemo(report) ? await demoTimeZone(db, settings, call.id) : "UTC"
  // A report read late (the reconcile pass, up to a day on) judges the demo time from the call's end.
  const ended = report.endedAt?.getTime() ?? now.getTime()
  const asOf = new Date(Math.min(now.getTime(), Math.max(ended, now.getTime() - 86_400_000)))
  const o = outcomeOf(report, (value) => readDemoTime(value, zone, asOf))
  const [updated, ...outbox] = await db.port.batch(reportStatements(db, call.id, o, report, now))
  const changed = updated![0] as { status: CallStatus; demo_scheduled: number } | undefined
  await requestSheetsSync(env, outbox)
  if (!changed) return
  const row = { status: changed.status, demoScheduled: changed.demo_scheduled === 1 }
  // A test call to the operator's own phone: no contact to update, nothing to notify, no opt-out
  // (the operator saying "don't call me" must not put their number on the do-not-call list).
  if (call.isTest) return publish(env, { type: "call_updated", callId: call.id, status: row.status })
  await setContactStatus(
    db,
    env,
    call.contactId,
    contactStatusFor({ result: o.result, demoScheduled: row.demoScheduled, followUp: o.followUp })
  )
  // A callee who asked not to be called again goes on the do-not-call list (47 CFR 64.1200).
  await recordOptOutFromCall(db, env, {
    callId: call.id,
    transcript: report.transcript,
    structuredData: report.structuredData,
  })
  await publish(env, { type: "call_updated", callId: call.id, status: row.status })
  const notify = notifyContext(db, env, now.getTime(), settings)
  await notifyCallEnded(notify, call.id, o.result)
  if (row.demoScheduled) await notifyDemoBooked(notify, call.id)
}

/** The settings of the request or job applying the events, read at most once (lazySettings). */
type SettingsReader = () => Promise<Settings>

/**
 * Times one call's demo may be set or moved by the tool: a callee changes their mind once or twice;
 * a model looping on the tool (or a callee steering it) must not move a demo without end.
 */
export const MAX_DEMO_BOOKINGS = 3
/** Tool calls one message may run: Vapi sends one or two; the rest of a flood is answered unrun. */
export const MAX_TOOL_CALLS_PER_MESSAGE = 5

const NOT_RUN = "Not run: too many tool calls in one message."

/**
 * Books (or moves) the call's one demo. Only a call in progress (calling) books: a tool call is the
 * assistant speaking, so one for a finished call is a replay or a forgery and must not move its
 * demo. A queued call has not been dialled (or went back to the queue after a refused dial), so no
 * assistant is talking on it either. The booking shows at once (calendar, contact status, live
 * screens); its notification and Google Sheets row come with the end-of-call report, once per call
 * and with the time finally agreed, not once per tool call.
 */
async function bookDemo(db: DB, env: Env, zone: string, call: CallRef, args: Record<string, unknown>, now: Date) {
  const given = args.dateTime ?? args.datetime ?? args.date
  const read = readDemoTime(given, zone, now)
  if (!read.ok) return DEMO_TIME_REPLIES[read.problem]
  const { date } = read
  const [booked] = await db
    .update(calls)
    .set({ demoScheduled: true, demoDate: date, demoBookings: sql`${calls.demoBookings} + 1` })
    .where(
      and(
        eq(calls.id, call.id),
        eq(calls.status, "calling"),
        lt(calls.demoBookings, MAX_DEMO_BOOKINGS),
        sql`NOT (${calls.demoScheduled} = 1 AND ${calls.demoDate} IS ${date.getTime()})`
      )
    )
    .returning({ status: calls.status })
  if (booked) {
    await setContactStatus(db, env, call.contactId, "demo_scheduled")
    await publish(env, { type: "call_updated", callId: call.id, status: booked.status })
    // The assistant reads this back to the callee: in their zone, the one "2 PM" was read in, so a
    // Pacific callee who said 2 PM hears "2:00 PM PDT", not the operator's "5:00 PM EDT".
    return `Demo booked for ${spokenDemoTime(date, zone)}.`
  }
  // Nothing changed: the same booking repeated, the moves used up, or the call is not in progress.
  const [row] = await db
    .select({ status: calls.status, demoScheduled: calls.demoScheduled, demoDate: calls.demoDate })
    .from(calls)
    .where(eq(calls.id, call.id))
  if (row?.status !== "calling") return "This call is not in progress, so the demo could not be booked."
  const current = row.demoScheduled && row.demoDate ? row.demoDate : null
  if (current?.getTime() === date.getTime()) return `Demo booked for ${spokenDemoTime(date, zone)}.`
  return current
    ? `The demo cannot be moved again on this call. It stays booked for ${spokenDemoTime(current, zone)}.`
    : "The demo could not be booked on this call."
}

async function applyToolCalls(
  db: DB,
  env: Env,
  settings: SettingsReader,
  call: CallRef | null,
  toolCalls: ToolCall[],
  now: Date
) {
  const results: ToolResult[] = []
  // The callee's zone, read once per message: a time they said without one is read in it, and the
  // reply is in it too.
  let zone: Promise<string> | undefined
  for (const [i, t] of toolCalls.entries()) {
    let result: string
    if (i >= MAX_TOOL_CALLS_PER_MESSAGE) result = NOT_RUN
    else if (t.name !== "bookDemo") result = `Unknown tool: ${t.name.slice(0, 40)}.`
    else if (!call) result = "This call is not known to the dialer, so no demo was booked."
    else {
      zone ??= demoTimeZone(db, settings, call.id)
      result = await bookDemo(db, env, await zone, call, t.arguments, now)
    }
    // Tool names are `[a-zA-Z0-9_-]`, at most 64 characters: a longer one is not echoed whole.
    results.push({ toolCallId: t.id, name: t.name.slice(0, 64), result })
  }
  return results
}

/** Applies events in order; answers the tool results Vapi expects for `tool-calls` messages. */
export async function applyVoiceEvents(
  db: DB,
  env: Env,
  events: VoiceEvent[],
  now = new Date(),
  settings: SettingsReader = lazySettings(db, env)
) {
  const toolResults: ToolResult[] = []
  for (const ev of events) {
    if (ev.kind === "ignored") continue
    const call = await findCall(db, ev)
    if (ev.kind === "tool-calls")
      toolResults.push(...(await applyToolCalls(db, env, settings, call, ev.toolCalls, now)))
    else if (!call) continue
    else if (ev.kind === "status") await applyStatus(db, env, call, ev.status)
    else await applyReport(db, env, settings, call, ev.report, now)
  }
  return { toolResults }
}
