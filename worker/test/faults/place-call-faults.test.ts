/**
 * Faults around placing a call (the CALLS_QUEUE "place-call" message) and the call's webhooks, one row
 * of the fault matrix per case (README.md in this folder): what Vapi's POST /call answers, or what
 * fails on our side after it answered, and what the operator then sees. The invariants: never two
 * dials for one call, no call lost or doubled, every failure on the call with its reason (and a
 * "system error" notification when the call is given up).
 */
import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { createDb } from "../../src/db/client"
import type { SqlPort } from "../../src/db/sql/sql-port"
import type { Env } from "../../src/env"
import { handleQueue } from "../../src/jobs/queue"
import { loadProviders } from "../../src/context/provider-state"
import { applyVoiceEvents } from "../../src/services/calls/apply-events"
import { dialQueuedCall } from "../../src/services/calls/dial-job.service"
import { createCall } from "../../src/services/calls/place-call"
import {
  callRef,
  callRow,
  db,
  endOfCallReport,
  fakeVapi,
  newVapiKey,
  onlyNotifications,
  resetData,
  seedContact,
  vapiEnv,
  vapiVoice,
  voiceSettings,
  webhook,
} from "../call-fixtures"
import { testCtx } from "../ctx"
import { port } from "../port"

/** The clock stands still at T0 (Date only), so a retry's time reads as the wait it was given. */
const T0 = Date.parse("2026-03-03T15:00:00Z")

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(T0)
  await resetData()
  await port.run("DELETE FROM notification_logs")
  await voiceSettings()
  await onlyNotifications("system_errors")
})

afterEach(() => vi.useRealTimers())

async function queuedCall(e: Env) {
  const contact = await seedContact({ businessName: "Fault Line Bakery" })
  const call = (await createCall(db(), { contactId: contact.id }))!
  return { e, call }
}

/** One delivery of the call's place-call message: the queue's verdict for it. */
async function deliver(e: Env, callId: number, attempts = 1) {
  const batch = createMessageBatch("cold-caller-calls", [
    { id: `m-${callId}-${attempts}`, timestamp: new Date(), attempts, body: { type: "place-call", callId } },
  ])
  const ctx = createExecutionContext()
  await handleQueue(batch, e, ctx)
  const result = await getQueueResult(batch, ctx)
  return result.explicitAcks.length ? "ack" : result.retryMessages.length ? "retry" : "none"
}

const dials = async (key: string) =>
  (await fakeVapi.requests(key)).filter((r) => r.method === "POST" && r.path === "/call").length
const notices = () => port.all<{ type: string; message: string }>("SELECT type, message FROM notification_logs")

interface Case {
  fault: string
  script?: { status: number; body: unknown; headers?: Record<string, string>; raw?: string }
  /** Vapi out of reach: the fetch throws, as it does when it times out. */
  unreachable?: boolean
  queue: string
  call: Record<string, unknown>
  notified: boolean
}

const CASES: Case[] = [
  {
    fault: "429 without Retry-After",
    script: { status: 429, body: { message: "Too Many Requests", statusCode: 429 } },
    queue: "retry",
    call: { status: "queued", error: "Too Many Requests", retry_at: T0 + 30_000 },
    notified: false,
  },
  {
    fault: "429 with Retry-After: 120",
    script: { status: 429, body: { message: "Too Many Requests", statusCode: 429 }, headers: { "Retry-After": "120" } },
    queue: "retry",
    call: { status: "queued", error: "Too Many Requests", retry_at: T0 + 120_000 },
    notified: false,
  },
  {
    fault: "503 (Vapi down)",
    script: { status: 503, body: { message: "Service Unavailable", statusCode: 503 } },
    queue: "ack",
    call: { status: "failed", result: "failed", error: "Service Unavailable" },
    notified: true,
  },
  {
    fault: "timeout / unreachable",
    unreachable: true,
    queue: "ack",
    call: { status: "failed", error: "Could not reach Vapi. Check the network and try again." },
    notified: true,
  },
  {
    fault: "200 with malformed JSON",
    script: { status: 201, body: null, raw: '{"id": "half-a-bo' },
    queue: "ack",
    call: { status: "failed", error: "Vapi did not return a call id." },
    notified: true,
  },
]

describe("Vapi's answer to POST /call, delivered twice", () => {
  it.each(CASES)("$fault", async ({ script, unreachable, queue, call: expected, notified }) => {
    const key = newVapiKey()
    // A port nothing listens on (port 9 is discard): the fetch fails as a timeout does, at once.
    const e = unreachable ? { ...vapiEnv(key), VAPI_BASE_URL: "http://127.0.0.1:9" } : vapiEnv(key)
    const { call } = await queuedCall(e)
    if (script) await fakeVapi.scriptNext(key, script.status, script.body, script)

    expect(await deliver(e, call.id)).toBe(queue)
    expect(await callRow(call.id)).toMatchObject(expected)
    const reason = String(expected.error)
    expect(await notices()).toEqual(
      notified ? [{ type: "system_error", message: expect.stringContaining(reason) }] : []
    )

    // The same message again (a duplicate, not the retry): a failed call is not dialled again; a
    // queued one is the retry, dialled once, and then nothing more.
    await deliver(e, call.id, 2)
    await deliver(e, call.id, 3)
    expect(await dials(key)).toBe(unreachable ? 0 : queue === "ack" ? 1 : 2)
    expect(await notices()).toHaveLength(notified ? 1 : 0)
  })
})

