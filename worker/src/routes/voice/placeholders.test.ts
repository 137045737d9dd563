import { beforeEach, describe, expect, it } from "vitest"
import {
  callRow,
  db,
  fakeVapi,
  newVapiKey,
  request,
  resetData,
  sandboxEnv,
  seedCampaign,
  seedContact,
  vapiEnv,
  voiceSettings,
} from "../../../test/call-fixtures"
import { testCtx } from "../../../test/ctx"
import { loadProviders } from "../../context/provider-state"
import { createCall, placeCall } from "../../services/calls/place-call"
import { recordAssistantBlanks } from "../../services/voice/assistant-blanks"
import type { Env } from "../../env"
import type { SetupChecklist } from "../../schemas/api-routes/settings"
import {
  DEFAULT_ASSISTANT_PROMPT,
  DEFAULT_FIRST_MESSAGE,
  DEFAULT_VOICEMAIL_MESSAGE,
  placeholderIssues,
  placeholdersIn,
  type VoiceSetupView,
} from "../../schemas/voice-setup"

/*
 * Issue 35: the template's blanks ("[Your company]") never reach a real call. Create refuses them
 * in real mode, a live assistant that still holds them is named on the card and the checklist, and
 * real calls wait; the sandbox's simulated calls accept them.
 */

beforeEach(resetData)

const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const TEMPLATE = {
  name: "Cold caller",
  prompt: DEFAULT_ASSISTANT_PROMPT,
  firstMessage: DEFAULT_FIRST_MESSAGE,
  voicemailMessage: DEFAULT_VOICEMAIL_MESSAGE,
}
const FILLED = {
  ...TEMPLATE,
  prompt: "You call {{businessName}} for Acme Scheduling. Say you are an AI.",
  firstMessage: "Hi, this is Alex, an AI assistant calling for Acme. Is this {{businessName}}?",
  voicemailMessage: "Hi, Alex from Acme here. Call us back at 616-555-0100. Thank you!",
}
type ErrorEnvelope = { error: { code: string; message: string; issues?: { path: string; message: string }[] } }

