import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from "vitest"
import { queueBackoffSeconds } from "./enqueue"
import { JOB_HANDLERS, type JobHandlers } from "./handlers"
import { type JobMessage, QUEUES } from "./messages"
import { handleQueue, UNHANDLED_RETRY_SECONDS } from "./queue"

let errors: MockInstance<typeof console.error>
let warnings: MockInstance<typeof console.warn>
beforeEach(() => {
  errors = vi.spyOn(console, "error").mockImplementation(() => {})
  warnings = vi.spyOn(console, "warn").mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

/** Delivers `bodies` as one batch from `queue`; reports acks, retries and each retry's delay. */
async function deliver(queue: string, bodies: unknown[], handlers?: JobHandlers, attempts = 1) {
  const batch = createMessageBatch(
    queue,
    bodies.map((body, i) => ({ id: `m${i}`, timestamp: new Date(), attempts, body }))
  )
  // getQueueResult does not report a retry's delay: record it on the way.
  const delays: Record<string, number | undefined> = {}
  for (const m of batch.messages) {
    const retry = m.retry.bind(m)
    m.retry = (opts) => {
      delays[m.id] = opts?.delaySeconds
      retry(opts)
    }
  }
  const ctx = createExecutionContext()
  await handleQueue(batch, env, ctx, {}, handlers)
  const result = await getQueueResult(batch, ctx)
  return { acks: result.explicitAcks, retried: result.retryMessages.map((r: { msgId: string }) => r.msgId), delays }
}

/** Handlers that record what they were given. */
function recording() {
  const seen: string[] = []
  const handlers: JobHandlers = {
    "place-call": {
      run: async (job) => void seen.push(`dial ${job.callId}`),
      deadLetter: async (job) => void seen.push(`dead ${job.callId}`),
    },
    notify: { run: async (job) => void seen.push(`notify ${job.notificationId}`) },
  }
  return { seen, handlers }
}

describe("queue consumer: dispatch by type", () => {
  it("hands each message to its type's handler and acknowledges it", async () => {
    const { seen, handlers } = recording()
    const notify: JobMessage = { type: "notify", notificationId: 7 }
    const dial: JobMessage = { type: "place-call", callId: 3 }
    expect(await deliver(QUEUES.JOBS_QUEUE.name, [notify], handlers)).toMatchObject({ acks: ["m0"], retried: [] })
    expect(await deliver(QUEUES.CALLS_QUEUE.name, [dial], handlers)).toMatchObject({ acks: ["m0"], retried: [] })
    expect(await deliver(QUEUES.CALLS_QUEUE.deadLetter, [dial], handlers)).toMatchObject({ acks: ["m0"] })
    expect(seen).toEqual(["notify 7", "dial 3", "dead 3"])
  })

  it("retries, never acknowledges, a message whose type has no handler", async () => {
    // Every type has one today; a table without "sheets-sync" stands for a feature not yet wired.
    const { "sheets-sync": _unwired, ...handlers } = JOB_HANDLERS
    const res = await deliver(QUEUES.JOBS_QUEUE.name, [{ type: "sheets-sync" }], handlers)
    expect(res).toMatchObject({ acks: [], retried: ["m0"] })
    expect(res.delays.m0).toBe(UNHANDLED_RETRY_SECONDS)
    expect(String(errors.mock.calls[0]?.[0])).toContain('no handler for "sheets-sync"')
  })

  it("retries a message that came in on another type's queue instead of running it there", async () => {
    const { seen, handlers } = recording()
    const res = await deliver(QUEUES.SCRAPE_QUEUE.name, [{ type: "place-call", callId: 3 }], handlers)
    expect(res).toMatchObject({ acks: [], retried: ["m0"] })
    expect(seen).toEqual([])
  })

  it("retries dead letters of a type that has no dead-letter handler", async () => {
    const { seen, handlers } = recording()
    const res = await deliver(QUEUES.JOBS_QUEUE.deadLetter, [{ type: "notify", notificationId: 1 }], handlers)
    expect(res).toMatchObject({ acks: [], retried: ["m0"] })
    expect(seen).toEqual([])
  })

  it("acknowledges malformed messages (poison) without running any handler", async () => {
    const { seen, handlers } = recording()
    const bodies = [{ type: "place-call", callId: "x" }, { type: 7 }, "hello", null]
    const res = await deliver(QUEUES.CALLS_QUEUE.name, bodies, handlers)
    expect(res).toMatchObject({ acks: ["m0", "m1", "m2", "m3"], retried: [] })
    expect(seen).toEqual([])
    expect(warnings).toHaveBeenCalledTimes(4)
  })

  it("never acknowledges a job type this deploy does not know: it is retried, slowly, until a deploy knows it", async () => {
    const { seen, handlers } = recording()
    const res = await deliver(QUEUES.JOBS_QUEUE.name, [{ type: "send-invoice", invoiceId: 9 }], handlers)
    expect(res).toMatchObject({ acks: [], retried: ["m0"] })
    expect(res.delays.m0).toBe(UNHANDLED_RETRY_SECONDS)
    expect(seen).toEqual([])
  })

  it("retries after the delay a handler asks for, and with the back-off when it throws", async () => {
    const handlers: JobHandlers = {
      notify: { run: async (job) => (job.notificationId === 1 ? { retryAfterSeconds: 90 } : undefined) },
      "sheets-sync": { run: async () => Promise.reject(new Error("sheets down")) },
    }
    const res = await deliver(
      QUEUES.JOBS_QUEUE.name,
      [{ type: "notify", notificationId: 1 }, { type: "sheets-sync" }, { type: "notify", notificationId: 2 }],
      handlers,
      3
    )
    expect(res.acks).toEqual(["m2"]) // a failing message does not stop the batch
    expect(res.retried).toEqual(["m0", "m1"])
    expect(res.delays).toEqual({ m0: 90, m1: queueBackoffSeconds(3) })
    expect(String(errors.mock.calls[0]?.[0])).toContain('"sheets-sync" failed')
  })
})
