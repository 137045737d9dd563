import { afterEach, describe, expect, it, vi } from "vitest"

import { ApiError } from "@/lib/api"
import { sheetsTestToast, testVapiConnection, vapiTestToast } from "./quick-actions"

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The server's answers, one per call, recording what was asked. */
function stubServer(...answers: { status: number; body: unknown }[]) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => {
    const next = answers.shift()!
    return new Response(JSON.stringify(next.body), { status: next.status })
  })
  vi.stubGlobal("fetch", fetchMock)
  return fetchMock
}

describe("Quick Actions: Test Vapi Connection", () => {
  it("asks the server to reach Vapi, and succeeds only when Vapi accepted the key", async () => {
    const fetchMock = stubServer({
      status: 200,
      body: { ok: true, mode: "real", message: "Vapi accepted the API key and found the assistant “Demo Booker”." },
    })
    expect(await testVapiConnection()).toEqual({
      title: "Connection Successful",
      description: "Vapi accepted the API key and found the assistant “Demo Booker”.",
    })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe("/api/settings/test-vapi")
    expect(init?.method).toBe("POST")
  })

  it("fails with the server's words when Vapi refused the key", async () => {
    const message =
      "Vapi refused the API key. Copy the private API key from the Vapi dashboard (not the public key) into Settings and save."
    stubServer({ status: 200, body: { ok: false, mode: "real", message } })
    expect(await testVapiConnection()).toEqual({
      variant: "destructive",
      title: "Connection Failed",
      description: message,
    })
  })

  it("says calls are simulated in the sandbox instead of claiming a connection", () => {
    const toast = vapiTestToast({ ok: true, mode: "sandbox", message: "Sandbox mode: calls are simulated." })
    expect(toast).toEqual({ title: "Sandbox Mode", description: "Sandbox mode: calls are simulated." })
  })

  it("fails with a reason when the test itself could not run", async () => {
    stubServer({ status: 500, body: { error: { code: "internal", message: "boom" } } })
    expect(await testVapiConnection()).toEqual({
      variant: "destructive",
      title: "Connection Failed",
      description: "The server could not run the test. Please try again.",
    })
  })
})

describe("Quick Actions: Test Google Sheet", () => {
  it("names the spreadsheet it reached", () => {
    expect(sheetsTestToast({ ok: true, title: "Leads 2026" })).toEqual({
      title: "Connection Successful",
      description: "Connected to “Leads 2026”.",
    })
  })

  it("shows SPEC's text with the server's reason, else SPEC's text alone", () => {
    const refused = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({ error: { code: "validation_failed", message: "Please enter a spreadsheet URL" } })
    )
    expect(sheetsTestToast({ ok: false, error: refused })).toEqual({
      variant: "destructive",
      title: "Connection Failed",
      description: "Failed to connect to the spreadsheet service. Please enter a spreadsheet URL",
    })
    expect(sheetsTestToast({ ok: false, error: new TypeError("Failed to fetch") }).description).toBe(
      "Failed to connect to the spreadsheet service. No connection to the server. Check the network and try again."
    )
  })
})
