import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import { app } from "../../app"
import { port } from "../../../test/port"

const url = (path: string) => `http://127.0.0.1${path}`
const put = (key: string, value: unknown) =>
  SELF.fetch(url(`/api/settings/${key}`), {
    method: "PUT",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ value }),
  })
const list = async () => (await (await SELF.fetch(url("/api/settings"))).json()) as { key: string; value: string }[]
const stored = (key: string) => port.first<{ value: string }>("SELECT value FROM settings WHERE key = ?", [key])

// Storage is shared by the tests of a file: start each from no settings.
beforeEach(async () => {
  await port.batch([{ sql: "DELETE FROM settings" }])
})

describe("settings", () => {
  it("lists the voice keys empty before anything is saved", async () => {
    const items = await list()
    expect(items).toEqual(
      expect.arrayContaining([
        { key: "vapi_api_key", value: "" },
        { key: "assistant_id", value: "" },
        { key: "vapi_phone_number_id", value: "" },
      ])
    )
  })

  it("masks the Vapi key on PUT and GET, never returning it in full", async () => {
    const secret = "sk_test_0123456789abcd"
    const res = await put("vapi_api_key", secret)
    expect(res.status).toBe(200)
    // Save asked Vapi (the local stand-in) about the key first (issue 35).
    expect(await res.json()).toEqual({
      key: "vapi_api_key",
      value: "••••••••abcd",
      check: { state: "ok", message: "Saved and checked: Vapi accepted the API key." },
    })
    const body = JSON.stringify(await list())
    expect(body).not.toContain(secret)
    expect(body).toContain("••••••••abcd")
    expect((await stored("vapi_api_key"))?.value).toBe(secret)
  })

  it("keeps the stored secret when the masked form is saved back", async () => {
    // Stored as it is: Save would ask Google, which refuses this made-up key.
    await port.run("INSERT INTO settings (key, value, updated_at) VALUES ('google_sheets_credentials', ?, 0)", [
      '{"client_email":"sync@example.iam.gserviceaccount.com","private_key":"xyz-1234"}',
    ])
    const masked = (await list()).find((s) => s.key === "google_sheets_credentials")!.value
    expect(masked.startsWith("••••••••")).toBe(true)
    expect((await put("google_sheets_credentials", masked)).status).toBe(200)
    expect((await stored("google_sheets_credentials"))?.value).toContain("private_key")
  })

  it("returns plain settings as saved and masks every *_api_key", async () => {
    expect(await (await put("assistant_id", "asst_123")).json()).toEqual({ key: "assistant_id", value: "asst_123" })
    expect(await (await put("google_places_api_key", "short")).json()).toEqual({
      key: "google_places_api_key",
      value: "••••••••",
      check: { state: "ok", message: "Saved and checked: Google accepted the Places API key." },
    })
    expect(await (await put("notification_emails", "")).json()).toEqual({ key: "notification_emails", value: "" })
  })

  it("rejects bad keys and oversized values with the 400 envelope", async () => {
    const bad = await put("Bad-Key", "x")
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("validation_failed")
    expect((await put("assistant_id", "x".repeat(20001))).status).toBe(400)
    expect((await put("assistant_id", 42)).status).toBe(400)
  })

  it("checks the dialer's settings on save and keeps the stored value on a bad one", async () => {
    expect((await put("calls_per_minute", "5")).status).toBe(200)
    for (const bad of ["0", "11", "2.5", "fast"]) {
      const res = await put("calls_per_minute", bad)
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toContain("Calls per minute")
    }
    expect((await stored("calls_per_minute"))?.value).toBe("5")
    expect((await put("callee_hours_only", "true")).status).toBe(200)
    expect((await put("callee_hours_only", "yes")).status).toBe(400)
    expect((await put("voice_concurrency_limit", "500")).status).toBe(400)
  })

  it("falls back to VAPI_API_KEY when the setting is empty, masked", async () => {
    const ctx = createExecutionContext()
    const res = await app.fetch(
      new Request(url("/api/settings")),
      { ...env, VAPI_API_KEY: "env_key_abcdefgh9876" },
      ctx
    )
    await waitOnExecutionContext(ctx)
    const items = (await res.json()) as { key: string; value: string }[]
    expect(items.find((s) => s.key === "vapi_api_key")?.value).toBe("••••••••9876")
  })

  it("refuses a key the app does not know, naming it, and stores nothing", async () => {
    const res = await put("crm_secret", "x")
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      error: { code: "validation_failed", issues: [{ path: "key", message: "Unknown setting: crm_secret" }] },
    })
    expect(await stored("crm_secret")).toBeNull()
  })

  it("checks each known key's value with its own rule", async () => {
    const bad: [string, string, RegExp][] = [
      ["assistant_id", "asst\n123", /single line/],
      ["vapi_phone_number_id", "pn 1", /letters, digits/],
      ["google_sheets_credentials", "not json", /not valid JSON.*JSON object with client_email and private_key/],
      ["notification_emails", "ops@example.com, nobody", /valid email/],
      ["notification_call_results", "yes", /true or false/],
      ["maps_queries_per_hour", "50", /between 100 and 1000/],
      ["call_logs_retention", "2_days", /30 days/],
      ["timezone", "Mars/Base", /time zone/],
    ]
    for (const [key, value, message] of bad) {
      const res = await put(key, value)
      expect(res.status, key).toBe(400)
      const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } }
      expect(body.error.issues[0], key).toMatchObject({ path: "value", message: expect.stringMatching(message) })
      expect(await stored(key), key).toBeNull()
    }
    expect((await put("notification_emails", "ops@example.com; boss@example.com")).status).toBe(200)
    expect((await put("timezone", "America/Chicago")).status).toBe(200)
  })
})

