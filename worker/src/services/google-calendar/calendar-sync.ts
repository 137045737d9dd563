/**
 * Makes the operator's calendar follow the calendar outbox: for each row whose `seq` is ahead of
 * `synced_seq`, the call's event is created, patched or deleted so that it matches the call as it
 * now stands. Every demo is on the calendar exactly once:
 * - One sync at a time (a lease), so two overlapping syncs never both insert or reorder a move.
 * - The event id is chosen and stored (with `attempts` raised) before the first insert is sent.
 *   A retry after a lost answer or a crash between Google's answer and our mark sends the same id,
 *   and Google answers 409: the event exists, it is patched to the current time and text, and marked.
 * - A change made while a row was being synced raised its seq past the one read: it is synced again.
 *   A move to another calendar meanwhile (calendar-move.ts) is never overwritten: what the sync
 *   records is recorded only while the row still names the calendar it wrote to.
 * - Google down or asking to slow down: nothing is marked, the rows wait and the job retries after
 *   Google's delay. A refusal the operator must fix (not shared, no such calendar, a revoked key) stops
 *   the pass, is kept for the status card and becomes a system-error notification, once per refusal.
 *   A refusal of one event (400) is kept on its row and does not hold the others up.
 */
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { type RunMode } from "../../providers/provider-mode"
import { CalendarError, type CalendarProvider, newEventId } from "../../providers/calendar/calendar-provider"
import type { TextStateKey } from "../../settings/state-registry"
import { lease } from "../../settings/state-store"
import { type DemoRow, isShownDemo } from "../calendar/demo-events.service"
import { recordNotification } from "../notifications/record-notification"
import { removeOldEvent } from "./calendar-move"
import { readCalendarConfig, readCalendarConnection, updateCalendarConnection } from "./calendar-state"
import { demoEvent } from "./demo-event"

const LEASE_KEY = "calendar_sync_lease" satisfies TextStateKey
/** A sync that died keeps the lease this long; each event renews it. */
export const LEASE_MS = 2 * 60_000
/** Rows read at a time; a pass goes on until none is left (or `maxEvents`). */
const PAGE = 25

export const modeOfCalendar = (p: Pick<CalendarProvider, "kind">): RunMode => (p.kind === "google" ? "real" : "sandbox")

interface OutboxRow {
  call_id: number
  calendar_id: string
  event_id: string | null
  seq: number
  remote: "none" | "created" | "deleted"
  attempts: number
  old_calendar_id: string | null
  old_event_id: string | null
  old_error: string | null
}

type Row = OutboxRow & Partial<DemoRow> & { demo_scheduled: number | null; is_test: number | null }

export interface CalendarSyncOutcome {
  /** Rows brought in line with their call. */
  synced: number
  /** Rows still to do in this provider's mode. */
  pending: number
  /** Another sync holds the lease: it carries these rows. */
  busy: boolean
  /** Google asked to slow down or is down: try again after this. */
  retryAfterSeconds: number | null
  /** The refusal that stopped the pass (the status card shows it), or null. */
  error: string | null
}

/** Rows waiting for this mode, and the ones Google refused (kept with their reason). */
export async function calendarPendingCount(db: DB, mode: RunMode | null) {
  const row = await db.port.first<{ pending: number; failed: number }>(
    `SELECT coalesce(sum(seq > synced_seq AND (mode IS NULL OR mode = ?1)), 0) AS pending,
            coalesce(sum(error IS NOT NULL), 0) AS failed
     FROM calendar_outbox WHERE seq > synced_seq OR error IS NOT NULL`,
    [mode]
  )
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0 }
}

const ROWS_SQL = `SELECT o.call_id, o.calendar_id, o.event_id, o.seq, o.remote, o.attempts,
    o.old_calendar_id, o.old_event_id, o.old_error,
    c.id, c.contact_id, c.demo_scheduled, c.is_test, c.demo_date, c.result, c.calendar_event_id, c.campaign_id,
    c.summary, c.recording_url, c.updated_at, k.business_name, k.phone, k.address,
    p.name AS campaign_name, p.timezone AS campaign_tz
  FROM calendar_outbox o
  LEFT JOIN calls c ON c.id = o.call_id
  LEFT JOIN contacts k ON k.id = c.contact_id
  LEFT JOIN campaigns p ON p.id = c.campaign_id
  WHERE o.seq > o.synced_seq AND o.mode = ?1
  ORDER BY o.updated_at, o.call_id LIMIT ?2`

