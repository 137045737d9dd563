import { readSheetsState } from "../sheets/sheets-state"
import { readState } from "../../settings/state-store"
import type { Ctx } from "../../context/ctx"
import { notificationEnabled, recordNotification } from "./record-notification"

/** A lead search failed (Google refused the key, the maps kept failing, ...): a system error. */
export function notifyJobFailed(ctx: Ctx, job: { id: number; label: string; error: string | null }) {
  const reason = job.error ?? "The search failed."
  return recordNotification(ctx, {
    type: "system_error",
    dedupeKey: `system_error:scraping_job:${job.id}`,
    message: `Lead search failed: ${job.label}: ${reason}`,
    details: `Search: ${job.label}\nReason: ${reason}\nWhat it found before failing is kept on the Scraping tab.`,
  })
}

/**
 * Google refused a Sheets sync (the sheet is not shared, the URL is wrong, the key is revoked, a
 * request it will not take): the rows wait until the operator acts. One notification per refusal
 * and spreadsheet since the last sync that went through: the cron retries a refused sync every 15
 * minutes and Force Sync Now may be pressed again, neither of which is news; a refusal after a
 * successful sync is.
 */
export function notifySheetsRefused(
  ctx: Ctx,
  refusal: { spreadsheetId: string; error: string; lastSyncAt: number | null }
) {
  return recordNotification(ctx, {
    type: "system_error",
    dedupeKey: `system_error:sheets:${refusal.spreadsheetId}:${refusal.lastSyncAt ?? 0}:${refusal.error}`,
    message: `Google Sheets sync failed: ${refusal.error}`,
    details:
      `Spreadsheet: ${refusal.spreadsheetId}\nReason: ${refusal.error}\n` +
      "The rows wait and are sent once this is fixed (Force Sync Now on the Sheets page).",
  })
}

const HOUR_MS = 3_600_000

/** The dead-letter queues' jobs that end in a system error (their own state says nothing else). */
export type DeadLetteredJob =
  | { type: "automation-advance"; runId: number }
  | { type: "sheets-sync" }
  | { type: "calendar-sync" }

/**
 * A job's message kept failing until the queue gave up on it. Nothing is lost (the cron advances
 * running automation runs and syncs waiting rows), but something keeps failing: at most one
 * notification per job (a run, the sync) per hour, however many of its messages land there.
 */
export async function notifyDeadLettered(ctx: Ctx, job: DeadLetteredJob) {
  if (!(await notificationEnabled(ctx, "system_error"))) return null
  const hour = Math.floor(ctx.clock.now() / HOUR_MS)
  if (job.type === "automation-advance") {
    const run = await ctx.db.port.first<{ location: string }>("SELECT location FROM automation_runs WHERE id = ?1", [
      job.runId,
    ])
    const what = run ? `AI Automation run for ${run.location}` : `AI Automation run #${job.runId}`
    return recordNotification(ctx, {
      type: "system_error",
      dedupeKey: `system_error:dead_letter:automation-advance:${job.runId}:${hour}`,
      message: `Background job failed: ${what} could not be carried on after repeated attempts.`,
      details:
        `Run: #${job.runId}${run ? ` (${run.location})` : ""}\n` +
        "The cron keeps advancing running runs every minute; check the run on the AI Automation page.",
    })
  }
  if (job.type === "calendar-sync") {
    const { error } = await readState(ctx.db, "google_calendar_connection")
    return recordNotification(ctx, {
      type: "system_error",
      dedupeKey: `system_error:dead_letter:calendar-sync:${hour}`,
      message: `Background job failed: Google Calendar sync kept failing.${error ? ` ${error}` : ""}`,
      details:
        (error ? `Last error: ${error}\n` : "") +
        "The demos wait and the cron asks for a sync again; see the Demo Calendar page for what is waiting.",
    })
  }
  const { error } = await readSheetsState(ctx.db)
  return recordNotification(ctx, {
    type: "system_error",
    dedupeKey: `system_error:dead_letter:sheets-sync:${hour}`,
    message: `Background job failed: Google Sheets sync kept failing.${error ? ` ${error}` : ""}`,
    details:
      (error ? `Last error: ${error}\n` : "") +
      "The rows wait and the cron asks for a sync again; see the Sheets page for what is waiting.",
  })
}
