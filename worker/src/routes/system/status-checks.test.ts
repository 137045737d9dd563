import { env } from "cloudflare:test"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  fakeVapi,
  newResendKey,
  newVapiKey,
  request,
  resetData,
  sandboxEnv,
  setSettings,
  webhook,
} from "../../../test/call-fixtures"
import type { Env } from "../../env"
import { newKeyPair, sheetsAccount, type TestKeyPair } from "../../providers/sheets/test-service-account"
import type { SystemStatus } from "../../schemas/api-routes/settings"
import { SHEETS_DEFAULTS } from "../../schemas/sheets"
import { writeSheetsConfig } from "../../services/sheets/sheets-config"
import { port, testDb } from "../../../test/port"

/*
 * The lights come from real checks against the fake providers (worker/test/fake-*-server.mjs),
 * cached in system_state: a refused key turns a light red with the reason, a good one green, and a
 * cached result is reused until it goes stale or the key changes.
 */

beforeEach(resetData)

/** Every provider real (no SANDBOX), none configured unless a test says so. */
const realEnv = (over: Partial<Env> = {}): Env => ({
  ...sandboxEnv(),
  GOOGLE_PLACES_API_KEY: undefined,
  RESEND_API_KEY: undefined,
  EMAIL_FROM: undefined,
  ...over,
})

async function status(e: Env, refresh = false): Promise<SystemStatus> {
  const res = await request(e, `/api/system/status${refresh ? "?refresh=1" : ""}`)
  expect(res.status).toBe(200)
  return (await res.json()) as SystemStatus
}

const vapiReads = async (key: string) => (await fakeVapi.requests(key)).filter((r) => r.method === "GET").length

describe("the Vapi light", () => {
  it("turns red with the reason when Vapi refuses the key (401)", async () => {
    const body = await status(realEnv({ VAPI_API_KEY: "invalid" }))
    expect(body.vapi).toBe("error")
    expect(body.checks.voice).toMatchObject({ state: "failed" })
    expect(body.checks.voice.message).toMatch(/Vapi refused the API key/)
    expect(body.checks.voice.checkedAt).not.toBeNull()
  })

  it("is green from a real read, cached until stale, asked again on refresh or a new key", async () => {
    const key = newVapiKey()
    const e = realEnv({ VAPI_API_KEY: key })
    expect(await status(e)).toMatchObject({ vapi: "connected", checks: { voice: { state: "ok" } } })
    expect(await vapiReads(key)).toBe(1)
    // Cached: the next page load does not ask Vapi again.
    await status(e)
    expect(await vapiReads(key)).toBe(1)
    await status(e, true)
    expect(await vapiReads(key)).toBe(2)
    // Stale after five minutes: asked again.
    await port.run(
      "UPDATE system_state SET value = json_set(value, '$.voice.checkedAt', 0) WHERE key = 'provider_checks'"
    )
    await status(e)
    expect(await vapiReads(key)).toBe(3)
    // A saved key replaces the environment's: checked at once, whatever the cache holds.
    await setSettings({ vapi_api_key: "invalid" })
    expect(await status(e)).toMatchObject({ vapi: "error" })
  })

  it("says receiving webhooks once an accepted webhook arrived, never for a refused one", async () => {
    const e = sandboxEnv()
    const body = { message: { type: "status-update", status: "ringing", call: { id: "nobody" } } }
    expect((await webhook(e, body, "wrong")).status).toBe(401)
    expect((await status(e)).webhooks).toEqual({ receiving: false, lastAt: null, recentMinutes: 15 })
    expect((await webhook(e, body)).status).toBe(200)
    const { webhooks } = await status(e)
    expect(webhooks.receiving).toBe(true)
    expect(Date.now() - Date.parse(webhooks.lastAt!)).toBeLessThan(10_000)
  })

  it("writes the webhook time at most once a minute", async () => {
    const e = sandboxEnv()
    const body = { message: { type: "status-update", status: "ringing", call: { id: "nobody" } } }
    await webhook(e, body)
    const first = await port.first<{ value: string }>(
      "SELECT value FROM system_state WHERE key = 'vapi_webhook_seen_at'"
    )
    await port.run("UPDATE system_state SET value = '5', updated_at = ?1 WHERE key = 'vapi_webhook_seen_at'", [
      Date.now(),
    ])
    await webhook(e, body)
    // Within the minute: the second webhook did not write.
    expect(first).not.toBeNull()
    expect(
      (await port.first<{ value: string }>("SELECT value FROM system_state WHERE key = 'vapi_webhook_seen_at'"))!.value
    ).toBe("5")
  })
})

describe("the other lights", () => {
  it("Places: a key Google refuses is red with Google's reason; a good one green", async () => {
    const bad = await status(realEnv({ GOOGLE_PLACES_API_KEY: "invalid" }))
    expect(bad.maps).toBe("error")
    expect(bad.checks.places.message).toMatch(/Google refused the Places API key: API key not valid/)
    const good = await status(realEnv({ GOOGLE_PLACES_API_KEY: `places-${crypto.randomUUID()}` }))
    expect(good).toMatchObject({ maps: "connected", checks: { places: { state: "ok" } } })
  })

  it("E-mail: a refused key is red; the sender's domain is checked where the key may read it", async () => {
    const refused = await status(realEnv({ RESEND_API_KEY: "not-a-resend-key" }))
    expect(refused.email).toBe("error")
    expect(refused.checks.email.message).toMatch(/Resend refused the API key/)

    const key = newResendKey()
    await fetch(`${env.RESEND_BASE_URL}/__domains`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify([{ name: "calls.example.com", status: "verified" }]),
    })
    const verified = await status(realEnv({ RESEND_API_KEY: key, EMAIL_FROM: "Calls <ops@calls.example.com>" }))
    expect(verified).toMatchObject({ email: "connected", checks: { email: { state: "ok" } } })
    expect(verified.checks.email.message).toBe("Resend accepted the key and calls.example.com is verified.")

    const pending = await status(realEnv({ RESEND_API_KEY: key, EMAIL_FROM: "ops@other.example.com" }))
    expect(pending.checks.email.message).toMatch(/other\.example\.com \(the sender's domain\) is not added/)
  })

  describe("Sheets", () => {
    let keys: TestKeyPair
    beforeAll(async () => {
      keys = await newKeyPair()
    })

    const withSheet = async (id: string) =>
      writeSheetsConfig(testDb(), {
        ...SHEETS_DEFAULTS,
        spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${id}/edit`,
      })

    it("is green only when the service account can open the sheet", async () => {
      const shared = await sheetsAccount(env.SHEETS_BASE_URL!, keys, { title: "Leads" })
      await setSettings({ google_sheets_credentials: shared.credentials })
      const e = realEnv()
      expect((await status(e)).checks.sheets.message).toMatch(/No spreadsheet yet/)
      expect((await status(e)).sheets).toBe("disconnected")
      await withSheet(shared.id)
      const ok = await status(e)
      expect(ok).toMatchObject({ sheets: "connected", checks: { sheets: { state: "ok" } } })
      expect(ok.checks.sheets.message).toBe("The service account can open “Leads”.")

      const notShared = await sheetsAccount(env.SHEETS_BASE_URL!, keys, { sharedWith: [] })
      await setSettings({ google_sheets_credentials: notShared.credentials })
      await withSheet(notShared.id)
      const refused = await status(e)
      expect(refused.sheets).toBe("error")
      expect(refused.checks.sheets.message).toContain(notShared.clientEmail)
    })
  })
})
