/** Percent of the daily quota (Settings → Rate Limits, calls per day) used, capped at 100 (and never below 0). */
export function quotaPercent(callsToday: number | null | undefined, quota: number) {
  if (!callsToday || callsToday < 0 || quota <= 0) return 0
  return Math.min(100, (callsToday / quota) * 100)
}
