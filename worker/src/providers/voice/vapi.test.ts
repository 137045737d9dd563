import { describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, vapiVoice } from "../../../test/call-fixtures"
import { VapiVoice } from "./vapi"
import { type StartCallInput, VoiceProviderError } from "./voice-provider"
import { rejection as expectRejection } from "../../../test/rejection"

const input: StartCallInput = {
  callId: 42,
  contact: {
    contactId: 7,
    businessName: "Bright Dental",
    phone: "+16165550142",
    address: "12 Main St",
    category: "Dentist",
  },
  assistantId: "asst_123",
  phoneNumberId: "pn_456",
  variables: { businessName: "Bright Dental", phone: "+16165550142", address: "12 Main St", category: "Dentist" },
}

const rejection = (p: Promise<unknown>) => expectRejection(p, VoiceProviderError)

describe("VapiVoice against a local Vapi", () => {
  it("creates the call with POST /call, the Bearer key and the documented body", async () => {
    const key = newVapiKey()
    const started = await vapiVoice(key).startCall(input)
    expect(started).toEqual({ providerCallId: "fake-call-1", status: "queued" })

    const [req] = await fakeVapi.requests(key)
    expect(req).toMatchObject({
      method: "POST",
      path: "/call",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    })
    expect(req!.body).toEqual({
      assistantId: "asst_123",
      phoneNumberId: "pn_456",
      customer: { number: "+16165550142", name: "Bright Dental", externalId: "7" },
      name: "Call 42",
      assistantOverrides: { variableValues: input.variables, metadata: { callId: 42 } },
    })
  })

  it("turns a 400 into a permanent error carrying Vapi's message", async () => {
    const key = newVapiKey()
    const err = await rejection(
      vapiVoice(key).startCall({ ...input, contact: { ...input.contact, phone: "555-0142" } })
    )
    expect(err.status).toBe(400)
    expect(err.retryable).toBe(false)
    expect(err.message).toBe("customer.number must be a valid phone number in the E.164 format.")
  })

  it("reports a wrong key as Vapi words it", async () => {
    const err = await rejection(vapiVoice("invalid").startCall(input))
    expect(err.status).toBe(401)
    expect(err.message).toMatch(/^Invalid Key/)
  })

  it("makes 429 and concurrency-limit answers retryable and reports the status", async () => {
    const key = newVapiKey()
    const seen: number[] = []
    await fakeVapi.scriptNext(key, 429, { message: "Too Many Requests", statusCode: 429 })
    const rate = await rejection(vapiVoice(key, (s) => void seen.push(s)).startCall(input))
    expect(rate).toMatchObject({ status: 429, retryable: true, message: "Too Many Requests" })
    expect(seen).toEqual([429])

    await fakeVapi.scriptNext(key, 400, {
      message: "Over Concurrency Limit. Upgrade your plan or wait for calls to end.",
      statusCode: 400,
    })
    expect((await rejection(vapiVoice(key).startCall(input))).retryable).toBe(true)

    await fakeVapi.scriptNext(key, 201, {
      id: "blocked-1",
      status: "ended",
      endedReason: "call.start.error-subscription-concurrency-limit-reached",
      subscriptionLimits: { concurrencyBlocked: true, concurrencyLimit: 10, remainingConcurrentCalls: 0 },
    })
    expect((await rejection(vapiVoice(key).startCall(input))).retryable).toBe(true)
  })

  it("does not retry when Vapi cannot be reached (a double dial is worse)", async () => {
    const err = await rejection(new VapiVoice({ apiKey: "k", baseUrl: "http://127.0.0.1:9" }).startCall(input))
    expect(err).toMatchObject({ status: 0, retryable: false })
  })

  it("reads an ended call back with GET /call/{id} as status and report events", async () => {
    const key = newVapiKey()
    await fakeVapi.setCall(key, "c-9", {
      id: "c-9",
      status: "ended",
      endedReason: "customer-busy",
      startedAt: "2026-03-02T15:00:00Z",
      endedAt: "2026-03-02T15:00:04Z",
      assistantOverrides: { metadata: { callId: 9 } },
      artifact: { transcript: "", recordingUrl: null },
      analysis: { summary: "Busy", structuredData: {} },
    })
    const events = await vapiVoice(key).getCall("c-9")
    expect(events.map((e) => e.kind)).toEqual(["status", "ended"])
    expect(events[1]).toMatchObject({
      providerCallId: "c-9",
      callId: 9,
      report: { endedReason: "customer-busy", summary: "Busy" },
    })
    const [req] = await fakeVapi.requests(key)
    expect(req).toMatchObject({ method: "GET", path: "/call/c-9", headers: { authorization: `Bearer ${key}` } })

    const missing = await rejection(vapiVoice(key).getCall("nope"))
    expect(missing).toMatchObject({ status: 404, message: "Couldn't find Call" })
  })

  it("parses each webhook type and rejects what is not a server message", () => {
    const v = vapiVoice("k")
    const call = { id: "c-1", assistantOverrides: { metadata: { callId: 3 } } }
    expect(v.parseWebhook({ message: { type: "status-update", status: "ringing", call } })).toEqual([
      { kind: "status", status: "ringing", providerCallId: "c-1", callId: 3 },
    ])
    const [tool] = v.parseWebhook({
      message: {
        type: "tool-calls",
        call,
        toolCallList: [
          {
            id: "t1",
            type: "function",
            function: { name: "bookDemo", arguments: '{"dateTime":"2030-01-01T15:00:00Z"}' },
          },
        ],
      },
    })
    expect(tool).toMatchObject({
      kind: "tool-calls",
      toolCalls: [{ id: "t1", name: "bookDemo", arguments: { dateTime: "2030-01-01T15:00:00Z" } }],
    })
    expect(v.parseWebhook({ message: { type: "speech-update", call } })).toEqual([
      { kind: "ignored", type: "speech-update" },
    ])
    expect(() => v.parseWebhook({ nope: true })).toThrow(VoiceProviderError)
    expect(() => v.parseWebhook("garbage")).toThrow(VoiceProviderError)
  })
})
