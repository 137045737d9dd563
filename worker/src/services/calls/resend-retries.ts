import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { queueDials } from "./queue-dials"

/**
 * A queued call's message gets this long past its retry time before the cron re-sends it: the queue
 * delivers a delayed message about on time, so only a lost one (or one from a restarted local queue)
 * is this late. It is also how long a re-sent message has before it is sent once more.
 */
export const RETRY_OVERDUE_MS = 2 * 60_000
const RESEND_PER_TICK = 50

/**
 * Cron watchdog for calls outside campaigns (Call Now; the dialer re-sends campaign calls itself,
 * dialer-tick.ts): a call still queued well after its retry time, or created long ago and never
 * claimed (a worker died between storing it and dialling it), lost its place-call message, and it
 * would hold the contact (409 call_in_progress) and a concurrency slot for good. Its retry time is
 * moved on first, in the statement that picks it, so the next ticks leave the re-sent message its
 * time, and a crash after this update only delays the re-send by RETRY_OVERDUE_MS. Sending a call
 * that is also still on its way is harmless: the consumer claims the call (queued → calling) before
 * it dials, so one delivery dials and the other finds it claimed.
 */
export async function resendOverdueRetries(db: DB, env: Env, now: number) {
  const rows = await db.port.all<{ id: number }>(
    `UPDATE calls SET retry_at = ?1 + ?2
     WHERE id IN (
       SELECT id FROM calls
       WHERE status = 'queued' AND campaign_id IS NULL AND coalesce(retry_at, created_at) <= ?1 - ?2
       ORDER BY id LIMIT ?3)
     RETURNING id`,
    [now, RETRY_OVERDUE_MS, RESEND_PER_TICK]
  )
  if (rows.length)
    await queueDials(
      env,
      rows.map((r) => r.id).sort((a, b) => a - b)
    )
  return rows.length
}
