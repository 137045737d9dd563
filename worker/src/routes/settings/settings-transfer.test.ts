import { SELF } from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { port } from "../../../test/port"
import { maskSecret } from "../../schemas/settings"
import { SHEETS_DEFAULTS } from "../../schemas/sheets"
import type { ConfigDocument } from "../../schemas/api-routes/settings"

const url = (path: string) => `http://127.0.0.1${path}`
const json = (method: string, body: unknown) => ({
  method,
  headers: { "Content-Type": "application/json" },
  body: typeof body === "string" ? body : JSON.stringify(body),
})
const putMany = (body: Record<string, string>) => SELF.fetch(url("/api/settings"), json("PUT", body))
const exportText = async () => {
  const res = await SELF.fetch(url("/api/settings/export"))
  expect(res.status).toBe(200)
  return res.text()
}
const importFile = (body: unknown) => SELF.fetch(url("/api/settings/import"), json("POST", body))
const storedRows = async () =>
  Object.fromEntries(
    (await port.all<{ key: string; value: string }>("SELECT key, value FROM settings ORDER BY key")).map((r) => [
      r.key,
      r.value,
    ])
  )

// Recognisable secrets: no answer may ever contain one of them in full.
const VAPI_KEY = "sk_live_SECRET-VAPI-0000-1111-abcd"
const PLACES_KEY = "AIza-SECRET-PLACES-2222-wxyz"
const SHEETS_KEY = JSON.stringify({
  type: "service_account",
  client_email: "sync@cold-caller.iam.gserviceaccount.com",
  private_key: "-----BEGIN PRIVATE KEY-----\nSECRET-SHEETS-3333\n-----END PRIVATE KEY-----\n",
})
const SECRET_PARTS = ["SECRET-VAPI-0000", "SECRET-PLACES-2222", "SECRET-SHEETS-3333"]
const expectNoSecret = (text: string) => {
  for (const part of SECRET_PARTS) expect(text).not.toContain(part)
}

// Stored as they are: these made-up keys would be refused by the providers' checks of a Save.
const STORED = {
  vapi_api_key: VAPI_KEY,
  google_places_api_key: PLACES_KEY,
  google_sheets_credentials: SHEETS_KEY,
  assistant_id: "asst_live",
  calls_per_minute: "4",
  call_logs_retention: "1_year",
  timezone: "America/Denver",
}

beforeEach(async () => {
  await port.batch([
    { sql: "DELETE FROM settings" },
    ...Object.entries(STORED).map(([key, value]) => ({
      sql: "INSERT INTO settings (key, value, updated_at) VALUES (?, ?, 0)",
      params: [key, value],
    })),
  ])
})

describe("GET /api/settings/export", () => {
  it("is a cold-caller-settings v1 document of every setting in effect, defaults marked, secrets masked", async () => {
    const text = await exportText()
    expectNoSecret(text)
    const doc = JSON.parse(text) as ConfigDocument
    expect(doc).toMatchObject({ format: "cold-caller-settings", version: 1 })
    expect(Number.isNaN(Date.parse(doc.exportedAt))).toBe(false)
    expect(doc.settings).toMatchObject({
      vapi_api_key: "••••••••abcd",
      assistant_id: "asst_live",
      google_sheets_credentials: maskSecret(SHEETS_KEY),
      google_places_api_key: "••••••••wxyz",
      calls_per_minute: "4",
      call_logs_retention: "1_year",
      timezone: "America/Denver",
      // Never chosen, still in effect: the defaults, marked as such.
      maps_queries_per_hour: "500",
      scraped_data_retention: "90_days",
      notification_demo_scheduled: "true",
    })
    expect(doc.defaults).toEqual(expect.arrayContaining(["maps_queries_per_hour", "scraped_data_retention"]))
    expect(doc.defaults).not.toContain("calls_per_minute")
    // A secret that is not stored is no setting in the file, and an unset text is nothing in effect.
    expect(doc.settings).not.toHaveProperty("resend_api_key")
    expect(doc.settings).not.toHaveProperty("vapi_phone_number_id")
    // The Google Sheets page's configuration comes along (its credentials are the masked setting).
    expect(doc.sheets).toEqual(SHEETS_DEFAULTS)
    // Neither the settings list nor any save answer holds a secret in full either.
    expectNoSecret(await (await SELF.fetch(url("/api/settings"))).text())
  })

  it("on a fresh install still says what is in effect: defaults and the Sheets configuration", async () => {
    await port.batch([{ sql: "DELETE FROM settings" }])
    const doc = JSON.parse(await exportText()) as ConfigDocument
    expect(doc.settings).toMatchObject({ timezone: "America/New_York", calls_per_minute: "2" })
    expect([...doc.defaults].sort()).toEqual(Object.keys(doc.settings).sort())
    expect(doc.sheets).toEqual(SHEETS_DEFAULTS)
  })
})

