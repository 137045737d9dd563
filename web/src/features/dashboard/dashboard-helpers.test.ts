import { describe, expect, it } from "vitest"

import { DAILY_CALL_QUOTA } from "@shared/settings"
import { quotaPercent } from "./quota"
import { relativeTime } from "./relative-time"
import { systemLights, systemLightTone } from "./system-lights"

const now = Date.parse("2026-10-20T12:00:00Z")
const ago = (ms: number) => new Date(now - ms).toISOString()

describe("relativeTime", () => {
  it("reads Just now under a minute, and for a date slightly in the future", () => {
    expect(relativeTime(ago(59_000), now)).toBe("Just now")
    expect(relativeTime(ago(-30_000), now)).toBe("Just now")
  })
  it("counts minutes, hours and days", () => {
    expect(relativeTime(ago(5 * 60_000), now)).toBe("5 mins ago")
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe("59 mins ago")
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe("3 hours ago")
    expect(relativeTime(ago(2 * 86_400_000 + 5_000), now)).toBe("2 days ago")
  })
  it("uses the singular for one", () => {
    expect(relativeTime(ago(60_000), now)).toBe("1 min ago")
    expect(relativeTime(ago(3_600_000), now)).toBe("1 hour ago")
    expect(relativeTime(ago(86_400_000), now)).toBe("1 day ago")
  })
  it("reads Unknown without a usable date", () => {
    expect(relativeTime(null, now)).toBe("Unknown")
    expect(relativeTime(undefined, now)).toBe("Unknown")
    expect(relativeTime("not a date", now)).toBe("Unknown")
  })
})

describe("quotaPercent", () => {
  it("is calls today out of the quota setting (2,000 by default, the spec's figure)", () => {
    expect(DAILY_CALL_QUOTA.default).toBe(2000)
    expect(quotaPercent(500, 2000)).toBe(25)
    expect(quotaPercent(1, 2000)).toBe(0.05)
    expect(quotaPercent(50, 200)).toBe(25)
  })
  it("is capped at 100 and never negative", () => {
    expect(quotaPercent(2000, 2000)).toBe(100)
    expect(quotaPercent(5000, 2000)).toBe(100)
    expect(quotaPercent(0, 2000)).toBe(0)
    expect(quotaPercent(-3, 2000)).toBe(0)
    expect(quotaPercent(undefined, 2000)).toBe(0)
  })
})

type Status = NonNullable<Parameters<typeof systemLights>[0]>
const check = (state: Status["checks"]["voice"]["state"], message = "") => ({ state, message, checkedAt: null })
/** A status with every check passed and no webhook yet, changed by `over`. */
const statusOf = (over: Partial<Status>): Status => ({
  vapi: "connected",
  sheets: "connected",
  maps: "connected",
  email: "connected",
  checks: { voice: check("ok"), places: check("ok"), sheets: check("ok"), email: check("ok") },
  webhooks: { receiving: false, lastAt: null, recentMinutes: 15 },
  sandbox: { voice: false, places: false, sheets: false },
  providers: {
    voice: { mode: "real", reason: "" },
    places: { mode: "real", reason: "" },
    sheets: { mode: "real", reason: "" },
    email: { mode: "real", reason: "" },
  },
  ...over,
})

