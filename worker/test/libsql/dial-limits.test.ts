/**
 * The daily quota and the monthly voice budget hold under parallel dials: the claim that starts a
 * dial is their guard (services/costs/reservation.ts), so 20 Call Now clicks with 5 calls left place
 * 5, whether they come as clicks, queued retries or both. Runs on D1 (project "worker") and on
 * libSQL over HTTP (project "libsql-http").
 */
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import type { Env } from "../../src/env"
import { handleQueue } from "../../src/jobs/queue"
import { fakeVapi, newVapiKey, request, seedCall, seedContact, vapiEnv, voiceSettings } from "../call-fixtures"
import { resetAll, setSetting } from "../dialer-fixtures"
import { port } from "../port"

const N = 20

beforeEach(async () => {
  await resetAll()
  await port.run("DELETE FROM call_hourly_stats")
  await voiceSettings()
})

/** `n` calls placed earlier today (one contact each), billed `cost` each. */
async function placedToday(n: number, cost: number | null = null) {
  for (let i = 0; i < n; i++) {
    const c = await seedContact({ businessName: `Earlier ${i}` })
    await seedCall({
      contactId: c.id,
      status: "completed",
      result: "answered",
      vapiCallId: `earlier-${crypto.randomUUID()}`,
      dialedAt: new Date(),
      cost,
    })
  }
}

async function contacts(n: number) {
  const list: Awaited<ReturnType<typeof seedContact>>[] = []
  for (let i = 0; i < n; i++) list.push(await seedContact({ businessName: `Business ${i}` }))
  return list
}

const callNow = (e: Env, c: { id: number; phone: string }) =>
  request(e, "/api/calls/vapi/initiate", { method: "POST", json: { contactId: c.id, phoneNumber: c.phone } })

/** Each message in a batch of its own, all at once, as parallel queue consumers would. */
async function deliverAll(e: Env, callIds: number[]) {
  await Promise.all(
    callIds.map(async (callId, i) => {
      const batch = createMessageBatch("cold-caller-calls", [
        { id: `m${i}`, timestamp: new Date(), attempts: 1, body: { type: "place-call", callId } },
      ])
      const ctx = createExecutionContext()
      await handleQueue(batch, e, ctx)
      return getQueueResult(batch, ctx)
    })
  )
}

const dials = async (key: string) => (await fakeVapi.requests(key)).filter((r) => r.method === "POST").length
const count = async (where: string) =>
  (await port.first<{ n: number }>(`SELECT count(*) AS n FROM calls WHERE ${where}`))!.n

describe("the daily quota under parallel dials", () => {
  it("places exactly the 5 calls left of 20 parallel Call Now, refuses 15 and leaves nothing queued", async () => {
    const key = newVapiKey()
    const e = vapiEnv(key)
    await setSetting("daily_call_quota", "6")
    await placedToday(1)
    const list = await contacts(N)

    const answers = await Promise.all(list.map((c) => callNow(e, c)))
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { error?: { code: string; message: string } }[]
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 201 || s === 200)).toHaveLength(5)
    expect(statuses.filter((s) => s === 409)).toHaveLength(15)
    for (const b of bodies.filter((x) => x.error)) {
      expect(b.error!.code).toBe("daily_quota_reached")
      expect(b.error!.message).toMatch(/^The daily call quota is reached \(6 of 6 calls today\)/)
    }
    expect(await dials(key)).toBe(5)
    expect(await count("status = 'queued'")).toBe(0)
    expect(await count("is_test = 0 AND vapi_call_id IS NOT NULL")).toBe(6)
  })

  it("places exactly 5 of 20 queued Call Now retries delivered at once; the others wait, saying why", async () => {
    const key = newVapiKey()
    const e = vapiEnv(key)
    await setSetting("daily_call_quota", "6")
    await placedToday(1)
    const list = await contacts(N)
    const queued = []
    for (const c of list) queued.push((await seedCall({ contactId: c.id, status: "queued" })).id)

    await deliverAll(e, queued)
    expect(await dials(key)).toBe(5)
    expect(await count("status = 'calling' AND vapi_call_id IS NOT NULL")).toBe(5)
    expect(
      await count("status = 'queued' AND retry_at IS NOT NULL AND error LIKE 'The daily call quota is reached%'")
    ).toBe(15)
  })

  it("places 5 in all when Call Now clicks and queued dials race for the last 5", async () => {
    const key = newVapiKey()
    const e = vapiEnv(key)
    await setSetting("daily_call_quota", "6")
    await placedToday(1)
    const list = await contacts(N)
    const queued = []
    for (const c of list.slice(10)) queued.push((await seedCall({ contactId: c.id, status: "queued" })).id)

    await Promise.all([...list.slice(0, 10).map((c) => callNow(e, c)), deliverAll(e, queued)])
    expect(await dials(key)).toBe(5)
    expect(await count("is_test = 0 AND vapi_call_id IS NOT NULL")).toBe(6)
  })
})

describe("the monthly voice budget under parallel dials", () => {
  it("places one of 20 parallel Call Now when $0.05 of the budget is left: each call in flight holds an estimate", async () => {
    const key = newVapiKey()
    const e = vapiEnv(key)
    await setSetting("voice_monthly_budget", "1")
    await placedToday(1, 0.95)
    const list = await contacts(N)

    const answers = await Promise.all(list.map((c) => callNow(e, c)))
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as { error?: { code: string; message: string } }[]
    expect(answers.filter((r) => r.status === 409)).toHaveLength(N - 1)
    expect(await dials(key)).toBe(1)
    const refused = bodies.find((b) => b.error)!.error!
    expect(refused.code).toBe("budget_reached")
    expect(refused.message).toMatch(
      /^The monthly voice budget is reached \(\$1\.\d\d of \$1\.00 this month, \$0\.\d\d of it held for calls in progress\)/
    )
    expect(await count("status = 'queued'")).toBe(0)
  })

  it("frees the estimate once the call is billed", async () => {
    const key = newVapiKey()
    const e = vapiEnv(key)
    await setSetting("voice_monthly_budget", "1")
    await placedToday(1, 0.8)
    const [a, b, c] = await contacts(3)
    expect((await callNow(e, a!)).status).toBe(201)
    // $0.80 spent and $0.40 (the month's average per placed call) held for the call in flight.
    expect((await callNow(e, b!)).status).toBe(409)
    await port.run("UPDATE calls SET status = 'completed', cost = 0.1 WHERE contact_id = ?", [a!.id])
    expect((await callNow(e, c!)).status).toBe(201)
  })
})
