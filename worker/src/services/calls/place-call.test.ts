import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import {
  callRow,
  db,
  fakeVapi,
  newVapiKey,
  resetData,
  seedCall,
  seedContact,
  vapiEnv,
  voiceSettings,
} from "../../../test/call-fixtures"
import { handleQueue } from "../../jobs/queue"
import { AppError } from "../../lib/errors"
import { loadProviders } from "../../context/provider-state"
import { createCall, MAX_DIAL_ATTEMPTS, placeCall, RetryableCallError } from "./place-call"
import { port } from "../../../test/port"
import { testCtx } from "../../../test/ctx"

beforeEach(async () => {
  await resetData()
  await voiceSettings()
})

async function setup() {
  const key = newVapiKey()
  const e = vapiEnv(key)
  const providers = await loadProviders(db(), e)
  const contact = await seedContact()
  const call = (await createCall(db(), { contactId: contact.id }))!
  return { key, e, providers, contact, call }
}

const posts = async (key: string) => (await fakeVapi.requests(key)).filter((r) => r.method === "POST")

describe("createCall / placeCall", () => {
  it("creates a queued call that belongs to the contact and campaign", async () => {
    const contact = await seedContact()
    const call = await createCall(db(), { contactId: contact.id })
    expect(call).toMatchObject({ contactId: contact.id, campaignId: null, status: "queued", attempt: 0 })
  })

  it("creates no second call while the contact's call is queued or calling, and one after it ends", async () => {
    const contact = await seedContact()
    const first = (await createCall(db(), { contactId: contact.id }))!
    expect(await createCall(db(), { contactId: contact.id })).toBeNull()
    await port.run("UPDATE calls SET status = 'calling' WHERE id = ?", [first.id])
    expect(await createCall(db(), { contactId: contact.id })).toBeNull()
    await port.run("UPDATE calls SET status = 'completed' WHERE id = ?", [first.id])
    expect(await createCall(db(), { contactId: contact.id })).toMatchObject({ status: "queued" })
  })

  it("dials a queued call once, however often it is asked to", async () => {
    const { key, e, providers, call } = await setup()
    const results = await Promise.all([
      placeCall(testCtx({ env: e, providers }), call.id),
      placeCall(testCtx({ env: e, providers }), call.id),
    ])
    expect(results.filter((r) => r.placed)).toHaveLength(1)
    expect(await placeCall(testCtx({ env: e, providers }), call.id)).toEqual({
      placed: false,
      callId: call.id,
      reason: "not_queued",
    })
    expect(await posts(key)).toHaveLength(1)
    expect(await callRow(call.id)).toMatchObject({ status: "calling", vapi_call_id: "fake-call-1", attempt: 1 })
  })

  it("never dials a cancelled call", async () => {
    const { key, e, providers, contact } = await setup()
    const cancelled = await seedCall({ contactId: contact.id, status: "cancelled" })
    expect((await placeCall(testCtx({ env: e, providers }), cancelled.id)).placed).toBe(false)
    expect(await posts(key)).toHaveLength(0)
  })

  it("puts the call back in the queue on 429 and dials it on the next try", async () => {
    const { key, e, providers, call } = await setup()
    await fakeVapi.scriptNext(key, 429, { message: "Too Many Requests" })
    const err = await placeCall(testCtx({ env: e, providers }), call.id).catch((x: unknown) => x)
    expect(err).toBeInstanceOf(RetryableCallError)
    expect(err).toMatchObject({ callId: call.id, retryAfterSeconds: 30 })
    expect(await callRow(call.id)).toMatchObject({ status: "queued", attempt: 1, dialed_at: null })

    expect(await placeCall(testCtx({ env: e, providers }), call.id)).toMatchObject({ placed: true })
    expect(await callRow(call.id)).toMatchObject({ status: "calling", attempt: 2, error: null })
  })

  it("gives up after the last attempt and fails the call", async () => {
    const { key, e, providers } = await setup()
    // Its own contact: setup's contact already has a queued call, and a contact has one at most.
    const call = await seedCall({ contactId: (await seedContact()).id, attempt: MAX_DIAL_ATTEMPTS - 1 })
    await fakeVapi.scriptNext(key, 429, { message: "Too Many Requests" })
    const err = await placeCall(testCtx({ env: e, providers }), call.id).catch((x: unknown) => x)
    expect(err).toBeInstanceOf(AppError)
    expect(await callRow(call.id)).toMatchObject({ status: "failed", error: "Too Many Requests" })
  })

  it("fails a call whose contact was deleted, without dialling", async () => {
    const { key, e, providers, contact, call } = await setup()
    await port.run("DELETE FROM contacts WHERE id = ?", [contact.id])
    const err = await placeCall(testCtx({ env: e, providers }), call.id).catch((x: unknown) => x)
    expect(err).toMatchObject({ code: "call_failed", status: 422 })
    expect((await callRow(call.id))!.status).toBe("failed")
    expect(await posts(key)).toHaveLength(0)
  })
})

describe("CALLS_QUEUE place-call messages", () => {
  const batchFor = (queue: string, callId: number) =>
    createMessageBatch(queue, [
      { id: `m-${callId}`, timestamp: new Date(), attempts: 1, body: { type: "place-call", callId } },
    ])

  it("dials and acks; retries with the back-off when Vapi is busy", async () => {
    const { key, e, call } = await setup()
    let batch = batchFor("cold-caller-calls", call.id)
    let ctx = createExecutionContext()
    await handleQueue(batch, e, ctx)
    expect(await getQueueResult(batch, ctx)).toMatchObject({ explicitAcks: [`m-${call.id}`], retryMessages: [] })
    expect((await callRow(call.id))!.status).toBe("calling")

    // Another contact: the first is still calling, so its contact cannot get a second call.
    const busy = (await createCall(db(), { contactId: (await seedContact()).id }))!
    await fakeVapi.scriptNext(key, 429, { message: "Too Many Requests" })
    batch = batchFor("cold-caller-calls", busy.id)
    ctx = createExecutionContext()
    await handleQueue(batch, e, ctx)
    expect(await getQueueResult(batch, ctx)).toMatchObject({ retryMessages: [{ msgId: `m-${busy.id}` }] })
    expect((await callRow(busy.id))!.status).toBe("queued")
  })

  it("does not re-dial dead letters", async () => {
    const { key, e, call } = await setup()
    const batch = batchFor("cold-caller-calls-dlq", call.id)
    const ctx = createExecutionContext()
    await handleQueue(batch, e, ctx)
    expect((await getQueueResult(batch, ctx)).explicitAcks).toEqual([`m-${call.id}`])
    expect(await posts(key)).toHaveLength(0)
  })
})
