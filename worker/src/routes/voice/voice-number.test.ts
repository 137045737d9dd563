import { beforeEach, describe, expect, it } from "vitest"
import {
  callRow,
  db,
  fakeVapi,
  newVapiKey,
  request,
  resetData,
  sandboxEnv,
  seedContact,
  setSettings,
  vapiEnv,
  vapiVoice,
} from "../../../test/call-fixtures"
import { port } from "../../../test/port"
import { testCtx } from "../../../test/ctx"
import type { Env } from "../../env"
import { AppError } from "../../lib/errors"
import { scrubSecrets, withSecrets } from "../../lib/secret-scrub"
import { loadProviders } from "../../context/provider-state"
import { VoiceProviderError } from "../../providers/voice/voice-provider"
import type { VoiceNumberOption, VoiceSetupView } from "../../schemas/voice-setup"
import { createCall, placeCall } from "../../services/calls/place-call"

/*
 * Settings → Voice against the fake Vapi, which behaves as Vapi does: a free Vapi number (provider
 * "vapi") cannot call out, a Twilio number is imported with Vapi's own body, and each API key is its
 * own org whose ids another org does not know.
 */

beforeEach(resetData)

const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const view = async (res: Response) => (await res.json()) as VoiceSetupView
const posts = async (key: string, path: string) =>
  (await fakeVapi.requests(key)).filter((r) => r.method === "POST" && r.path === path)

const NUMBERS = [
  { id: "pn-free", orgId: "o", provider: "vapi", number: "+16165550100", name: "Free", status: "active" },
  { id: "pn-twilio", orgId: "o", provider: "twilio", number: "+16165550111", name: "Sales", status: "active" },
]
const SPEC = {
  name: "Demo Booker",
  prompt: "You call {{businessName}} for Acme Dental Software. Say you are an AI.",
  firstMessage: "Hi {{businessName}}, this is an AI assistant calling for Acme Dental Software.",
  voicemailMessage: "",
}

describe("a free Vapi number (inbound only)", () => {
  it("is refused by Vapi for an outbound call, as the fake shows", async () => {
    const key = newVapiKey()
    await fakeVapi.setPhoneNumbers(key, NUMBERS)
    const contact = { contactId: 1, businessName: "Bob's", phone: "+16165550123", address: "", category: "" }
    const dial = vapiVoice(key).startCall({
      callId: 1,
      contact,
      assistantId: "a",
      phoneNumberId: "pn-free",
      variables: {},
    })
    await expect(dial).rejects.toMatchObject({ status: 400, message: "Vapi Numbers Can't Dial Outbound Yet" })
    await expect(dial).rejects.toBeInstanceOf(VoiceProviderError)
  })

  it("is listed with its provider, cannot be chosen, and a Twilio number can", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await fakeVapi.setPhoneNumbers(key, NUMBERS)
    const list = (await (await request(e, "/api/voice/phone-numbers")).json()) as VoiceNumberOption[]
    expect(list.map((n) => [n.id, n.provider])).toEqual([
      ["pn-free", "vapi"],
      ["pn-twilio", "twilio"],
    ])

    const free = await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn-free" } })
    expect(free.status).toBe(409)
    expect(await free.json()).toMatchObject({
      error: { code: "phone_number_inbound_only", message: expect.stringMatching(/inbound calls only.*Twilio/) },
    })
    const unknown = await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn-x" } })
    expect(unknown.status).toBe(404)

    const chosen = await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn-twilio" } })
    expect(chosen.status).toBe(200)
    expect((await view(chosen)).phoneNumberId).toBe("pn-twilio")
    const stored = await port.all<{ key: string; value: string }>(
      "SELECT key, value FROM settings WHERE key LIKE 'vapi_phone_number%' ORDER BY key"
    )
    expect(stored).toEqual([
      { key: "vapi_phone_number_id", value: "pn-twilio" },
      { key: "vapi_phone_number_provider", value: "twilio" },
    ])
  })

  it("refuses a test call and a campaign call from it before any POST /call, saying why", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await fakeVapi.setPhoneNumbers(key, NUMBERS)
    // Chosen before the app knew (or brought in with a configuration file): the provider was read then.
    await setSettings({ assistant_id: "asst_1", vapi_phone_number_id: "pn-free", vapi_phone_number_provider: "vapi" })

    const test = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "+16165550199" } })
    expect(test.status).toBe(409)
    const said = ((await test.json()) as { error: { message: string } }).error.message
    expect(said).toMatch(/free Vapi number, which takes inbound calls only: import a Twilio/)

    const contact = await seedContact()
    const call = (await createCall(db(), { contactId: contact.id }))!
    const providers = await loadProviders(db(), e)
    const dial = placeCall(testCtx({ env: e, providers }), call.id)
    await expect(dial).rejects.toBeInstanceOf(AppError)
    await expect(dial).rejects.toMatchObject({ code: "voice_not_configured", status: 409 })
    expect(await callRow(call.id)).toMatchObject({ status: "queued", attempt: 0 })
    expect(await posts(key, "/call")).toEqual([])
  })
})