describe("PUT /api/settings (several at once)", () => {
  const putMany = (body: unknown) =>
    SELF.fetch(url("/api/settings"), {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    })

  it("saves every setting of the request and answers them, secrets masked", async () => {
    const res = await putMany({
      calls_per_minute: "4",
      callee_hours_only: "true",
      vapi_api_key: "sk_live_abcdefgh1234",
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([
      { key: "calls_per_minute", value: "4" },
      { key: "callee_hours_only", value: "true" },
      {
        key: "vapi_api_key",
        value: "••••••••1234",
        check: { state: "ok", message: "Saved and checked: Vapi accepted the API key." },
      },
    ])
    expect((await stored("callee_hours_only"))?.value).toBe("true")
  })

  it("stores nothing when one key is unknown or one value is bad, and names each", async () => {
    await put("calls_per_minute", "5")
    const res = await putMany({ calls_per_minute: "7", callee_hours_only: "maybe", favourite_colour: "blue" })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; issues: { path: string; message: string }[] } }
    expect(body.error.code).toBe("validation_failed")
    expect(body.error.issues).toEqual([
      { path: "callee_hours_only", message: "Use true or false" },
      { path: "favourite_colour", message: "Unknown setting: favourite_colour" },
    ])
    expect((await stored("calls_per_minute"))?.value).toBe("5")
    expect(await stored("callee_hours_only")).toBeNull()
    expect(await stored("favourite_colour")).toBeNull()
  })

  it("refuses an empty object and a body that is not an object", async () => {
    for (const body of [{}, [], "x", { calls_per_minute: 5 }]) {
      const res = await putMany(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
    }
  })
})

describe("the sections of SPEC §2.10", () => {
  const refusal = async (key: string, value: unknown) => {
    const res = await put(key, value)
    expect(res.status, `${key}=${String(value)}`).toBe(400)
    const body = (await res.json()) as { error: { issues: { message: string }[] } }
    return body.error.issues[0]?.message ?? ""
  }

  it("keeps call logs and scraped data for 30 days, 90 days, 1 year or forever, nothing else", async () => {
    for (const value of ["30_days", "90_days", "1_year", "forever"]) {
      expect((await put("call_logs_retention", value)).status).toBe(200)
      expect((await put("scraped_data_retention", value)).status).toBe(200)
    }
    for (const bad of ["7_days", "90 days", "Forever", "365", "null"]) {
      expect(await refusal("scraped_data_retention", bad)).toBe("Choose 30 days, 90 days, 1 year or forever")
    }
    expect((await stored("scraped_data_retention"))?.value).toBe("forever")
  })

  it("limits calls per minute to 1-10 and maps queries per hour to 100-1000", async () => {
    for (const ok of ["1", "10"]) expect((await put("calls_per_minute", ok)).status).toBe(200)
    for (const bad of ["0", "11", "-1", "1e1"])
      expect(await refusal("calls_per_minute", bad)).toMatch(/Calls per minute/)
    for (const ok of ["100", "500", "1000"]) expect((await put("maps_queries_per_hour", ok)).status).toBe(200)
    expect(await refusal("maps_queries_per_hour", "99")).toBe("Maps queries per hour must be between 100 and 1000")
    expect(await refusal("maps_queries_per_hour", "1001")).toBe("Maps queries per hour must be between 100 and 1000")
    expect(await refusal("maps_queries_per_hour", "fast")).toBe("Maps queries per hour must be a whole number")
    expect((await stored("maps_queries_per_hour"))?.value).toBe("1000")
  })

  it("accepts Google Sheets credentials only as a service-account key, and never answers them", async () => {
    const key = JSON.stringify({
      type: "service_account",
      client_email: "sync@cold-caller.iam.gserviceaccount.com",
      private_key: "-----BEGIN PRIVATE KEY-----\nSECRETKEYMATERIAL0001\n-----END PRIVATE KEY-----\n",
    })
    // Well-formed, but Google cannot sign it in (issue 35: a refused key is not saved); its answer holds no key.
    const res = await put("google_sheets_credentials", key)
    expect(res.status).toBe(422)
    const text = await res.text()
    expect(JSON.parse(text)).toMatchObject({ error: { code: "key_refused" } })
    expect(text).not.toContain("SECRETKEYMATERIAL0001")
    expect(JSON.stringify(await list())).not.toContain("SECRETKEYMATERIAL0001")

    expect(await refusal("google_sheets_credentials", "[1, 2]")).toMatch(/not a JSON object/)
    expect(await refusal("google_sheets_credentials", '{"private_key": "k"}')).toMatch(/lack client_email\./)
    expect(await refusal("google_sheets_credentials", '{"client_email": "a@b.co"}')).toMatch(/lack private_key\./)
    expect(await refusal("google_sheets_credentials", '{"client_email": "nobody", "private_key": ""}')).toMatch(
      /lack client_email and private_key\. Paste the service account's JSON key file/
    )
    // A refused value is never quoted back: it may be the key itself.
    expect(
      await refusal("google_sheets_credentials", '{"client_email": 1, "private_key": "SECRET-XYZ"}')
    ).not.toContain("SECRET-XYZ")
    expect(await stored("google_sheets_credentials")).toBeNull()
  })

  it("offers the four time zones of SPEC §9 and defaults to Eastern", async () => {
    expect((await list()).find((s) => s.key === "timezone")).toEqual({ key: "timezone", value: "" })
    for (const zone of ["America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles"]) {
      expect((await put("timezone", zone)).status).toBe(200)
    }
  })
})
