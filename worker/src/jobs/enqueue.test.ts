import { env } from "cloudflare:test"
import { describe, expect, it } from "vitest"
import type { Env } from "../env"
import {
  enqueue,
  enqueueMany,
  MAX_DELAY_SECONDS,
  queueBackoffSeconds,
  SEND_BATCH_BYTES,
  sendBatchChunks,
} from "./enqueue"
import type { JobMessage } from "./messages"

/** One fake binding per queue; each records its send and sendBatch calls. */
function fakeQueues() {
  const make = () => {
    const q = {
      sends: [] as { body: unknown; delaySeconds?: number }[],
      batches: [] as { body: unknown; delaySeconds?: number }[][],
      async send(body: unknown, opts?: { delaySeconds?: number }) {
        q.sends.push({ body, delaySeconds: opts?.delaySeconds })
      },
      async sendBatch(messages: Iterable<{ body: unknown; delaySeconds?: number }>) {
        q.batches.push([...messages])
      },
    }
    return q
  }
  const queues = { CALLS_QUEUE: make(), SCRAPE_QUEUE: make(), JOBS_QUEUE: make() }
  const e = { ...env, ...queues } as unknown as Env
  return { e, ...queues }
}

describe("enqueue", () => {
  it("sends each job type to its own queue", async () => {
    const q = fakeQueues()
    await enqueue(q.e, { type: "place-call", callId: 1 })
    await enqueue(q.e, { type: "scrape-search", jobId: 2, step: 3 })
    await enqueue(q.e, { type: "sheets-sync" })
    await enqueue(q.e, { type: "notify", notificationId: 4 })
    expect(q.CALLS_QUEUE.sends.map((s) => s.body)).toEqual([{ type: "place-call", callId: 1 }])
    expect(q.SCRAPE_QUEUE.sends.map((s) => s.body)).toEqual([{ type: "scrape-search", jobId: 2, step: 3 }])
    expect(q.JOBS_QUEUE.sends.map((s) => s.body)).toEqual([
      { type: "sheets-sync" },
      { type: "notify", notificationId: 4 },
    ])
  })

  it("refuses a message that is not a valid job, sending nothing", async () => {
    const q = fakeQueues()
    await expect(enqueue(q.e, { type: "place-call", callId: -1 })).rejects.toThrow(/Not a valid job message/)
    await expect(enqueue(q.e, { type: "dial-everyone" } as unknown as JobMessage)).rejects.toThrow(
      /Not a valid job message/
    )
    expect(q.CALLS_QUEUE.sends).toEqual([])
  })

  it("keeps the delay within what Queues accept (0 to 12 hours, whole seconds)", async () => {
    const q = fakeQueues()
    for (const delaySeconds of [50_000, -5, 2.6, Number.NaN, undefined]) {
      await enqueue(q.e, { type: "place-call", callId: 1 }, { delaySeconds })
    }
    expect(q.CALLS_QUEUE.sends.map((s) => s.delaySeconds)).toEqual([MAX_DELAY_SECONDS, 0, 3, 0, 0])
  })
})

describe("enqueueMany", () => {
  it("sends at most 100 messages per sendBatch, in order, with their delays", async () => {
    const q = fakeQueues()
    const ids = Array.from({ length: 250 }, (_, i) => i + 1)
    await enqueueMany(
      q.e,
      ids.map((callId) => ({ body: { type: "place-call", callId }, delaySeconds: callId * 2 }))
    )
    expect(q.CALLS_QUEUE.batches.map((b) => b.length)).toEqual([100, 100, 50])
    const sent = q.CALLS_QUEUE.batches.flat()
    expect(sent.map((m) => (m.body as { callId: number }).callId)).toEqual(ids)
    expect(sent.map((m) => m.delaySeconds)).toEqual(ids.map((id) => id * 2))
  })

  it("splits a batch whose bodies would pass 256 KB", () => {
    // Today's job bodies are small: the byte budget is checked on the chunking itself.
    const requests = Array.from({ length: 100 }, (_, i) => ({ body: { id: i, pad: "c".repeat(4000) } }))
    const batches = sendBatchChunks(requests)
    expect(batches.length).toBeGreaterThan(1)
    expect(batches.flat()).toHaveLength(100)
    for (const b of batches) expect(JSON.stringify(b.map((m) => m.body)).length).toBeLessThanOrEqual(SEND_BATCH_BYTES)
  })

  it("routes a mixed list to each type's queue", async () => {
    const q = fakeQueues()
    await enqueueMany(q.e, [
      { body: { type: "notify", notificationId: 1 } },
      { body: { type: "place-call", callId: 2 } },
      { body: { type: "sheets-sync" } },
    ])
    expect(q.CALLS_QUEUE.batches.flat().map((m) => m.body)).toEqual([{ type: "place-call", callId: 2 }])
    expect(q.JOBS_QUEUE.batches.flat().map((m) => m.body)).toEqual([
      { type: "notify", notificationId: 1 },
      { type: "sheets-sync" },
    ])
    expect(q.SCRAPE_QUEUE.batches).toEqual([])
  })

  it("sends nothing when any message is invalid", async () => {
    const q = fakeQueues()
    const bad = { type: "notify" } as unknown as JobMessage
    await expect(enqueueMany(q.e, [{ body: { type: "place-call", callId: 1 } }, { body: bad }])).rejects.toThrow()
    expect(q.CALLS_QUEUE.batches).toEqual([])
  })
})

describe("queue back-off", () => {
  it("doubles from 15 s per delivery up to 5 minutes", () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(queueBackoffSeconds)).toEqual([15, 30, 60, 120, 240, 300, 300])
  })
})
