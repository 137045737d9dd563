/**
 * A Settings → Voice test call keeps the dial rules: one at a time under parallel requests, never a
 * number on the do-not-call list nor a premium-rate, N11 or 555 information line, at most
 * TEST_CALLS_PER_HOUR an hour, and within the voice budget. The guard is one INSERT: run on D1
 * (project "worker") and on libSQL over HTTP (project "libsql-http").
 */
import { beforeEach, describe, expect, it } from "vitest"
import type { Env } from "../../src/env"
import { TEST_CALLS_PER_HOUR } from "../../src/services/voice/test-call.service"
import { fakeVapi, newVapiKey, request, seedCall, vapiEnv, voiceSettings } from "../call-fixtures"
import { resetAll, setSetting } from "../dialer-fixtures"
import { port } from "../port"

beforeEach(async () => {
  await resetAll()
  await port.run("DELETE FROM call_hourly_stats")
  await voiceSettings()
})

type Answer = { status: number; body: { error?: { code: string; message: string; issues?: { message: string }[] } } }

async function testCall(e: Env, phone: string): Promise<Answer> {
  const res = await request(e, "/api/voice/test-call", { method: "POST", json: { phone } })
  return { status: res.status, body: (await res.json()) as Answer["body"] }
}

const dials = async (key: string) => (await fakeVapi.requests(key)).filter((r) => r.method === "POST").length
/** A fictional number (555-0100 to 555-0199): allowed, and it rings nowhere. */
const fiction = (i: number) => `+1616555${String(100 + i).padStart(4, "0")}`

/** The text of a refusal: the error's message, or its first issue's (a 400 from the schema). */
const said = (a: Answer) => a.body.error?.issues?.[0]?.message ?? a.body.error?.message ?? ""

describe("POST /api/voice/test-call keeps the dial rules", () => {
  it("places one of 20 parallel test calls to 20 numbers", async () => {
    const key = newVapiKey()
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => testCall(vapiEnv(key), fiction(i))))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409 && a.body.error?.code === "test_call_in_progress")).toHaveLength(19)
    expect(await dials(key)).toBe(1)
    const rows = await port.all<{ n: number }>("SELECT count(*) AS n FROM calls WHERE is_test = 1")
    expect(rows[0]!.n).toBe(1)
  })

  it("refuses a number on the do-not-call list", async () => {
    const key = newVapiKey()
    await port.run("INSERT INTO do_not_call (phone, source, created_at) VALUES (?, 'manual', 0)", [fiction(1)])
    const a = await testCall(vapiEnv(key), fiction(1))
    expect(a.status).toBe(409)
    expect(a.body.error).toMatchObject({ code: "do_not_call", message: "This number is on the do-not-call list." })
    expect(await dials(key)).toBe(0)
  })

  it.each([
    ["+1 900 555 0123", "A test call cannot dial a 900 number: it is a premium-rate line."],
    ["(616) 976-1234", "A test call cannot dial a 976 number: it is a premium-rate line."],
    ["(616) 411-1234", "A test call cannot dial an N11 service code (211 to 911): use your own phone number."],
    [
      "(616) 555-1212",
      "A test call cannot dial a 555 information number (only the fictional 555-0100 to 555-0199 are allowed).",
    ],
  ])("refuses %s with a 400 naming why", async (phone, message) => {
    const key = newVapiKey()
    const a = await testCall(vapiEnv(key), phone)
    expect(a.status).toBe(400)
    expect(said(a)).toBe(message)
    expect(await dials(key)).toBe(0)
  })

  it(`places at most ${TEST_CALLS_PER_HOUR} an hour, saying when the next is allowed`, async () => {
    const key = newVapiKey()
    const now = Date.now()
    for (let i = 0; i < TEST_CALLS_PER_HOUR; i++) {
      // Ended test calls, the oldest 50 minutes ago.
      const at = new Date(now - (50 - i) * 60_000)
      await seedCall({ contactId: null, isTest: true, status: "completed", createdAt: at, dialedAt: at })
    }
    const a = await testCall(vapiEnv(key), fiction(2))
    expect(a.status).toBe(429)
    expect(a.body.error).toMatchObject({
      code: "test_call_limit",
      message: `At most ${TEST_CALLS_PER_HOUR} test calls an hour: the next is allowed in 10 minutes.`,
    })
    expect(await dials(key)).toBe(0)
  })

  it("is held to the voice budget, calls in flight included", async () => {
    const key = newVapiKey()
    await setSetting("voice_monthly_budget", "1")
    const at = new Date()
    await seedCall({ contactId: null, status: "completed", vapiCallId: "earlier", dialedAt: at, cost: 0.8 })
    // A call in progress, not billed yet: the month's average per placed call ($0.40) is held for it.
    await seedCall({ contactId: null, status: "calling", vapiCallId: "live", dialedAt: at })
    const a = await testCall(vapiEnv(key), fiction(3))
    expect(a.status).toBe(409)
    expect(a.body.error?.code).toBe("budget_reached")
    expect(await dials(key)).toBe(0)
  })
})
