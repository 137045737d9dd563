/**
 * A contact's drawer (issue 38): the contact, a page of its calls with what they said, and the demos
 * it booked, in ONE D1 round trip. Every statement is an index range on the contact: the contact by
 * its primary key, its calls newest first along calls_contact_id_idx (contact_id, id) from `before`,
 * and its demos along the same index, so a contact with a long history costs one page, not its history.
 */
import type { DB } from "../db/client"
import { batchNamed, typed } from "../db/sql/batch-named"
import { notFound } from "../lib/errors"
import type { ContactTimeline, TimelineCall, TimelineDemo } from "../schemas/contacts-api"
import type { ContactTimelineQuery } from "../schemas/contacts"
import { calleeTimeZone } from "./campaigns/callee-time"
import { toCallItem } from "./calls/calls-read.service"
import { ITEM_COLUMNS, type SqlQuery } from "./calls/calls-sql"
import { httpsUrlOrNull } from "./calls/recording-url"
import { type PageRow, toItem } from "./contacts-list"
import { CONTACT_ITEM_COLUMNS } from "./contacts-query"

/** The demos shown: a contact books one or two; a few more cover a moved or rebooked one. */
export const TIMELINE_DEMOS = 5

type Row = Record<string, unknown>

export function timelineSql(contactId: number, q: ContactTimelineQuery): SqlQuery[] {
  return [
    { sql: `SELECT ${CONTACT_ITEM_COLUMNS} FROM contacts p WHERE p.id = ?1`, params: [contactId] },
    {
      // One row past the page says whether older calls remain.
      sql: `SELECT ${ITEM_COLUMNS}, k.transcript, k.summary, k.recording_url AS recordingUrl, k.ended_reason AS endedReason
FROM calls k WHERE k.contact_id = ?1 AND k.id < ?2 ORDER BY k.id DESC LIMIT ?3`,
      params: [contactId, q.before ?? Number.MAX_SAFE_INTEGER, q.limit + 1],
    },
    {
      // The contact's own calls, not calls_demo_date_idx's range over every demo of every contact.
      sql: `SELECT k.id AS callId, k.demo_date AS demoDate, k.calendar_event_id AS calendarEventId
FROM calls k INDEXED BY calls_contact_id_idx WHERE k.contact_id = ?1 AND k.demo_scheduled = 1 AND k.demo_date IS NOT NULL AND k.is_test = 0
ORDER BY k.demo_date DESC LIMIT ?2`,
      params: [contactId, TIMELINE_DEMOS],
    },
  ]
}

const str = (v: unknown) => (typeof v === "string" ? v : null)

function toTimelineCall(r: Row): TimelineCall {
  return {
    ...toCallItem(r),
    transcript: str(r.transcript),
    summary: str(r.summary),
    recordingUrl: httpsUrlOrNull(str(r.recordingUrl)),
    endedReason: str(r.endedReason),
  }
}

/** GET /api/contacts/:id/timeline; a 404 when the contact does not exist (any more). */
export async function contactTimeline(db: DB, contactId: number, q: ContactTimelineQuery): Promise<ContactTimeline> {
  const [contactSql, callsSql, demosSql] = timelineSql(contactId, q)
  const { contactRows, callRows, demoRows } = await batchNamed(db.port, {
    contactRows: typed<PageRow>(contactSql!),
    callRows: typed<Row>(callsSql!),
    demoRows: typed<Row>(demosSql!),
  })
  const row = contactRows[0]
  if (!row) throw notFound("Contact")
  const contact = toItem(row)
  const page = callRows.slice(0, q.limit)
  return {
    contact: {
      ...contact,
      createdAt: contact.createdAt.toISOString(),
      updatedAt: contact.updatedAt.toISOString(),
      lastCall: contact.lastCall && { ...contact.lastCall, createdAt: contact.lastCall.createdAt.toISOString() },
    },
    calleeTimeZone: calleeTimeZone(contact),
    calls: page.map(toTimelineCall),
    nextBefore: callRows.length > q.limit ? (page.at(-1)!.id as number) : null,
    demos: demoRows.map((d): TimelineDemo => ({
      callId: d.callId as number,
      demoDate: new Date(d.demoDate as number).toISOString(),
      calendarEventId: str(d.calendarEventId),
    })),
  }
}