/** The call should have an event: a demo the calendar can hold (not a test call, not cancelled). */
const wantsEvent = (r: Row) => r.demo_scheduled === 1 && r.is_test === 0 && isShownDemo(r)

export async function syncCalendar(
  ctx: Ctx,
  provider: CalendarProvider,
  options: { maxEvents?: number; notify?: boolean } = {}
): Promise<CalendarSyncOutcome> {
  const { db } = ctx
  const mode = modeOfCalendar(provider)
  const out: CalendarSyncOutcome = { synced: 0, pending: 0, busy: false, retryAfterSeconds: null, error: null }
  const token = crypto.randomUUID()
  const take = lease.take(LEASE_KEY, token, ctx.clock.now(), LEASE_MS)
  if (!(await db.port.first(take.sql, take.params))) {
    return { ...out, busy: true, pending: (await calendarPendingCount(db, mode)).pending }
  }
  // Rows written while no calendar provider was configured are this provider's from now on.
  await db.port.run("UPDATE calendar_outbox SET mode = ?1 WHERE mode IS NULL AND seq > synced_seq", [mode])
  const [{ appUrl }, { timezone }, before] = await Promise.all([
    readCalendarConfig(db),
    ctx.settings(),
    readCalendarConnection(db),
  ])
  let done = 0
  let lastCalendar: string | null = null
  try {
    pages: for (;;) {
      const rows = await db.port.all<Row>(ROWS_SQL, [mode, PAGE])
      if (!rows.length) break
      for (const row of rows) {
        if (options.maxEvents !== undefined && done >= options.maxEvents) break pages
        // Renew the lease, only while it is still ours: a pass that outlived it stops here.
        const renew = lease.renew(LEASE_KEY, token, ctx.clock.now())
        if (!(await db.port.first(renew.sql, renew.params))) {
          out.busy = true
          break pages
        }
        lastCalendar = row.calendar_id
        try {
          await syncRow(ctx, provider, row, timezone, appUrl)
        } catch (err) {
          if (!(err instanceof CalendarError) || err.kind !== "invalid") throw err
          // Google will not take this event as it is: keep why on the row, go on with the others.
          await markRow(db, row, { remote: row.remote, eventId: row.event_id, error: err.message }, ctx.clock.now())
          if (options.notify) await notifyEventRefused(ctx, row, err.message)
        }
        done++
        out.synced++
      }
    }
    if (lastCalendar) {
      const now = ctx.clock.now()
      await updateCalendarConnection(
        db,
        { calendarId: lastCalendar, ok: true, error: null, checkedAt: now, lastSyncAt: now },
        now
      )
    }
  } catch (err) {
    if (!(err instanceof CalendarError)) throw err
    const now = ctx.clock.now()
    out.error = err.message
    await updateCalendarConnection(db, { calendarId: lastCalendar, ok: false, error: err.message, checkedAt: now }, now)
    if (err.kind === "rate_limited" || err.kind === "unavailable") {
      out.retryAfterSeconds = err.retryAfterSeconds ?? 60
    } else if (options.notify) {
      await notifyCalendarRefused(ctx, {
        calendarId: lastCalendar ?? "",
        error: err.message,
        lastSyncAt: before.lastSyncAt,
      })
    }
  } finally {
    const release = lease.release(LEASE_KEY, token)
    await db.port.run(release.sql, release.params)
    out.pending = (await calendarPendingCount(db, mode)).pending
    ctx.events.emit({ type: "calendar_updated" })
  }
  return out
}

