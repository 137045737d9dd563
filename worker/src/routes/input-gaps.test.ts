/**
 * Input rules that had gaps (issue 34, "hardening II"): each request below was accepted before, and
 * nothing stored may change when it is refused.
 */
import { SELF } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, request, resetData, vapiEnv } from "../../test/call-fixtures"
import { port } from "../../test/port"

const url = (path: string) => `http://127.0.0.1${path}`
const send = (method: string, path: string, body: unknown) =>
  SELF.fetch(url(path), {
    method,
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  })
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error
const settingRows = () => port.all<{ key: string; value: string }>("SELECT key, value FROM settings ORDER BY key")

beforeEach(resetData)

describe("the Google Calendar ID", () => {
  it.each([
    ["a NUL", "ops\u0000@example.com"],
    ["a right-to-left override", "ops\u202e@example.com"],
    ["a direction isolate", "\u2066ops@example.com"],
  ])("with %s is refused and no calendar is saved", async (_, calendarId) => {
    const res = await send("PUT", "/api/calendar/google", { calendarId })
    expect(res.status).toBe(400)
    expect((await errorOf(res)).message).toContain("Paste the Calendar ID")
    const status = (await (await SELF.fetch(url("/api/calendar/google"))).json()) as { calendarId: string | null }
    expect(status.calendarId ?? "").toBe("")
  })

  it("an ordinary calendar ID is still saved", async () => {
    const res = await send("PUT", "/api/calendar/google", { calendarId: "ops@example.com" })
    expect(res.status).toBe(200)
  })
})

describe("an assistant ID", () => {
  it.each(["..", ".", "a/../b", "asst:1", "../call"])(
    "%s is refused before any request reaches Vapi with the key",
    async (assistantId) => {
      const key = newVapiKey()
      const e = vapiEnv(key)
      const res = await request(e, "/api/voice/assistant/link", { method: "POST", json: { assistantId } })
      expect(res.status).toBe(400)
      expect((await errorOf(res)).message).toBe("The assistant ID must be letters, digits, - or _")
      expect(await fakeVapi.requests(key)).toEqual([])
    }
  )

  it("a dotted id is refused as a setting too, and the stored one stays", async () => {
    expect((await send("PUT", "/api/settings", { assistant_id: "asst-1" })).status).toBe(200)
    const res = await send("PUT", "/api/settings", { assistant_id: ".." })
    expect(res.status).toBe(400)
    expect(await settingRows()).toContainEqual({ key: "assistant_id", value: "asst-1" })
  })
})

describe("Analytics filters", () => {
  it.each([
    ["source", "Scraped\u0000"],
    ["category", "Dentist\u202e"],
    ["source", "\u2067Imported"],
  ])("a %s filter with a control or direction character is a 400", async (name, value) => {
    const res = await SELF.fetch(url(`/api/analytics?${new URLSearchParams({ [name]: value })}`))
    expect(res.status).toBe(400)
    expect((await errorOf(res)).code).toBe("validation_failed")
  })

  it("an ordinary filter, accents and Arabic marks included, is answered", async () => {
    const res = await SELF.fetch(url(`/api/analytics?${new URLSearchParams({ category: "Café \u200f" })}`))
    expect(res.status).toBe(200)
  })
})

describe("a configuration file", () => {
  const file = (settings: string) =>
    `{"format":"cold-caller-settings","version":1,"exportedAt":"2026-11-01T00:00:00Z","settings":${settings}}`

  it("with a __proto__ key is refused with its name, like any unknown key, and nothing is stored", async () => {
    expect((await send("PUT", "/api/settings", { calls_per_minute: "4" })).status).toBe(200)
    const before = await settingRows()
    const res = await send("POST", "/api/settings/import", file('{"__proto__":{"calls_per_minute":"9"}}'))
    expect(res.status).toBe(400)
    expect((await errorOf(res)).message).toBe("Unknown setting: __proto__")
    expect(await settingRows()).toEqual(before)
  })

  it("with a __proto__ key beside a good one stores neither", async () => {
    const before = await settingRows()
    const res = await send(
      "POST",
      "/api/settings/import",
      file('{"calls_per_minute":"6","__proto__":{"calls_per_minute":"9"}}')
    )
    expect(res.status).toBe(400)
    expect(await settingRows()).toEqual(before)
  })

  it("PUT /api/settings with a __proto__ key is refused with its name", async () => {
    const res = await send("PUT", "/api/settings", '{"__proto__":{"calls_per_minute":"9"}}')
    expect(res.status).toBe(400)
    expect((await errorOf(res)).message).toBe("Unknown setting: __proto__")
  })
})
