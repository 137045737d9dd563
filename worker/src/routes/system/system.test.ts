import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { app } from "../../app"

const status = async (extraEnv: Record<string, string> = {}) => {
  const ctx = createExecutionContext()
  const res = await app.fetch(new Request("http://127.0.0.1/api/system/status"), { ...env, ...extraEnv }, ctx)
  await waitOnExecutionContext(ctx)
  expect(res.status).toBe(200)
  return res.json()
}

// Storage is shared by the tests of a file: start each from no settings.
beforeEach(async () => {
  await env.DB.batch([env.DB.prepare("DELETE FROM settings"), env.DB.prepare("DELETE FROM system_state")])
})

describe("GET /api/system/status", () => {
  it("reports the sandbox voice as connected and labelled sandbox without a key", async () => {
    expect(await status()).toEqual({
      vapi: "connected",
      sheets: "connected",
      maps: "connected",
      sandbox: { voice: true, places: true, sheets: true },
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
    await env.DB.prepare(
      "INSERT INTO system_state (key, value, updated_at) VALUES ('vapi_rate_limited_at', ?, ?)"
    )
      .bind(String(Date.now() - 5_000), Date.now())
      .run()
    expect(await status({ VAPI_API_KEY: "sk_env_abcdefgh" })).toMatchObject({ vapi: "rate_limited" })
    await env.DB.prepare("UPDATE system_state SET value = ?").bind(String(Date.now() - 61_000)).run()
    expect(await status({ VAPI_API_KEY: "sk_env_abcdefgh" })).toMatchObject({ vapi: "connected" })
  })
})
