import { beforeEach, describe, expect, it } from "vitest"
import {
  callRow,
  fakeVapi,
  newVapiKey,
  request,
  resetData,
  sandboxEnv,
  seedCall,
  seedContact,
  vapiEnv,
  voiceSettings,
} from "../../../test/call-fixtures"
import type { Env } from "../../env"
import { port } from "../../../test/port"

beforeEach(resetData)

const initiate = (e: Env, json: unknown) => request(e, "/api/calls/vapi/initiate", { method: "POST", json })

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 8000) {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe("POST /api/calls/vapi/initiate with the sandbox voice", () => {
  it("places the call at once and the sandbox plays it to a result through the webhook path", async () => {
    const e = { ...sandboxEnv(), SANDBOX_TIME_SCALE: "0.002" }
    const contact = await seedContact({ businessName: "Lakeside Bakery", category: "Bakery" })
    const res = await initiate(e, { contactId: contact.id, phoneNumber: "(616) 555-" + contact.phone.slice(-4) })
    expect(res.status).toBe(201)
    const body = (await res.json()) as {
      state: string
      call: { id: number; status: string; vapiCallId: string; contact: unknown }
    }
    expect(body.state).toBe("placed")
    // The sandbox runs 500x faster here, so a short call may already be over by the time we answer.
    expect(["calling", "completed"]).toContain(body.call.status)
    expect(body.call).toMatchObject({
      vapiCallId: `sandbox-${body.call.id}`,
      contact: { businessName: "Lakeside Bakery", phone: contact.phone, address: contact.address },
      campaignName: null,
    })

    const done = await until(
      () => callRow(body.call.id),
      (r) => r?.result != null
    )
    expect(done).toMatchObject({ status: "completed" })
    expect(["answered", "no answer", "busy", "voicemail"]).toContain(done!.result)
    if (done!.result === "answered") expect(String(done!.transcript)).toContain("Lakeside Bakery")
    expect(done!.summary).toBeTruthy()

    const contactAfter = await port.first<{ status: string }>("SELECT status FROM contacts WHERE id = ?", [contact.id])
    expect(["called", "no_answer", "demo_scheduled", "follow_up"]).toContain(contactAfter!.status)
  })

  it("validates the request and the contact", async () => {
    const e = sandboxEnv()
    const missing = await initiate(e, { phoneNumber: "+16165550100" })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ error: { message: "Please select a contact to call" } })
    expect((await initiate(e, { contactId: 999999, phoneNumber: "+16165550100" })).status).toBe(404)

    const contact = await seedContact()
    const other = await initiate(e, { contactId: contact.id, phoneNumber: "+12125550199" })
    expect(other.status).toBe(400)
    expect(await other.json()).toMatchObject({ error: { code: "phone_mismatch" } })
  })

  it("refuses a number on the do-not-call list before creating a call", async () => {
    const contact = await seedContact()
    await port.run("INSERT INTO do_not_call (phone, reason, source, created_at) VALUES (?, 'asked', 'manual', 0)", [
      contact.phone,
    ])
    const res = await initiate(sandboxEnv(), { contactId: contact.id, phoneNumber: contact.phone })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: { code: "do_not_call" } })
    expect(await port.first("SELECT count(*) AS n FROM calls")).toEqual({ n: 0 })
  })

  it("refuses a second call while the contact's first is still queued or calling", async () => {
    const contact = await seedContact()
    await seedCall({ contactId: contact.id, status: "calling" })
    const res = await initiate(sandboxEnv(), { contactId: contact.id, phoneNumber: contact.phone })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ error: { code: "call_in_progress" } })
  })
})

describe("POST /api/calls/vapi/initiate with Vapi (local fake)", () => {
  it("dials through Vapi with the configured assistant and phone number", async () => {
    const key = newVapiKey()
    await voiceSettings("asst_live", "pn_live")
    const contact = await seedContact()
    const res = await initiate(vapiEnv(key), { contactId: contact.id, phoneNumber: contact.phone })
    expect(res.status).toBe(201)
    const { call } = (await res.json()) as { call: { id: number; vapiCallId: string; status: string } }
    expect(call).toMatchObject({ status: "calling", vapiCallId: "fake-call-1" })

    const [sent] = await fakeVapi.requests(key)
    expect(sent!.body).toMatchObject({
      assistantId: "asst_live",
      phoneNumberId: "pn_live",
      customer: { number: contact.phone, name: contact.businessName },
      assistantOverrides: {
        variableValues: { businessName: contact.businessName, phone: contact.phone, category: "Dentist" },
        metadata: { callId: call.id },
      },
    })
  })

  it("answers Vapi's own message when it refuses the call, and fails the call", async () => {
    const key = newVapiKey()
    await voiceSettings()
    await fakeVapi.scriptNext(key, 400, {
      message: "Couldn't Get Assistant. `assistantId` asst_test Does Not Exist.",
      error: "Bad Request",
      statusCode: 400,
    })
    const contact = await seedContact()
    const res = await initiate(vapiEnv(key), { contactId: contact.id, phoneNumber: contact.phone })
    expect(res.status).toBe(502)
    const body = (await res.json()) as { error: { code: string; message: string; callId: number } }
    expect(body.error).toMatchObject({
      code: "call_failed",
      message: "Couldn't Get Assistant. `assistantId` asst_test Does Not Exist.",
    })
    expect(await callRow(body.error.callId)).toMatchObject({
      status: "failed",
      result: "failed",
      error: body.error.message,
    })
  })

  it("keeps the call queued for a retry when Vapi answers 429, and shows rate_limited", async () => {
    const key = newVapiKey()
    await voiceSettings()
    await fakeVapi.scriptNext(key, 429, { message: "Too Many Requests", statusCode: 429 })
    const contact = await seedContact()
    const res = await initiate(vapiEnv(key), { contactId: contact.id, phoneNumber: contact.phone })
    expect(res.status).toBe(202)
    const body = (await res.json()) as {
      state: string
      call: { id: number; status: string }
      retryAfterSeconds: number
    }
    expect(body).toMatchObject({ state: "queued", call: { status: "queued" }, retryAfterSeconds: 30 })
    expect(await callRow(body.call.id)).toMatchObject({ status: "queued", attempt: 1, error: "Too Many Requests" })

    const status = await request(vapiEnv(key), "/api/system/status")
    expect(await status.json()).toMatchObject({ vapi: "rate_limited", sandbox: { voice: false } })
  })

  it("asks for the assistant and phone number before dialling with a real key", async () => {
    const contact = await seedContact()
    const res = await initiate(vapiEnv(newVapiKey()), { contactId: contact.id, phoneNumber: contact.phone })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({
      error: {
        code: "voice_not_configured",
        message: "Set up the Vapi assistant and phone number in Settings → Voice before calling.",
      },
    })
    const count = await port.first<{ n: number }>("SELECT count(*) AS n FROM calls")
    expect(count!.n).toBe(0)
  })
})
