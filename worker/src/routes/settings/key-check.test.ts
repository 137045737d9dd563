import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, request, resetData, sandboxEnv } from "../../../test/call-fixtures"
import { deployedRequest } from "../../../test/operator-request"
import { port } from "../../../test/port"
import type { Env } from "../../env"
import type { SettingItem, SystemStatus } from "../../schemas/api-routes/settings"
import {
  newKeyPair,
  sheetsAccount,
  keyFileJson,
  newClientEmail,
  type TestKeyPair,
} from "../../providers/sheets/test-service-account"

/*
 * Issue 35: Save asks the provider about a key just typed (the real adapters, against the stand-ins
 * in worker/test/), stores it only if the provider did not refuse it, says what it found, and a
 * saved key can be removed, which returns that provider to the sandbox locally.
 */

const e: Env = { ...sandboxEnv(), GOOGLE_PLACES_API_KEY: undefined, GOOGLE_SHEETS_CREDENTIALS: undefined }
type ErrorEnvelope = { error: { code: string; message: string; issues?: { path: string; message: string }[] } }

const save = (values: Record<string, string>, env: Env = e) =>
  request(env, "/api/settings", { method: "PUT", json: values })
const stored = async (key: string) =>
  (await port.all<{ value: string }>("SELECT value FROM settings WHERE key = ?", [key]))[0]?.value
const status = async (env: Env = e) => (await (await request(env, "/api/system/status")).json()) as SystemStatus

let keys: TestKeyPair
beforeAll(async () => {
  keys = await newKeyPair()
})
beforeEach(resetData)

describe("saving a provider key", () => {
  it("checks a Vapi key with Vapi and says it was accepted; the light agrees", async () => {
    const key = newVapiKey()
    const res = await save({ vapi_api_key: key })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toContain(key)
    const [item] = JSON.parse(text) as SettingItem[]
    expect(item).toMatchObject({
      key: "vapi_api_key",
      check: { state: "ok", message: "Saved and checked: Vapi accepted the API key." },
    })
    expect(await stored("vapi_api_key")).toBe(key)
    expect((await fakeVapi.requests(key)).map((r) => `${r.method} ${r.path}`)).toEqual(["GET /call"])
    expect((await status()).checks.voice).toMatchObject({ state: "ok" })
  })

  it("refuses a key Vapi refuses (422 on the field, Vapi's words, no secret) and keeps the old one", async () => {
    const old = newVapiKey()
    expect((await save({ vapi_api_key: old })).status).toBe(200)
    const res = await save({ vapi_api_key: "invalid", timezone: "America/Chicago" })
    expect(res.status).toBe(422)
    const { error } = (await res.json()) as ErrorEnvelope
    expect(error.code).toBe("key_refused")
    expect(error.message).toMatch(/^Not saved: Vapi refused the API key\./)
    expect(error.issues).toEqual([
      { path: "vapi_api_key", message: expect.stringMatching(/^Vapi refused the API key/) },
    ])
    // All or nothing: neither the key nor the other setting of the form was stored.
    expect(await stored("vapi_api_key")).toBe(old)
    expect(await stored("timezone")).toBeUndefined()
  })

  it("checks a key a configuration file brings in plain text, and imports nothing of a file whose key is refused", async () => {
    const old = newVapiKey()
    expect((await save({ vapi_api_key: old })).status).toBe(200)
    const importFile = (vapiKey: string) =>
      request(e, "/api/settings/import", {
        method: "POST",
        json: {
          format: "cold-caller-settings",
          version: 1,
          settings: { vapi_api_key: vapiKey, timezone: "America/Denver" },
        },
      })
    const refused = await importFile("invalid")
    expect(refused.status).toBe(422)
    expect(((await refused.json()) as ErrorEnvelope).error).toMatchObject({
      code: "key_refused",
      issues: [{ path: "vapi_api_key", message: expect.stringMatching(/^Vapi refused the API key/) }],
    })
    expect([await stored("vapi_api_key"), await stored("timezone")]).toEqual([old, undefined])
    const key = newVapiKey()
    expect((await importFile(key)).status).toBe(200)
    expect([await stored("vapi_api_key"), await stored("timezone")]).toEqual([key, "America/Denver"])
    expect((await fakeVapi.requests(key)).map((r) => `${r.method} ${r.path}`)).toEqual(["GET /call"])
  })

  it("scrubs the key out of a provider's words", async () => {
    const key = newVapiKey()
    await fakeVapi.scriptNextRead(key, 400, { message: `Bad key ${key}`, error: "Bad Request", statusCode: 400 })
    const res = await save({ vapi_api_key: key })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).not.toContain(key)
    expect((JSON.parse(text) as SettingItem[])[0]!.check).toMatchObject({ state: "unchecked" })
  })

  it("saves a key it could not check (Vapi down or unreachable) and says so", async () => {
    const key = newVapiKey()
    await fakeVapi.scriptNextRead(key, 503, { message: "Service Unavailable" })
    const down = (await (await save({ vapi_api_key: key })).json()) as SettingItem[]
    expect(down[0]!.check).toEqual({
      state: "unchecked",
      message: "Saved, but it could not be checked: Vapi is not answering normally (HTTP 503). Try again later.",
    })
    const unreachable = { ...e, VAPI_BASE_URL: "http://127.0.0.1:9" }
    const other = newVapiKey()
    const res = await save({ vapi_api_key: other }, unreachable)
    expect(res.status).toBe(200)
    const [item] = (await res.json()) as SettingItem[]
    expect(item!.check!.state).toBe("unchecked")
    expect(item!.check!.message).toMatch(/^Saved, but it could not be checked: Could not reach Vapi/)
    expect(await stored("vapi_api_key")).toBe(other)
  })

  it("checks a Google Places key: refused is not saved, accepted is", async () => {
    const refused = await save({ google_places_api_key: "invalid" })
    expect(refused.status).toBe(422)
    const { error } = (await refused.json()) as ErrorEnvelope
    expect(error.issues![0]).toMatchObject({
      path: "google_places_api_key",
      message: expect.stringContaining("Google refused the Places API key: API key not valid."),
    })
    expect(await stored("google_places_api_key")).toBeUndefined()
    const ok = (await (await save({ google_places_api_key: "places-key-123456" })).json()) as SettingItem[]
    expect(ok[0]!.check).toEqual({ state: "ok", message: "Saved and checked: Google accepted the Places API key." })
  })

  it("signs a service account in with Google: an unknown account is refused, a registered one saved", async () => {
    const unknown = keyFileJson(newClientEmail("nobody"), keys.privateKeyPem)
    const refused = await save({ google_sheets_credentials: unknown })
    expect(refused.status).toBe(422)
    const text = await refused.text()
    expect(text).not.toContain("PRIVATE KEY")
    expect((JSON.parse(text) as ErrorEnvelope).error.issues![0]).toMatchObject({
      path: "google_sheets_credentials",
      message: expect.stringMatching(/^Google does not know the service account/),
    })
    const { credentials, clientEmail } = await sheetsAccount(e.SHEETS_BASE_URL!, keys)
    const ok = (await (await save({ google_sheets_credentials: credentials })).json()) as SettingItem[]
    expect(ok[0]!.check).toEqual({
      state: "ok",
      message: `Saved and checked: Google signed in the service account ${clientEmail}.`,
    })
  })
})

