import { beforeAll, describe, expect, it } from "vitest"
import { port } from "../../../test/port"
import { periodHours, periodWindow } from "../../lib/period-window"
import { parseSettings, type Settings } from "../../settings/registry"
import { type LimitHourRow, voiceLimits } from "./limits"
import { limitsFromTotals, limitTotalsSql } from "./limit-totals"

/** The figures the plain way: a month and a day of hourly rows, each counted if in today or this month. */
function limitsFromHours(rows: readonly LimitHourRow[], settings: Settings, now: number) {
  const p = periodHours(periodWindow(now, settings.timezone), now)
  const sum = (from: number, pick: (r: LimitHourRow) => number) =>
    rows.filter((r) => r.hour >= from).reduce((n, r) => n + pick(r), 0)
  return voiceLimits(
    sum(p.todayFrom, (r) => r.placed),
    sum(p.monthFrom, (r) => r.cost),
    settings
  )
}

/**
 * Why-a-campaign-waits reads the quota and the budget from the hourly rows without knowing the
 * operator's zone yet; the figures must be the tick's own (hour by hour) in every zone, at any time
 * of the month, including the hours either side of a month's start.
 */
describe("the quota and budget figures from the hourly rows", () => {
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
    // Hours summed, not running totals: a moment past the last call reads no row (its figures are 0).
    let read = 0
    for (const now of moments) {
      const { sql, params } = limitTotalsSql(now)
      const totals = await port.all<{ hour: number; placed: number; cost: number }>(sql, params as unknown[])
      const hours = await port.all<LimitHourRow>("SELECT hour, placed, cost FROM call_hourly_stats WHERE hour >= ?", [
        Math.floor(now / 3_600_000) - 32 * 24,
      ])
      // Flat: the stretches around now and the month's start, never the month's hours.
      expect(totals.length).toBeLessThanOrEqual(66)
      read += totals.length
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
    expect(read).toBeGreaterThan(0)
  })
})
