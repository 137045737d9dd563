/**
 * The operator's callbacks (Contacts card, Demo Calendar): list, add, move, drop. A time is read like
 * the assistant's (demo-time.ts: in the callee's zone, a day and a time, not past, within 12 months),
 * and a contact has at most one waiting callback: adding one replaces the waiting one.
 */
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import { AppError, notFound } from "../../lib/errors"
import type { CallbackView } from "../../schemas/api-routes/callbacks"
import type { CallbackCreate, CallbacksQuery, CallbackUpdate } from "../../schemas/callbacks"
import { calleeTimeZone } from "../campaigns/callee-time"
import { DEMO_TIME_REPLIES, readDemoTime } from "../calls/demo-time"
import { callbackDialAt } from "./callback-rules"

interface CallbackRow {
  id: number
  contact_id: number
  business_name: string | null
  phone: string | null
  due_at: number
  callee_tz: string
  reason: string
  source: "assistant" | "operator"
  state: "scheduled" | "dialing" | "done" | "cancelled"
  outcome: string | null
  call_id: number | null
  campaign_id: number | null
  campaign_name: string | null
  dial_call_id: number | null
  created_at: number
}

const SELECT = `SELECT cb.id, cb.contact_id, ct.business_name, ct.phone, cb.due_at, cb.callee_tz, cb.reason, cb.source,
    cb.state, cb.outcome, cb.call_id, cb.campaign_id, cp.name AS campaign_name, cb.dial_call_id, cb.created_at
  FROM callbacks cb JOIN contacts ct ON ct.id = cb.contact_id LEFT JOIN campaigns cp ON cp.id = cb.campaign_id`

/**
 * How long after its time a callback may wait to be dialled: the callee guard's night (9 PM to
 * 8 AM, 11 hours, 12 across a DST change), with room to spare.
 */
const DIAL_DELAY_MAX_MS = 86_400_000

/** The most callbacks one answer holds (a month view, one contact's history). */
export const MAX_CALLBACKS_LISTED = 500

const iso = (ms: number) => new Date(ms).toISOString()

function toView(r: CallbackRow, fallbackZone: string, calleeHoursOnly: boolean): CallbackView {
  const timeZone = r.callee_tz || fallbackZone
  return {
    id: r.id,
    contactId: r.contact_id,
    businessName: r.business_name ?? "",
    phone: r.phone ?? "",
    dueAt: iso(r.due_at),
    dialAt: iso(r.state === "scheduled" ? callbackDialAt(r.due_at, timeZone, calleeHoursOnly) : r.due_at),
    timeZone,
    reason: r.reason,
    source: r.source,
    state: r.state,
    outcome: r.outcome,
    callId: r.call_id,
    campaignId: r.campaign_id,
    campaignName: r.campaign_name,
    dialCallId: r.dial_call_id,
    createdAt: iso(r.created_at),
  }
}

export async function listCallbacks(ctx: Ctx, q: CallbacksQuery) {
  const settings = await ctx.settings()
  const view = (r: CallbackRow) => toView(r, settings.timezone, settings.callee_hours_only)
  if (q.contactId) {
    const out = await batchNamed(ctx.db.port, {
      callbacks: typed<CallbackRow>({
        sql: `${SELECT} WHERE cb.contact_id = ?1 AND cb.state != 'cancelled' ORDER BY cb.id DESC LIMIT ?2`,
        params: [q.contactId, MAX_CALLBACKS_LISTED],
      }),
      contact: typed<{ phone: string; address: string }>({
        sql: "SELECT phone, address FROM contacts WHERE id = ?1",
        params: [q.contactId],
      }),
    })
    const c = out.contact[0]
    return {
      callbacks: out.callbacks.map(view),
      calleeTimeZone: c ? (calleeTimeZone(c) ?? settings.timezone) : null,
    }
  }
  if (!q.from || !q.to) {
    // No range: every callback still to be made (the contacts grid marks their cards).
    const rows = await ctx.db.port.all<CallbackRow>(
      `${SELECT} WHERE cb.state IN ('scheduled', 'dialing') ORDER BY cb.due_at, cb.id LIMIT ?1`,
      [MAX_CALLBACKS_LISTED]
    )
    return { callbacks: rows.map(view), calleeTimeZone: null }
  }
  // The calendar places a callback at its dial time, up to DIAL_DELAY_MAX_MS after the time asked
  // for: rows are picked by that time, so one asked for just before the range but dialled in it shows.
  const [from, to] = [Date.parse(q.from), Date.parse(q.to)]
  const rows = await ctx.db.port.all<CallbackRow>(
    `${SELECT} WHERE cb.state IN ('scheduled', 'dialing', 'done') AND cb.due_at >= ?1 AND cb.due_at < ?2
     ORDER BY cb.due_at, cb.id LIMIT ?3`,
    [from - DIAL_DELAY_MAX_MS, to, MAX_CALLBACKS_LISTED]
  )
  const inRange = (cb: CallbackView) => Date.parse(cb.dialAt) >= from && Date.parse(cb.dialAt) < to
  return { callbacks: rows.map(view).filter(inRange), calleeTimeZone: null }
}

