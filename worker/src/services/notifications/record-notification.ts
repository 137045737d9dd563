/**
 * Writes one notification_logs row per event (SPEC §3), when its kind is enabled, and hands it to
 * the e-mail provider. Events come from webhooks, queue messages and the cron, all of which may be
 * redelivered: the row's dedupe key makes the write happen once. Never throws into its caller: a
 * call's result or a job's end must not fail because the operator could not be told about it.
 */
import type { Ctx } from "../../context/ctx"
import type { SqlStatement } from "../../db/sql/sql-port"
import { scrubSecrets } from "../../lib/secret-scrub"
import { NOTIFICATION_SETTING, type NotificationType } from "../../schemas/notifications"

export interface NewNotification {
  type: NotificationType
  /** What makes this event this event ("call_result:call:42"): a second write with it is a no-op. */
  dedupeKey: string
  message: string
  details?: string | null
  contactId?: number | null
  callId?: number | null
}

const MESSAGE_MAX = 300
const DETAILS_MAX = 4000

/** Is this kind on? Callers check first when building the message costs a read. */
export async function notificationEnabled(ctx: Ctx, type: NotificationType) {
  return (await ctx.settings())[NOTIFICATION_SETTING[type]]
}

/** Where a notification goes: a real e-mail provider and recipients make it "sending", else "logged". */
export async function deliveryOf(ctx: Ctx) {
  const recipients = (await ctx.settings()).notification_emails
  // Only a real provider sends; the sandbox (and a deployment without an e-mail key) keeps rows "logged".
  const deliver = recipients.length > 0 && (await ctx.providers()).email.mode === "real"
  return { recipients, deliver }
}

/**
 * The row's insert, for a batch that writes it beside the change it tells of (RETURNING id when it
 * is new; the dedupe key makes a replay a no-op). The caller checked that the kind is on.
 */
export function notificationStatement(
  n: NewNotification,
  delivery: Awaited<ReturnType<typeof deliveryOf>>,
  now: number
): SqlStatement {
  return {
    sql: `INSERT INTO notification_logs (type, contact_id, call_id, message, details, recipients, status, dedupe_key, created_at)
          VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
          ON CONFLICT (dedupe_key) DO NOTHING
          RETURNING id`,
    params: [
      n.type,
      n.contactId ?? null,
      n.callId ?? null,
      // Scrubbed here, where every notification is written: a call's error or a job's failure may
      // quote a provider that echoed our request, and the row is shown and e-mailed as it is.
      scrubSecrets(n.message).slice(0, MESSAGE_MAX),
      n.details ? scrubSecrets(n.details).slice(0, DETAILS_MAX) : null,
      delivery.recipients.join(", "),
      delivery.deliver ? "sending" : "logged",
      n.dedupeKey,
      now,
    ],
  }
}

/** After the row is written: the screens hear of it, and a "sending" row goes to the notify queue. */
export async function announceNotification(ctx: Ctx, id: number, deliver: boolean) {
  ctx.events.emit({ type: "notification_added", notificationId: id })
  if (!deliver) return
  // If this send fails, the cron's delivery watchdog sends it (deliver-notification.ts).
  await ctx.queue
    .send({ type: "notify", notificationId: id })
    .catch((err: unknown) => console.warn("notify message not sent; the cron re-sends it", err))
}

/** The row's id when it was written now; null when the kind is off, it was written before, or on error. */
export async function recordNotification(ctx: Ctx, n: NewNotification): Promise<number | null> {
  try {
    if (!(await notificationEnabled(ctx, n.type))) return null
    const delivery = await deliveryOf(ctx)
    const statement = notificationStatement(n, delivery, ctx.clock.now())
    const row = await ctx.db.port.first<{ id: number }>(statement.sql, statement.params)
    if (!row) return null
    await announceNotification(ctx, row.id, delivery.deliver)
    return row.id
  } catch (err) {
    console.error(`${n.type} notification not recorded`, err)
    return null
  }
}