/** The port with one statement failing, as a D1 hiccup or an isolate dying would make it fail. */
function failing(inner: SqlPort, matches: (sql: string) => boolean): SqlPort {
  const fail = (sql: string) => {
    if (matches(sql)) throw new Error("D1_ERROR: Network connection lost.")
  }
  return {
    ...inner,
    all: (sql, params) => (fail(sql), inner.all(sql, params)),
    first: (sql, params) => (fail(sql), inner.first(sql, params)),
    run: (sql, params) => (fail(sql), inner.run(sql, params)),
    values: (sql, params) => (fail(sql), inner.values(sql, params)),
    batch: (statements, mode) => (statements.forEach((s) => fail(s.sql)), inner.batch(statements, mode)),
  }
}

describe("a crash after Vapi placed the call", () => {
  it("leaves the call in progress, never dials it again, and its webhooks settle it", async () => {
    const key = newVapiKey()
    const e = vapiEnv(key)
    const { call } = await queuedCall(e)
    // Vapi answers; then writing its call id fails.
    const broken = createDb(failing(port, (sql) => /^update "calls" set "vapi_call_id"/i.test(sql)))
    const ctx = testCtx({ env: e, db: broken, providers: await loadProviders(db(), e) })
    // Acknowledged: a retry would have nothing to dial.
    expect(await dialQueuedCall(ctx, call.id)).toBeUndefined()
    expect(await dials(key)).toBe(1)
    // The phone is ringing: not "failed", no "Call failed" notification.
    expect(await callRow(call.id)).toMatchObject({ status: "calling", result: null, vapi_call_id: null })
    expect(await notices()).toEqual([])

    // The same message again (a duplicate delivery): nothing to dial.
    expect(await deliver(e, call.id, 2)).toBe("ack")
    expect(await dials(key)).toBe(1)

    // Vapi's webhooks carry our call id: the first stores Vapi's id, the report the result.
    const [dial] = (await fakeVapi.requests(key)).filter((r) => r.path === "/call")
    expect(dial!.body.assistantOverrides.metadata).toEqual({ callId: call.id })
    const providerId = "vapi-after-crash"
    const ringing = { message: { type: "status-update", status: "in-progress", call: callRef(providerId, call.id) } }
    expect((await webhook(e, ringing)).status).toBe(200)
    expect(await callRow(call.id)).toMatchObject({ vapi_call_id: providerId })
    expect((await webhook(e, endOfCallReport(providerId))).status).toBe(200)
    expect(await callRow(call.id)).toMatchObject({ status: "completed", result: "answered" })
  })
})

describe("a D1 write failing mid-batch", () => {
  it("an end-of-call report whose batch fails writes none of it; the replay writes it once", async () => {
    await onlyNotifications("call_results")
    const e = vapiEnv(newVapiKey())
    const contact = await seedContact({ businessName: "Half Written Deli" })
    const call = (await createCall(db(), { contactId: contact.id }))!
    await port.run("UPDATE calls SET status = 'calling', vapi_call_id = 'v-mid', dialed_at = ?2 WHERE id = ?1", [
      call.id,
      T0,
    ])
    const events = vapiVoice("unused").parseWebhook(endOfCallReport("v-mid"))
    // A real error from the database, after the report's own statements ran in the same transaction.
    const inner = port
    const midBatch: SqlPort = {
      ...inner,
      batch: (statements, mode) =>
        inner.batch(
          [...statements.slice(0, -1), { sql: "INSERT INTO no_such_table VALUES (1)" }, ...statements.slice(-1)],
          mode
        ),
    }
    await expect(applyVoiceEvents(testCtx({ env: e, db: createDb(midBatch) }), events)).rejects.toThrow()
    expect(await callRow(call.id)).toMatchObject({ status: "calling", result: null, transcript: null })
    expect(await notices()).toEqual([])

    // Vapi does not retry webhooks; the reconcile pass (or a replay) applies the same report: once.
    await applyVoiceEvents(testCtx({ env: e }), events)
    await applyVoiceEvents(testCtx({ env: e }), events)
    expect(await callRow(call.id)).toMatchObject({ status: "completed", result: "answered" })
    expect(await notices()).toEqual([{ type: "call_result", message: "Call result: Half Written Deli, answered" }])
  })
})

// The env's D1 binding is not used directly here: the file also runs on libSQL over HTTP.
void env