describe("importing a Twilio number", () => {
  const INPUT = { number: "(616) 555-0150", accountSid: `AC${"a1".repeat(16)}`, authToken: "tw_auth_0123456789abcdef" }

  it("sends Vapi's body once, answers the number, and keeps or returns nothing of the token", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const res = await request(e, "/api/voice/phone-numbers/twilio", { method: "POST", json: INPUT })
    expect(res.status).toBe(201)
    const text = await res.text()
    expect(text).not.toContain(INPUT.authToken)
    expect(JSON.parse(text)).toEqual({
      id: expect.any(String),
      number: "+16165550150",
      name: "",
      status: "active",
      provider: "twilio",
    })
    const sent = await posts(key, "/phone-number")
    expect(sent.map((r) => r.body)).toEqual([
      {
        provider: "twilio",
        number: "+16165550150",
        twilioAccountSid: INPUT.accountSid,
        twilioAuthToken: INPUT.authToken,
        // Its inbound calls (a lead calling back) ask this app for their assistant (issue 36).
        server: { url: expect.stringMatching(/\/api\/webhooks\/vapi$/), credentialId: expect.any(String) },
      },
    ])
    // Not in any table, nor in what the settings, the setup view or the number list answer.
    for (const table of ["settings", "system_state"]) {
      const rows = await port.all<{ n: number }>(`SELECT count(*) AS n FROM ${table} WHERE value LIKE ?`, [
        `%${INPUT.authToken.slice(4, 16)}%`,
      ])
      expect(rows[0]!.n, table).toBe(0)
    }
    for (const path of ["/api/settings", "/api/voice/setup", "/api/voice/phone-numbers"]) {
      expect(await (await request(e, path)).text(), path).not.toContain(INPUT.authToken)
    }
  })

  it("hides the token when Vapi's refusal echoes it, and forgets it after the request", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const echo = `Twilio refused {"twilioAccountSid":"${INPUT.accountSid}","twilioAuthToken":"${INPUT.authToken}"} (${INPUT.authToken})`
    await fakeVapi.scriptNext(
      key,
      400,
      { message: echo, error: "Bad Request", statusCode: 400 },
      { route: "POST /phone-number" }
    )
    const res = await request(e, "/api/voice/phone-numbers/twilio", { method: "POST", json: INPUT })
    expect(res.status).toBe(502)
    const text = await res.text()
    expect(text).toMatch(/Vapi refused to import the Twilio number/)
    expect(text).not.toContain(INPUT.authToken)
  })

  it("is known to the scrubber only while its request runs, and hidden by its field name", async () => {
    const token = "tw_only_during_request_1234"
    expect(await withSecrets([token], async () => scrubSecrets(`said ${token}`))).toBe("said [hidden]")
    expect(scrubSecrets(`said ${token}`)).toBe(`said ${token}`)
    expect(scrubSecrets('{"twilioAuthToken":"short"}')).toBe('{"twilioAuthToken":"[hidden]"}')
  })

  it("refuses a malformed Account SID (400) and the sandbox (409)", async () => {
    const bad = await request(realEnv(newVapiKey()), "/api/voice/phone-numbers/twilio", {
      method: "POST",
      json: { ...INPUT, accountSid: "SK123" },
    })
    expect(bad.status).toBe(400)
    const sandbox = await request(sandboxEnv(), "/api/voice/phone-numbers/twilio", { method: "POST", json: INPUT })
    expect(sandbox.status).toBe(409)
  })
})

describe("another Vapi account (org)", () => {
  it("makes the credential and structured output again instead of sending the first org's ids", async () => {
    const first = newVapiKey()
    const firstMade = await request(realEnv(first), "/api/voice/assistant", { method: "POST", json: SPEC })
    expect(firstMade.status, await firstMade.clone().text()).toBe(201)
    const [oldCredential] = await posts(first, "/credential")

    // The key now opens another org: the ids made in the first are unknown there.
    const second = newVapiKey()
    const res = await request(realEnv(second), "/api/voice/assistant", { method: "POST", json: SPEC })
    expect(res.status).toBe(201)
    const credential = (await posts(second, "/credential")).length
    const output = (await posts(second, "/structured-output")).length
    expect([credential, output]).toEqual([1, 1])
    const assistant = (await posts(second, "/assistant"))[0]!.body
    expect(assistant.server.credentialId).not.toBe(oldCredential!.body.id)
    const made = await fakeVapi.requests(second)
    const credentialId = made.find((r) => r.method === "GET" && r.path.startsWith("/credential/"))
    expect(credentialId, "the stored credential was looked up in the new org first").toBeTruthy()

    // The same key again: nothing is looked up or made twice.
    expect((await request(realEnv(second), "/api/voice/assistant", { method: "POST", json: SPEC })).status).toBe(201)
    expect((await posts(second, "/credential")).length).toBe(1)
    expect((await fakeVapi.requests(second)).filter((r) => r.path.startsWith("/credential/"))).toHaveLength(1)
  })

  it("Start over forgets the assistant, number, credential and structured output", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await fakeVapi.setPhoneNumbers(key, NUMBERS)
    await request(e, "/api/voice/assistant", { method: "POST", json: SPEC })
    await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn-twilio" } })

    const res = await request(e, "/api/voice/start-over", { method: "POST" })
    expect(res.status).toBe(200)
    expect(await view(res)).toMatchObject({ assistantId: "", phoneNumberId: "", assistant: null })
    const setup = await port.first<{ value: string }>("SELECT value FROM system_state WHERE key = 'vapi_setup'")
    expect(JSON.parse(setup!.value)).not.toHaveProperty("credentialId")
    expect(JSON.parse(setup!.value)).not.toHaveProperty("callOutcomeSchemaId")

    // The next Create makes them all again.
    expect((await request(e, "/api/voice/assistant", { method: "POST", json: SPEC })).status).toBe(201)
    expect((await posts(key, "/credential")).length).toBe(2)
    expect((await posts(key, "/structured-output")).length).toBe(2)
  })
})