async function syncRow(ctx: Ctx, provider: CalendarProvider, row: Row, zone: string, appUrl: string | null) {
  const { db } = ctx
  const cal = row.calendar_id
  // Moved here from another calendar: its event there goes first.
  await removeOldEvent(db, provider, row)
  if (wantsEvent(row)) {
    const event = demoEvent(row as DemoRow, zone, appUrl)
    let eventId = row.event_id
    if (row.remote === "created" && eventId) {
      // A demo moved (or its summary arrived): the same event, rewritten. One deleted by hand in
      // the calendar stays deleted: the operator removed it there on purpose.
      await provider.updateEvent(cal, eventId, event)
    } else {
      // Never created, or deleted by us and booked again: a deleted event's id stays taken, so a
      // rebooking gets a new one. The id and the attempt are stored before the request goes out.
      if (!eventId || row.remote === "deleted") eventId = newEventId()
      const stored = await db.port.first(
        `UPDATE calendar_outbox SET event_id = ?2, remote = 'none', attempts = attempts + 1
         WHERE call_id = ?1 AND calendar_id = ?3 RETURNING call_id`,
        [row.call_id, eventId, cal]
      )
      // Moved to another calendar since it was read: the next page writes it there.
      if (!stored) return
      const created = await provider.createEvent(cal, eventId, event)
      // 409: an earlier attempt landed (its answer or our mark was lost); make it show the demo as it is now.
      if (created === "exists") await provider.updateEvent(cal, eventId, event)
    }
    await markRow(db, row, { remote: "created", eventId, error: null }, ctx.clock.now())
    return
  }
  // No demo any more (cancelled, or the call is gone): take the event off the calendar, if it may exist.
  const mayExist = row.event_id && (row.remote === "created" || (row.remote === "none" && row.attempts > 0))
  if (mayExist) await provider.deleteEvent(cal, row.event_id!)
  await markRow(
    db,
    row,
    { remote: mayExist ? "deleted" : row.remote, eventId: row.event_id, error: null },
    ctx.clock.now()
  )
}

/**
 * Records that the row's `seq` (as read) is done, and the call's calendarEventId (the event, or null
 * once it is deleted), in one batch. A change that raised seq meanwhile keeps the row pending.
 */
async function markRow(
  db: DB,
  row: OutboxRow,
  to: { remote: OutboxRow["remote"]; eventId: string | null; error: string | null },
  now: number
) {
  const onCalendar = to.remote === "created" && to.error === null ? to.eventId : null
  await db.port.batch([
    {
      sql: `UPDATE calendar_outbox SET synced_seq = max(synced_seq, ?2), remote = ?3, event_id = ?4, error = ?5,
              attempts = 0, synced_at = ?6,
              old_calendar_id = iif(old_event_id IS NULL AND old_error IS NULL, NULL, old_calendar_id)
            WHERE call_id = ?1 AND calendar_id = ?7`,
      params: [row.call_id, row.seq, to.remote, to.eventId, to.error, now, row.calendar_id],
    },
    {
      sql: `UPDATE calls SET calendar_event_id = ?2 WHERE id = ?1 AND calendar_event_id IS NOT ?2
              AND EXISTS (SELECT 1 FROM calendar_outbox WHERE call_id = ?1 AND calendar_id = ?3)`,
      params: [
        row.call_id,
        to.error === null ? onCalendar : ((row as Partial<DemoRow>).calendar_event_id ?? null),
        row.calendar_id,
      ],
    },
  ])
}

/** The calendar refused the sync (not shared, no such calendar, a revoked key): once per refusal since the last good sync. */
function notifyCalendarRefused(ctx: Ctx, r: { calendarId: string; error: string; lastSyncAt: number | null }) {
  return recordNotification(ctx, {
    type: "system_error",
    dedupeKey: `system_error:calendar:${r.calendarId}:${r.lastSyncAt ?? 0}:${r.error}`,
    message: `Google Calendar sync failed: ${r.error}`,
    details:
      `Calendar: ${r.calendarId}\nReason: ${r.error}\n` +
      "The demos wait and are written once this is fixed (Save on the Demo Calendar page tries again at once).",
  })
}

/** Google refused one demo's event: once per demo and change. */
function notifyEventRefused(ctx: Ctx, row: Row, error: string) {
  return recordNotification(ctx, {
    type: "system_error",
    dedupeKey: `system_error:calendar_event:${row.call_id}:${row.seq}`,
    message: `Google Calendar refused the demo with ${row.business_name ?? `call ${row.call_id}`}: ${error}`,
    details: `Call: ${row.call_id}\nReason: ${error}\nThe demo is still in the app and in the calendar feed.`,
  })
}
