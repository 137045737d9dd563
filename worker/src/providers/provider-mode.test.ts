import { env } from "cloudflare:test"
import { describe, expect, it } from "vitest"
import { dbFromEnv } from "../db/client"
import type { Env } from "../env"
import { AppError } from "../lib/errors"
import { parseSettings, type Settings } from "../settings/registry"
import { makeProviders as build } from "../context/provider-state"
import { providerOrNull, requireProvider } from "."

const settingsWith = (entries: Record<string, string> = {}) => parseSettings(new Map(Object.entries(entries)), {})
const local = { ...env, VAPI_API_KEY: undefined, SANDBOX: undefined, OPERATOR_PASSWORD: undefined } as Env
const deployed = { ...local, OPERATOR_PASSWORD: "correct horse" } as Env
const makeProviders = (e: Env, settings: Settings) => build(dbFromEnv(env), e, settings)

describe("provider registry", () => {
  it("simulates providers without keys on a local server", () => {
    const p = makeProviders(local, settingsWith())
    expect(p.voice.mode).toBe("sandbox")
    expect(requireProvider(p.voice).name).toBe("sandbox")
    expect(p.voice.notReady()).toBeNull()
    expect(p.places.mode).toBe("sandbox")
    expect(p.sheets.mode).toBe("sandbox")
  })

  it("uses the real voice with a configured key", () => {
    const p = makeProviders(
      deployed,
      settingsWith({ vapi_api_key: "sk_live_1", assistant_id: "a", vapi_phone_number_id: "n" })
    )
    expect(p.voice.mode).toBe("real")
    expect(requireProvider(p.voice).name).toBe("vapi")
    expect(p.voice.notReady()).toBeNull()
    // Calls placed by the sandbox before the key was added stay readable.
    expect(p.voice.for("sandbox-12").name).toBe("sandbox")
    expect(p.voice.for("0b1c-vapi").name).toBe("vapi")
  })

  it("reports not configured on a deployed host without a key, and refuses with a 409", () => {
    const p = makeProviders(deployed, settingsWith())
    expect(p.voice).toMatchObject({
      mode: "not_configured",
      reason: "Vapi is not configured: add the API key in Settings.",
    })
    expect(p.voice.notReady()).toBe("Vapi is not configured: add the API key in Settings.")
    const err = (() => {
      try {
        requireProvider(p.voice)
      } catch (e) {
        return e
      }
    })()
    expect(err).toBeInstanceOf(AppError)
    expect(err).toMatchObject({ code: "voice_not_configured", status: 409 })
    expect(p.places.mode).toBe("not_configured")
    expect(p.sheets.mode).toBe("not_configured")
    expect(p.email.mode).toBe("not_configured")
    expect(p.email).not.toHaveProperty("provider")
  })

  it("simulates everything with SANDBOX=1, even with keys on a deployed host", () => {
    const p = makeProviders(
      { ...deployed, SANDBOX: "1" },
      settingsWith({ vapi_api_key: "sk_live_1", google_places_api_key: "gp" })
    )
    expect([p.voice.mode, p.places.mode, p.sheets.mode, p.email.mode]).toEqual([
      "sandbox",
      "sandbox",
      "sandbox",
      "sandbox",
    ])
    expect(requireProvider(p.voice).name).toBe("sandbox")
  })

  it("gives sheets Google with a service-account key and nothing, naming the fix, without one when deployed", () => {
    const key = JSON.stringify({
      client_email: "sync@example.iam.gserviceaccount.com",
      private_key: "-----BEGIN PRIVATE KEY-----",
    })
    const withKey = makeProviders(deployed, settingsWith({ google_sheets_credentials: key }))
    expect(withKey.sheets).toMatchObject({ mode: "real" })
    expect(providerOrNull(withKey.sheets)?.kind).toBe("google")
    const without = makeProviders(deployed, settingsWith({}))
    expect(without.sheets).toMatchObject({
      mode: "not_configured",
      reason: expect.stringContaining("service-account key"),
    })
    expect(providerOrNull(without.sheets)).toBeNull()
    expect(() => requireProvider(without.sheets)).toThrow(
      expect.objectContaining({ code: "sheets_not_configured", status: 409 })
    )
  })

  it("gives lead search Google with a key and refuses it, naming the fix, without one when deployed", () => {
    const withKey = makeProviders(deployed, settingsWith({ google_places_api_key: "gp" }))
    expect(withKey.places).toMatchObject({ mode: "real" })
    expect(requireProvider(withKey.places).kind).toBe("google")
    const without = makeProviders(deployed, settingsWith({}))
    expect(() => requireProvider(without.places)).toThrow(/Google Places API key in Settings/)
    expect(() => requireProvider(without.places)).toThrow(
      expect.objectContaining({ code: "places_not_configured", status: 409 })
    )
  })
})
