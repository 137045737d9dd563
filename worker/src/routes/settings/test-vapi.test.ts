import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { fakeVapi, newVapiKey } from "../../../test/call-fixtures"
import { callApp, DEPLOYED_ORIGIN, deployedRequest, OPERATOR_PASSWORD } from "../../../test/operator-request"
import { port } from "../../../test/port"
import type { Env } from "../../env"
import type { SystemStatus, VoiceConnectionTest } from "../../schemas/api-routes/settings"

const e = env as Env
const testVapi = async (over: Partial<Env> = {}) => {
  const res = await appRequest({ ...e, ...over }, "/api/settings/test-vapi", { method: "POST" })
  expect(res.status).toBe(200)
  const text = await res.text()
  return { text, body: JSON.parse(text) as VoiceConnectionTest }
}
const save = (values: Record<string, string>) => appRequest(e, "/api/settings", { method: "PUT", json: values })

beforeEach(async () => {
  await port.batch([{ sql: "DELETE FROM settings" }, { sql: "DELETE FROM system_state" }])
})

describe("POST /api/settings/test-vapi", () => {
  it("succeeds in the sandbox without reaching Vapi, and says so", async () => {
    const { body } = await testVapi()
    expect(body).toMatchObject({ ok: true, mode: "sandbox" })
    expect(body.message).toMatch(/^Sandbox mode: calls are simulated/)
  })

  it("reaches Vapi with the saved key and assistant", async () => {
    const key = newVapiKey()
    await fakeVapi.setAssistant(key, "asst-7", { id: "asst-7", name: "Demo Booker" })
    expect((await save({ vapi_api_key: key, assistant_id: "asst-7" })).status).toBe(200)
    const { body, text } = await testVapi()
    expect(body).toEqual({
      ok: true,
      mode: "real",
      message: "Vapi accepted the API key and found the assistant “Demo Booker”.",
    })
    expect(text).not.toContain(key)
    expect(await fakeVapi.requests(key)).toMatchObject([
      // Save checked the key (issue 35), then the test read the assistant.
      { method: "GET", path: "/call", headers: { authorization: `Bearer ${key}` } },
      { method: "GET", path: "/assistant/asst-7", headers: { authorization: `Bearer ${key}` } },
    ])
  })

  it("answers Vapi's 401 as an operator message with no secret in it", async () => {
    const key = newVapiKey()
    // Saved while Vapi accepted it (Save checks the key), then revoked.
    expect((await save({ vapi_api_key: key, assistant_id: "asst-7" })).status).toBe(200)
    await fakeVapi.scriptNextRead(key, 401, { message: `Invalid Key ${key}`, error: "Unauthorized", statusCode: 401 })
    const { body, text } = await testVapi()
    expect(body).toEqual({
      ok: false,
      mode: "real",
      message:
        "Vapi refused the API key. Copy the private API key from the Vapi dashboard (not the public key) into Settings and save.",
    })
    expect(text).not.toContain(key)
  })

  it("names an assistant the account does not have, and lights a 429 as rate limited", async () => {
    const key = newVapiKey()
    await save({ vapi_api_key: key, assistant_id: "asst-missing" })
    expect((await testVapi()).body).toMatchObject({ ok: false, message: expect.stringContaining("“asst-missing”") })

    await fakeVapi.scriptNextRead(key, 429, { message: "Too Many Requests", statusCode: 429 })
    expect((await testVapi()).body.ok).toBe(false)
    const status = (await (await appRequest(e, "/api/system/status")).json()) as SystemStatus
    expect(status.vapi).toBe("rate_limited")
  })

  it("says what to configure on a deployed host without a key", async () => {
    const json = { "Content-Type": "application/json", Origin: DEPLOYED_ORIGIN, "CF-Connecting-IP": "203.0.113.21" }
    const res = await deployedRequest("/api/settings/test-vapi", { method: "POST", headers: json })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      ok: false,
      mode: "not_configured",
      message: "Vapi is not configured: add the API key in Settings.",
    })
    // And no session, no test.
    const anonymous = await callApp(
      `${DEPLOYED_ORIGIN}/api/settings/test-vapi`,
      { method: "POST", headers: json },
      { OPERATOR_PASSWORD }
    )
    expect(anonymous.status).toBe(401)
  })
})
