import { beforeEach, describe, expect, it } from "vitest"
import {
  endOfCallReport,
  fakeVapi,
  newVapiKey,
  request,
  resetData,
  sandboxEnv,
  seedCall,
  seedContact,
  vapiEnv,
} from "../../../test/call-fixtures"
import type { Env } from "../../env"
import { DEFAULT_ASSISTANT_PROMPT, type VoiceSetupView } from "../../schemas/voice-setup"

beforeEach(resetData)

const WEBHOOK_URL = "http://127.0.0.1/api/webhooks/vapi"
/** The real adapter against the fake Vapi, with no VAPI_WEBHOOK_SECRET: the app generates its own. */
const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const SPEC = {
  name: "Demo Booker",
  prompt: "You call {{businessName}}. Say you are an AI.",
  firstMessage: "Hi {{businessName}}, this is an AI assistant.",
  voicemailMessage: "Sorry we missed you.",
}

const create = (e: Env, body: unknown = SPEC) => request(e, "/api/voice/assistant", { method: "POST", json: body })
const view = async (res: Response) => (await res.json()) as VoiceSetupView

/** Creates the assistant with the real adapter; answers the token the credential carries. */
async function setUp(key: string) {
  const res = await create(realEnv(key))
  expect(res.status).toBe(201)
  const sent = await fakeVapi.requests(key)
  const credential = sent.find((r) => r.path === "/credential")!
  return { res, sent, token: credential.body.authenticationPlan.token as string }
}

function webhookWith(e: Env, headers: Record<string, string>, body: unknown) {
  return request(e, "/api/webhooks/vapi", { method: "POST", headers, json: body })
}

describe("POST /api/voice/assistant", () => {
  it("creates the credential, the call-outcome output and the assistant pointing at this deployment", async () => {
    const key = newVapiKey()
    const { res, sent, token } = await setUp(key)
    const answer = await view(res)
    // Made in that order, then read back for the answer's check.
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      "POST /credential",
      "POST /structured-output",
      "POST /assistant",
      `GET /assistant/${answer.assistantId}`,
    ])
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    expect(sent[0]!.body).toMatchObject({
      provider: "custom-credential",
      authenticationPlan: { type: "bearer", headerName: "Authorization", bearerPrefixEnabled: true },
    })
    expect(sent[1]!.body.schema.properties).toHaveProperty("demoScheduled")
    const assistant = sent[2]!.body
    expect(assistant).toMatchObject({
      name: "Demo Booker",
      firstMessage: SPEC.firstMessage,
      voicemailMessage: SPEC.voicemailMessage,
      voicemailDetection: { provider: "vapi" },
      server: { url: WEBHOOK_URL },
      model: { messages: [{ role: "system", content: SPEC.prompt }] },
    })
    expect(assistant.model.tools.map((t: any) => t.function?.name ?? t.type)).toEqual([
      "bookDemo",
      "scheduleCallback",
      "endCall",
      "transferCall",
    ])
    // No fixed destination: Vapi asks the app (transfer-destination-request) when a lead wants a person.
    expect(assistant.model.tools.at(-1)).toEqual({ type: "transferCall", destinations: [] })
    expect(assistant.serverMessages).toContain("transfer-destination-request")
    expect(assistant.server.credentialId).toBeTruthy()
    expect(assistant.artifactPlan.structuredOutputIds).toHaveLength(1)
    expect(answer).toMatchObject({ mode: "real", webhookUrl: WEBHOOK_URL, webhookAuth: "generated" })
    expect(answer.assistant).toMatchObject({ name: "Demo Booker", problems: [] })
    expect(answer.webhookUrlWarning).toMatch(/local address/)
  })

  it("accepts webhooks with the generated credential (and legacy header), refuses a wrong one", async () => {
    const key = newVapiKey()
    const { token } = await setUp(key)
    const contact = await seedContact()
    await seedCall({ contactId: contact.id, status: "calling", vapiCallId: "vapi-gen" })
    const e = realEnv(key)
    const report = endOfCallReport("vapi-gen")
    expect((await webhookWith(e, { Authorization: "Bearer wrong-token" }, report)).status).toBe(401)
    expect((await webhookWith(e, { Authorization: token }, report)).status).toBe(401)
    expect((await webhookWith(e, { Authorization: `Bearer ${token}` }, report)).status).toBe(200)
    expect((await webhookWith(e, { "X-Vapi-Secret": token }, report)).status).toBe(200)
    // The environment's secret is accepted too, and used for new credentials.
    expect((await webhookWith(vapiEnv(key), { Authorization: `Bearer whsec_test_secret` }, report)).status).toBe(200)
  })

  it("never answers the secret: not in the setup, the settings, the export or a second create", async () => {
    const key = newVapiKey()
    const { res, token } = await setUp(key)
    const e = realEnv(key)
    const bodies = [await res.text()]
    for (const path of ["/api/voice/setup", "/api/settings", "/api/settings/export", "/api/system/status"]) {
      bodies.push(await (await request(e, path)).text())
    }
    bodies.push(await (await create(e)).text())
    for (const body of bodies) expect(body).not.toContain(token)
    // The second create reused the credential and the output: one of each in Vapi.
    const paths = (await fakeVapi.requests(key)).map((r) => r.path)
    expect(paths.filter((p) => p === "/credential")).toHaveLength(1)
    expect(paths.filter((p) => p === "/structured-output")).toHaveLength(1)
  })

  it("refuses bad input with the 400 envelope, and says Vapi's 401 in plain words", async () => {
    const key = newVapiKey()
    const bad = await create(realEnv(key), { ...SPEC, name: "", prompt: 42 })
    expect(bad.status).toBe(400)
    const body = (await bad.json()) as { error: { code: string; issues: { path: string }[] } }
    expect(body.error.code).toBe("validation_failed")
    expect(body.error.issues.map((i) => i.path).sort()).toEqual(["name", "prompt"])
    expect((await fakeVapi.requests(key)).length).toBe(0)

    const refused = await create(realEnv("invalid"))
    expect(refused.status).toBe(502)
    expect(await refused.json()).toMatchObject({
      error: { code: "vapi_unauthorized", message: expect.stringMatching(/^Vapi refused the API key/) },
    })
  })
})

