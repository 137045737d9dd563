import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, request, resetData, seedContact, vapiEnv } from "../../../test/call-fixtures"
import { port } from "../../../test/port"
import { type Delivery, playAnsweredCall, ringNumber } from "../../../test/vapi-call-play"
import type { Env } from "../../env"

/*
 * Issue 36 through the Vapi stand-in: the number chosen in Settings → Voice sends its inbound calls
 * here; the stand-in rings it as Vapi does (assistant-request to the number's server, with its
 * credential), takes the app's answer as the call's assistant, and plays the call, whose messages
 * land on the inbound call like any other.
 */

beforeEach(resetData)

const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const SPEC = {
  name: "Demo Booker",
  prompt: "You call {{businessName}} for Acme Dental Software. Say you are an AI.",
  firstMessage: "Hi {{businessName}}, this is an AI assistant calling for Acme Dental Software.",
  voicemailMessage: "",
}

const toWorker = (e: Env) => async (d: Delivery) => {
  const res = await request(e, new URL(d.url).pathname, { method: "POST", headers: d.headers, json: d.body })
  return { status: res.status, answer: await res.json() }
}

async function liveNumber(key: string, e: Env) {
  expect((await request(e, "/api/voice/assistant", { method: "POST", json: SPEC })).status).toBe(201)
  await fakeVapi.setPhoneNumbers(key, [
    { id: "pn_live_1", number: "+16165550100", name: "Main", status: "active", provider: "twilio" },
  ])
  const chosen = await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn_live_1" } })
  expect(chosen.status).toBe(200)
}

describe("a lead calls the app's number (the Vapi stand-in)", () => {
  it("is answered by the app's assistant knowing them, and the call lands on their history", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await liveNumber(key, e)
    const contact = await seedContact({ businessName: "Bright Dental", phone: "+16165550501" })

    const rung = await ringNumber(env.VAPI_BASE_URL!, key, "pn_live_1", "+16165550501", toWorker(e))
    expect(rung.delivery.body.message).toMatchObject({
      type: "assistant-request",
      call: { type: "inboundPhoneCall", customer: { number: "+16165550501" } },
      phoneNumber: { id: "pn_live_1" },
    })
    expect(rung.delivery.headers.authorization).toMatch(/^Bearer /)
    expect(rung.status).toBe(200)
    const { assistantId } = (await (await request(e, "/api/voice/setup")).json()) as { assistantId: string }
    expect(rung.answer).toMatchObject({
      assistantId,
      assistantOverrides: { firstMessage: expect.stringMatching(/^Thanks for calling back, Bright Dental!/) },
    })

    const attempts = await playAnsweredCall(env.VAPI_BASE_URL!, key, rung.callId, 2, async (d) => {
      return (await toWorker(e)(d)).status
    })
    expect(attempts.length).toBeGreaterThan(0)
    expect(attempts.every((a) => a.status === 200)).toBe(true)
    const call = await port.first<Record<string, unknown>>(
      "SELECT contact_id, direction, status, transcript FROM calls WHERE vapi_call_id = ?",
      [rung.callId]
    )
    expect(call).toMatchObject({ contact_id: contact.id, direction: "inbound", status: "completed" })
    expect(call!.transcript).toEqual(expect.any(String))
  })

  it("a do-not-call caller is answered with words to speak, not the assistant", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await liveNumber(key, e)
    await port.run("INSERT INTO do_not_call (phone, source, created_at) VALUES ('+16165550502', 'manual', 0)")
    const rung = await ringNumber(env.VAPI_BASE_URL!, key, "pn_live_1", "+16165550502", toWorker(e))
    expect(rung.answer).toEqual({ error: expect.stringContaining("do-not-call list") })
  })
})