describe("removing a provider key", () => {
  it("locally: the provider returns to the sandbox, and the answer says so", async () => {
    expect((await save({ vapi_api_key: newVapiKey() })).status).toBe(200)
    expect((await status()).providers.voice.mode).toBe("real")
    const res = await save({ vapi_api_key: "" })
    expect(res.status).toBe(200)
    const [item] = (await res.json()) as SettingItem[]
    expect(item).toEqual({
      key: "vapi_api_key",
      value: "",
      check: { state: "removed", message: "Removed. Vapi is simulated: no key is configured on this local server." },
    })
    expect((await status()).providers.voice.mode).toBe("sandbox")
  })

  it("on a deployment: the provider is not configured any more", async () => {
    const json = { "Content-Type": "application/json" }
    const put = (body: unknown) =>
      deployedRequest("/api/settings", { method: "PUT", headers: json, body: JSON.stringify(body) }, { ...e })
    expect((await put({ google_places_api_key: "places-key-123456" })).status).toBe(200)
    const res = await put({ google_places_api_key: "" })
    expect(res.status).toBe(200)
    const [item] = (await res.json()) as SettingItem[]
    expect(item!.check).toEqual({
      state: "removed",
      message: "Removed. Google Places is not configured: add the Google Places API key in Settings.",
    })
  })

  it("PUT /api/settings/:key removes one key the same way", async () => {
    expect((await save({ google_places_api_key: "places-key-123456" })).status).toBe(200)
    const res = await request(e, "/api/settings/google_places_api_key", { method: "PUT", json: { value: "" } })
    expect(res.status).toBe(200)
    expect(((await res.json()) as SettingItem).check).toMatchObject({ state: "removed" })
    expect((await status()).providers.places.mode).toBe("sandbox")
  })
})
