import { describe, expect, it } from "vitest"

import { ApiError } from "@/lib/api"
import { configFileName, exportedText, importedText, importFailedText, readConfigFile } from "./config-transfer"

const valid = { format: "cold-caller-settings", version: 1, exportedAt: "2026-03-04T12:00:00Z", settings: {} }

describe("configuration export / import", () => {
  it("names the export cold-caller-settings-YYYY-MM-DD.json, dated locally", () => {
    expect(configFileName(new Date(2026, 2, 4, 23, 59))).toBe("cold-caller-settings-2026-03-04.json")
    expect(configFileName(new Date(2026, 11, 31, 0, 1))).toBe("cold-caller-settings-2026-12-31.json")
    expect(exportedText("cold-caller-settings-2026-03-04.json")).toBe(
      "Saved cold-caller-settings-2026-03-04.json: every setting in effect (defaults marked) and the Google Sheets configuration. API keys are masked in the file."
    )
  })

  it('refuses a file that is not a settings export with "Invalid configuration file format."', () => {
    for (const text of [
      "",
      "not json",
      "name,phone\nA,1",
      "[]",
      "null",
      JSON.stringify({ ...valid, format: "other" }),
      JSON.stringify({ ...valid, version: 2 }),
      JSON.stringify({ ...valid, settings: [] }),
      JSON.stringify({ format: "cold-caller-settings", version: 1 }),
    ]) {
      expect(readConfigFile(text), text).toEqual({ ok: false, message: "Invalid configuration file format." })
    }
  })

  it("passes an export on to the server as it is (keys and values are checked there)", () => {
    const doc = { ...valid, settings: { calls_per_minute: "3", unknown_key: "x" } }
    expect(readConfigFile(JSON.stringify(doc, null, 2))).toEqual({ ok: true, document: doc })
  })

  it("says what an import did, and that masked keys were kept", () => {
    const none = { defaults: 0, sheets: false }
    expect(importedText({ ...none, imported: 4, keptSecrets: ["vapi_api_key", "google_places_api_key"] })).toBe(
      "Imported 4 settings. 2 saved keys were kept: the file has them masked."
    )
    expect(importedText({ ...none, imported: 1, keptSecrets: ["vapi_api_key"] })).toBe(
      "Imported 1 setting. 1 saved key was kept: the file has them masked."
    )
    expect(importedText({ imported: 12, keptSecrets: [], defaults: 9, sheets: true })).toBe(
      "Imported 12 settings (9 at their defaults) and the Google Sheets configuration."
    )
    expect(importedText({ ...none, imported: 0, keptSecrets: [] })).toBe("The file held no settings to change.")
  })

  it("puts the server's reason in Import Failed", () => {
    const refused = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({ error: { code: "validation_failed", message: "Unknown setting: crm_password" } })
    )
    expect(importFailedText(refused)).toBe("Unknown setting: crm_password")
    expect(importFailedText(new ApiError(500, "Internal Server Error", ""))).toBe(
      "The configuration could not be imported. Please try again."
    )
  })
})
