import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { WEBHOOK_SECRET, request, resetData, sandboxEnv, seedCall, seedContact } from "../../test/call-fixtures"
import { callApp, errorCode, login } from "../../test/operator-request"

const SELF_ORIGIN = "http://127.0.0.1"
const EVIL = "https://evil.example"

const queuedCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM calls WHERE status = 'queued'").first<{ n: number }>())!.n

/** A browser-style body-less POST; `headers` replace the JSON default a same-origin client sends. */
const post = (path: string, headers: Record<string, string>) => request(sandboxEnv(), path, { method: "POST", headers })

beforeEach(async () => {
  await resetData()
  await seedCall({ contactId: (await seedContact()).id, status: "queued" })
})

describe("cross-site writes", () => {
  it("refuses a foreign Origin before anything changes", async () => {
    for (const path of ["/api/calls/clear-pending", "/api/campaigns/resume-queued"]) {
      const res = await post(path, { Origin: EVIL, "Content-Type": "text/plain" })
      expect(res.status, path).toBe(403)
      expect(await res.json()).toEqual({
        error: { code: "cross_site", message: "This request came from another site and was refused." },
      })
    }
    const json = await post("/api/calls/clear-pending", { Origin: EVIL, "Content-Type": "application/json" })
    expect(json.status).toBe(403)
    expect(await queuedCount()).toBe(1)
  })

  it("refuses Origin: null and Sec-Fetch-Site: cross-site, and a foreign port of the same host", async () => {
    for (const headers of [
      { Origin: "null" } as Record<string, string>,
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "http://127.0.0.1:5173" },
    ]) {
      const res = await post("/api/calls/clear-pending", { ...headers, "Content-Type": "application/json" })
      expect(res.status, JSON.stringify(headers)).toBe(403)
    }
    expect(await queuedCount()).toBe(1)
  })

  it("accepts the app's own origin and callers that send no Origin at all", async () => {
    const same = await post("/api/calls/clear-pending", {
      Origin: SELF_ORIGIN,
      "Sec-Fetch-Site": "same-origin",
      "Content-Type": "application/json",
    })
    expect(same.status).toBe(200)
    expect(await same.json()).toEqual({ clearedCount: 1 })
    const script = await post("/api/campaigns/resume-queued", { "Content-Type": "application/json" })
    expect(script.status).toBe(200)
  })

  it("lets reads through whatever their Origin (CORS keeps their answers from other sites)", async () => {
    const res = await request(sandboxEnv(), "/api/health", { headers: { Origin: EVIL } })
    expect(res.status).toBe(200)
  })

  it("refuses sign-in from another site", async () => {
    const res = await callApp(
      "http://127.0.0.1/api/auth/login",
      { method: "POST", headers: { Origin: EVIL, "Content-Type": "application/json" }, body: '{"password":"x"}' },
      { OPERATOR_PASSWORD: "pw" }
    )
    expect(res.status).toBe(403)
    // Same origin still signs in.
    expect((await login("correct horse")).status).toBe(200)
  })
})

describe("writes take JSON only", () => {
  it("answers 415 to body-less and text/plain writes without touching data", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await post("/api/calls/clear-pending", { "Content-Type": type })
      expect(res.status, type).toBe(415)
      expect(await res.json()).toEqual({
        error: { code: "unsupported_media_type", message: "Send this request with Content-Type: application/json." },
      })
    }
    const bare = await callApp("http://127.0.0.1/api/campaigns/resume-queued", { method: "POST" })
    expect(bare.status).toBe(415)
    const del = await callApp("http://127.0.0.1/api/contacts/1", { method: "DELETE" })
    expect(del.status).toBe(415)
    expect(await queuedCount()).toBe(1)
  })

  it("accepts JSON with a charset", async () => {
    const res = await post("/api/calls/clear-pending", { "Content-Type": "Application/JSON; charset=utf-8" })
    expect(res.status).toBe(200)
  })

  it("still serves webhooks (no Origin), and requires JSON there too", async () => {
    const e = sandboxEnv()
    const init = (type: string) => ({
      method: "POST",
      headers: { "X-Vapi-Secret": WEBHOOK_SECRET, "Content-Type": type },
      body: JSON.stringify({ message: { type: "status-update", status: "ringing", call: { id: "nope" } } }),
    })
    expect((await request(e, "/api/webhooks/vapi", init("application/json"))).status).toBeLessThan(300)
    const text = await request(e, "/api/webhooks/vapi", init("text/plain"))
    expect(text.status).toBe(415)
    expect(await errorCode(text)).toBe("unsupported_media_type")
  })
})

describe("live channel", () => {
  const upgrade = (headers: Record<string, string>) =>
    callApp("http://127.0.0.1/ws", { headers: { Upgrade: "websocket", ...headers } })

  it("refuses a WebSocket from another site", async () => {
    const foreign: Record<string, string>[] = [{ Origin: EVIL }, { Origin: "null" }, { "Sec-Fetch-Site": "cross-site" }]
    for (const headers of foreign) {
      const res = await upgrade(headers)
      expect(res.status, JSON.stringify(headers)).toBe(403)
      expect(await errorCode(res)).toBe("cross_site")
    }
  })

  it("opens one for the app's own pages", async () => {
    const res = await upgrade({ Origin: SELF_ORIGIN })
    expect(res.status).toBe(101)
    res.webSocket!.accept()
    res.webSocket!.close()
  })
})
