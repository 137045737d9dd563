import { env } from "cloudflare:test"
import { describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, vapiVoice } from "../../../test/call-fixtures"
import { SandboxVoice } from "./sandbox-voice"
import { VapiVoice } from "./vapi"

describe("VapiVoice.checkConnection against a local Vapi", () => {
  it("reads the configured assistant with GET /assistant/{id} and the Bearer key", async () => {
    const key = newVapiKey()
    await fakeVapi.setAssistant(key, "asst-1", { id: "asst-1", name: "Demo Booker" })
    expect(await vapiVoice(key).checkConnection({ assistantId: "asst-1" })).toEqual({
      ok: true,
      message: "Vapi accepted the API key and found the assistant “Demo Booker”.",
    })
    const requests = await fakeVapi.requests(key)
    expect(requests).toHaveLength(1)
    expect(requests[0]).toMatchObject({
      method: "GET",
      path: "/assistant/asst-1",
      headers: { authorization: `Bearer ${key}` },
    })
  })

  it("without an assistant, makes the smallest read there is: GET /call?limit=1", async () => {
    const key = newVapiKey()
    const check = await vapiVoice(key).checkConnection({ assistantId: "" })
    expect(check).toEqual({
      ok: true,
      message: "Vapi accepted the API key.",
    })
    expect(await fakeVapi.requests(key)).toMatchObject([{ method: "GET", path: "/call", query: "?limit=1" }])
  })

  it("says in plain words that Vapi refused the key, without the key", async () => {
    const refused = await vapiVoice("invalid").checkConnection({ assistantId: "asst-1" })
    expect(refused.ok).toBe(false)
    expect(refused.message).toBe(
      "Vapi refused the API key. Copy the private API key from the Vapi dashboard (not the public key) into Settings and save."
    )
    const key = newVapiKey()
    await fakeVapi.scriptNextRead(key, 401, { message: `Invalid Key ${key}`, error: "Unauthorized", statusCode: 401 })
    const again = await vapiVoice(key).checkConnection({ assistantId: "" })
    expect(again.ok).toBe(false)
    expect(JSON.stringify(again)).not.toContain(key)
  })

  it("tells an unknown assistant, a rate limit, an outage and no network apart", async () => {
    const key = newVapiKey()
    const seen: number[] = []
    const v = vapiVoice(key, (s) => void seen.push(s))
    expect(await v.checkConnection({ assistantId: "asst-gone" })).toEqual({
      ok: false,
      message:
        "The API key works, but this Vapi account has no assistant with the ID “asst-gone”. Check the assistant ID in Settings.",
    })
    await fakeVapi.scriptNextRead(key, 429, { message: "Too Many Requests", statusCode: 429 })
    expect(await v.checkConnection({ assistantId: "asst-1" })).toEqual({
      ok: false,
      message: "Vapi is limiting requests right now. Try again in a minute.",
    })
    // The 429 reaches the hook that lights the status as rate limited.
    expect(seen).toEqual([404, 429])
    await fakeVapi.scriptNextRead(key, 503, { message: "Service Unavailable", statusCode: 503 })
    expect((await v.checkConnection({ assistantId: "asst-1" })).message).toBe(
      "Vapi is not answering normally (HTTP 503). Try again later."
    )
    const offline = new VapiVoice({ apiKey: "k", baseUrl: "http://127.0.0.1:9" })
    expect(await offline.checkConnection({ assistantId: "" })).toEqual({
      ok: false,
      message: "Could not reach Vapi. Check the network and try again.",
    })
  })
})

describe("SandboxVoice.checkConnection", () => {
  it("succeeds without reaching anything, and says calls are simulated", async () => {
    const check = await new SandboxVoice(env as never).checkConnection()
    expect(check.ok).toBe(true)
    expect(check.message).toMatch(/^Sandbox mode: calls are simulated/)
  })
})
