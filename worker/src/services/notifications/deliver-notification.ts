/**
 * Sends a notification row through the e-mail provider (the `notify` job) and records the answer:
 * "sent", or "failed" with the reason. Idempotent: only a row still "sending" is sent, its
 * Idempotency-Key is the row's id (the provider drops a repeat after a crash between its answer
 * and our mark), and the marks are guarded on the status.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import type { Ctx } from "../../context/ctx"

interface SendingRow {
  id: number
  message: string
  details: string | null
  recipients: string
}

export const recipientsOf = (stored: string) =>
  stored
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean)

async function mark(
  ctx: Ctx,
  id: number,
  status: "sent" | "failed" | "logged",
  error: string | null
): Promise<undefined> {
  const res = await ctx.db.port.run(
    "UPDATE notification_logs SET status = ?2, error = ?3, sent_at = ?4 WHERE id = ?1 AND status = 'sending'",
    [id, status, error?.slice(0, 500) ?? null, status === "sent" ? ctx.clock.now() : null]
  )
  if (res.changes) ctx.events.emit({ type: "notification_added", notificationId: id })
  return undefined
}

export async function deliverNotification(ctx: Ctx, id: number): Promise<{ retryAfterSeconds: number } | undefined> {
  const row = await ctx.db.port.first<SendingRow>(
    "SELECT id, message, details, recipients FROM notification_logs WHERE id = ?1 AND status = 'sending'",
    [id]
  )
  if (!row) return // sent, failed or gone: a redelivery has nothing to do
  const to = recipientsOf(row.recipients)
  if (!to.length) return mark(ctx, id, "logged", null)
  const { email } = await ctx.providers()
  // The key was removed since the row was written (no e-mail provider now): it stays here only.
  if (email.mode === "not_configured") return mark(ctx, id, "logged", null)
  const result = await email.provider.send({
    to,
    subject: row.message,
    text: row.details ?? row.message,
    idempotencyKey: `notification-${row.id}`,
  })
  switch (result.outcome) {
    case "sent":
      return mark(ctx, id, "sent", null)
    case "logged":
      // The key was removed since the row was written: it stays here only.
      return mark(ctx, id, "logged", null)
    case "failed":
      return mark(ctx, id, "failed", result.reason)
    case "retry":
      await ctx.db.port.run("UPDATE notification_logs SET error = ?2 WHERE id = ?1 AND status = 'sending'", [
        id,
        result.reason.slice(0, 500),
      ])
      return { retryAfterSeconds: result.retryAfterSeconds }
  }
}

/** Retries used up (the provider kept failing): the row is failed with the last reason. */
export async function failDeadLetteredNotification(ctx: Ctx, id: number) {
  const res = await ctx.db.port.run(
    `UPDATE notification_logs SET status = 'failed',
       error = coalesce(error, 'The e-mail could not be sent after repeated attempts.')
     WHERE id = ?1 AND status = 'sending'`,
    [id]
  )
  if (res.changes) ctx.events.emit({ type: "notification_added", notificationId: id })
}

/**
 * A row still "sending" this long after it was written, with no attempt recorded (an attempt that
 * must retry records its reason), lost its message: a failed send or a worker that died.
 */
export const RESEND_AFTER_MS = 10 * 60_000
/** After this, a lost row is failed rather than sent a day late. */
export const GIVE_UP_AFTER_MS = 24 * 3600_000

/** The cron's watchdog: re-sends the notify message of rows whose message was lost. */
/**
 * For the cron's first read (jobs/cron.ts): a row when some e-mail has been "sending" longer than
 * RESEND_AFTER_MS (every row the pass below gives up on is older still).
 */
export const stuckNotificationsDue = (ctx: Ctx): SqlStatement => ({
  sql: "SELECT 1 AS one FROM notification_logs WHERE status = 'sending' AND created_at < ?1 LIMIT 1",
  params: [ctx.clock.now() - RESEND_AFTER_MS],
})

export async function resendStuckNotifications(ctx: Ctx) {
  const { db } = ctx
  const now = ctx.clock.now()
  await db.port.run(
    `UPDATE notification_logs SET status = 'failed', error = 'The e-mail was not sent within a day.'
     WHERE status = 'sending' AND created_at < ?1`,
    [now - GIVE_UP_AFTER_MS]
  )
  const stuck = await db.port.all<{ id: number }>(
    `SELECT id FROM notification_logs
     WHERE status = 'sending' AND error IS NULL AND created_at < ?1 ORDER BY id LIMIT 50`,
    [now - RESEND_AFTER_MS]
  )
  for (const { id } of stuck) await ctx.queue.send({ type: "notify", notificationId: id })
  return stuck.length
}
