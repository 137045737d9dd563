import { callsPerHourFor } from "../../schemas/campaign-rules"

export { callsPerHourFor }

const MINUTE = 60_000

/**
 * When a campaign may place its next call: `minutesBetweenCalls` after the last one was handed to the
 * queue. The cron fires once a minute, so a campaign is never dialled faster than this.
 */
export const nextDialAt = (dispatchedAt: number, minutesBetweenCalls: number) =>
  dispatchedAt + Math.max(1, minutesBetweenCalls) * MINUTE

/** When a no-answer or busy contact may be tried again: at least the retry gap after the outcome. */
export const retryDueAt = (outcomeAt: number, retryGapMinutes: number) =>
  outcomeAt + Math.max(60, retryGapMinutes) * MINUTE

/**
 * Queue back-off for retryable provider answers (429, concurrency): 15 s doubled per delivery,
 * capped at 5 minutes, so a busy provider is not hammered and the dead-letter path comes in minutes.
 */
export function queueBackoffSeconds(attempts: number) {
  return Math.min(300, 15 * 2 ** Math.max(0, attempts - 1))
}
