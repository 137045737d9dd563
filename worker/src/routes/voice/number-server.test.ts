import { beforeEach, describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, request, resetData, setSettings, vapiEnv } from "../../../test/call-fixtures"
import type { Env } from "../../env"
import type { SetupChecklist } from "../../schemas/api-routes/settings"
import type { VoiceSetupView } from "../../schemas/voice-setup"

/*
 * Issue 36: the number calls come from sends its inbound calls (a lead calling back) to this app:
 * its `server` (the app's webhook URL and credential, as the assistant's) is set when it is chosen
 * or imported, checked by Settings → Voice and the setup checklist, and set again by Fix.
 */

beforeEach(resetData)

const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const SPEC = {
  name: "Demo Booker",
  prompt: "You call {{businessName}} for Acme Dental Software. Say you are an AI.",
  firstMessage: "Hi {{businessName}}, this is an AI assistant calling for Acme Dental Software.",
  voicemailMessage: "",
}
const TWILIO = {
  id: "pn-twilio",
  orgId: "o",
  provider: "twilio",
  number: "+16165550111",
  name: "Sales",
  status: "active",
}

const patches = async (key: string) =>
  (await fakeVapi.requests(key)).filter((r) => r.method === "PATCH" && r.path.startsWith("/phone-number/"))

async function phoneLine(e: Env) {
  const res = await request(e, "/api/system/setup?refresh=1")
  expect(res.status).toBe(200)
  return ((await res.json()) as SetupChecklist).lines.find((l) => l.id === "phone_number")!
}

describe("the phone number's server", () => {
  it("is set to the app's webhook URL and credential when the number is chosen", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await fakeVapi.setPhoneNumbers(key, [TWILIO])
    const chosen = await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn-twilio" } })
    expect(chosen.status).toBe(200)
    const [patch] = await patches(key)
    expect(patch).toMatchObject({
      path: "/phone-number/pn-twilio",
      body: { server: { url: expect.stringMatching(/\/api\/webhooks\/vapi$/), credentialId: expect.any(String) } },
    })
    // The credential is the one the assistant gets: made once, reused.
    const created = await request(e, "/api/voice/assistant", { method: "POST", json: SPEC })
    expect(created.status).toBe(201)
    const credentials = (await fakeVapi.requests(key)).filter((r) => r.method === "POST" && r.path === "/credential")
    expect(credentials).toHaveLength(1)
    expect(((await created.json()) as VoiceSetupView).assistant?.problems).toEqual([])
    expect(await phoneLine(e)).toMatchObject({ done: true, detail: expect.stringContaining("reach this app") })
  })

  it("is sent with a Twilio number's import", async () => {
    const key = newVapiKey()
    const INPUT = {
      number: "(616) 555-0150",
      accountSid: `AC${"a1".repeat(16)}`,
      authToken: "tw_auth_0123456789abcdef",
    }
    const res = await request(realEnv(key), "/api/voice/phone-numbers/twilio", { method: "POST", json: INPUT })
    expect(res.status).toBe(201)
    const sent = (await fakeVapi.requests(key)).find((r) => r.method === "POST" && r.path === "/phone-number")
    expect(sent?.body.server).toEqual({
      url: expect.stringMatching(/\/api\/webhooks\/vapi$/),
      credentialId: expect.any(String),
    })
  })

  it("is checked by the setup checklist and Settings → Voice, and set again by Fix", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    // Chosen elsewhere (Vapi's dashboard, another deployment): its calls go to another server.
    await fakeVapi.setPhoneNumbers(key, [{ ...TWILIO, server: { url: "https://elsewhere.example/hook" } }])
    expect((await request(e, "/api/voice/assistant", { method: "POST", json: SPEC })).status).toBe(201)
    await setSettings({ vapi_phone_number_id: "pn-twilio", vapi_phone_number_provider: "twilio" })

    const line = await phoneLine(e)
    expect(line.done).toBe(false)
    expect(line.detail).toMatch(/ask https:\/\/elsewhere\.example\/hook .* Use Fix in Settings → Voice\.$/)
    const setup = (await (await request(e, "/api/voice/setup")).json()) as VoiceSetupView
    expect(setup.assistant?.problems.map((p) => p.field)).toEqual(["phone_number_server"])

    const fixed = await request(e, "/api/voice/assistant/fix", { method: "POST" })
    expect(fixed.status).toBe(200)
    expect(((await fixed.json()) as VoiceSetupView).assistant?.problems).toEqual([])
    expect(await patches(key)).toHaveLength(1)
    expect(await phoneLine(e)).toMatchObject({ done: true })
  })
})
