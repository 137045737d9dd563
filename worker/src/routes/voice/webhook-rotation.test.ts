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
  WEBHOOK_SECRET,
} from "../../../test/call-fixtures"
import { vapiMisbehaves } from "../../../test/misbehaving-vendor"
import type { Env } from "../../env"
import type { VoiceSetupView } from "../../schemas/voice-setup"

/*
 * Settings → Voice → Rotate: a new credential in Vapi, the assistant moved onto it, then the old
 * secret refused; and which secret is in force once VAPI_WEBHOOK_SECRET is set.
 */

beforeEach(resetData)

const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const SPEC = { name: "Rotor", prompt: "Call {{businessName}}.", firstMessage: "Hi!" }
const rotate = (e: Env) => request(e, "/api/voice/webhook-secret/rotate", { method: "POST" })
const view = async (res: Response, status = 200) => {
  const body = (await res.json()) as VoiceSetupView
  expect(res.status, JSON.stringify(body)).toBe(status)
  return body
}

/** The tokens of the credentials made in Vapi, in order. */
const credentialTokens = async (key: string) =>
  (await fakeVapi.requests(key))
    .filter((r) => r.method === "POST" && r.path === "/credential")
    .map((r) => r.body.authenticationPlan.token as string)

/** The status a webhook carrying `token` gets (an end-of-call report of a call in progress). */
async function webhookStatus(e: Env, token: string) {
  const contact = await seedContact()
  const id = `vapi-${crypto.randomUUID()}`
  await seedCall({ contactId: contact.id, status: "calling", vapiCallId: id })
  const res = await request(e, "/api/webhooks/vapi", {
    method: "POST",
    headers: { Authorization: `Bearer ${token}` },
    json: endOfCallReport(id),
  })
  return res.status
}

async function setUp(key: string) {
  const made = await view(await request(realEnv(key), "/api/voice/assistant", { method: "POST", json: SPEC }), 201)
  return { made, token: (await credentialTokens(key))[0]! }
}

describe("POST /api/voice/webhook-secret/rotate", () => {
  it("gives Vapi a new credential, moves the assistant onto it, then refuses the old secret", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { made, token: old } = await setUp(key)
    expect(made).toMatchObject({ webhookAuth: "generated", generatedSecretAccepted: true })
    const before = made.generatedSecretCreatedAt!
    expect(await webhookStatus(e, old)).toBe(200)

    await new Promise((r) => setTimeout(r, 10))
    const rotated = await view(await rotate(e))
    const [, fresh] = await credentialTokens(key)
    expect(fresh).toMatch(/^[0-9a-f]{64}$/)
    expect(fresh).not.toBe(old)
    const sent = await fakeVapi.requests(key)
    const patch = sent.find((r) => r.method === "PATCH")!
    const credential = sent.filter((r) => r.path === "/credential")
    expect(patch.path).toBe(`/assistant/${made.assistantId}`)
    // The new credential's id is what the assistant carries now (the fake answers ids in order of creation).
    expect(patch.body.server.credentialId).toBeTruthy()
    expect(credential).toHaveLength(2)
    expect(rotated.assistant!.problems).toEqual([])
    expect(Date.parse(rotated.generatedSecretCreatedAt!)).toBeGreaterThan(Date.parse(before))
    expect(JSON.stringify(rotated)).not.toContain(fresh)

    expect(await webhookStatus(e, old)).toBe(401)
    expect(await webhookStatus(e, fresh!)).toBe(200)
  })

  it("two rotations at once (a double click) leave one secret in force, the one the assistant carries", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { token: old } = await setUp(key)
    const answers = await Promise.all([rotate(e), rotate(e)])
    expect(answers.map((r) => r.status)).toEqual([200, 200])
    // And a third just after: within the rotation window, the same rotation.
    expect((await rotate(e)).status).toBe(200)
    const made = (await credentialTokens(key)).slice(1)
    expect(made).toHaveLength(1)
    const accepted = []
    for (const token of [old, ...made]) accepted.push(await webhookStatus(e, token))
    expect(accepted).toEqual([401, 200])
    expect((await view(await request(e, "/api/voice/setup"))).assistant!.problems).toEqual([])
  })

  it("keeps the old secret when Vapi refuses the update, and drops the new one", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { made, token: old } = await setUp(key)
    await vapiMisbehaves(key, { mode: "echo", route: `PATCH /assistant/${made.assistantId}` })
    const res = await rotate(e)
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ error: { code: "vapi_rejected", message: /^Vapi refused to rotate/ } })
    const [, attempted] = await credentialTokens(key)
    expect(await webhookStatus(e, old)).toBe(200)
    expect(await webhookStatus(e, attempted!)).toBe(401)
  })

  it("with VAPI_WEBHOOK_SECRET: refuses to rotate; the generated secret is accepted until Fix moves the assistant", async () => {
    const key = newVapiKey()
    const { token: generated } = await setUp(key)
    const withEnv = vapiEnv(key)
    const refused = await rotate(withEnv)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toMatchObject({ error: { code: "webhook_secret_from_environment" } })

    const pending = await view(await request(withEnv, "/api/voice/setup"))
    expect(pending).toMatchObject({ webhookAuth: "environment", generatedSecretAccepted: true })
    expect(pending.assistant!.problems.map((p) => p.field)).toEqual(["credential"])
    expect(await webhookStatus(withEnv, generated)).toBe(200)
    expect(await webhookStatus(withEnv, WEBHOOK_SECRET)).toBe(200)

    const fixed = await view(await request(withEnv, "/api/voice/assistant/fix", { method: "POST" }))
    expect(fixed).toMatchObject({ webhookAuth: "environment", generatedSecretAccepted: false })
    expect(fixed.assistant!.problems).toEqual([])
    expect(await webhookStatus(withEnv, generated)).toBe(401)
    expect(await webhookStatus(withEnv, WEBHOOK_SECRET)).toBe(200)
  })

  it("in the sandbox replaces the stored secret without reaching Vapi", async () => {
    const e = { ...sandboxEnv(), VAPI_WEBHOOK_SECRET: undefined }
    const first = await view(await rotate(e))
    expect(first).toMatchObject({ mode: "sandbox", webhookAuth: "generated", generatedSecretAccepted: true })
    expect(first.generatedSecretCreatedAt).toEqual(expect.any(String))
  })
})
