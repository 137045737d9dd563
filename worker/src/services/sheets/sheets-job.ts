/**
 * The `sheets-sync` job and the cron's look for waiting rows. A sync that cannot run now (no
 * spreadsheet or key yet, another sync holding the lease) acknowledges: the rows wait in D1, the
 * sync holding the lease goes again for them (drainPasses), and the cron asks again. Google asking
 * to slow down or being down retries after its delay; a refusal the operator must fix (access, a
 * wrong URL) is kept for the status and retried every 15 minutes.
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import type { Ctx } from "../../context/ctx"
import { drainPasses } from "../../lib/drain-passes"
import { AppError } from "../../lib/errors"
import { providerOrNull } from "../../providers"
import { type RunMode, runModeOf } from "../../providers/provider-mode"
import { spreadsheetIdFrom } from "../../schemas/sheets"
import { readSheetsConfig } from "./sheets-config"
import { enqueueSheetsSync } from "./sheets-outbox"
import { readSheetsState } from "./sheets-state"
import { syncOutbox } from "./sheets-sync"

export const RETRY_REFUSED_AFTER_MS = 15 * 60_000

export async function runSheetsSync(ctx: Ctx): Promise<{ retryAfterSeconds: number } | undefined> {
  const config = await readSheetsConfig(ctx.db)
  if (!spreadsheetIdFrom(config.spreadsheetUrl)) return
  const provider = providerOrNull((await ctx.providers()).sheets)
  if (!provider) return
  try {
    const outcome = await drainPasses(() => syncOutbox(ctx, { provider, config, notify: true }))
    if (outcome.retryAfterSeconds !== null) return { retryAfterSeconds: outcome.retryAfterSeconds }
  } catch (err) {
    if (err instanceof AppError && err.code === "sheets_error") return // recorded for the status
    throw err
  }
}

/**
 * The cron's step: rows waiting (a lost message, a finished outage) get a sync. Rows kept for the
 * other mode (the sandbox sheet's while Google is set up, or the other way round) are not waiting:
 * no sync could append them.
 */
/** For the cron's first read (jobs/cron.ts): a row when some outbox row waits. */
export const waitingRowsDue = (): SqlStatement => ({
  sql: "SELECT 1 AS one FROM sheets_outbox WHERE status = 'pending' LIMIT 1",
})

export async function syncWaitingRows(ctx: Ctx) {
  const { db } = ctx
  const now = ctx.clock.now()
  const pending = await db.port.all<{ mode: RunMode | null }>(
    "SELECT DISTINCT mode FROM sheets_outbox WHERE status = 'pending'"
  )
  if (!pending.length) return false
  if (pending.every((r) => r.mode !== null)) {
    const mode = runModeOf((await ctx.providers()).sheets)
    if (!pending.some((r) => r.mode === mode)) return false
  }
  const state = await readSheetsState(db)
  if (!state.ok && state.checkedAt !== null && state.checkedAt > now - RETRY_REFUSED_AFTER_MS) return false
  await enqueueSheetsSync(ctx)
  return true
}
