import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest"
import { call, recordingQueue, resetAll, seedContacts, setSetting, testEnv } from "../../test/dialer-fixtures"
import type { Env } from "../env"
import { CRON_STEPS, type CronStep, handleScheduled } from "./cron"
import { port, testDb } from "../../test/port"
import { CONFIG } from "../../test/sheets-fixtures"
import { writeSheetsConfig } from "../services/sheets/sheets-config"
import { CHECK_TTL_MS } from "../services/system/provider-checks"
import { readState } from "../settings/state-store"

// Tuesday 2026-03-03 01:00 in New York: inside a 00:01-06:00 window.
const T0 = Date.parse("2026-03-03T06:00:00Z")
const MINUTE = 60_000

let errors: MockInstance<typeof console.error>
beforeEach(async () => {
  await resetAll()
  // Tables resetAll leaves, that a test here writes (an outbox row, a daily report).
  await port.batch(["sheets_outbox", "notification_logs"].map((t) => ({ sql: `DELETE FROM ${t}` })))
  errors = vi.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

async function runCron(e: Env, steps: readonly CronStep[], at = T0) {
  const ctx = createExecutionContext()
  await handleScheduled(createScheduledController({ scheduledTime: new Date(at), cron: "* * * * *" }), e, ctx, steps)
  await waitOnExecutionContext(ctx)
}

/**
 * The D1 binding with its round trips counted: a statement run alone (first, all, run, raw) or
 * one batch, whatever it carries.
 */
function countTrips(d1: D1Database) {
  const counter = { trips: 0, d1, sql: [] as string[] }
  const TERMINAL = ["first", "all", "run", "raw"]
  const count = <T extends object>(target: T, terminal: string[]): T =>
    new Proxy(target, {
      get(t, k) {
        const v = Reflect.get(t, k) as unknown
        if (typeof v !== "function") return v
        if (k === "prepare")
          return (sql: string) => {
            counter.sql.push(sql)
            return count((v as (s: string) => object).call(t, sql), TERMINAL)
          }
        if (k === "bind") return (...a: unknown[]) => count((v as (...a: unknown[]) => object).apply(t, a), TERMINAL)
        if (terminal.includes(String(k))) counter.trips++
        return (v as (...a: unknown[]) => unknown).bind(t)
      },
    })
  counter.d1 = count(d1, ["batch"])
  return counter
}

const exploding: CronStep = { name: "exploding step", run: async () => Promise.reject(new Error("boom")) }

describe("cron step registry", () => {
  it("runs every step, in order, when earlier ones throw, and logs each failure by name", async () => {
    const ran: string[] = []
    const step = (name: string): CronStep => ({ name, run: async () => void ran.push(name) })
    await runCron(env, [step("first"), exploding, step("second"), { ...exploding, name: "late step" }, step("third")])
    expect(ran).toEqual(["first", "second", "third"])
    expect(errors.mock.calls.map((c) => c[0])).toEqual(["exploding step failed", "late step failed"])
  })

  it("still queues a running campaign's call when a step before the dialer fails", async () => {
    const q = recordingQueue()
    const e = testEnv(q)
    await scheduleNightRun(e)
    await runCron(e, [exploding, ...CRON_STEPS])
    expect(q.sent.map((m) => m.body)).toMatchObject([{ type: "place-call" }])
    expect(errors.mock.calls.map((c) => c[0])).toEqual(["exploding step failed"])
  })

  it("skips a step whose due query finds nothing, runs it once it does, and runs every step if that read fails", async () => {
    const ran: string[] = []
    const gated = (name: string, table: string): CronStep => ({
      name,
      due: () => ({ sql: `SELECT 1 AS one FROM ${table} LIMIT 1` }),
      run: async () => void ran.push(name),
    })
    const steps = [gated("outbox", "sheets_outbox"), { name: "always", run: async () => void ran.push("always") }]
    await runCron(env, steps)
    expect(ran).toEqual(["always"])

    await env.DB.prepare(
      "INSERT INTO sheets_outbox (kind, target, row_key, data, created_at) VALUES ('call_result', 'call_log', 'k', '{}', 0)"
    ).run()
    ran.length = 0
    await runCron(env, steps)
    expect(ran).toEqual(["outbox", "always"])

    // A due query the database refuses: nothing is skipped (each step reports for itself).
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {})
    ran.length = 0
    await runCron(env, [gated("broken gate", "no_such_table"), ...steps])
    expect(ran).toEqual(["broken gate", "outbox", "always"])
    expect(warn.mock.calls[0]?.[0]).toMatch(/first read failed/)
  })

  it("skips the dialer tick on a minute with nothing it could move: one read, until a campaign is scheduled", async () => {
    const q = recordingQueue()
    const counter = countTrips(env.DB)
    const e = { ...testEnv(q), DB: counter.d1 } as Env
    // The day's once-a-day work (the retention purge's look) is done first: the minutes after it are idle.
    await runCron(e, CRON_STEPS, T0 - MINUTE)

    counter.trips = 0
    await runCron(e, CRON_STEPS)
    expect(counter.trips).toBe(1)
    expect(q.sent).toEqual([])

    await scheduleNightRun(testEnv(q))
    counter.trips = 0
    await runCron(e, CRON_STEPS)
    expect(counter.trips).toBeGreaterThan(1)
    expect(q.sent.map((m) => m.body)).toMatchObject([{ type: "place-call" }])
  })

  it("every step has a due gate: an idle minute of all the cron steps is one D1 round trip, and each step still runs when due", async () => {
    expect(CRON_STEPS.filter((s) => !s.due).map((s) => s.name)).toEqual([])
    // Everything that is checked once a day or every few minutes is on: the daily report, the
    // retention purge (90 days by default) and a sheets connection check (the sandbox sheet).
    await setSetting("notification_daily_reports", "true")
    await writeSheetsConfig(testDb(), CONFIG)
    const counter = countTrips(env.DB)
    const q = recordingQueue()
    const e = { ...testEnv(q), DB: counter.d1 } as Env
    const reports = async () =>
      (await port.all<{ dedupe_key: string }>("SELECT dedupe_key FROM notification_logs ORDER BY id")).map(
        (r) => r.dedupe_key
      )
    const minute = async (at: number) => {
      counter.trips = 0
      await runCron(e, CRON_STEPS, at)
      return counter.trips
    }

    // The first minute does the day's work: yesterday's report, the purge's look, the check.
    expect(await minute(T0)).toBeGreaterThan(1)
    expect(await reports()).toEqual(["daily_report:2026-03-02"])
    expect((await readState(testDb(), "provider_checks")).sheets).toMatchObject({ ok: true, checkedAt: T0 })

    // Then every minute with nothing to do costs the one read.
    expect(await minute(T0 + MINUTE)).toBe(1)
    expect(await minute(T0 + 2 * MINUTE)).toBe(1)

    // The check goes stale after its TTL: that minute runs it again, the next is idle again.
    expect(await minute(T0 + CHECK_TTL_MS + MINUTE)).toBeGreaterThan(1)
    expect((await readState(testDb(), "provider_checks")).sheets?.checkedAt).toBe(T0 + CHECK_TTL_MS + MINUTE)
    expect(await minute(T0 + CHECK_TTL_MS + 2 * MINUTE)).toBe(1)

    // The next midnight in the operator's zone (New York) brings the next report and the purge's look.
    const nextMidnight = Date.parse("2026-03-04T05:00:00Z")
    expect(await minute(nextMidnight - MINUTE)).toBeGreaterThan(1) // the check is stale again by then
    expect(await minute(nextMidnight - MINUTE / 2)).toBe(1)
    expect(await minute(nextMidnight)).toBeGreaterThan(1)
    expect(await reports()).toEqual(["daily_report:2026-03-02", "daily_report:2026-03-03"])
    expect(await minute(nextMidnight + MINUTE)).toBe(1)
    expect(q.sent).toEqual([])
    expect(errors).not.toHaveBeenCalled()
  })
})

describe("a cron minute's settings", () => {
  it("are read once, with the steps' gates, however many steps run (the dialer, the purge, the report)", async () => {
    await setSetting("notification_daily_reports", "true")
    const counter = countTrips(env.DB)
    const q = recordingQueue()
    const e = { ...testEnv(q), DB: counter.d1 } as Env
    await scheduleNightRun(e)
    counter.sql = []
    await runCron(e, CRON_STEPS, T0)
    // The dialer dialled, the purge looked and the day's report went: each used the minute's settings.
    expect(q.sent.map((m) => m.body)).toMatchObject([{ type: "place-call" }])
    expect(counter.sql.filter((sql) => /\bFROM settings\b/.test(sql))).toHaveLength(1)
  })
})

/** One contact in a campaign scheduled to start at T0, inside its night window. */
async function scheduleNightRun(e: Env) {
  const [contact] = await seedContacts(1)
  const res = await call(e, "/api/campaigns", {
    method: "POST",
    json: {
      name: "Night run",
      selectedContacts: [contact!.id],
      minutesBetweenCalls: 2,
      startTime: "00:01",
      endTime: "06:00",
      status: "scheduled",
      scheduledStart: new Date(T0).toISOString(),
    },
  })
  expect(res.status).toBe(201)
}
