import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { app } from "../../app"
import { callApp, DEPLOYED_ORIGIN, deployedSignIn, OPERATOR_PASSWORD } from "../../../test/operator-request"
import { port } from "../../../test/port"

const status = async (extraEnv: Record<string, string> = {}) => {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request("http://127.0.0.1/api/system/status"), { ...env, ...extraEnv }, ctx)
  await waitOnExecutionContext(ctx)
  expect(res.status).toBe(200)
  return res.json()
}

// Storage is shared by the tests of a file: start each from no settings.
beforeEach(async () => {
  await port.batch([{ sql: "DELETE FROM settings" }, { sql: "DELETE FROM system_state" }])
})

describe("GET /api/system/status", () => {
  it("reports the sandbox voice as connected and labelled sandbox without a key", async () => {
    expect(await status()).toMatchObject({
      vapi: "connected",
      // SPEC §4: sheets is connected only once a spreadsheet is set and reached (sheets-sync.test.ts).
      sheets: "disconnected",
      maps: "connected",
      sandbox: { voice: true, places: true, sheets: true },
      providers: { voice: { mode: "sandbox" } },
    })
  })

  it("uses the real voice once a key is saved in settings", async () => {
    await SELF.fetch("http://127.0.0.1/api/settings/vapi_api_key", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ value: "sk_live_abcdefgh1234" }),
    })
    expect(await status()).toMatchObject({ vapi: "connected", sandbox: { voice: false } })
    // SANDBOX=1 forces the sandbox even with a key.
    expect(await status({ SANDBOX: "1" })).toMatchObject({ sandbox: { voice: true } })
  })

  it("shows rate_limited for a minute after Vapi answered 429", async () => {
    await port.run("INSERT INTO system_state (key, value, updated_at) VALUES ('vapi_rate_limited_at', ?, ?)", [
      String(Date.now() - 5_000),
      Date.now(),
    ])
    expect(await status({ VAPI_API_KEY: "sk_env_abcdefgh" })).toMatchObject({ vapi: "rate_limited" })
    await port.run("UPDATE system_state SET value = ?", [String(Date.now() - 61_000)])
    expect(await status({ VAPI_API_KEY: "sk_env_abcdefgh" })).toMatchObject({ vapi: "connected" })
  })

  it("shows each provider's mode, and a deployed host without keys as not configured", async () => {
    const body = (await status()) as { providers: Record<string, object> }
    expect(Object.keys(body.providers).sort()).toEqual(["email", "places", "sheets", "voice"])
    expect(Object.keys(body.providers.voice!).sort()).toEqual(["mode", "reason"])
    // With OPERATOR_PASSWORD the app is reachable from outside: no key means no silent simulation.
    expect(await deployedStatus()).toMatchObject({
      vapi: "disconnected",
      sandbox: { voice: false, places: false, sheets: false },
      providers: {
        voice: { mode: "not_configured", reason: "Vapi is not configured: add the API key in Settings." },
        places: {
          mode: "not_configured",
          reason: "Google Places is not configured: add the Google Places API key in Settings.",
        },
        sheets: {
          mode: "not_configured",
          reason: "Google Sheets is not configured: paste the service-account key in Settings → API Configuration.",
        },
        email: {
          mode: "not_configured",
          // Notifications are still written and shown; they are only not mailed.
          reason: "E-mail (Resend) is not configured: add the Resend API key in Settings → Notifications.",
        },
      },
    })
  })
})

/** The status as a signed-in operator of a deployed app sees it. */
async function deployedStatus() {
  const over = { OPERATOR_PASSWORD, SESSION_SECRET: undefined }
  const cookie = await deployedSignIn({}, "203.0.113.9")
  const res = await callApp(`${DEPLOYED_ORIGIN}/api/system/status`, { headers: { Cookie: cookie } }, over)
  expect(res.status).toBe(200)
  return res.json()
}
