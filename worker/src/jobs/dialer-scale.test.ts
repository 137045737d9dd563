import { beforeAll, describe, expect, it } from "vitest"
import { recordingQueue, resetAll, setSetting, testEnv } from "../../test/dialer-fixtures"
import { port as testPort } from "../../test/port"
import { createDb } from "../db/client"
import type { SqlPort } from "../db/sql/sql-port"
import { runDialerTick } from "../services/campaigns/dialer-tick"
import { testCtx } from "../../test/ctx"

/*
 * The benchmark shape: one cron tick with 1,000 running campaigns over 100,000 queued
 * contacts. The tick's database round trips and statements must not grow with contacts or campaigns.
 * Timings are not asserted here: they belong to the benchmark (bench/).
 */

// Tuesday 2026-03-03 01:00 New York: inside every campaign's 00:01-06:00 window.
const NOW = Date.parse("2026-03-03T06:00:00Z")

const ROUND_TRIPS = new Set<string | symbol>(["all", "first", "run", "values", "batch"])

/**
 * The SQL port with every call counted. Every query, raw or drizzle's, goes through the port, and
 * each all / first / run / values / batch call is one round trip: a lone first() counts as much as a
 * batch. Statements are one per call, or the batch's length.
 */
function countingPort(inner: SqlPort = testPort) {
  const n = { roundTrips: 0, statements: 0 }
  const port = new Proxy(inner, {
    get(target, prop) {
      const value = Reflect.get(target, prop, target) as unknown
      if (!ROUND_TRIPS.has(prop) || typeof value !== "function") return value
      return (...args: unknown[]) => {
        n.roundTrips++
        n.statements += prop === "batch" ? (args[0] as unknown[]).length : 1
        return value.apply(target, args)
      }
    },
  })
  return { port, n }
}

async function seed(campaignCount: number, perCampaign: number) {
  await resetAll()
  await setSetting("calls_per_minute", "10")
  const contacts = campaignCount * perCampaign
  await testPort.run(
    `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?1)
     INSERT INTO contacts (id, business_name, phone, address, category, source, status, created_at, updated_at)
     SELECT i, 'Business ' || i, '+1' || (200 + i % 700) || printf('%07d', i), '', 'Dentist', 'bench', 'ready', 0, 0 FROM s`,
    [contacts]
  )
  await testPort.run(
    `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?1)
     INSERT INTO campaigns (id, name, status, calls_per_hour, minutes_between_calls, selected_contacts, start_time,
       end_time, work_days, timezone, total_contacts, created_at, updated_at)
     SELECT i, 'Campaign ' || i, 'running', 30, 2, '[]', '00:01', '06:00',
       '["sunday","monday","tuesday","wednesday","thursday","friday","saturday"]', 'America/New_York', ?2, 0, 0 FROM s`,
    [campaignCount, perCampaign]
  )
  // Zones as the API would store them: a quarter unknown, the rest by area code.
  await testPort.run(
    `INSERT INTO campaign_contacts (campaign_id, contact_id, position, callee_tz, state, due_at)
     SELECT (id - 1) / CAST(?1 AS INTEGER) + 1, id, (id - 1) % CAST(?1 AS INTEGER),
       CASE id % 4 WHEN 0 THEN '' WHEN 1 THEN 'America/New_York' WHEN 2 THEN 'America/Chicago' ELSE 'America/Denver' END,
       'pending', 0
     FROM contacts`,
    [perCampaign]
  )
}

async function measuredTick(now: number) {
  const { port, n } = countingPort()
  const q = recordingQueue()
  const result = await runDialerTick(testCtx({ db: createDb(port), env: testEnv(q), now }))
  return { ...n, reported: result.roundTrips, dispatched: result.dispatched.length, sent: q.sent.length }
}

describe("dialer tick at scale", () => {
  it("counts every call at the port, a lone first() included", async () => {
    const { port, n } = countingPort()
    await port.first("SELECT 1 AS one")
    await port.batch([{ sql: "SELECT 1" }, { sql: "SELECT 2" }])
    await createDb(port).query.settings.findFirst()
    expect(n).toEqual({ roundTrips: 3, statements: 4 })
  })

  let small: Awaited<ReturnType<typeof measuredTick>>
  beforeAll(async () => {
    await seed(2, 5)
    small = await measuredTick(NOW)
  })

  it(
    "makes the same round trips and statements for 1,000 campaigns and 100k contacts",
    { timeout: 120_000 },
    async () => {
      await seed(1000, 100)
      const first = await measuredTick(NOW)
      // The first calls ended: the next tick settles them and hands out the next ten.
      await testPort.run("UPDATE calls SET status = 'completed', result = 'no answer'")
      const second = await measuredTick(NOW + 120_000)
      console.log(
        `tick, 1,000 campaigns / 100k contacts: ` +
          `${first.roundTrips} round trips, ${first.statements} statements (small: ${small.roundTrips} / ${small.statements})`
      )
      expect(first.dispatched).toBe(10) // calls per minute caps it
      expect(first.sent).toBe(10)
      expect(second.dispatched).toBe(10)
      expect(first.roundTrips).toBe(small.roundTrips)
      expect(first.statements).toBe(small.statements)
      expect(second.roundTrips).toBe(small.roundTrips)
      expect(second.statements).toBe(small.statements)
      // What the tick reports is what the port saw: two batches, nothing on the side.
      expect([first.reported, second.reported, small.reported]).toEqual([2, 2, 2])
      expect([first.roundTrips, second.roundTrips, small.roundTrips]).toEqual([2, 2, 2])
    }
  )
})
