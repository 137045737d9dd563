import { type NotifyContext, recordNotification } from "./record-notification"

/** A lead search failed (Google refused the key, the maps kept failing, ...): a system error. */
export function notifyJobFailed(ctx: NotifyContext, job: { id: number; label: string; error: string | null }) {
  const reason = job.error ?? "The search failed."
  return recordNotification(ctx, {
    type: "system_error",
    dedupeKey: `system_error:scraping_job:${job.id}`,
    message: `Lead search failed: ${job.label}: ${reason}`,
    details: `Search: ${job.label}\nReason: ${reason}\nWhat it found before failing is kept on the Scraping tab.`,
  })
}