describe("system lights", () => {
  it("is green when connected, yellow when rate limited, red otherwise", () => {
    expect(systemLightTone("connected")).toBe("green")
    expect(systemLightTone("rate_limited")).toBe("yellow")
    expect(systemLightTone("disconnected")).toBe("red")
    expect(systemLightTone("error")).toBe("red")
    expect(systemLightTone(undefined)).toBe("red")
  })
  it("lists Vapi, Sheets, Maps and the e-mail provider with their sandbox flags", () => {
    const lights = systemLights(
      statusOf({
        vapi: "rate_limited",
        sheets: "disconnected",
        sandbox: { voice: true, places: false, sheets: true },
        providers: {
          voice: { mode: "sandbox", reason: "Vapi is simulated." },
          places: { mode: "real", reason: "Key configured." },
          sheets: { mode: "sandbox", reason: "Simulated." },
          email: { mode: "sandbox", reason: "Simulated." },
        },
      })
    )
    expect(lights.map((l) => [l.name, l.tone, l.text, l.sandbox])).toEqual([
      ["Vapi API", "yellow", "Rate Limited", true],
      ["Google Sheets API", "grey", "Not set up", true],
      ["Maps Scraper", "green", "Connected", false],
      ["E-mail (Resend)", "green", "Connected", true],
    ])
  })

  it("shows what each real check found: a refused key is red with the reason", () => {
    const refused = "Vapi refused the API key. Copy the private API key from the Vapi dashboard."
    const lights = systemLights(
      statusOf({
        vapi: "error",
        email: "error",
        checks: {
          voice: check("failed", refused),
          places: check("ok", "Google accepted the Places API key."),
          sheets: check("ok"),
          email: check("failed", "Resend refused the API key."),
        },
      })
    )
    expect(lights.map((l) => [l.name, l.tone, l.text, l.detail])).toEqual([
      ["Vapi API", "red", "Error", refused],
      ["Google Sheets API", "green", "Connected", ""],
      ["Maps Scraper", "green", "Connected", "Google accepted the Places API key."],
      ["E-mail (Resend)", "red", "Error", "Resend refused the API key."],
    ])
  })

  it("says whether Vapi's webhooks arrive beside a green Vapi light", () => {
    const vapi = (s: Status) => systemLights(s)[0]!.detail
    const ok = { ...check("ok", "Vapi accepted the API key.") }
    const checks = statusOf({}).checks
    expect(vapi(statusOf({ checks: { ...checks, voice: ok } }))).toBe(
      "Vapi accepted the API key. No webhook received yet: place a test call from Settings → Voice."
    )
    const receiving = { receiving: true, lastAt: new Date().toISOString(), recentMinutes: 15 }
    expect(vapi(statusOf({ checks: { ...checks, voice: ok }, webhooks: receiving }))).toBe(
      "Vapi accepted the API key. Receiving webhooks."
    )
  })

  it("shows the e-mail provider's mode with the server's reason; not configured is neutral", () => {
    const light = (email: Status["providers"]["email"], value: Status["email"]) => {
      const status = statusOf({ email: value, providers: { ...statusOf({}).providers, email } })
      const l = systemLights(status).find((x) => x.name === "E-mail (Resend)")!
      return [l.tone, l.text, l.sandbox, l.notConfigured, l.reason]
    }
    expect(light({ mode: "sandbox", reason: "E-mail (Resend) is simulated." }, "connected")).toEqual([
      "green",
      "Connected",
      true,
      false,
      "E-mail (Resend) is simulated.",
    ])
    expect(light({ mode: "not_configured", reason: "E-mail (Resend) is not configured." }, "disconnected")).toEqual([
      "grey",
      "Not set up",
      false,
      true,
      "E-mail (Resend) is not configured.",
    ])
    // Before the status arrives it is checking, like the others.
    expect(systemLights(undefined).map((l) => [l.name, l.text])).toContainEqual(["E-mail (Resend)", "Checking…"])
  })
})

describe("systemLights on a deployed server without keys", () => {
  it("marks the providers that refuse until a key is added, with the server's reason", () => {
    const off = {
      mode: "not_configured",
      reason: "Vapi is not configured: add the API key in Settings.",
    } as const
    const lights = systemLights(
      statusOf({
        vapi: "disconnected",
        sheets: "disconnected",
        email: "disconnected",
        providers: { voice: off, sheets: off, places: { ...off, mode: "real" }, email: off },
      })
    )
    // Vapi is the product's voice: red. The optional integrations are neutral until set up.
    expect(lights.map((l) => [l.name, l.tone, l.text, l.notConfigured])).toEqual([
      ["Vapi API", "red", "Disconnected", true],
      ["Google Sheets API", "grey", "Not set up", true],
      ["Maps Scraper", "green", "Connected", false],
      ["E-mail (Resend)", "grey", "Not set up", true],
    ])
    expect(lights[0]!.reason).toBe("Vapi is not configured: add the API key in Settings.")
  })
})
