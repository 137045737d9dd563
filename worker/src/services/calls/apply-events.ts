import { and, eq, inArray, isNull, or, sql } from "drizzle-orm"
import type { DB } from "../../db/client"
import { type CallStatus, calls, contacts, type ContactStatus } from "../../db/schema"
import type { Env } from "../../env"
import { publish } from "../../live/publish"
import { demoLabel, zoneAbbreviation } from "../../providers/voice/sandbox-script"
import { lazySettings } from "../../settings/load-settings"
import type { Settings } from "../../settings/registry"
import type { CallReport, ToolCall, VoiceEvent } from "../../providers/voice/voice-provider"
import { callStatusFor, contactStatusFor, isZoneless, outcomeOf, parseDate, statusesBefore } from "./call-outcome"
import { calleeTimeZone } from "../campaigns/callee-time"
import { recordOptOutFromCall } from "../dnc/opt-out"
import { notifyCallEnded, notifyDemoBooked } from "../notifications/call-notifications"
import { notifyContext } from "../notifications/notify-context"
import { callOutboxStatement, requestSheetsSync } from "../sheets/sheets-outbox"
import { reportStatements } from "./report-statements"

/**
 * Applies provider events (webhooks, the sandbox voice, the reconcile pass) to calls. Every write is
 * guarded in its WHERE clause, so replays and out-of-order messages are no-ops without a read first.
 */
export interface ToolResult {
  toolCallId: string
  result: string
}

interface CallRef {
  id: number
  contactId: number | null
}

async function findCall(db: DB, ev: { providerCallId: string | null; callId: number | null }) {
  const cols = { id: calls.id, contactId: calls.contactId, vapiCallId: calls.vapiCallId }
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
  const zoneless = isZoneless(report.structuredData.demoDate)
  const o = outcomeOf(report, zoneless ? await demoTimeZone(db, settings, call.id) : undefined)
  const [updated, ...outbox] = await db.port.batch(reportStatements(db, call.id, o, report, now))
  const changed = updated![0] as { status: CallStatus; demo_scheduled: number } | undefined
  await requestSheetsSync(env, outbox)
  if (!changed) return
  const row = { status: changed.status, demoScheduled: changed.demo_scheduled === 1 }
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

/**
 * Only a call in progress (calling) books: a tool call is the assistant speaking, so one for a
 * finished call is a replay or a forgery and must not move its demo. A queued call has not been
 * dialled (or went back to the queue after a refused dial), so no assistant is talking on it either.
 */
/** The settings of the request or job applying the events, read at most once (lazySettings). */
type SettingsReader = () => Promise<Settings>

async function bookDemo(
  db: DB,
  env: Env,
  settings: SettingsReader,
  call: CallRef,
  args: Record<string, unknown>,
  now: Date
) {
  const given = args.dateTime ?? args.datetime ?? args.date
  // The callee's zone: a time they said without one is read in it, and the reply is in it too.
  const zone = await demoTimeZone(db, settings, call.id)
  const date = parseDate(given, isZoneless(given) ? zone : undefined)
  if (!date) return "I could not read that date and time. Please confirm another time."
  if (date.getTime() <= now.getTime()) return "That time has already passed. Please pick a time in the future."
  const booking = db
    .update(calls)
    .set({ demoScheduled: true, demoDate: date })
    .where(
      and(
        eq(calls.id, call.id),
        eq(calls.status, "calling"),
        sql`NOT (${calls.demoScheduled} = 1 AND ${calls.demoDate} IS ${date.getTime()})`
      )
    )
    .returning({ status: calls.status })
    .toSQL()
  const [booked, outbox] = await db.port.batch([
    { sql: booking.sql, params: booking.params },
    callOutboxStatement("demo_booked", call.id, now.getTime()),
  ])
  await requestSheetsSync(env, [outbox!])
  const changed = booked as { status: CallStatus }[]
  if (changed[0]) {
    await setContactStatus(db, env, call.contactId, "demo_scheduled")
    await publish(env, { type: "call_updated", callId: call.id, status: changed[0].status })
    await notifyDemoBooked(notifyContext(db, env, now.getTime(), settings), call.id)
  } else {
    // Nothing changed: either the same booking repeated during the call, or the call is not in progress.
    const [row] = await db.select({ status: calls.status }).from(calls).where(eq(calls.id, call.id))
    if (row?.status !== "calling") return "This call is not in progress, so the demo could not be booked."
  }
  // The assistant reads this back to the callee: in their zone, the one "2 PM" was read in, so a
  // Pacific callee who said 2 PM hears "2:00 PM PDT", not the operator's "5:00 PM EDT".
  return `Demo booked for ${demoLabel(date, zone)} ${zoneAbbreviation(date, zone)}.`
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
  for (const t of toolCalls) {
    let result: string
    if (t.name !== "bookDemo") result = `Unknown tool: ${t.name}.`
    else if (!call) result = "This call is not known to the dialer, so no demo was booked."
    else result = await bookDemo(db, env, settings, call, t.arguments, now)
    results.push({ toolCallId: t.id, result })
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
