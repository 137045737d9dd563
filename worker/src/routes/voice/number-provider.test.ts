import { beforeEach, describe, expect, it } from "vitest"
import {
  callRow,
  db,
  fakeVapi,
  newVapiKey,
  request,
  resetData,
  seedContact,
  vapiEnv,
} from "../../../test/call-fixtures"
import { port } from "../../../test/port"
import { testCtx } from "../../../test/ctx"
import type { Env } from "../../env"
import { loadProviders } from "../../context/provider-state"
import { createCall, placeCall } from "../../services/calls/place-call"
import { learnNumberProvider } from "../../services/voice/number-provider"

/*
 * Issue 35: a number whose provider is unknown (chosen before the app stored it, brought in by a
 * configuration file or PUT /api/settings) is looked up in Vapi before the first dial, so a free
 * Vapi number is refused before any POST /call, with the same sentence as a known one.
 */

beforeEach(resetData)

const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const NUMBERS = [
  { id: "pn-free", orgId: "o", provider: "vapi", number: "+16165550100", name: "Free", status: "active" },
  { id: "pn-twilio", orgId: "o", provider: "twilio", number: "+16165550111", name: "Sales", status: "active" },
]
const storedProvider = async () =>
  (await port.all<{ value: string }>("SELECT value FROM settings WHERE key = 'vapi_phone_number_provider'"))[0]?.value
const vapiRequests = async (key: string, method: string, path: string) =>
  (await fakeVapi.requests(key)).filter((r) => r.method === method && r.path === path)

/** The number saved through PUT /api/settings, as a script or an old form would: its provider unknown. */
async function chooseByPut(e: Env, phoneNumberId: string) {
  const res = await request(e, "/api/settings", {
    method: "PUT",
    json: { assistant_id: "asst_1", vapi_phone_number_id: phoneNumberId },
  })
  expect(res.status).toBe(200)
  expect(await storedProvider()).toBe("")
}

describe("a number whose provider is unknown", () => {
  it("is looked up before a test call: a free Vapi number is refused, and its provider stored", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await fakeVapi.setPhoneNumbers(key, NUMBERS)
    await chooseByPut(e, "pn-free")

    const test = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "+16165550199" } })
    expect(test.status).toBe(409)
    const said = ((await test.json()) as { error: { message: string } }).error.message
    expect(said).toMatch(/free Vapi number, which takes inbound calls only: import a Twilio/)
    expect(await vapiRequests(key, "GET", "/phone-number/pn-free")).toHaveLength(1)
    expect(await vapiRequests(key, "POST", "/call")).toEqual([])
    expect(await storedProvider()).toBe("vapi")
  })

  it("is looked up before a campaign dial, which then stays queued without reaching POST /call", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await fakeVapi.setPhoneNumbers(key, NUMBERS)
    await chooseByPut(e, "pn-free")
    const contact = await seedContact()
    const call = (await createCall(db(), { contactId: contact.id }))!
    const dial = placeCall(testCtx({ env: e, providers: await loadProviders(db(), e) }), call.id)
    await expect(dial).rejects.toMatchObject({
      code: "voice_not_configured",
      status: 409,
      message: expect.stringMatching(/free Vapi number, which takes inbound calls only/),
    })
    expect(await callRow(call.id)).toMatchObject({ status: "queued", attempt: 0 })
    expect(await vapiRequests(key, "POST", "/call")).toEqual([])
    expect(await storedProvider()).toBe("vapi")
  })

  it("once known (a Twilio number), is not asked again", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await fakeVapi.setPhoneNumbers(key, NUMBERS)
    await chooseByPut(e, "pn-twilio")
    for (const _ of [1, 2]) {
      const ctx = testCtx({ env: e })
      await learnNumberProvider(ctx, (await ctx.providers()).voice)
    }
    expect(await storedProvider()).toBe("twilio")
    expect(await vapiRequests(key, "GET", "/phone-number/pn-twilio")).toHaveLength(1)
  })
})
