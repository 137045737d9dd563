import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fakeVapi, newVapiKey, request, seedContact, vapiEnv, voiceSettings } from "../../../test/call-fixtures"
import { recordingQueue, resetAll, setSetting } from "../../../test/dialer-fixtures"
import { dbFromEnv } from "../../db/client"
import type { Env } from "../../env"
import { handleQueue } from "../../jobs/queue"
import { runDialerTick } from "../campaigns/dialer-tick"
import { port } from "../../../test/port"
import { testCtx } from "../../../test/ctx"

// Tuesday 2026-03-03 10:00 in New York: inside the campaigns' 09:00-17:00 window.
const T0 = Date.parse("2026-03-03T15:00:00Z")
const CONTACTS = 20
// Everything here runs in the test's one request context, where workerd allows 6 open connections
// and, when it sees them all waiting, cuts the oldest one off ("Vapi's answer was cut off": a 502 on a
// loaded machine). In production each click is a request of its own and the queue consumer dials one
// message at a time, so the races are run in waves of 5 contacts: at most 5 dials to Vapi at once.
const WAVE = 5

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(T0)
  await resetAll()
  await voiceSettings()
  // Budget enough for every contact at once: only the one-call-per-contact rule may hold a dial back.
  await setSetting("calls_per_minute", "1000")
  await setSetting("voice_concurrency_limit", "1000")
})
afterEach(() => vi.useRealTimers())

const rows = async <T>(sql: string) => await port.all<T>(sql)

/** Every queued message, each in a batch of its own and all at once, as parallel consumers would. */
async function deliverAll(e: Env, q: ReturnType<typeof recordingQueue>) {
  const bodies = q.drain().map((m) => m.body)
  for (let from = 0; from < bodies.length; from += WAVE) {
    await Promise.all(
      bodies.slice(from, from + WAVE).map(async (body, i) => {
        const id = `m${from + i}`
        const batch = createMessageBatch("cold-caller-calls", [{ id, timestamp: new Date(), attempts: 1, body }])
        const ctx = createExecutionContext()
        await handleQueue(batch, e, ctx)
        return getQueueResult(batch, ctx)
      })
    )
  }
}

describe("one dial per business, whoever asks", () => {
  it("dials each contact once under parallel Call Now, dialer ticks and Resume Queued", async () => {
    const key = newVapiKey()
    const q = recordingQueue()
    const e: Env = { ...vapiEnv(key), CALLS_QUEUE: q as unknown as Queue }
    const contacts: Awaited<ReturnType<typeof seedContact>>[] = []
    for (let i = 0; i < CONTACTS; i++) contacts.push(await seedContact({ businessName: `Business ${i}` }))

    // Campaigns 0 and 1 call contact 0 first, campaigns 2 and 3 contact 1, then the others: in one
    // tick two campaigns claim the same business, and every pick races the Call Now clicks.
    for (let i = 0; i < 4; i++) {
      const first = Math.floor(i / 2)
      const order = [...contacts.slice(first), ...contacts.slice(0, first)].map((c) => c.id)
      const res = await request(e, "/api/campaigns", {
        method: "POST",
        json: {
          name: `Campaign ${i}`,
          selectedContacts: order,
          minutesBetweenCalls: 2,
          startTime: "09:00",
          endTime: "17:00",
          status: "scheduled",
          scheduledStart: new Date(T0).toISOString(),
        },
      })
      expect(res.status).toBe(201)
    }

    const db = dbFromEnv(env)
    const initiate = (c: (typeof contacts)[number]) =>
      request(e, "/api/calls/vapi/initiate", { method: "POST", json: { contactId: c.id, phoneNumber: c.phone } })
    const resume = () => request(e, "/api/campaigns/resume-queued", { method: "POST", json: {} })
    // Each wave: four clicks per contact, two dialer ticks and two Resume Queued, all at once.
    const clicks: Response[] = []
    for (let from = 0; from < CONTACTS; from += WAVE) {
      const [wave] = await Promise.all([
        Promise.all(
          contacts.slice(from, from + WAVE).flatMap((c) => [initiate(c), initiate(c), initiate(c), initiate(c)])
        ),
        runDialerTick(testCtx({ db, env: e, now: T0 + from })),
        resume(),
        runDialerTick(testCtx({ db, env: e, now: T0 + from + 1 })),
        resume(),
      ])
      clicks.push(...wave)
    }

    // Each click either placed the call or was told, by name, that the business is already being called.
    for (const [i, res] of clicks.entries()) {
      const contact = contacts[Math.floor(i / 4)]!
      // The answer's body in the message: a refusal says why.
      if (![201, 409].includes(res.status)) expect.fail(`click ${i}: ${res.status} ${await res.clone().text()}`)
      if (res.status === 409) {
        expect(await res.json()).toMatchObject({
          error: { code: "call_in_progress", message: `${contact.businessName} already has a call in progress.` },
        })
      }
    }

    // Deliver what the dialer and Resume Queued sent, twice over, then let later ticks try again.
    await deliverAll(e, q)
    await Promise.all([resume(), runDialerTick(testCtx({ db, env: e, now: T0 + 3 * 60_000 }))])
    await deliverAll(e, q)
    await deliverAll(e, q)

    const dials = (await fakeVapi.requests(key)).filter((r) => r.method === "POST" && r.path === "/call")
    const perNumber = new Map<string, number>()
    for (const d of dials) perNumber.set(d.body.customer.number, (perNumber.get(d.body.customer.number) ?? 0) + 1)
    expect(Object.fromEntries(perNumber)).toEqual(Object.fromEntries(contacts.map((c) => [c.phone, 1])))

    const active = await rows<{ contact_id: number; n: number }>(
      "SELECT contact_id, count(*) AS n FROM calls WHERE status IN ('queued', 'calling') GROUP BY contact_id"
    )
    expect(active).toHaveLength(CONTACTS)
    expect(active.every((r) => r.n === 1)).toBe(true)

    // No campaign contact is left claimed without its own call (or linked to another campaign's).
    const orphans = await rows(
      `SELECT cc.campaign_id, cc.contact_id FROM campaign_contacts cc LEFT JOIN calls c ON c.id = cc.call_id
       WHERE cc.state = 'in_flight' AND (c.id IS NULL OR c.contact_id != cc.contact_id OR c.campaign_id != cc.campaign_id)`
    )
    expect(orphans).toEqual([])
  })
})
