/**
 * The `calendar-sync` job and the cron's look for waiting rows. A sync that cannot run now (no
 * provider configured, another sync holding the lease) acknowledges: the rows wait in D1, the sync
 * holding the lease goes again for them (drainPasses), and the cron asks again. Google asking to
 * slow down or being down retries after its delay; a refusal the operator must fix is kept for the
 * status card and retried every 15 minutes (or on Save).
 */
import type { Ctx } from "../../context/ctx"
import type { SqlStatement } from "../../db/sql/sql-port"
import { drainPasses } from "../../lib/drain-passes"
import { providerOrNull } from "../../providers"
import { runModeOf } from "../../providers/provider-mode"
import { enqueueCalendarSync } from "./calendar-outbox"
import { readCalendarConnection } from "./calendar-state"
import { syncCalendar } from "./calendar-sync"

export const RETRY_REFUSED_AFTER_MS = 15 * 60_000

export async function runCalendarSync(ctx: Ctx): Promise<{ retryAfterSeconds: number } | undefined> {
  const provider = providerOrNull((await ctx.providers()).calendar)
  if (!provider) return
  const outcome = await drainPasses(() => syncCalendar(ctx, provider, { notify: true }))
  if (outcome.retryAfterSeconds !== null) return { retryAfterSeconds: outcome.retryAfterSeconds }
}

/** For the cron's first read (jobs/cron.ts): a row when some demo waits for the calendar, in any mode. */
export const waitingEventsDue = (): SqlStatement => ({
  sql: "SELECT 1 AS one FROM calendar_outbox WHERE seq > synced_seq LIMIT 1",
})

/** The cron's step: rows waiting in this provider's mode (a lost message, a finished outage) get a sync. */
export async function syncWaitingEvents(ctx: Ctx) {
  const mode = runModeOf((await ctx.providers()).calendar)
  if (!mode) return false
  const waiting = await ctx.db.port.first(
    "SELECT 1 FROM calendar_outbox WHERE seq > synced_seq AND (mode IS NULL OR mode = ?1) LIMIT 1",
    [mode]
  )
  if (!waiting) return false
  const state = await readCalendarConnection(ctx.db)
  const now = ctx.clock.now()
  if (!state.ok && state.checkedAt !== null && state.checkedAt > now - RETRY_REFUSED_AFTER_MS) return false
  await enqueueCalendarSync(ctx)
  return true
}
