/**
 * The settings' "maps queries per hour" (SPEC §2.10, 100-1000, default 500) is a hard budget across
 * jobs: billed requests are counted per clock hour in D1, a step checks the hour's count before its
 * request, and a job that finds the budget spent waits for the next hour, visibly.
 */
import type { DB } from "../../db/client"
import type { ScrapingUsage } from "../../schemas/api-routes/scraping"
import { startOfZonedDay } from "../../lib/zoned-time"

const HOUR_MS = 3_600_000
export const hourOf = (now: number) => Math.floor(now / HOUR_MS) * HOUR_MS
export const nextHour = (now: number) => hourOf(now) + HOUR_MS

/** The statement that counts `n` billed requests costing `usd` in the current hour (for a batch). */
export const countRequestsStatement = (now: number, n: number, usd = 0) => ({
  sql: `INSERT INTO maps_usage (hour, requests, cost) VALUES (?, ?, ?)
        ON CONFLICT (hour) DO UPDATE SET requests = requests + excluded.requests, cost = cost + excluded.cost`,
  params: [hourOf(now), n, usd],
})

export async function readUsage(
  db: DB,
  now: number,
  opts: { perHour: number; timeZone: string; provider: ScrapingUsage["provider"] }
): Promise<ScrapingUsage> {
  const hour = hourOf(now)
  // In a half-hour zone the hour bucket holding local midnight is left out of the day's count.
  const dayStart = startOfZonedDay(now, opts.timeZone)
  const row = await db.port.first<{ hourUsed: number | null; dayUsed: number | null }>(
    `SELECT (SELECT requests FROM maps_usage WHERE hour = ?1) AS hourUsed,
            (SELECT sum(requests) FROM maps_usage WHERE hour >= ?2 AND hour <= ?1) AS dayUsed`,
    [hour, dayStart]
  )
  return {
    hour: { used: row?.hourUsed ?? 0, limit: opts.perHour, resetsAt: new Date(nextHour(now)).toISOString() },
    day: { used: row?.dayUsed ?? 0, limit: opts.perHour * 24 },
    provider: opts.provider,
  }
}
