import { and, eq, inArray, isNull, lt, sql } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { type CallStatus, calls, contacts } from "../../db/schema"
import type { ToolCall, VoiceEvent } from "../../providers/voice/voice-provider"
import { callStatusFor, statusesBefore } from "./call-outcome"
import { DEMO_TIME_REPLIES, readDemoTime, spokenDemoTime } from "./demo-time"
import { calleeTimeZone } from "../campaigns/callee-time"
import { logInboundCall } from "./inbound.service"
import { relayTranscriptLine } from "./live-transcript"
import { applyReport, type ReportCall } from "./report-batch"
import { runModeOf } from "../../providers/provider-mode"
import { calendarOutboxStatement, enqueueCalendarSync } from "../google-calendar/calendar-outbox"
import { scheduleCallbackTool } from "../callbacks/assistant-callback"
import { unitSettings } from "../../settings/load-settings"

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

type CallRef = ReportCall

const CALL_SQL = `SELECT c.id, c.contact_id, c.campaign_id, c.vapi_call_id, c.is_test, c.result, c.demo_scheduled, c.demo_date, c.demo_cancelled_at,
         k.business_name, k.phone, k.address, p.name AS campaign_name, p.timezone AS campaign_tz,
         cb.due_at AS callback_due, cb.reason AS callback_reason, cb.callee_tz AS callback_tz
  FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id LEFT JOIN campaigns p ON p.id = c.campaign_id
  LEFT JOIN callbacks cb ON cb.call_id = c.id AND cb.state = 'scheduled'`

/**
 * The call an event is about, with what applying it needs (report-batch.ts ReportCall), in one read:
 * by the provider's id, else by our id echoed in the metadata (Vapi may report before our POST /call
 * answered and we stored its id). `withSettings`: the unit's settings, read in the same round trip
 * unless the unit has them already (unitSettings).
 */
async function findCall(ctx: Ctx, ev: { providerCallId: string | null; callId: number | null }, withSettings: boolean) {
  const { db } = ctx
  type Row = ReportCall & { vapi_call_id: string | null }
  if (!ev.providerCallId && !ev.callId) return null
  const unit = unitSettings(ctx)
  const read = await batchNamed(db.port, {
    byProvider: typed<Row>({ sql: `${CALL_SQL} WHERE c.vapi_call_id = ?1`, params: [ev.providerCallId] }),
    byId: typed<Row>({
      sql: `${CALL_SQL} WHERE c.id = ?1 AND (?2 IS NULL OR c.vapi_call_id IS NULL OR c.vapi_call_id = ?2)`,
      params: [ev.callId, ev.providerCallId],
    }),
    settings: withSettings && unit.statement,
  })
  if (withSettings) await unit.of(read.settings)
  const found = read.byProvider[0]
  if (found && ev.providerCallId) return found
  const row = ev.callId ? read.byId[0] : undefined
  if (row && ev.providerCallId && !row.vapi_call_id) {
    await db
      .update(calls)
      .set({ vapiCallId: ev.providerCallId })
      .where(and(eq(calls.id, row.id), isNull(calls.vapiCallId)))
  }
  return row ?? null
}

async function applyStatus(ctx: Ctx, call: CallRef, providerStatus: Parameters<typeof callStatusFor>[0]) {
  const to = callStatusFor(providerStatus)
  if (to === "queued") return
  const moved = await ctx.db
    .update(calls)
    .set({ status: to })
    .where(and(eq(calls.id, call.id), inArray(calls.status, statusesBefore(to))))
    .returning({ id: calls.id })
  if (moved.length) ctx.events.emit({ type: "call_updated", callId: call.id, status: to })
}

/**
 * Times one call's demo may be set or moved by the tool: a callee changes their mind once or twice;
 * a model looping on the tool (or a callee steering it) must not move a demo without end.
 */