describe("the template's blanks", () => {
  it("are found as [bracket text], never Vapi's {{variables}} or Liquid indexes", () => {
    expect(placeholdersIn(DEFAULT_FIRST_MESSAGE)).toEqual(["[Your company]"])
    expect(placeholdersIn(DEFAULT_VOICEMAIL_MESSAGE)).toEqual(["[Your company]", "[your callback number]"])
    expect(placeholdersIn(DEFAULT_ASSISTANT_PROMPT)).toHaveLength(2)
    expect(placeholdersIn("Hi {{businessName}}, {{ names[0] }} and {% if list['a'] %}x{% endif %}")).toEqual([])
    expect(placeholdersIn("Say [your name] then [1]")).toEqual(["[your name]"])
    expect(placeholderIssues({ firstMessage: DEFAULT_FIRST_MESSAGE })[0]!.message).toBe(
      "Replace [Your company] in the first message with your company's name."
    )
  })

  it("refuse a real assistant (422 naming each, with the field) and nothing reaches Vapi", async () => {
    const key = newVapiKey()
    const res = await request(realEnv(key), "/api/voice/assistant", { method: "POST", json: TEMPLATE })
    expect(res.status).toBe(422)
    const { error } = (await res.json()) as ErrorEnvelope
    expect(error.code).toBe("assistant_placeholders")
    expect(error.message).toContain("Replace [Your company] in the first message with your company's name.")
    expect(error.message).toContain("Replace [your callback number] in the voicemail message")
    expect(error.issues!.map((i) => i.path)).toEqual([
      "prompt",
      "prompt",
      "firstMessage",
      "voicemailMessage",
      "voicemailMessage",
    ])
    expect((await fakeVapi.requests(key)).filter((r) => r.path === "/assistant")).toEqual([])
    // Filled in, the same form goes through.
    expect((await request(realEnv(key), "/api/voice/assistant", { method: "POST", json: FILLED })).status).toBe(201)
  })

  it("are accepted in the sandbox, whose calls are simulated", async () => {
    const res = await request(sandboxEnv(), "/api/voice/assistant", { method: "POST", json: TEMPLATE })
    expect(res.status).toBe(201)
  })

  it("left in a live assistant: named on the card, the checklist not ready, a real test call refused", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    expect((await request(e, "/api/voice/assistant", { method: "POST", json: FILLED })).status).toBe(201)
    const { assistantId } = (await (await request(e, "/api/voice/setup")).json()) as VoiceSetupView
    // An assistant made before the refusal (or edited in Vapi's dashboard) still says the blanks.
    const made = (await fakeVapi.requests(key)).find((r) => r.method === "POST" && r.path === "/assistant")!.body
    await fakeVapi.setAssistant(key, assistantId, { ...made, id: assistantId, firstMessage: DEFAULT_FIRST_MESSAGE })

    const view = (await (await request(e, "/api/voice/setup")).json()) as VoiceSetupView
    expect(view.assistant!.problems).toEqual([
      {
        field: "placeholders",
        message: expect.stringContaining("Replace [Your company] in the first message with your company's name."),
      },
    ])
    const list = (await (await request(e, "/api/system/setup?refresh=1")).json()) as SetupChecklist
    expect(list.lines.find((l) => l.id === "assistant")!.done).toBe(false)

    await fakeVapi.setPhoneNumbers(key, [
      { id: "pn_live_1", number: "+16165550100", name: "Main", status: "active", provider: "twilio" },
    ])
    // Chosen in Settings → Voice, which points its inbound calls at this app (issue 36).
    const chosen = await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn_live_1" } })
    expect(chosen.status).toBe(200)
    const call = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "(616) 555-0101" } })
    expect(call.status).toBe(409)
    expect(((await call.json()) as ErrorEnvelope).error.message).toContain(
      "Replace [Your company] in the first message"
    )
    expect((await fakeVapi.requests(key)).filter((r) => r.method === "POST" && r.path === "/call")).toEqual([])

    // Filled in again in Vapi: the next read clears it, and the call goes out.
    await fakeVapi.setAssistant(key, assistantId, { ...made, id: assistantId })
    expect(((await (await request(e, "/api/voice/setup")).json()) as VoiceSetupView).assistant!.problems).toEqual([])
    const again = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "(616) 555-0101" } })
    expect(again.status, await again.clone().text()).toBe(201)
  })

  it("left in a live assistant: a campaign's dial is refused before POST /call and stays queued", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await voiceSettings("asst_blank", "pn_live")
    // What Settings → Voice last read of the assistant: the first message still names the company blank.
    await recordAssistantBlanks(db(), "asst_blank", ["Replace [Your company] in the first message."])
    const campaign = await seedCampaign()
    const contact = await seedContact()
    const call = (await createCall(db(), { contactId: contact.id, campaignId: campaign.id }))!
    const dial = placeCall(testCtx({ env: e, providers: await loadProviders(db(), e) }), call.id)
    // voice_not_configured: the dial job keeps the call queued and tries again once Settings changes.
    await expect(dial).rejects.toMatchObject({
      code: "voice_not_configured",
      status: 409,
      message: expect.stringContaining("Replace [Your company] in the first message."),
    })
    expect(await callRow(call.id)).toMatchObject({ status: "queued", attempt: 0 })
    expect((await fakeVapi.requests(key)).filter((r) => r.method === "POST" && r.path === "/call")).toEqual([])

    // Filled in (read again without blanks): the same call goes out.
    await recordAssistantBlanks(db(), "asst_blank", [])
    const placed = await placeCall(testCtx({ env: e, providers: await loadProviders(db(), e) }), call.id)
    expect(placed).toMatchObject({ placed: true, callId: call.id })
  })
})
