import { beforeEach, describe, expect, it } from "vitest"
import {
  callRow,
  newVapiKey,
  request,
  resetData,
  sandboxEnv,
  seedContact,
  vapiEnv,
  voiceSettings,
} from "../../../test/call-fixtures"
import type { SimulatedCallback } from "../../schemas/api-routes/calls"

/* The sandbox's "Simulate a callback" (issue 36): the inbound path in-process, then the call plays. */

beforeEach(resetData)

const post = (e: ReturnType<typeof sandboxEnv>, contactId: number) =>
  request(e, "/api/calls/simulate-callback", { method: "POST", json: { contactId } })

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms = 8000) {
  const end = Date.now() + ms
  for (;;) {
    const v = await read()
    if (ok(v) || Date.now() > end) return v
    await new Promise((r) => setTimeout(r, 50))
  }
}

describe("POST /api/calls/simulate-callback", () => {
  it("answers the contact as a lead calling back, and the sandbox plays the call onto their history", async () => {
    const e = { ...sandboxEnv(), SANDBOX_TIME_SCALE: "0.002" }
    await voiceSettings("sandbox-assistant", "sandbox-number-1")
    const contact = await seedContact({ businessName: "Maple Dental" })
    const res = await post(e, contact.id)
    expect(res.status).toBe(201)
    const body = (await res.json()) as SimulatedCallback
    expect(body).toMatchObject({
      callId: expect.any(Number),
      firstMessage: expect.stringMatching(/^Thanks for calling back, Maple Dental!/),
      spoken: null,
    })
    const done = await until(
      () => callRow(body.callId!),
      (r) => r?.status === "completed"
    )
    expect(done).toMatchObject({ contact_id: contact.id, direction: "inbound", status: "completed" })
  })

  it("works on a fresh sandbox, before any assistant is created: the sandbox's own answers", async () => {
    const e = { ...sandboxEnv(), SANDBOX_TIME_SCALE: "0.002" }
    const contact = await seedContact({ businessName: "Birch Bakery" })
    const res = await post(e, contact.id)
    expect(res.status).toBe(201)
    const body = (await res.json()) as SimulatedCallback
    expect(body).toMatchObject({ callId: expect.any(Number), spoken: null })
    expect(body.firstMessage).toMatch(/^Thanks for calling back, Birch Bakery!/)
  })

  it("is a 404 for an unknown contact and a 409 with a Vapi key", async () => {
    await voiceSettings("sandbox-assistant", "sandbox-number-1")
    expect((await post(sandboxEnv(), 999_999)).status).toBe(404)
    const contact = await seedContact()
    const real = await post(vapiEnv(newVapiKey()), contact.id)
    expect(real.status).toBe(409)
    expect(await real.json()).toMatchObject({ error: { code: "sandbox_only" } })
  })

  it("refuses a body without a contact (400)", async () => {
    const res = await request(sandboxEnv(), "/api/calls/simulate-callback", { method: "POST", json: {} })
    expect(res.status).toBe(400)
  })
})
