import { describe, expect, it } from "vitest"

import { DAILY_CALL_QUOTA, quotaPercent } from "./quota"
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
  it("is calls today out of 2,000", () => {
    expect(DAILY_CALL_QUOTA).toBe(2000)
    expect(quotaPercent(500)).toBe(25)
    expect(quotaPercent(1)).toBe(0.05)
  })
  it("is capped at 100 and never negative", () => {
    expect(quotaPercent(2000)).toBe(100)
    expect(quotaPercent(5000)).toBe(100)
    expect(quotaPercent(0)).toBe(0)
    expect(quotaPercent(-3)).toBe(0)
    expect(quotaPercent(undefined)).toBe(0)
  })
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
    const lights = systemLights({
      vapi: "rate_limited",
      sheets: "disconnected",
      maps: "connected",
      sandbox: { voice: true, places: false, sheets: true },
      providers: {
        voice: { mode: "sandbox", reason: "Vapi is simulated." },
        places: { mode: "real", reason: "Key configured." },
        sheets: { mode: "sandbox", reason: "Simulated." },
        email: { mode: "sandbox", reason: "Simulated." },
      },
    })
    expect(lights.map((l) => [l.name, l.tone, l.text, l.sandbox])).toEqual([
      ["Vapi API", "yellow", "Rate Limited", true],
      ["Google Sheets API", "red", "Disconnected", true],
      ["Maps Scraper", "green", "Connected", false],
      ["E-mail (Resend)", "green", "Connected", true],
    ])
  })

  it("shows the e-mail provider's mode: real, sandbox or not configured, with the server's reason", () => {
    const statusWith = (email: { mode: "real" | "sandbox" | "not_configured"; reason: string }) => ({
      vapi: "connected" as const,
      sheets: "connected" as const,
      maps: "connected" as const,
      sandbox: { voice: false, places: false, sheets: false },
      providers: {
        voice: { mode: "real" as const, reason: "" },
        places: { mode: "real" as const, reason: "" },
        sheets: { mode: "real" as const, reason: "" },
        email,
      },
    })
    const light = (email: Parameters<typeof statusWith>[0]) => {
      const l = systemLights(statusWith(email)).find((x) => x.name === "E-mail (Resend)")!
      return [l.tone, l.text, l.sandbox, l.notConfigured, l.reason]
    }
    expect(light({ mode: "real", reason: "E-mail (Resend) is used with the configured key." })).toEqual([
      "green",
      "Connected",
      false,
      false,
      "E-mail (Resend) is used with the configured key.",
    ])
    expect(light({ mode: "sandbox", reason: "E-mail (Resend) is simulated." })).toEqual([
      "green",
      "Connected",
      true,
      false,
      "E-mail (Resend) is simulated.",
    ])
    expect(light({ mode: "not_configured", reason: "E-mail (Resend) is not configured." })).toEqual([
      "red",
      "Disconnected",
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
    const lights = systemLights({
      vapi: "disconnected",
      sheets: "disconnected",
      maps: "connected",
      sandbox: { voice: false, places: false, sheets: false },
      providers: { voice: off, sheets: off, places: { ...off, mode: "real" }, email: off },
    })
    expect(lights.map((l) => [l.name, l.text, l.notConfigured])).toEqual([
      ["Vapi API", "Disconnected", true],
      ["Google Sheets API", "Disconnected", true],
      ["Maps Scraper", "Connected", false],
      ["E-mail (Resend)", "Disconnected", true],
    ])
    expect(lights[0]!.reason).toBe("Vapi is not configured: add the API key in Settings.")
  })
})