describe("linking an assistant made elsewhere", () => {
  const ELSEWHERE = {
    name: "Hand made",
    model: { provider: "openai", model: "gpt-4o", messages: [{ role: "system", content: "Hi" }], tools: [] },
    voice: { provider: "vapi", voiceId: "Elliot" },
    server: { url: "https://old.example.com/hook", timeoutSeconds: 20 },
  }

  it("shows what differs, and Fix PATCHes only those fields", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await fakeVapi.setAssistant(key, "asst-old", { id: "asst-old", ...ELSEWHERE })
    const linked = await request(e, "/api/voice/assistant/link", { method: "POST", json: { assistantId: "asst-old" } })
    expect(linked.status).toBe(200)
    const before = await view(linked)
    expect(before.assistantId).toBe("asst-old")
    expect(before.assistant!.problems.map((p) => p.field)).toEqual([
      "server_url",
      "credential",
      "tools",
      "call_outcome",
      "server_messages",
    ])
    expect(before.assistant!.problems[0]!.message).toContain("https://old.example.com/hook")

    const fixed = await request(e, "/api/voice/assistant/fix", { method: "POST" })
    expect(fixed.status).toBe(200)
    expect((await view(fixed)).assistant!.problems).toEqual([])
    const patch = (await fakeVapi.requests(key)).find((r) => r.method === "PATCH")!
    expect(Object.keys(patch.body).sort()).toEqual(["artifactPlan", "model", "server", "serverMessages"])
    // What it had is kept: the server's timeout, the model's own fields.
    expect(patch.body.server).toMatchObject({ url: WEBHOOK_URL, timeoutSeconds: 20 })
    expect(patch.body.model).toMatchObject({ provider: "openai", messages: ELSEWHERE.model.messages })
  })

  it("PATCHes only the tools when only the tools are missing", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    await setUp(key)
    const made = (await fakeVapi.requests(key)).find((r) => r.path === "/assistant")!.body
    await fakeVapi.setAssistant(key, "asst-2", { id: "asst-2", ...made, model: { ...made.model, tools: [] } })
    await request(e, "/api/voice/assistant/link", { method: "POST", json: { assistantId: "asst-2" } })
    expect((await view(await request(e, "/api/voice/setup"))).assistant!.problems.map((p) => p.field)).toEqual([
      "tools",
    ])
    expect((await request(e, "/api/voice/assistant/fix", { method: "POST" })).status).toBe(200)
    const patches = (await fakeVapi.requests(key)).filter((r) => r.method === "PATCH")
    expect(patches.map((p) => Object.keys(p.body))).toEqual([["model"]])
  })

  it("names an unknown assistant (404) and refuses a malformed id (400)", async () => {
    const e = realEnv(newVapiKey())
    const unknown = await request(e, "/api/voice/assistant/link", { method: "POST", json: { assistantId: "nope" } })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toMatchObject({ error: { code: "assistant_not_found", message: expect.any(String) } })
    const bad = await request(e, "/api/voice/assistant/link", { method: "POST", json: { assistantId: "a b" } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ error: { code: "validation_failed" } })
  })
})

describe("GET /api/voice/phone-numbers", () => {
  it("lists the account's numbers as number, name and provider", async () => {
    const key = newVapiKey()
    await fakeVapi.setPhoneNumbers(key, [
      { id: "pn-1", provider: "vapi", number: "+16165550100", name: "Main line", status: "active", orgId: "o" },
      { id: "pn-2", provider: "byo-phone-number", sipUri: "sip:x@example.com", status: "activating", orgId: "o" },
    ])
    const res = await request(realEnv(key), "/api/voice/phone-numbers")
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual([
      { id: "pn-1", number: "+16165550100", name: "Main line", status: "active", provider: "vapi" },
      { id: "pn-2", number: "sip:x@example.com", name: "", status: "activating", provider: "byo-phone-number" },
    ])
    expect((await fakeVapi.requests(key))[0]).toMatchObject({ method: "GET", path: "/phone-number" })
  })
})

describe("Settings → Voice in the sandbox", () => {
  it("creates the sandbox assistant and lists sandbox numbers, reaching no Vapi", async () => {
    const e = sandboxEnv()
    const start = await view(await request(e, "/api/voice/setup"))
    expect(start).toMatchObject({ mode: "sandbox", assistant: null, assistantId: "" })
    expect(start.spec.prompt).toBe(DEFAULT_ASSISTANT_PROMPT)
    const made = await create(e)
    expect(made.status).toBe(201)
    expect(await view(made)).toMatchObject({ assistantId: "sandbox-assistant", assistant: { problems: [] } })
    const numbers = (await (await request(e, "/api/voice/phone-numbers")).json()) as { id: string }[]
    expect(numbers.map((n) => n.id)).toEqual(["sandbox-number-1", "sandbox-number-2", "sandbox-number-3"])
  })
})
