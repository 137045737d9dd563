import { describe, expect, it } from "vitest"
import { controlBody, monitorOf, VAPI_LISTEN_FORMAT } from "./vapi-live"
import { parseVapiWebhook } from "./vapi-messages"

const BASE = "https://api.vapi.ai"
const call = (monitor: unknown, status = "in-progress") => ({ id: "c1", status, monitor })

describe("a call's monitor (Listen and control)", () => {
  it("is Vapi's listen and control URLs, with the listen stream's format", () => {
    const m = monitorOf(
      call({
        listenUrl: "wss://phone-call-websocket.aws-us-west-2-backend-production1.vapi.ai/c1/listen",
        controlUrl: "https://phone-call-websocket.aws-us-west-2-backend-production1.vapi.ai/c1/control",
      }),
      BASE
    )
    expect(m.listen).toEqual({
      url: "wss://phone-call-websocket.aws-us-west-2-backend-production1.vapi.ai/c1/listen",
      ...VAPI_LISTEN_FORMAT,
    })
    expect(m).toMatchObject({ control: true, controlUrl: expect.stringMatching(/\/c1\/control$/) })
  })

  it("is never followed to a host that is not Vapi's, nor kept for an ended call", () => {
    const foreign = monitorOf(
      call({ listenUrl: "wss://evil.example/listen", controlUrl: "https://evil.example/c" }),
      BASE
    )
    expect(foreign).toEqual({ listen: null, control: false, controlUrl: null })
    const plain = monitorOf(call({ listenUrl: "http://x.vapi.ai/listen", controlUrl: "ftp://x.vapi.ai/c" }), BASE)
    expect(plain).toEqual({ listen: null, control: false, controlUrl: null })
    const ended = monitorOf(call({ listenUrl: "wss://a.vapi.ai/l", controlUrl: "https://a.vapi.ai/c" }, "ended"), BASE)
    expect(ended).toEqual({ listen: null, control: false, controlUrl: null })
  })

  it("sends each command in the body Vapi documents", () => {
    expect(controlBody({ action: "transfer", number: "+16165550142", message: "Hold on." })).toEqual({
      type: "transfer",
      destination: { type: "number", number: "+16165550142" },
      content: "Hold on.",
    })
    expect(controlBody({ action: "say", message: "Hi" })).toEqual({
      type: "say",
      content: "Hi",
      endCallAfterSpoken: false,
    })
    expect(controlBody({ action: "end" })).toEqual({ type: "end-call" })
  })
})

describe("transcript server messages", () => {
  const transcript = (over: Record<string, unknown>) => ({
    message: {
      type: "transcript",
      role: "assistant",
      transcriptType: "final",
      transcript: "Hello there.",
      timestamp: Date.parse("2026-03-02T15:00:00Z"),
      call: { id: "c1", assistantOverrides: { metadata: { callId: 12 } } },
      ...over,
    },
  })

  it("a final line is an event for our call, with who said it and when", () => {
    expect(parseVapiWebhook(transcript({}))).toEqual([
      {
        kind: "transcript",
        providerCallId: "c1",
        callId: 12,
        role: "assistant",
        text: "Hello there.",
        at: "2026-03-02T15:00:00.000Z",
      },
    ])
    expect(parseVapiWebhook(transcript({ role: "bot" }))[0]).toMatchObject({ role: "assistant" })
    expect(parseVapiWebhook(transcript({ role: "user" }))[0]).toMatchObject({ role: "lead" })
  })

  it("partial lines, empty lines and unknown speakers are ignored", () => {
    for (const over of [{ transcriptType: "partial" }, { transcript: "   " }, { role: "system" }]) {
      expect(parseVapiWebhook(transcript(over))).toEqual([{ kind: "ignored", type: "transcript" }])
    }
  })
})
