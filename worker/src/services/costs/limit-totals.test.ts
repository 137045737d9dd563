import { beforeAll, describe, expect, it } from "vitest"
import { port } from "../../../test/port"
import { parseSettings } from "../../settings/registry"
import { LIMIT_HOURS_SQL } from "../campaigns/dialer-sql"
import { limitsFromHour, limitsFromHours } from "./limits"
import { limitsFromTotals, limitTotalsSql } from "./limit-totals"

/**
 * Why-a-campaign-waits reads the quota and the budget from the running totals without knowing the
 * operator's zone yet; the figures must be the tick's own (hour by hour) in every zone, at any time
 * of the month, including the hours either side of a month's start.
 */
describe("the quota and budget figures from the running totals", () => {
  const start = Date.UTC(2026, 9, 20)
  beforeAll(async () => {
    await port.run("DELETE FROM calls")
    // A call every 50 minutes for 40 days, each billed a little more than the one before.
    await port.run(
      `WITH RECURSIVE k(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM k WHERE i < 40 * 24 * 6 / 5)
       INSERT INTO calls (status, vapi_call_id, cost, dialed_at, created_at, updated_at)
       SELECT 'completed', 'v' || i, 0.01 * (i % 97), ?1 + i * 3000000, ?1 + i * 3000000, ?1 FROM k`,
      [start]
    )
  })

  const zones = [
    "UTC",
    "America/New_York",
    "America/Los_Angeles",
    "Pacific/Honolulu",
    "Pacific/Kiritimati",
    "Asia/Kolkata",
    "Pacific/Pago_Pago",
  ]
  const moments = [
    Date.UTC(2026, 10, 1, 0, 30),
    Date.UTC(2026, 10, 1, 9, 10),
    Date.UTC(2026, 10, 1, 13, 59),
    Date.UTC(2026, 10, 2, 11),
    Date.UTC(2026, 10, 15, 18, 20),
    Date.UTC(2026, 10, 30, 22, 40),
    Date.UTC(2026, 11, 5),
  ]

  it("match the hourly sums in every zone, month starts included", async () => {
    for (const now of moments) {
      const { sql, params } = limitTotalsSql(now)
      const totals = await port.all<{ hour: number; placed: number; cost: number }>(sql, params as unknown[])
      const hours = await port.all<{ hour: number; placed: number; cost: number }>(LIMIT_HOURS_SQL, [
        limitsFromHour(now),
      ])
      // Flat: the stretches around now and the month's start, never the month's hours.
      expect(totals.length).toBeLessThanOrEqual(66)
      expect(totals.length).toBeGreaterThan(0)
      for (const timezone of zones) {
        const settings = parseSettings(
          new Map([
            ["timezone", timezone],
            ["voice_monthly_budget", "100"],
          ]),
          {}
        )
        const byTotals = limitsFromTotals(totals, settings, now)
        const byHours = limitsFromHours(hours, settings, now)
        const at = `${new Date(now).toISOString()} ${timezone}`
        expect(byTotals.placedToday, at).toBe(byHours.placedToday)
        expect(byTotals.voiceSpent, at).toBeCloseTo(byHours.voiceSpent, 6)
        expect(byTotals.voiceBudgetReached, at).toBe(byHours.voiceBudgetReached)
      }
    }
  })
})