describe("POST /api/settings/import", () => {
  it("round-trips an export: masked secrets leave the stored ones, the rest is restored", async () => {
    const sheets = {
      ...SHEETS_DEFAULTS,
      spreadsheetUrl: "https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit",
      demoSheet: "Demos",
    }
    expect((await SELF.fetch(url("/api/sheets/config"), json("PUT", sheets))).status).toBe(200)
    const exported = JSON.parse(await exportText()) as ConfigDocument
    // Change things after the export, then bring the file back.
    await putMany({
      calls_per_minute: "9",
      timezone: "America/Chicago",
      vapi_api_key: "sk_other_key_5555",
      maps_queries_per_hour: "800",
    })
    await SELF.fetch(url("/api/sheets/config"), json("PUT", { ...sheets, demoSheet: "Other" }))
    const res = await importFile(exported)
    const body = await res.json()
    expect([res.status, JSON.stringify(body)]).toEqual([200, expect.anything()])
    expect(body).toEqual({
      imported: Object.keys(exported.settings).length - 3,
      keptSecrets: ["vapi_api_key", "google_sheets_credentials", "google_places_api_key"],
      defaults: exported.defaults.length,
      sheets: true,
    })
    const after = await storedRows()
    expect(after).toMatchObject({
      calls_per_minute: "4",
      timezone: "America/Denver",
      vapi_api_key: "sk_other_key_5555",
    })
    expect(after.google_sheets_credentials).toBe(SHEETS_KEY)
    expect(after.google_places_api_key).toBe(PLACES_KEY)
    expectNoSecret(JSON.stringify(body))
    // Exported again, it is the same file (only the changed key's mask differs): defaults still marked.
    const again = JSON.parse(await exportText()) as ConfigDocument
    expect({ ...again, exportedAt: "" }).toEqual({
      ...exported,
      exportedAt: "",
      settings: { ...exported.settings, vapi_api_key: "••••••••5555" },
    })
    expect(again.sheets.demoSheet).toBe("Demos")
  })

  it("refuses a file whose Sheets configuration breaks its rules, storing nothing", async () => {
    const before = await storedRows()
    const res = await importFile({
      format: "cold-caller-settings",
      version: 1,
      settings: { calls_per_minute: "7" },
      sheets: { ...SHEETS_DEFAULTS, columnMapping: { businessName: "A", phone: "A", status: "C", demoDate: "D" } },
    })
    expect(res.status).toBe(400)
    const error = ((await res.json()) as { error: { issues: { path: string }[] } }).error
    expect(error.issues.map((i) => i.path)).toEqual(["sheets.columnMapping.phone"])
    expect(await storedRows()).toEqual(before)
  })

  it("replaces a secret the file holds in plain text", async () => {
    const res = await importFile({
      format: "cold-caller-settings",
      version: 1,
      settings: { vapi_api_key: "sk_live_NEW-KEY-9876", scraped_data_retention: "30_days" },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ imported: 2, keptSecrets: [], defaults: 0, sheets: false })
    expect(await storedRows()).toMatchObject({
      vapi_api_key: "sk_live_NEW-KEY-9876",
      scraped_data_retention: "30_days",
    })
  })

  it("refuses unknown keys by name and stores nothing of the file", async () => {
    const before = await storedRows()
    const res = await importFile({
      format: "cold-caller-settings",
      version: 1,
      settings: { calls_per_minute: "7", crm_password: "hunter2", favourite_colour: "blue" },
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      error: {
        code: "validation_failed",
        message: "Unknown setting: crm_password",
        issues: [
          { path: "settings.crm_password", message: "Unknown setting: crm_password" },
          { path: "settings.favourite_colour", message: "Unknown setting: favourite_colour" },
        ],
      },
    })
    expect(await storedRows()).toEqual(before)
  })

  it("checks each value with its key's rule and stores nothing when one is refused", async () => {
    const before = await storedRows()
    const res = await importFile({
      format: "cold-caller-settings",
      version: 1,
      settings: { assistant_id: "asst_new", maps_queries_per_hour: "5000", call_logs_retention: "2_days" },
    })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; issues: { path: string; message: string }[] } }
    expect(body.error.code).toBe("validation_failed")
    expect(body.error.issues).toEqual([
      { path: "settings.maps_queries_per_hour", message: "Maps queries per hour must be between 100 and 1000" },
      { path: "settings.call_logs_retention", message: "Choose 30 days, 90 days, 1 year or forever" },
    ])
    expect(await storedRows()).toEqual(before)
  })

  it('answers "Invalid configuration file format." for anything but a v1 settings document', async () => {
    const before = await storedRows()
    const bad: unknown[] = [
      "not json at all",
      "[1, 2, 3]",
      "null",
      { settings: { calls_per_minute: "3" } },
      { format: "other-app", version: 1, settings: {} },
      { format: "cold-caller-settings", version: 2, settings: {} },
      { format: "cold-caller-settings", version: "1", settings: {} },
      { format: "cold-caller-settings", version: 1 },
      { format: "cold-caller-settings", version: 1, settings: "calls_per_minute=3" },
      { format: "cold-caller-settings", version: 1, settings: ["calls_per_minute"] },
    ]
    for (const body of bad) {
      const res = await importFile(typeof body === "string" ? body : JSON.stringify(body))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toEqual({
        error: { code: "invalid_config", message: "Invalid configuration file format." },
      })
    }
    expect(await storedRows()).toEqual(before)
  })

  it("accepts an export of a fresh install (no settings) and changes nothing", async () => {
    const before = await storedRows()
    const res = await importFile({ format: "cold-caller-settings", version: 1, exportedAt: "x", settings: {} })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ imported: 0, keptSecrets: [], defaults: 0, sheets: false })
    expect(await storedRows()).toEqual(before)
  })
})

