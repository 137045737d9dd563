/**
 * The outbox statements: each joins the batch that makes its change, so the event and its row to
 * append are one transaction (nothing synced that did not happen, nothing happened that is never
 * synced). Each writes nothing unless a spreadsheet is configured and its kind's auto sync is on,
 * and at most once per event (the row key is unique): a replayed webhook adds nothing.
 */
import { sql } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import type { SqlStatement } from "../../db/sql/sql-port"
import { type RunMode, runModeOf } from "../../providers/provider-mode"
import { stateJson } from "../../settings/state-store"
import type { SheetsUpdateKind } from "../../schemas/sheets"

type AutoSyncFlag = "callResults" | "demoScheduling" | "contactUpdates"

/**
 * The configured sheet exists and the flag is on (read from the stored config in the same
 * statement; NULL, so nothing is written, while no config is saved).
 */
const enabled = (flag: AutoSyncFlag) =>
  `(${stateJson("sheets_config", "$.spreadsheetUrl")} <> ''
     AND ${stateJson("sheets_config", `$.autoSync.${flag}`)} = 1)`

interface CallEvent {
  flag: AutoSyncFlag
  target: "call_log" | "demo"
  /** The event's row key after "call:<id>:". */
  suffix: string
  status: string
  /** Only when this holds is there an event to write. */
  when: string
}

const CALL_EVENTS: Record<Exclude<SheetsUpdateKind, "contact_updated">, CallEvent> = {
  call_result: {
    flag: "callResults",
    target: "call_log",
    suffix: "'result'",
    status: "c.result",
    when: "c.result IS NOT NULL",
  },
  demo_booked: {
    flag: "demoScheduling",
    target: "demo",
    suffix: "'demo:' || c.demo_date",
    status: "'Demo scheduled'",
    when: "c.demo_scheduled = 1 AND c.demo_date IS NOT NULL",
  },
  demo_cancelled: {
    flag: "demoScheduling",
    target: "demo",
    suffix: "'cancelled:' || c.demo_cancelled_at",
    status: "'Demo cancelled'",
    when: "c.demo_cancelled_at IS NOT NULL",
  },
}

export type CallEventKind = Exclude<SheetsUpdateKind, "contact_updated">
/** In the order one call's events happen (a backfill writes them so). */
export const CALL_EVENT_KINDS = Object.keys(CALL_EVENTS) as CallEventKind[]

/**
 * The outbox row (kind, target, row_key, call_id, contact_id, data) of one kind of event for each
 * call `c` matching `where`, only while that kind's auto sync is on. `at` is the SQL of the event's
 * time as the sheet's Time column shows it.
 */
export function callEventSelect(kind: CallEventKind, where: string, at: string) {
  const e = CALL_EVENTS[kind]
  return `SELECT '${kind}' AS kind, '${e.target}' AS target, ${callEventKey(kind)} AS row_key,
                 c.id AS call_id, c.contact_id,
                 json_object('businessName', coalesce(k.business_name, ''), 'phone', coalesce(k.phone, ''),
                             'status', ${e.status}, 'demoDate', c.demo_date, 'result', c.result,
                             'duration', c.duration, 'summary', c.summary, 'voicemailMessage', c.voicemail_message,
                             'at', ${at}) AS data
          FROM calls c LEFT JOIN contacts k ON k.id = c.contact_id
          WHERE ${where} AND c.is_test = 0 AND ${e.when} AND ${enabled(e.flag)}`
}

/** The row key of call `c`'s event of this kind ("call:42:result"): unique, so each event is one row. */
export const callEventKey = (kind: CallEventKind) => `'call:' || c.id || ':' || ${CALL_EVENTS[kind].suffix}`

/** Whether call `c`'s event of this kind happened (whatever the auto-sync flags say). */
export const callEventHappened = (kind: CallEventKind) => CALL_EVENTS[kind].when

/**
 * The outbox rows of call `callId`'s events of these kinds, as the call stands once the batch's
 * change is made: one statement however many kinds (an end-of-call report asks for its result and
 * its demo, if one was booked).
 */
