import { describe, expect, it } from "vitest"
import { MASK } from "@shared/settings"

import { renderStatic, textOf } from "@/features/automation/render-static"
import { API_FIELDS } from "./api-config"
import { ApiConfigSection } from "./api-config-section"
import { ApiKeyField } from "./api-key-field"
import { ResendKeyField } from "./notification-fields"

const vapi = API_FIELDS[0]
const field = (saved: string, refused?: string) => (
  <ApiKeyField field={vapi} value="" saved={saved} refused={refused} onChange={() => {}} />
)

describe("Settings → API Configuration's key fields", () => {
  it("offer Remove for a saved key only, and say Save checks a new one", () => {
    const saved = textOf(field(`${MASK}abcd`))
    expect(saved).toContain("Remove")
    expect(saved).toContain("Save checks it first, and a key the provider refuses is not saved.")
    expect(saved).not.toContain("leave empty to keep it")
    expect(renderStatic(field(`${MASK}abcd`))).toContain('aria-label="Remove Vapi API Key"')
    expect(textOf(field(""))).not.toContain("Remove")
  })

  it("Notifications' Resend key has Remove too, once one is saved", () => {
    const resend = (saved: string) => <ResendKeyField value="" saved={saved} onChange={() => {}} />
    expect(renderStatic(resend(`${MASK}abcd`))).toContain('aria-label="Remove Resend API Key"')
    expect(textOf(resend(`${MASK}abcd`))).not.toContain("leave empty to keep it")
    expect(textOf(resend(""))).not.toContain("Remove")
  })

  it("show the provider's refusal under the field, marked invalid", () => {
    const html = renderStatic(field(`${MASK}abcd`, "Vapi refused the API key."))
    expect(html).toContain('aria-invalid="true"')
    expect(html).toMatch(/role="alert"[^>]*>Vapi refused the API key\.</)
  })
})

describe("the Voice card's mode", () => {
  const status = (state: "ok" | "failed") => ({
    providers: { voice: { mode: "real", reason: "" } },
    checks: { voice: { state, message: state === "ok" ? "Vapi accepted the API key." : "Vapi refused the API key." } },
  })
  it("is Error, not Live, when the voice check failed", () => {
    const text = textOf(<ApiConfigSection />, { "/api/system/status": status("failed"), "/api/settings": [] })
    expect(text).toContain("Error")
    expect(text).toContain("Calls cannot go through Vapi: Vapi refused the API key.")
    expect(text).not.toContain("Live")
  })
  it("is Live when it passed", () => {
    const text = textOf(<ApiConfigSection />, { "/api/system/status": status("ok"), "/api/settings": [] })
    expect(text).toContain("Live")
  })
})