export const MAX_DEMO_BOOKINGS = 3
/** The assistant's function tools this webhook runs. */
const TOOL_NAMES = new Set(["bookDemo", "scheduleCallback"])
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
async function bookDemo(ctx: Ctx, zone: string, call: CallRef, args: Record<string, unknown>) {
  const { db } = ctx
  const now = new Date(ctx.clock.now())
  const given = args.dateTime ?? args.datetime ?? args.date
  const read = readDemoTime(given, zone, now)
  if (!read.ok) return DEMO_TIME_REPLIES[read.problem]
  const { date } = read
  // The booking, the calendar outbox and the contact's status in one batch (one round trip on
  // Vapi's wait): the contact moves only when the call now holds this very demo, so a refused move
  // leaves it as it was. The operator's Google Calendar follows from the outbox
  // (services/google-calendar/calendar-outbox.ts).
  const booking = db
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
    .toSQL()
  const calendarMode = runModeOf((await ctx.providers()).calendar)
  const holdsThisDemo = sql`EXISTS (SELECT 1 FROM ${calls} WHERE ${calls.id} = ${call.id} AND ${calls.status} = 'calling'
      AND ${calls.demoScheduled} = 1 AND ${calls.demoDate} = ${date.getTime()})`
  const out = await batchNamed(db.port, {
    booked: typed<{ status: CallStatus }>(booking),
    outbox: calendarOutboxStatement(call.id, now.getTime(), calendarMode),
    contact:
      !!call.contact_id &&
      db
        .update(contacts)
        .set({ status: "demo_scheduled" })
        .where(and(eq(contacts.id, call.contact_id), holdsThisDemo))
        .returning({ id: contacts.id })
        .toSQL(),
  })
  const booked = out.booked[0]
  if (out.outbox.length) await enqueueCalendarSync(ctx)
  if (booked) {
    if (out.contact.length) ctx.events.emit({ type: "contact_updated", contactIds: [call.contact_id!] })
    ctx.events.emit({ type: "call_updated", callId: call.id, status: booked.status })
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

async function applyToolCalls(ctx: Ctx, call: CallRef | null, toolCalls: ToolCall[]) {
  const results: ToolResult[] = []
  // The callee's zone, read once per message: a time they said without one is read in it, and the
  // reply is in it too.
  let zone: Promise<string> | undefined
  for (const [i, t] of toolCalls.entries()) {
    let result: string
    if (i >= MAX_TOOL_CALLS_PER_MESSAGE) result = NOT_RUN
    else if (!TOOL_NAMES.has(t.name)) result = `Unknown tool: ${t.name.slice(0, 40)}.`
    else if (!call) result = "This call is not known to the dialer, so nothing was booked."
    else {
      zone ??= (async () => calleeTimeZone(call) ?? call.campaign_tz ?? (await ctx.settings()).timezone)()
      result =
        t.name === "bookDemo"
          ? await bookDemo(ctx, await zone, call, t.arguments)
          : await scheduleCallbackTool(ctx, await zone, call, t.arguments)
    }
    // Tool names are `[a-zA-Z0-9_-]`, at most 64 characters: a longer one is not echoed whole.
    results.push({ toolCallId: t.id, name: t.name.slice(0, 64), result })
  }
  return results
}

/** Applies events in order; answers the tool results Vapi expects for `tool-calls` messages. */
export async function applyVoiceEvents(ctx: Ctx, events: VoiceEvent[]) {
  const toolResults: ToolResult[] = []
  for (const ev of events) {
    if (ev.kind === "ignored" || ev.kind === "transfer-request") continue
    // A line of the live call: relayed to the screens, no row written (issue 36).
    if (ev.kind === "transcript") {
      await relayTranscriptLine(ctx, ev)
      continue
    }
    // A report needs the settings: unless the boundary read them already (the webhook's gate), they
    // are read with the call, in the same round trip.
    let call = await findCall(ctx, ev, ev.kind === "ended")
    // An inbound call the app never answered (the number has its own assistant): logged by its id.
    if (!call && ev.kind === "status" && ev.inbound && ev.providerCallId) {
      await logInboundCall(ctx, { providerCallId: ev.providerCallId, ...ev.inbound, phoneNumberId: null })
      call = await findCall(ctx, ev, false)
    }
    if (ev.kind === "tool-calls") toolResults.push(...(await applyToolCalls(ctx, call, ev.toolCalls)))
    else if (!call) continue
    else if (ev.kind === "status") await applyStatus(ctx, call, ev.status)
    else await applyReport(ctx, call, ev.report)
  }
  return { toolResults }
}
