import { env } from "cloudflare:test"
import { describe, expect, it } from "vitest"
import { newVapiKey, vapiVoice } from "../../../test/call-fixtures"
import { rejection } from "../../../test/rejection"
import { CALL_OUTCOME_NAME } from "./vapi-assistant"
import { parseVapiWebhook } from "./vapi-messages"
import { type AssistantSpec, VoiceProviderError } from "./voice-provider"

const SPEC: AssistantSpec = {
  name: "Demo Booker",
  prompt: "Say you are an AI.",
  firstMessage: "Hi",
  voicemailMessage: "",
  webhook: { url: "https://calls.example.com/api/webhooks/vapi", credentialId: "cred-1" },
  callOutcomeSchemaId: "so-1",
}

describe("the fake Vapi refuses what Vapi refuses", () => {
  it("answers an unknown field and a too-long name with Vapi's 400 shape", async () => {
    const key = newVapiKey()
    const res = await fetch(`${env.VAPI_BASE_URL}/assistant`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: "x".repeat(41), endCallFunctionEnabled: true, server: { url: "u", secret: "s" } }),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      message: expect.arrayContaining([
        "property endCallFunctionEnabled should not exist",
        "server.property secret should not exist",
        "name must be shorter than or equal to 40 characters",
      ]),
      error: "Bad Request",
      statusCode: 400,
    })
  })

  it("reaches the adapter as a VoiceProviderError naming the field", async () => {
    const err = await rejection(
      vapiVoice(newVapiKey()).setUpAssistant({ ...SPEC, name: "x".repeat(41) }),
      VoiceProviderError
    )
    expect(err).toMatchObject({ status: 400, message: "name must be shorter than or equal to 40 characters" })
  })

  it("accepts every body the adapter sends", async () => {
    const voice = vapiVoice(newVapiKey())
    const credential = await voice.createWebhookCredential("t".repeat(64))
    const output = await voice.createCallOutcomeSchema()
    // The ids this org made: another org's would be refused (404 "Couldn't find Credential").
    const made = await voice.setUpAssistant({
      ...SPEC,
      webhook: { ...SPEC.webhook, credentialId: credential.id },
      callOutcomeSchemaId: output.id,
      voicemailMessage: "Call us back.",
    })
    expect([credential.id, output.id, made.id].every(Boolean)).toBe(true)
    expect(made).toMatchObject({
      webhookUrl: SPEC.webhook.url,
      credentialId: credential.id,
      callOutcomeSchemaIds: [output.id],
    })
  })
})

describe("the end-of-call report's structured outputs", () => {
  const report = (artifact: unknown, analysis: unknown = {}) =>
    parseVapiWebhook({
      message: {
        type: "end-of-call-report",
        call: { id: "c1" },
        endedReason: "customer-ended-call",
        artifact,
        analysis,
      },
    })

  it("reads our call outcome from artifact.structuredOutputs, over the deprecated analysis", () => {
    const [event] = report(
      {
        structuredOutputs: {
          "so-9": { name: "sentiment", result: "positive" },
          "so-1": { name: CALL_OUTCOME_NAME, result: { demoScheduled: true, demoDate: "2027-01-05T14:00" } },
        },
      },
      { structuredData: { demoScheduled: false, followUp: true } }
    )
    expect(event).toMatchObject({
      kind: "ended",
      report: { structuredData: { demoScheduled: true, demoDate: "2027-01-05T14:00", followUp: true } },
    })
  })

  it("keeps the analysis.structuredData path for assistants made before structured outputs", () => {
    const [event] = report({ transcript: "hi" }, { structuredData: { followUp: true } })
    expect(event).toMatchObject({ report: { structuredData: { followUp: true } } })
  })
})
