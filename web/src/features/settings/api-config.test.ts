import { describe, expect, it } from "vitest"
import { MASK } from "@shared/settings"

import {
  API_FIELDS,
  changedSettings,
  describeVoiceMode,
  fieldError,
  refusedKeys,
  savedSummary,
  storedValues,
  withEmptySecrets,
} from "./api-config"
import { ApiError } from "@/lib/api"

const stored = storedValues([
  { key: "vapi_api_key", value: `${MASK}abcd` },
  { key: "google_places_api_key", value: `${MASK}wxyz` },
  { key: "google_sheets_credentials", value: MASK },
  { key: "assistant_id", value: "asst-1" },
  { key: "vapi_phone_number_id", value: "" },
  { key: "notification_emails", value: "x@example.com" },
])

describe("changedSettings", () => {
  it("sends nothing when nothing changed and the key field is empty", () => {
    expect(changedSettings(stored, { ...stored, vapi_api_key: "" })).toEqual([])
  })
  it("sends a typed key, trimmed", () => {
    const changes = changedSettings(stored, { ...stored, vapi_api_key: " sk-new " })
    expect(changes.map(({ key, value }) => [key, value])).toEqual([["vapi_api_key", "sk-new"]])
  })
  it("has no pasted Assistant ID or Phone Number ID: Settings → Voice sets them up", () => {
    expect(API_FIELDS.map((f) => f.label)).toEqual([
      "Vapi API Key",
      "Google Places API Key",
      "Google Sheets Service Account (JSON)",
    ])
    expect(Object.keys(stored)).not.toContain("assistant_id")
    expect(Object.keys(stored)).not.toContain("vapi_phone_number_id")
  })
  it("starts every secret empty: the Vapi key, the Places key and the Sheets key file", () => {
    expect(API_FIELDS.filter((f) => f.secret).map((f) => f.key)).toEqual([
      "vapi_api_key",
      "google_places_api_key",
      "google_sheets_credentials",
    ])
    expect(withEmptySecrets(stored)).toEqual({
      ...stored,
      vapi_api_key: "",
      google_places_api_key: "",
      google_sheets_credentials: "",
    })
  })
  it("sends a pasted service-account key and a new Places key, never their masked forms", () => {
    const keyFile = '{"client_email":"sync@p.iam.gserviceaccount.com","private_key":"k"}'
    const form = { ...withEmptySecrets(stored), google_places_api_key: "AIza-new", google_sheets_credentials: keyFile }
    expect(changedSettings(stored, form).map((c) => c.key)).toEqual([
      "google_places_api_key",
      "google_sheets_credentials",
    ])
    expect(
      changedSettings(stored, { ...form, google_places_api_key: `${MASK}wxyz`, google_sheets_credentials: "" })
    ).toEqual([])
  })
  it("never sends the masked key back", () => {
    expect(changedSettings(stored, { ...stored })).toEqual([])
  })
})

describe("describeVoiceMode", () => {
  const none = storedValues([])
  it("explains how to go live from the sandbox", () => {
    const m = describeVoiceMode("sandbox", none)
    expect(m.mode).toBe("sandbox")
    expect(m.explanation).toMatch(/Save a Vapi API key/)
  })
  it("blames SANDBOX=1 when a key is saved but calls stay simulated", () => {
    expect(describeVoiceMode("sandbox", stored).explanation).toMatch(/SANDBOX=1/)
  })
  it("points to the Voice card for the assistant and the number in live mode", () => {
    const m = describeVoiceMode("real", stored)
    expect(m.mode).toBe("live")
    expect(m.explanation).toMatch(/The Voice card below sets up the assistant and the number/)
  })
})

describe("describeVoiceMode on a deployed server without a key", () => {
  it("says calls are refused until a key is added, not simulated", () => {
    const m = describeVoiceMode("not_configured", storedValues([]))
    expect(m.mode).toBe("off")
    expect(m.explanation).toMatch(/Vapi is not connected: add its API key/)
  })
})

describe("fieldError", () => {
  it("says in plain words what a service-account key file lacks, before saving", () => {
    expect(fieldError("google_sheets_credentials", "")).toBeNull()
    expect(fieldError("google_sheets_credentials", "hello")).toMatch(/not valid JSON/)
    expect(fieldError("google_sheets_credentials", '{"client_email":"sync@p.iam.gserviceaccount.com"}')).toBe(
      "The Google Sheets credentials lack private_key. Paste the service account's JSON key file: a JSON object with client_email and private_key"
    )
    expect(fieldError("google_sheets_credentials", `${MASK}abcd`)).toBeNull()
    expect(fieldError("google_sheets_credentials", '{"client_email":"a@b.co","private_key":"k"}')).toBeNull()
  })
})

describe("describeVoiceMode when the key check failed", () => {
  it("is an error with the check's words, never Live, while the header says Error", () => {
    const failed = { state: "failed" as const, message: "Vapi refused the API key." }
    expect(describeVoiceMode("real", stored, failed)).toEqual({
      mode: "error",
      explanation: "Calls cannot go through Vapi: Vapi refused the API key.",
    })
    expect(describeVoiceMode("real", stored, { state: "ok", message: "Vapi accepted the API key." }).mode).toBe("live")
  })
})

describe("what Save says", () => {
  const changes = changedSettings(stored, { ...stored, vapi_api_key: "sk-new", google_places_api_key: "AIza-new" })
  it("gives each key's check, in the provider's words", () => {
    const items = [
      {
        key: "vapi_api_key",
        value: `${MASK}-new`,
        check: { state: "ok" as const, message: "Saved and checked: Vapi accepted the API key." },
      },
      {
        key: "google_places_api_key",
        value: `${MASK}-new`,
        check: {
          state: "unchecked" as const,
          message: "Saved, but it could not be checked: Could not reach Google Places.",
        },
      },
    ]
    expect(savedSummary(changes, items)).toBe(
      "Vapi API Key: Saved and checked: Vapi accepted the API key. Google Places API Key: Saved, but it could not be checked: Could not reach Google Places."
    )
    expect(savedSummary(changes, undefined)).toBe("Saved Vapi API Key. Saved Google Places API Key.")
  })
  it("puts a provider's refusal under its field", () => {
    const body = {
      error: {
        code: "key_refused",
        message: "Not saved: Vapi refused the API key.",
        issues: [{ path: "vapi_api_key", message: "Vapi refused the API key." }],
      },
    }
    const error = new ApiError(422, "Unprocessable Entity", JSON.stringify(body))
    expect(refusedKeys(error)).toEqual({ vapi_api_key: "Vapi refused the API key." })
    expect(refusedKeys(new Error("network"))).toEqual({})
  })
})
