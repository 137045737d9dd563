import { describe, expect, it } from "vitest"
import type { SystemStatus } from "@/components/provider-status"

import { ApiError } from "@/lib/api"
import { sheetsTestToast, vapiTestToast } from "./quick-actions"

function status(vapi: SystemStatus["vapi"], mode: "real" | "sandbox" | "not_configured", reason = "") {
  const other = { mode: "sandbox" as const, reason: "", available: true }
  return {
    vapi,
    providers: { voice: { mode, reason, available: true }, places: other, sheets: other, email: other },
  }
}

describe("Quick Actions: Test Vapi Connection", () => {
  it("succeeds when the real Vapi is configured", () => {
    expect(vapiTestToast(status("connected", "real"))).toEqual({
      title: "Connection Successful",
      description: "Vapi is configured: calls go through Vapi with the saved API key.",
    })
  })

  it("says calls are simulated in the sandbox instead of claiming a connection", () => {
    const toast = vapiTestToast(status("connected", "sandbox", "Calls are simulated."))
    expect(toast).toEqual({ title: "Sandbox Mode", description: "Calls are simulated." })
  })

  it("fails with the reason when Vapi is not configured, and names a rate limit", () => {
    expect(vapiTestToast(status("disconnected", "not_configured", "Add the API key in Settings."))).toEqual({
      variant: "destructive",
      title: "Connection Failed",
      description: "Add the API key in Settings.",
    })
    expect(vapiTestToast(status("rate_limited", "real")).title).toBe("Rate Limited")
  })
})

describe("Quick Actions: Test Google Sheet", () => {
  it("names the spreadsheet it reached", () => {
    expect(sheetsTestToast({ ok: true, title: "Leads 2026" })).toEqual({
      title: "Connection Successful",
      description: "Connected to “Leads 2026”.",
    })
  })

  it("shows the server's message, else SPEC's fallback", () => {
    const refused = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({ error: { code: "validation_failed", message: "Please enter a spreadsheet URL" } })
    )
    expect(sheetsTestToast({ ok: false, error: refused })).toEqual({
      variant: "destructive",
      title: "Connection Failed",
      description: "Please enter a spreadsheet URL",
    })
    expect(sheetsTestToast({ ok: false, error: new TypeError("Failed to fetch") }).description).toBe(
      "Failed to connect to the spreadsheet service"
    )
  })
})
