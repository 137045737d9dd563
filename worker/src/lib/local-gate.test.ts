import { describe, expect, it } from "vitest"
import { callApp, errorCode } from "../../test/operator-request"
import type { Env } from "../env"
import { LOCAL_GATE_HEADER, LOCAL_GATE_HTTPS_HEADER } from "./local-gate"

// Under `npm start` the worker holds the gate's per-run token: a loopback URL alone (which any client
// can forge with MF-Original-URL) no longer earns trust.
const gated = { LOCAL_GATE_TOKEN: "run-token-0123456789" } as Partial<Env>
const API_URL = "http://127.0.0.1:8787/api/contacts"

describe("loopback trust behind npm start's gate", () => {
  it("refuses a loopback URL that did not come through the gate", async () => {
    const res = await callApp(API_URL, {}, gated)
    expect(res.status).toBe(503)
    expect(await errorCode(res)).toBe("operator_password_required")
  })

  it("refuses a wrong or truncated token", async () => {
    for (const token of ["run-token-0123456788", "run-token", ""]) {
      const res = await callApp(API_URL, { headers: { [LOCAL_GATE_HEADER]: token } }, gated)
      expect(res.status, token).toBe(503)
    }
  })

  it("serves a loopback request the gate stamped", async () => {
    const res = await callApp(API_URL, { headers: { [LOCAL_GATE_HEADER]: "run-token-0123456789" } }, gated)
    expect(res.status).toBe(200)
  })

  it("never trusts a foreign host, token or not", async () => {
    const res = await callApp(
      "https://evil.example/api/contacts",
      { headers: { [LOCAL_GATE_HEADER]: "run-token-0123456789" } },
      gated
    )
    expect(res.status).toBe(503)
  })
})

describe("https behind npm start's gate (a TLS tunnel in front of it)", () => {
  const stamped = (token: string) => ({ [LOCAL_GATE_HEADER]: token, [LOCAL_GATE_HTTPS_HEADER]: "1" })

  it("treats the page as https only when the gate's token comes with the stamp", async () => {
    const res = await callApp(API_URL, { headers: stamped("run-token-0123456789") }, gated)
    expect(res.status).toBe(200)
    expect(res.headers.get("Strict-Transport-Security")).toContain("max-age=")
  })

  it("ignores the stamp from anyone without the token", async () => {
    const res = await callApp(API_URL, { headers: stamped("run-token-0123456789") }, {})
    expect(res.status).toBe(200)
    expect(res.headers.get("Strict-Transport-Security")).toBeNull()
  })
})
