/**
 * A lead calling back (issue 36): the answer to Vapi's `assistant-request`, which Vapi waits on for at
 * most 7.5 s end to end while the caller hears ringing. The path is one indexed read (the caller by
 * number, their last call's summary, a demo or callback booked, the do-not-call list) and one write
 * batch (the contact if new, the inbound call, the operator's notification); no provider call. The
 * settings come from the webhook's gate read. Vapi may send the message again: the call is keyed by
 * Vapi's call id and the contact by the number, so a repeat writes nothing and answers the same.
 */
import type { Ctx } from "../../context/ctx"
import { batchNamed, typed } from "../../db/sql/batch-named"
import type { SqlStatement } from "../../db/sql/sql-port"
import type { InboundCall } from "../../providers/voice/vapi-assistant-request"
import { SANDBOX_ASSISTANT_ID } from "../../providers/voice/sandbox-voice"
import { toE164 } from "../../schemas/phone"
import type { Settings } from "../../settings/registry"
import {
  announceNotification,
  deliveryOf,
  notificationEnabled,
  notificationStatement,
} from "../notifications/record-notification"
import { spokenDemoTime } from "./demo-time"

/** The contact source of a caller the app did not know. */
export const INBOUND_SOURCE = "Inbound call"

/** Spoken to a caller on the do-not-call list (Vapi speaks `error`, then ends the call): no pitch. */
export const DNC_REPLY =
  "Thank you for calling. Your number is on our do-not-call list, so we will not call you again. Have a good day."

/** Spoken when no assistant is set up yet (Settings → Voice): the call cannot be taken. */
export const NO_ASSISTANT_REPLY = "Sorry, no one can take your call right now. Please try again later."

export type InboundAnswer =
  | {
      assistantId: string
      assistantOverrides: {
        variableValues: Record<string, string>
        firstMessage: string
        metadata: { callId: number | null; direction: "inbound" }
      }
    }
  | { error: string }

interface CallerRow {
  contact_id: number | null
  business_name: string | null
  address: string | null
  category: string | null
  dnc: number | null
  last_summary: string | null
  demo_date: number | null
  callback_due: number | null
  /** This call, when a repeated assistant-request logged it already. */
  logged_call_id: number | null
  /** Set when the contact was made by this very call (a repeat must answer as the first time did). */
  made_by_this_call: number | null
}

/**
 * Everything the answer needs, one statement: each part is a seek on a unique or leading index
 * (contacts_phone_unique, do_not_call's key, calls_contact_id_idx, callbacks_one_scheduled_per_contact).
 * The summary is the latest call that has one (a repeated assistant-request may have logged this
 * inbound call already, without one).
 */
const CALLER_SQL = `SELECT k.id AS contact_id, k.business_name, k.address, k.category,
    (SELECT 1 FROM do_not_call WHERE phone = ?1) AS dnc,
    (SELECT summary FROM calls WHERE contact_id = k.id AND summary IS NOT NULL ORDER BY id DESC LIMIT 1) AS last_summary,
    (SELECT min(demo_date) FROM calls WHERE contact_id = k.id AND demo_scheduled = 1 AND demo_date >= ?2 AND is_test = 0) AS demo_date,
    (SELECT due_at FROM callbacks WHERE contact_id = k.id AND state = 'scheduled') AS callback_due,
    (SELECT id FROM calls WHERE vapi_call_id = ?3) AS logged_call_id,
    (SELECT 1 FROM calls WHERE vapi_call_id = ?3 AND k.created_at >= created_at) AS made_by_this_call
  FROM (SELECT 1) LEFT JOIN contacts k ON k.phone = ?1`

/** The inbound call's row: `contact` is a subquery on the number, so a contact made in the same batch counts. */
const insertCall = (withContact: boolean): SqlStatement["sql"] =>
  `INSERT INTO calls (contact_id, vapi_call_id, status, direction, dialed_at, created_at, updated_at)
    VALUES (${withContact ? "(SELECT id FROM contacts WHERE phone = ?1)" : "NULL"}, ?2, 'calling', 'inbound', ?3, ?3, ?3)
    ON CONFLICT DO NOTHING RETURNING id`

function firstMessage(row: CallerRow, settings: Settings, known: boolean) {
  const me = settings.assistant_name.trim() || "the assistant"
  if (!known) return `Thanks for calling! This is ${me}. Who am I speaking with, and how can I help you today?`
  const name = row.business_name!
  if (row.demo_date !== null) {
    const when = spokenDemoTime(new Date(row.demo_date), settings.timezone)
    return `Thanks for calling back, ${name}! This is ${me}. I see your demo is booked for ${when}. How can I help?`
  }
  return `Thanks for calling back, ${name}! This is ${me}. How can I help you today?`
}

