import { createExecutionContext, createMessageBatch, createScheduledController, env, getQueueResult } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { call, fakeVoice, recordingQueue, resetAll, seedContacts, setSetting, testEnv } from "../../test/dialer-fixtures"
import { handleScheduled } from "./cron"
import { handleQueue } from "./queue"

beforeEach(resetAll)

const MIN = 60_000
// Tuesday 2026-03-03 01:00 in New York (EST, UTC-5).
const T0 = Date.parse("2026-03-03T06:00:00Z")

async function tick(e: ReturnType<typeof testEnv>, now: number) {
  const ctx = createExecutionContext()
  await handleScheduled(createScheduledController({ scheduledTime: new Date(now), cron: "* * * * *" }), e, ctx)
}

async function deliver(e: ReturnType<typeof testEnv>, bodies: unknown[], providers: ReturnType<typeof fakeVoice>["providers"], now: number) {
  const batch = createMessageBatch(
    "cold-caller-calls",
    bodies.map((body, i) => ({ id: `m${i}`, timestamp: new Date(now), attempts: 1, body }))
  )
  const ctx = createExecutionContext()
  await handleQueue(batch, e, ctx, { providers, now: () => now })
  return getQueueResult(batch, ctx)
}

describe("dialer smoke", () => {
  it("dials a running campaign's contacts at its pace", async () => {
    const q = recordingQueue()
    const e = testEnv(q)
    const contacts = await seedContacts(3)
    const res = await call(e, "/api/campaigns", {
      method: "POST",
      json: {
        name: "Night",
        selectedContacts: contacts.map((c) => c.id),
        minutesBetweenCalls: 2,
        startTime: "00:01",
        endTime: "06:00",
        status: "scheduled",
        scheduledStart: new Date(T0).toISOString(),
      },
    })
    expect(res.status).toBe(201)
    const voice = fakeVoice(() => T0)
    await tick(e, T0)
    const sent = q.drain()
    expect(sent).toHaveLength(1)
    const result = await deliver(e, sent.map((s) => s.body), voice.providers, T0)
    expect(result.explicitAcks).toHaveLength(1)
    expect(voice.dials).toHaveLength(1)
    await tick(e, T0 + MIN)
    expect(q.drain()).toHaveLength(0)
    await tick(e, T0 + 2 * MIN)
    expect(q.drain()).toHaveLength(1)
  })
})