async function readOne(ctx: Ctx, id: number) {
  const settings = await ctx.settings()
  const row = await ctx.db.port.first<CallbackRow>(`${SELECT} WHERE cb.id = ?1`, [id])
  if (!row) throw notFound("Callback")
  return toView(row, settings.timezone, settings.callee_hours_only)
}

/** The instant `dateTime` names in `zone`, or a 400 in the words the assistant would hear. */
function readTime(ctx: Ctx, dateTime: string, zone: string) {
  const read = readDemoTime(dateTime, zone, new Date(ctx.clock.now()))
  if (!read.ok) {
    throw new AppError("invalid_time", 400, DEMO_TIME_REPLIES[read.problem], {
      issues: [{ path: ["dateTime"], message: DEMO_TIME_REPLIES[read.problem] }],
    })
  }
  return read.date.getTime()
}

async function contactZone(db: DB, contactId: number, fallback: string) {
  const c = await db.port.first<{ phone: string; address: string }>(
    "SELECT phone, address FROM contacts WHERE id = ?1",
    [contactId]
  )
  if (!c) throw notFound("Contact")
  return calleeTimeZone(c) ?? fallback
}

const changed = (ctx: Ctx, contactId: number) => {
  ctx.events.emit({ type: "contact_updated", contactIds: [contactId] })
  ctx.events.emit({ type: "call_updated" })
}

export async function createCallback(ctx: Ctx, body: CallbackCreate) {
  const settings = await ctx.settings()
  const zone = body.timeZone ?? (await contactZone(ctx.db, body.contactId, settings.timezone))
  const due = readTime(ctx, body.dateTime, zone)
  const now = ctx.clock.now()
  const out = await batchNamed(ctx.db.port, {
    replaced: {
      sql: `UPDATE callbacks SET state = 'cancelled', outcome = 'replaced', updated_at = ?2
        WHERE contact_id = ?1 AND state = 'scheduled'`,
      params: [body.contactId, now],
    },
    inserted: typed<{ id: number }>({
      sql: `INSERT INTO callbacks (contact_id, due_at, reason, source, state, callee_tz, created_at, updated_at)
        SELECT id, ?2, ?3, 'operator', 'scheduled', ?4, ?5, ?5 FROM contacts WHERE id = ?1 RETURNING id`,
      params: [body.contactId, due, body.reason ?? "", zone, now],
    }),
  })
  const id = out.inserted[0]?.id
  if (!id) throw notFound("Contact")
  changed(ctx, body.contactId)
  return readOne(ctx, Number(id))
}

/** Moves a waiting callback (a dialled or done one is history: 409). */
export async function updateCallback(ctx: Ctx, id: number, body: CallbackUpdate) {
  const current = await readOne(ctx, id)
  if (current.state !== "scheduled") {
    throw new AppError("callback_not_waiting", 409, "This callback was already called or dropped; add a new one.")
  }
  const zone = body.timeZone ?? current.timeZone
  const due = readTime(ctx, body.dateTime, zone)
  const res = await ctx.db.port.run(
    `UPDATE callbacks SET due_at = ?2, callee_tz = ?3, reason = coalesce(?4, reason), updated_at = ?5
     WHERE id = ?1 AND state = 'scheduled'`,
    [id, due, zone, body.reason ?? null, ctx.clock.now()]
  )
  if (!res.changes) throw new AppError("callback_not_waiting", 409, "This callback is being called right now.")
  changed(ctx, current.contactId)
  return readOne(ctx, id)
}

/** Drops a waiting callback; the contact is then called by its campaigns as before. */
export async function removeCallback(ctx: Ctx, id: number) {
  const current = await readOne(ctx, id)
  if (current.state !== "scheduled") {
    throw new AppError("callback_not_waiting", 409, "This callback was already called or dropped.")
  }
  await ctx.db.port.run(
    "UPDATE callbacks SET state = 'cancelled', outcome = 'dropped', updated_at = ?2 WHERE id = ?1 AND state = 'scheduled'",
    [id, ctx.clock.now()]
  )
  changed(ctx, current.contactId)
}