export function callOutboxStatement(
  kinds: CallEventKind | readonly CallEventKind[],
  callId: number,
  now: number,
  /** The sheets provider's mode when the caller knows it (no stamping round trip after the batch). */
  mode: RunMode | null = null
): SqlStatement {
  const events = (typeof kinds === "string" ? [kinds] : kinds).map((kind) => callEventSelect(kind, "c.id = ?1", "?2"))
  return {
    sql: `INSERT INTO sheets_outbox (kind, target, row_key, call_id, contact_id, data, created_at, mode)
          SELECT kind, target, row_key, call_id, contact_id, data, ?2, ?3 FROM (${events.join(" UNION ALL ")}) WHERE true
          ON CONFLICT (row_key) DO NOTHING
          RETURNING id`,
    params: [callId, now, mode],
  }
}

/**
 * The outbox rows of an edit of one contact or of several (Bulk Update Status), one row per contact,
 * written only with contact updates on, as a drizzle query: it joins the edit's `db.batch([...])`,
 * whose update is a typed drizzle query. The row key carries the contact's new updated_at, so each
 * edit is one row and a replayed statement adds none. Binds 3 values however many contacts (the ids
 * go as one JSON array), so one statement covers a whole bulk edit under D1's 100.
 */
export const contactOutboxQuery = (db: DB, contactIds: readonly number[], now: number) =>
  db.all<[number]>(sql`
    INSERT INTO sheets_outbox (kind, target, row_key, contact_id, data, created_at)
    SELECT 'contact_updated', 'call_log', 'contact:' || k.id || ':' || k.updated_at, k.id,
           json_object('businessName', k.business_name, 'phone', k.phone, 'status', k.status,
                       'address', k.address, 'at', ${now}),
           ${now}
    FROM contacts k
    WHERE k.id IN (SELECT value FROM json_each(${JSON.stringify(contactIds)}))
      AND ${sql.raw(enabled("contactUpdates"))}
    ORDER BY k.id
    ON CONFLICT (row_key) DO NOTHING
    RETURNING id`)

/** Ask for a sync. Never throws: the cron's "sheets sync" step finds pending rows within a minute anyway. */
export async function enqueueSheetsSync(ctx: Pick<Ctx, "queue">, delaySeconds = 0) {
  try {
    await ctx.queue.send({ type: "sheets-sync" }, { delaySeconds })
  } catch (err) {
    console.warn("sheets-sync not sent; the cron syncs within a minute", err)
  }
}

/** What asking for a sync needs (contacts.service passes it beside its db). */
export type SheetsSyncCtx = Pick<Ctx, "db" | "providers" | "queue">

/** An outbox row's id from a RETURNING row: an object from the SQL port, a value list from drizzle's `all`. */
const idOf = (row: unknown) => Number(Array.isArray(row) ? row[0] : (row as { id?: unknown } | null)?.id)

/**
 * Stamps rows just written with the sheets provider they were written under (real Google or the
 * sandbox sheet): the sync appends only its own mode's rows, so a key removed or added later never
 * sends real rows to the sandbox sheet or simulated ones to Google. Never throws: a row left
 * unstamped (D1 failing here, no provider configured yet) takes the mode of the first sync that sees it.
 */
async function stampMode(ctx: SheetsSyncCtx, ids: readonly number[]) {
  try {
    const mode = runModeOf((await ctx.providers()).sheets)
    if (!mode) return
    await ctx.db.port.run(
      "UPDATE sheets_outbox SET mode = ?2 WHERE id IN (SELECT value FROM json_each(?1)) AND mode IS NULL",
      [JSON.stringify(ids), mode]
    )
  } catch (err) {
    console.warn("sheets outbox rows not stamped; the next sync stamps them", err)
  }
}

/**
 * After a batch that may have written outbox rows (their RETURNING ids): stamp them with the mode
 * they were written under, then sync now, not at the next minute.
 */
export async function requestSheetsSync(ctx: SheetsSyncCtx, wrote: readonly unknown[][]) {
  if (!wrote.some((rows) => rows.length)) return
  const ids = wrote.flat().map(idOf).filter(Number.isInteger)
  if (ids.length) await stampMode(ctx, ids)
  await enqueueSheetsSync(ctx)
}
