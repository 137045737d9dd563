import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest"
import { call, recordingQueue, resetAll, seedContacts, testEnv } from "../../test/dialer-fixtures"
import type { Env } from "../env"
import { CRON_STEPS, type CronStep, handleScheduled } from "./cron"

// Tuesday 2026-03-03 01:00 in New York: inside a 00:01-06:00 window.
const T0 = Date.parse("2026-03-03T06:00:00Z")

let errors: MockInstance<typeof console.error>
beforeEach(async () => {
  await resetAll()
  errors = vi.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

async function runCron(e: Env, steps: readonly CronStep[]) {
  const ctx = createExecutionContext()
  await handleScheduled(createScheduledController({ scheduledTime: new Date(T0), cron: "* * * * *" }), e, ctx, steps)
  await waitOnExecutionContext(ctx)
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
    let trips = 0
    const count = <T extends object>(target: T, terminal: string[]): T =>
      new Proxy(target, {
        get(t, k) {
          const v = Reflect.get(t, k) as unknown
          if (typeof v !== "function") return v
          if (k === "prepare") return (sql: string) => count((v as (s: string) => object).call(t, sql), TERMINAL)
          if (k === "bind") return (...a: unknown[]) => count((v as (...a: unknown[]) => object).apply(t, a), TERMINAL)
          if (terminal.includes(String(k))) trips++
          return (v as (...a: unknown[]) => unknown).bind(t)
        },
      })
    const TERMINAL = ["first", "all", "run", "raw"]
    const e = { ...testEnv(q), DB: count(env.DB, ["batch"]) } as Env
    const calling = CRON_STEPS.filter((s) => s.name === "reconcile pass" || s.name === "dialer tick")

    await runCron(e, calling)
    expect(trips).toBe(1)
    expect(q.sent).toEqual([])

    await scheduleNightRun(testEnv(q))
    trips = 0
    await runCron(e, calling)
    expect(trips).toBeGreaterThan(1)
    expect(q.sent.map((m) => m.body)).toMatchObject([{ type: "place-call" }])
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