/** The caller's facts for the assistant's `{{placeholders}}`: the outbound call's, plus what we know. */
function variableValues(row: CallerRow, known: boolean, phone: string, callId: number | null, settings: Settings) {
  const demo = row.demo_date === null ? "" : spokenDemoTime(new Date(row.demo_date), settings.timezone)
  const callback = row.callback_due === null ? "" : spokenDemoTime(new Date(row.callback_due), settings.timezone)
  return {
    businessName: known ? (row.business_name ?? "") : "",
    phone,
    address: row.address ?? "",
    category: row.category ?? "",
    contactId: row.contact_id === null ? "" : String(row.contact_id),
    callId: callId === null ? "" : String(callId),
    direction: "inbound",
    knownCaller: known ? "yes" : "no",
    lastCallSummary: row.last_summary ?? "",
    demoBooked: demo,
    callbackBooked: callback,
  }
}

/**
 * Logs an inbound call once (by the provider's call id): the caller read by number, the contact made
 * for an unknown number, the call, the notification. Also reached from a status-update of an inbound
 * call the app never answered (a number given its own assistant in Vapi's dashboard).
 */
export async function logInboundCall(ctx: Ctx, inbound: InboundCall) {
  const now = ctx.clock.now()
  const phone = inbound.callerNumber ? (toE164(inbound.callerNumber) ?? inbound.callerNumber.trim()) : ""
  // A withheld number reads '' (no contact has it): the same one statement.
  const row = (await ctx.db.port.first<CallerRow>(CALLER_SQL, [phone, now, inbound.providerCallId])) ?? emptyRow()
  const onDnc = row.dnc !== null
  const known = row.contact_id !== null && row.made_by_this_call === null
  const repeat = row.logged_call_id !== null
  // A withheld number or a do-not-call caller makes no contact: nothing to call back, or not allowed to.
  const makeContact = row.contact_id === null && !onDnc && phone !== ""

  const callParams = [phone, inbound.providerCallId, now]
  const notify = await notificationEnabled(ctx, "call_result")
  const delivery = notify ? await deliveryOf(ctx) : null
  const who = row.business_name ?? (phone || "A withheld number")
  // A repeat (Vapi resent the message) finds its call logged: nothing to write, the same answer.
  const write = !repeat
  type Id = { id: number }
  const out = await batchNamed(ctx.db.port, {
    contact:
      write &&
      makeContact &&
      typed<Id>({
        sql: `INSERT INTO contacts (business_name, phone, source, status, created_at, updated_at)
        VALUES (?1, ?1, ?2, 'called', ?3, ?3) ON CONFLICT (phone) DO NOTHING RETURNING id`,
        params: [phone, INBOUND_SOURCE, now],
      }),
    call: write && phone !== "" && typed<Id>({ sql: insertCall(true), params: callParams }),
    // The contact may hold an active outbound call (queued for a campaign): one active call per contact
    // is the dialer's invariant, so the inbound call is then logged without the contact.
    unlinked: write && typed<Id>({ sql: insertCall(false), params: callParams }),
    notification:
      write &&
      delivery &&
      typed<Id>(
        notificationStatement(
          {
            type: "call_result",
            dedupeKey: `inbound:${inbound.providerCallId}`,
            message: `Lead called back: ${who}${onDnc ? " (on the do-not-call list)" : ""}`,
            details: phone ? `From ${phone}` : null,
            contactId: row.contact_id,
          },
          delivery,
          now
        )
      ),
  })
  const callId = out.call[0]?.id ?? out.unlinked[0]?.id ?? row.logged_call_id
  const contactId = row.contact_id ?? out.contact[0]?.id ?? null
  if (out.contact.length) ctx.events.emit({ type: "contact_updated", contactIds: [out.contact[0]!.id] })
  if (callId !== null) ctx.events.emit({ type: "call_updated", callId, status: "calling" })
  const notificationId = out.notification[0]?.id
  if (notificationId !== undefined) await announceNotification(ctx, notificationId, delivery!.deliver)

  return { row, phone, callId, contactId, known, onDnc }
}

/** Answers an inbound call: the assistant with the caller's facts, or words to speak and hang up. */
export async function answerInboundCall(ctx: Ctx, inbound: InboundCall): Promise<InboundAnswer> {
  const settings = await ctx.settings()
  const { row, phone, callId, contactId, known, onDnc } = await logInboundCall(ctx, inbound)
  if (onDnc) return { error: DNC_REPLY }
  // The sandbox answers with its own assistant until one is created, as its outbound calls do.
  const { voice } = await ctx.providers()
  const assistantId = voice.config.assistantId || (voice.mode === "sandbox" ? SANDBOX_ASSISTANT_ID : "")
  if (!assistantId) return { error: NO_ASSISTANT_REPLY }
  const facts = { ...row, contact_id: contactId }
  return {
    assistantId,
    assistantOverrides: {
      variableValues: variableValues(facts, known, phone, callId, settings),
      firstMessage: firstMessage(row, settings, known),
      metadata: { callId, direction: "inbound" },
    },
  }
}

const emptyRow = (): CallerRow => ({
  contact_id: null,
  business_name: null,
  address: null,
  category: null,
  dnc: null,
  last_summary: null,
  demo_date: null,
  callback_due: null,
  logged_call_id: null,
  made_by_this_call: null,
})
