import { describe, expect, it } from "vitest"
import { MASK } from "@shared/settings"

import { changedSettings, describeVoiceMode, storedValues } from "./api-config"

const stored = storedValues([
  { key: "vapi_api_key", value: `${MASK}abcd` },
  { key: "assistant_id", value: "asst-1" },
  { key: "vapi_phone_number_id", value: "" },
  { key: "notification_emails", value: "x@example.com" },
])

describe("changedSettings", () => {
  it("sends nothing when nothing changed and the key field is empty", () => {
    expect(changedSettings(stored, { ...stored, vapi_api_key: "" })).toEqual([])
  })
  it("sends a typed key, and changed plain fields trimmed", () => {
    const changes = changedSettings(stored, {
      vapi_api_key: " sk-new ",
      assistant_id: "asst-1",
      vapi_phone_number_id: " pn-9 ",
    })
    expect(changes.map(({ key, value }) => [key, value])).toEqual([
      ["vapi_api_key", "sk-new"],
      ["vapi_phone_number_id", "pn-9"],
    ])
  })
  it("never sends the masked key back", () => {
    expect(changedSettings(stored, { ...stored })).toEqual([])
  })
  it("can clear a plain field", () => {
    expect(changedSettings(stored, { ...stored, vapi_api_key: "", assistant_id: "" })).toEqual([
      { key: "assistant_id", label: "Assistant ID", value: "" },
    ])
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
  it("names what is still missing in live mode", () => {
    const m = describeVoiceMode("real", stored)
    expect(m.mode).toBe("live")
    expect(m.explanation).toMatch(/Set the Phone Number ID before calling/)
  })
})

describe("describeVoiceMode on a deployed server without a key", () => {
  it("says calls are refused until a key is added, not simulated", () => {
    const m = describeVoiceMode("not_configured", storedValues([]))
    expect(m.mode).toBe("off")
    expect(m.explanation).toMatch(/Vapi is not configured: add the API key/)
  })
})
