import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { dbFromEnv } from "../db/client"
import { isSecretKey, KNOWN_SETTING_KEYS, SETTING_RULES } from "../schemas/settings"
import { lazySettings, loadSettings } from "./load-settings"
import { isSecretSetting, parseSettings, SETTINGS } from "./registry"
import { port } from "../../test/port"

const stored = (entries: Record<string, string>) => new Map(Object.entries(entries))

beforeEach(async () => {
  await port.run("DELETE FROM settings")
})

describe("settings registry", () => {
  it("registers every key the API accepts, and only those", () => {
    expect(Object.keys(SETTINGS).sort()).toEqual([...KNOWN_SETTING_KEYS].sort())
    // SPEC §3 keys and §9 rate limits, retention and time zone.
    for (const key of [
      "vapi_api_key",
      "assistant_id",
      "google_sheets_credentials",
      "notification_emails",
      "notification_call_results",
      "notification_demo_scheduled",
      "notification_system_errors",
      "notification_daily_reports",
      "calls_per_minute",
      "maps_queries_per_hour",
      "call_logs_retention",
      "scraped_data_retention",
      "timezone",
    ])
      expect(Object.keys(SETTING_RULES)).toContain(key)
  })

  it("gives the SPEC §9 defaults when nothing is stored", () => {
    expect(parseSettings(stored({}), {})).toMatchObject({
      calls_per_minute: 2,
      maps_queries_per_hour: 500,
      call_logs_retention: "90_days",
      scraped_data_retention: "90_days",
      timezone: "America/New_York",
      voice_concurrency_limit: 10,
      callee_hours_only: false,
      notification_emails: [],
      vapi_api_key: "",
    })
  })

  it("parses stored text into typed values", () => {
    const s = parseSettings(
      stored({
        calls_per_minute: "7",
        callee_hours_only: "true",
        notification_emails: "a@example.com, b@example.com",
        timezone: "America/Chicago",
        call_logs_retention: "1_year",
      }),
      {}
    )
    expect(s).toMatchObject({
      calls_per_minute: 7,
      callee_hours_only: true,
      notification_emails: ["a@example.com", "b@example.com"],
      timezone: "America/Chicago",
      call_logs_retention: "1_year",
    })
  })

  it("never hands a reader an invalid value: bad zones default, numbers clamp", () => {
    const s = parseSettings(
      stored({ timezone: "Mars/Base", calls_per_minute: "50", call_logs_retention: "2_days" }),
      {}
    )
    expect(s.timezone).toBe("America/New_York")
    expect(s.calls_per_minute).toBe(10)
    expect(s.call_logs_retention).toBe("90_days")
  })

  it("falls back to the env var for an empty secret, and a stored one wins", () => {
    expect(parseSettings(stored({}), { VAPI_API_KEY: " sk_env " }).vapi_api_key).toBe("sk_env")
    expect(parseSettings(stored({ vapi_api_key: "" }), { VAPI_API_KEY: "sk_env" }).vapi_api_key).toBe("sk_env")
    expect(parseSettings(stored({ vapi_api_key: "sk_own" }), { VAPI_API_KEY: "sk_env" }).vapi_api_key).toBe("sk_own")
    expect(parseSettings(stored({}), { GOOGLE_PLACES_API_KEY: "gp" }).google_places_api_key).toBe("gp")
    expect(parseSettings(stored({}), { RESEND_API_KEY: "re_env" }).resend_api_key).toBe("re_env")
  })

  it("marks exactly the keys the API masks as secrets", () => {
    const secrets = KNOWN_SETTING_KEYS.filter(isSecretSetting)
    expect(secrets.sort()).toEqual([
      "google_places_api_key",
      "google_sheets_credentials",
      "resend_api_key",
      "vapi_api_key",
    ])
    for (const key of KNOWN_SETTING_KEYS) expect(isSecretSetting(key), key).toBe(isSecretKey(key))
  })

  it("loads from D1 once per request however often it is asked", async () => {
    await port.run("INSERT INTO settings (key, value, updated_at) VALUES ('timezone', 'Europe/Paris', 0)")
    const db = dbFromEnv(env)
    expect((await loadSettings(db, {})).timezone).toBe("Europe/Paris")
    const settings = lazySettings(db, {})
    const first = await settings()
    await port.run("UPDATE settings SET value = 'Asia/Tokyo' WHERE key = 'timezone'")
    expect(await settings()).toBe(first)
  })
})
