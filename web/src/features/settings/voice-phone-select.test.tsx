import { describe, expect, it } from "vitest"
import { INBOUND_ONLY_MESSAGE } from "@shared/voice-number"
import type { VoiceNumberOption, VoiceSetupView } from "@shared/voice-setup"

import { textOf } from "@/features/automation/render-static"
import { providerLabel } from "./use-voice-setup"
import { VoicePhoneSelect } from "./voice-phone-select"

const FREE: VoiceNumberOption = { id: "pn-free", number: "+16165550100", name: "", status: "active", provider: "vapi" }
const TWILIO: VoiceNumberOption = {
  id: "pn-tw",
  number: "+16165550111",
  name: "Sales",
  status: "active",
  provider: "twilio",
}

const view = (over: Partial<VoiceSetupView>) => ({ mode: "real", phoneNumberId: "", ...over }) as VoiceSetupView
const pickerText = (over: Partial<VoiceSetupView>) =>
  textOf(<VoicePhoneSelect view={view(over)} />, { "/api/voice/phone-numbers": [FREE, TWILIO] })

describe("Settings → Voice's number picker", () => {
  it("names each number's provider and marks a free Vapi number inbound only", () => {
    expect(providerLabel(FREE)).toBe("Free Vapi number · inbound only")
    expect(providerLabel(TWILIO)).toBe("Twilio")
    expect(providerLabel({ ...TWILIO, provider: "byo-phone-number" })).toBe("Your SIP trunk")
  })

  it("says why free numbers cannot be chosen, and offers the Twilio import", () => {
    const text = pickerText({})
    expect(text).toContain("Free Vapi numbers take inbound calls only, so they cannot be chosen for calling out.")
    expect(text).toContain("Import a Twilio number")
    expect(text).not.toContain(INBOUND_ONLY_MESSAGE)
  })

  it("says what to do when the saved number is a free Vapi number", () => {
    expect(pickerText({ phoneNumberId: "pn-free" })).toContain(INBOUND_ONLY_MESSAGE)
  })

  it("offers no import in the sandbox", () => {
    expect(pickerText({ mode: "sandbox" })).not.toContain("Import a Twilio number")
  })
})
