/** SPEC §9: the Daily Quota Usage bar counts against 2,000 calls a day. */
export const DAILY_CALL_QUOTA = 2000

/** Percent of the daily quota used, capped at 100 (and never below 0). */
export function quotaPercent(callsToday: number | null | undefined, quota: number = DAILY_CALL_QUOTA) {
  if (!callsToday || callsToday < 0 || quota <= 0) return 0
  return Math.min(100, (callsToday / quota) * 100)
}
