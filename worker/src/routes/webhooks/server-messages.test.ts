import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, request, resetData, vapiEnv } from "../../../test/call-fixtures"
import { port } from "../../../test/port"
import { type Delivery, playAnsweredCall } from "../../../test/vapi-call-play"
import type { Env } from "../../env"
import { SERVER_MESSAGES, WEBHOOK_BACKOFF_PLAN } from "../../providers/voice/vapi-assistant"
import type { VoiceSetupView } from "../../schemas/voice-setup"

/*
 * Issue 35: Vapi sends every server message it knows unless the assistant lists them, and sends
 * the end-of-call report once unless server.backoffPlan says to retry. The fake plays an answered
 * call as Vapi would (fake-vapi-call-play.mjs); these tests are the wire to the worker.
 */

beforeEach(resetData)

const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const SPEC = { name: "Demo Booker", prompt: "You call {{businessName}}. Say you are an AI.", firstMessage: "Hi!" }
const TURNS = 4

/** POSTs a delivery to the worker in `e`, at the path of the URL Vapi was given. */
const toWorker = (e: Env) => (d: Delivery) =>
  request(e, new URL(d.url).pathname, { method: "POST", headers: d.headers, json: d.body }).then((r) => r.status)

/** The app's assistant in the fake, a number, and a real test call placed through it. */
async function liveTestCall(key: string, e: Env) {
  const created = await request(e, "/api/voice/assistant", { method: "POST", json: SPEC })
  expect(created.status, await created.clone().text()).toBe(201)
  await fakeVapi.setPhoneNumbers(key, [
    { id: "pn_live_1", number: "+16165550100", name: "Main", status: "active", provider: "twilio" },
  ])
  // Chosen in Settings → Voice, which points its inbound calls at this app (issue 36).
  const chosen = await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn_live_1" } })
  expect(chosen.status).toBe(200)
  const placed = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "(616) 555-0101" } })
  expect(placed.status, await placed.clone().text()).toBe(201)
  const row = await port.first<{ id: number; vapi: string }>(
    "SELECT id, vapi_call_id AS vapi FROM calls WHERE is_test = 1"
  )
  return { callId: row!.id, providerCallId: row!.vapi }
}

const callRow = (id: number) => port.first<Record<string, unknown>>("SELECT * FROM calls WHERE id = ?", [id])

describe("the assistant asks Vapi only for what the app reads", () => {
  it("creates the assistant with its server messages and a retry plan Vapi's schema accepts", async () => {
    const key = newVapiKey()
    await liveTestCall(key, realEnv(key))
    // The fake validated the body against CreateAssistantDTO (201); here is what it carried.
    const body = (await fakeVapi.requests(key)).find((r) => r.method === "POST" && r.path === "/assistant")!.body
    expect(body.serverMessages).toEqual([...SERVER_MESSAGES])
    expect(body.server.backoffPlan).toEqual(WEBHOOK_BACKOFF_PLAN)
  })

  it("an answered call yields only the listed webhooks, and the report settles the call", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId, providerCallId } = await liveTestCall(key, e)
    const attempts = await playAnsweredCall(env.VAPI_BASE_URL!, key, providerCallId, TURNS, toWorker(e))
    expect(attempts.every((a) => a.status === 200)).toBe(true)
    const types = attempts.map((a) => a.type)
    expect(new Set(types)).toEqual(new Set(["status-update", "tool-calls", "transcript", "end-of-call-report"]))
    // ringing, in-progress, ended + one tool call + a final line per utterance + the report.
    expect(attempts).toHaveLength(3 + 1 + 2 * TURNS + 1)
    expect(await callRow(callId)).toMatchObject({ status: "completed", result: "answered" })
  })

  it("a legacy assistant (no list) gets Vapi's every message; the card names it and Fix sets the list and the retries", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { providerCallId } = await liveTestCall(key, e)
    const { assistantId } = (await (await request(e, "/api/voice/setup")).json()) as VoiceSetupView
    const made = (await fakeVapi.requests(key)).find((r) => r.method === "POST" && r.path === "/assistant")!.body
    const { serverMessages: _list, ...legacy } = made
    await fakeVapi.setAssistant(key, assistantId, {
      ...legacy,
      id: assistantId,
      server: { url: made.server.url, credentialId: made.server.credentialId },
    })

    const attempts = await playAnsweredCall(env.VAPI_BASE_URL!, key, providerCallId, TURNS, async () => 200)
    const types = new Set(attempts.map((a) => a.type))
    for (const t of ["conversation-update", "speech-update", "user-interrupted", "assistant.started"]) {
      expect(types).toContain(t)
    }
    expect(attempts.length).toBeGreaterThan(6 * TURNS)

    const view = (await (await request(e, "/api/voice/setup")).json()) as VoiceSetupView
    expect(view.assistant!.problems.map((p) => p.field)).toEqual(["server_messages"])
    expect(view.assistant!.problems[0]!.message).toMatch(/every server message.*no retry plan/)
    const fixed = await request(e, "/api/voice/assistant/fix", { method: "POST" })
    expect(fixed.status, await fixed.clone().text()).toBe(200)
    expect(((await fixed.json()) as VoiceSetupView).assistant!.problems).toEqual([])
    const patch = (await fakeVapi.requests(key)).findLast((r) => r.method === "PATCH")!.body
    expect(patch).toEqual({
      serverMessages: [...SERVER_MESSAGES],
      server: { backoffPlan: WEBHOOK_BACKOFF_PLAN, url: made.server.url, credentialId: made.server.credentialId },
    })
  })
})

describe("a failed end-of-call report", () => {
  it("is retried per the backoff plan and stored once", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId, providerCallId } = await liveTestCall(key, e)
    let after: Record<string, unknown> | null = null
    // The first report reaches the worker, but its answer is lost on the way back: Vapi sends it again.
    const attempts = await playAnsweredCall(env.VAPI_BASE_URL!, key, providerCallId, 2, async (d) => {
      const status = await toWorker(e)(d)
      if (d.body.message.type !== "end-of-call-report") return status
      if (d.attempt === 0) {
        after = await callRow(callId)
        return 0
      }
      return status
    })
    const reports = attempts.filter((a) => a.type === "end-of-call-report")
    expect(reports.map((a) => [a.attempt, a.delaySeconds, a.status])).toEqual([
      [0, 0, 0],
      [1, WEBHOOK_BACKOFF_PLAN.baseDelaySeconds, 200],
    ])
    expect(after).toMatchObject({ status: "completed", result: "answered" })
    // The second delivery changed nothing: the row is as the first left it.
    expect(await callRow(callId)).toEqual(after)
  })

  it("is sent once when the assistant has no backoff plan (Vapi's default)", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId, providerCallId } = await liveTestCall(key, e)
    const { assistantId } = (await (await request(e, "/api/voice/setup")).json()) as VoiceSetupView
    const made = (await fakeVapi.requests(key)).find((r) => r.method === "POST" && r.path === "/assistant")!.body
    await fakeVapi.setAssistant(key, assistantId, {
      ...made,
      id: assistantId,
      server: { url: made.server.url, credentialId: made.server.credentialId },
    })
    const attempts = await playAnsweredCall(env.VAPI_BASE_URL!, key, providerCallId, 2, async (d) =>
      d.body.message.type === "end-of-call-report" ? 503 : toWorker(e)(d)
    )
    expect(attempts.filter((a) => a.type === "end-of-call-report")).toHaveLength(1)
    expect(await callRow(callId)).toMatchObject({ result: null })
  })
})
