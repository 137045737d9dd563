/**
 * The operator's view of notification_logs: newest first, a page at a time, and what is unread.
 * "Read" is one watermark (state "notifications_read_upto"): everything up to the last "Mark all as read" is read, so
 * marking costs one write however many rows there are, and counting the unread is a rowid range.
 */
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import type { NotificationView } from "../../schemas/api-routes/notifications"
import type { NotificationStatus, NotificationType } from "../../schemas/notifications"
import { raiseStateStatement, stateSql } from "../../settings/state-store"
import { recipientsOf } from "./deliver-notification"

interface Row {
  id: number
  type: string
  contact_id: number | null
  call_id: number | null
  message: string
  details: string | null
  recipients: string
  status: string
  error: string | null
  created_at: number
}

const toView = (r: Row, readUpTo: number): NotificationView => ({
  id: r.id,
  type: r.type as NotificationType,
  contactId: r.contact_id,
  callId: r.call_id,
  message: r.message,
  details: r.details,
  recipients: recipientsOf(r.recipients),
  status: r.status as NotificationStatus,
  error: r.error,
  createdAt: new Date(r.created_at).toISOString(),
  read: r.id <= readUpTo,
})

const READ_UPTO_SQL = `coalesce(CAST(${stateSql("notifications_read_upto")} AS INTEGER), 0)`

export async function listNotifications(db: DB, q: { limit: number; before?: number }) {
  // One round trip: the page (one more row tells whether there is a next), the watermark, the count.
  const { rows, meta } = await batchNamed(db.port, {
    rows: typed<Row>({
      sql: `SELECT id, type, contact_id, call_id, message, details, recipients, status, error, created_at
            FROM notification_logs WHERE id < ?1 ORDER BY id DESC LIMIT ?2`,
      params: [q.before ?? Number.MAX_SAFE_INTEGER, q.limit + 1],
    }),
    meta: typed<{ read_upto: number; unread: number }>({
      sql: `SELECT ${READ_UPTO_SQL} AS read_upto,
                   (SELECT count(*) FROM notification_logs WHERE id > ${READ_UPTO_SQL}) AS unread`,
      params: [],
    }),
  })
  const page = rows.slice(0, q.limit)
  const { read_upto, unread } = meta[0]!
  return {
    notifications: page.map((r) => toView(r, read_upto)),
    unread,
    nextBefore: rows.length > q.limit ? page.at(-1)!.id : null,
  }
}

/** Everything up to `upTo` (default: the newest row) is read; the watermark never moves back. */
export async function markNotificationsRead(db: DB, upTo: number | undefined, now: number) {
  // Never past the newest row: a later one must still arrive unread.
  const { sql, params } = raiseStateStatement(
    "notifications_read_upto",
    upTo ?? null,
    now,
    "SELECT coalesce(min(coalesce(?2, max(id)), max(id)), 0) FROM notification_logs"
  )
  await db.port.run(sql, params)
  const row = await db.port.first<{ unread: number }>(
    `SELECT count(*) AS unread FROM notification_logs WHERE id > ${READ_UPTO_SQL}`
  )
  return { unread: row?.unread ?? 0 }
}