describe("secrets never leave the server", () => {
  afterEach(() => void vi.restoreAllMocks())

  it("no answer of the settings, status, sheets or system endpoints, and no log line, holds one", async () => {
    const logged: unknown[][] = []
    for (const level of ["log", "info", "warn", "error", "debug"] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args))
    }
    const sheet = { ...SHEETS_DEFAULTS, spreadsheetUrl: "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789" }
    expect((await SELF.fetch(url("/api/sheets/config"), json("PUT", sheet))).status).toBe(200)
    const reads = [
      "/api/settings",
      "/api/settings/export",
      "/api/system/status",
      "/api/system/info",
      "/api/sheets/config",
      "/api/sheets/status",
      "/api/sheets/updates",
    ]
    for (const path of reads) {
      const res = await SELF.fetch(url(path))
      expect(res.status, path).toBe(200)
      expectNoSecret(await res.text())
    }
    // The stored key is no usable private key: connecting and syncing fail, and say so without it.
    const test = await SELF.fetch(url("/api/sheets/test-connection"), json("POST", sheet))
    const testText = await test.text()
    expect(test.status).toBe(502)
    expect(testText).toContain("cannot be read. Paste the key file again")
    expectNoSecret(testText)
    const sync = await SELF.fetch(url("/api/sheets/sync"), json("POST", {}))
    expect(sync.status).toBe(200)
    expectNoSecret(await sync.text())
    expectNoSecret(await (await SELF.fetch(url("/api/sheets/status"))).text())
    expectNoSecret(
      logged
        .flat()
        .map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : typeof a === "string" ? a : JSON.stringify(a)))
        .join("\n")
    )
  })
})
