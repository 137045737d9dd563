/**
 * Writes one notification_logs row per event (SPEC §3), when its kind is enabled, and hands it to
 * the e-mail provider. Events come from webhooks, queue messages and the cron, all of which may be
 * redelivered: the row's dedupe key makes the write happen once. Never throws into its caller: a
 * call's result or a job's end must not fail because the operator could not be told about it.
 */
import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { enqueue } from "../../jobs/enqueue"
import type { LiveEvent } from "../../../../party/events"
import { makeProviders } from "../../providers"
import { NOTIFICATION_SETTING, type NotificationType } from "../../schemas/notifications"
import type { Settings } from "../../settings/registry"

export interface NotifyContext {
  db: DB
  env: Env
  /** The caller's settings, read at most once (lazySettings). */
  settings: () => Promise<Settings>
  now: number
  /** The live channel (injected, so the writers also run outside workerd: the benches). */
  publish: (event: LiveEvent) => Promise<void>
}

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
export async function notificationEnabled(ctx: NotifyContext, type: NotificationType) {
  return (await ctx.settings())[NOTIFICATION_SETTING[type]]
}

/** The row's id when it was written now; null when the kind is off, it was written before, or on error. */
export async function recordNotification(ctx: NotifyContext, n: NewNotification): Promise<number | null> {
  try {
    const settings = await ctx.settings()
    if (!settings[NOTIFICATION_SETTING[n.type]]) return null
    const recipients = settings.notification_emails
    // Only a real provider sends; the sandbox (and a deployment without an e-mail key) keeps rows "logged".
    const deliver = recipients.length > 0 && makeProviders(ctx.db, ctx.env, settings).email.mode === "real"
    const row = await ctx.db.port.first<{ id: number }>(
      `INSERT INTO notification_logs (type, contact_id, call_id, message, details, recipients, status, dedupe_key, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
       ON CONFLICT (dedupe_key) DO NOTHING
       RETURNING id`,
      [
        n.type,
        n.contactId ?? null,
        n.callId ?? null,
        n.message.slice(0, MESSAGE_MAX),
        n.details?.slice(0, DETAILS_MAX) ?? null,
        recipients.join(", "),
        deliver ? "sending" : "logged",
        n.dedupeKey,
        ctx.now,
      ]
    )
    if (!row) return null
    await ctx.publish({ type: "notification_added", notificationId: row.id })
    if (deliver) {
      // If this send fails, the cron's delivery watchdog sends it (deliver-notification.ts).
      await enqueue(ctx.env, { type: "notify", notificationId: row.id }).catch((err: unknown) =>
        console.warn("notify message not sent; the cron re-sends it", err)
      )
    }
    return row.id
  } catch (err) {
    console.error(`${n.type} notification not recorded`, err)
    return null
  }
}
