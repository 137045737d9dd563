import {
  DEFAULT_ASSISTANT_PROMPT,
  DEFAULT_FIRST_MESSAGE,
  DEFAULT_VOICEMAIL_MESSAGE,
  type VoiceSetupView,
} from "@shared/voice-setup"
import { describe, expect, it } from "vitest"

import { renderStatic } from "@/features/automation/render-static"
import { fieldErrors } from "./assistant-field-errors"
import { CreateAssistantForm } from "./voice-assistant-forms"

const TEMPLATE = {
  name: "Cold caller",
  prompt: DEFAULT_ASSISTANT_PROMPT,
  firstMessage: DEFAULT_FIRST_MESSAGE,
  voicemailMessage: DEFAULT_VOICEMAIL_MESSAGE,
}

const view = (mode: VoiceSetupView["mode"]) => ({ mode, assistantId: "", spec: TEMPLATE }) as VoiceSetupView

describe("Create assistant: the template's [blanks]", () => {
  it("are field errors before sending for a real assistant, naming the blank and the field", () => {
    expect(fieldErrors(TEMPLATE, true)).toEqual({
      prompt:
        "Replace [Your company] in the prompt with your company's name. Replace [One or two sentences on what your product does for a {{category}} business.] in the prompt with one or two sentences on what your product does.",
      firstMessage: "Replace [Your company] in the first message with your company's name.",
      voicemailMessage:
        "Replace [Your company] in the voicemail message with your company's name. Replace [your callback number] in the voicemail message with the number leads can call back.",
    })
    const filled = { ...TEMPLATE, voicemailMessage: "Call Acme at 616-555-0100." }
    expect(fieldErrors({ ...filled, firstMessage: "Hi {{businessName}}, Acme here." }, true)).toEqual({
      prompt: expect.stringMatching(/^Replace \[Your company\] in the prompt/),
    })
  })

  it("are allowed in the sandbox, and the form says so", () => {
    expect(fieldErrors(TEMPLATE, false)).toEqual({})
    expect(renderStatic(<CreateAssistantForm view={view("sandbox")} />)).toContain(
      "Sandbox: the simulated calls accept the template&#x27;s [bracketed] blanks"
    )
    expect(renderStatic(<CreateAssistantForm view={view("real")} />)).toContain(
      "Replace every [bracketed] blank of the template with your own words"
    )
  })
})
