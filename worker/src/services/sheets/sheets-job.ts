/**
 * The `sheets-sync` job and the cron's look for waiting rows. A sync that cannot run now (no
 * spreadsheet or key yet, another sync holding the lease) acknowledges: the rows wait in D1 and
 * the cron asks again. Google asking to slow down or being down retries after its delay; a refusal
 * the operator must fix (access, a wrong URL) is kept for the status and retried every 15 minutes.
 */
import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { AppError } from "../../lib/errors"
import { publish } from "../../live/publish"
import { loadProviders, providerOrNull, type Providers } from "../../providers"
import { type RunMode, runModeOf } from "../../providers/provider-mode"
import { spreadsheetIdFrom } from "../../schemas/sheets"
import type { Settings } from "../../settings/registry"
import { notifyContext } from "../notifications/notify-context"
import { readSheetsConfig } from "./sheets-config"
import { enqueueSheetsSync } from "./sheets-outbox"
import { readSheetsState } from "./sheets-state"
import { type SyncContext, syncOutbox } from "./sheets-sync"

export const RETRY_REFUSED_AFTER_MS = 15 * 60_000

/**
 * The SyncContext of a sync run by the worker (the queue's job, Force Sync Now): live events through
 * the live room, refusals recorded as notifications. syncOutbox stays free of both for the bench.
 */
export function workerSyncContext(
  db: DB,
  env: Env,
  sync: Pick<SyncContext, "now" | "provider" | "config" | "maxRequests">,
  settings: Settings
): SyncContext {
  return {
    db,
    publish: (event) => publish(env, event),
    ...sync,
    timeZone: settings.timezone,
    notify: notifyContext(db, env, sync.now(), async () => settings),
  }
}

export async function runSheetsSync(
  db: DB,
  env: Env,
  load: () => Promise<{ providers: Providers; settings: Settings }>,
  now: () => number
): Promise<{ retryAfterSeconds: number } | undefined> {
  const config = await readSheetsConfig(db)
  if (!spreadsheetIdFrom(config.spreadsheetUrl)) return
  const { providers, settings } = await load()
  const provider = providerOrNull(providers.sheets)
  if (!provider) return
  try {
    const outcome = await syncOutbox(workerSyncContext(db, env, { now, provider, config }, settings))
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
export async function syncWaitingRows(db: DB, env: Env, now: number) {
  const pending = await db.port.all<{ mode: RunMode | null }>(
    "SELECT DISTINCT mode FROM sheets_outbox WHERE status = 'pending'"
  )
  if (!pending.length) return false
  if (pending.every((r) => r.mode !== null)) {
    const mode = runModeOf((await loadProviders(db, env)).sheets)
    if (!pending.some((r) => r.mode === mode)) return false
  }
  const state = await readSheetsState(db)
  if (!state.ok && state.checkedAt !== null && state.checkedAt > now - RETRY_REFUSED_AFTER_MS) return false
  await enqueueSheetsSync(env)
  return true
}
