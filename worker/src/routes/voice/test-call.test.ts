import { env } from "cloudflare:test"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import {
  endOfCallReport,
  fakeVapi,
  newResendKey,
  newVapiKey,
  request,
  resetData,
  sandboxEnv,
  seedCall,
  seedContact,
  setSettings,
  vapiEnv,
} from "../../../test/call-fixtures"
import { port, testDb } from "../../../test/port"
import type { Env } from "../../env"
import { newKeyPair, sheetsAccount } from "../../providers/sheets/test-service-account"
import type { SetupChecklist } from "../../schemas/api-routes/settings"
import { SHEETS_DEFAULTS } from "../../schemas/sheets"
import type { TestCallView } from "../../schemas/voice-setup"
import { writeSheetsConfig } from "../../services/sheets/sheets-config"

/*
 * The whole loop in real mode, against the fake Vapi (which checks every body against Vapi's own
 * schemas): the assistant is created with a generated webhook credential, a number picked, the test
 * call placed through the real adapter, and its webhooks accepted through that credential, up to
 * the end-of-call report. The setup checklist goes from nothing configured to all green on the way,
 * and the test call never shows in the dashboard's figures.
 */

beforeEach(resetData)

/** Every provider real against the fake servers; the app generates its own webhook secret. */
const realEnv = (vapiKey: string, over: Partial<Env> = {}): Env => ({
  ...vapiEnv(vapiKey),
  VAPI_WEBHOOK_SECRET: undefined,
  GOOGLE_PLACES_API_KEY: undefined,
  RESEND_API_KEY: undefined,
  EMAIL_FROM: undefined,
  ...over,
})

const json = async <T>(res: Response, status = 200) => {
  const body = (await res.json()) as T
  expect(res.status, JSON.stringify(body)).toBe(status)
  return body
}
const checklist = (e: Env) => request(e, "/api/system/setup?refresh=1").then((r) => json<SetupChecklist>(r))
const doneLines = (list: SetupChecklist) => Object.fromEntries(list.lines.map((l) => [l.id, l.done]))
const lastTestCall = (e: Env) => request(e, "/api/voice/test-call").then((r) => json<TestCallView | null>(r))
const stats = (e: Env) => request(e, "/api/dashboard/stats").then((r) => json<Record<string, number>>(r))
/** The figures without the periods' bounds (instants that move with the clock between two reads). */
const figures = (s: Record<string, unknown>) =>
  JSON.parse(
    JSON.stringify(s, (_k, v: unknown) => (typeof v === "string" && /^\d{4}-\d\d-\d\dT/.test(v) ? undefined : v))
  )

const SPEC = { name: "Demo Booker", prompt: "You call {{businessName}}. Say you are an AI.", firstMessage: "Hi!" }

describe("going live in real mode", () => {
  let keys: Awaited<ReturnType<typeof newKeyPair>>
  beforeAll(async () => {
    keys = await newKeyPair()
  })

  it("walks the checklist to all green through a real test call and its webhooks", async () => {
    const key = newVapiKey()
    const e = realEnv(key)

    // Nothing set up: the key works, nothing else does.
    const start = await checklist(e)
    expect(doneLines(start)).toMatchObject({
      password: true,
      vapi_key: true,
      assistant: false,
      phone_number: false,
      webhook: false,
      sheet: false,
    })
    expect(start.ready).toBe(false)
    expect(start.sandboxed).not.toContain("Calls (Vapi)")
    expect((await request(e, "/api/system/setup/dismiss", { method: "POST" })).status).toBe(409)
    // A test call before the voice is set up says what is missing.
    const early = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "(616) 555-0101" } })
    expect(early.status).toBe(409)
    expect(((await early.json()) as { error: { message: string } }).error.message).toMatch(
      /Set up the Vapi assistant and phone number in Settings → Voice before a test call/
    )

    // Settings → Voice: create the assistant (with its credential), pick a number.
    await json(await request(e, "/api/voice/assistant", { method: "POST", json: SPEC }), 201)
    const token = (await fakeVapi.requests(key)).find((r) => r.path === "/credential")!.body.authenticationPlan
      .token as string
    await fakeVapi.setPhoneNumbers(key, [{ id: "pn_live_1", number: "+16165550100", name: "Main", status: "active" }])
    // Chosen in Settings → Voice, which points its inbound calls at this app (issue 36).
    await json(await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn_live_1" } }))
    expect(doneLines(await checklist(e))).toMatchObject({ assistant: true, phone_number: true, webhook: false })

    // The test call, through the real adapter: Vapi gets the operator's number and the assistant.
    const before = await stats(e)
    const placed = await json<TestCallView>(
      await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "(616) 555-0101" } }),
      201
    )
    expect(placed).toMatchObject({ phone: "+16165550101", mode: "real", status: "calling", reported: false })
    const dial = (await fakeVapi.requests(key)).find((r) => r.method === "POST" && r.path === "/call")!
    expect(dial.body).toMatchObject({ phoneNumberId: "pn_live_1", customer: { number: "+16165550101" } })
    const providerCallId = (await port.first<{ id: string }>("SELECT vapi_call_id AS id FROM calls WHERE is_test = 1"))!
      .id
    // A second one waits for the first.
    expect(
      (await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "(616) 555-0101" } })).status
    ).toBe(409)

    // Vapi's webhooks, with the credential the app generated: status, then the end-of-call report.
    const hook = (body: unknown) =>
      request(e, "/api/webhooks/vapi", { method: "POST", headers: { Authorization: `Bearer ${token}` }, json: body })
    const ringing = { message: { type: "status-update", status: "in-progress", call: { id: providerCallId } } }
    expect((await hook(ringing)).status).toBe(200)
    const report = endOfCallReport(providerCallId, {
      analysis: { summary: "The operator heard the pitch.", structuredData: { demoScheduled: false } },
    })
    expect((await hook(report)).status).toBe(200)
    const followed = await lastTestCall(e)
    expect(followed).toMatchObject({
      id: placed.id,
      status: "completed",
      result: "answered",
      reported: true,
      summary: "The operator heard the pitch.",
      duration: 95,
    })
    expect(followed!.transcript).toContain("Hi there")

    // Never counted: the dashboard's figures and recent calls are as they were; history labels it.
    expect(figures(await stats(e))).toEqual(figures(before))
    const recent = await json<{ id: number }[]>(await request(e, "/api/dashboard/recent-calls"))
    expect(recent.map((c) => c.id)).not.toContain(placed.id)
    const history = await json<{ items: { id: number; campaignName: string | null }[] }>(await request(e, "/api/calls"))
    expect(history.items.find((c) => c.id === placed.id)?.campaignName).toBe("Test call")

    // The webhook line is done; with the sheet shared and a verified sender the rest goes green.
    const sheet = await sheetsAccount(env.SHEETS_BASE_URL!, keys, { title: "Leads" })
    await setSettings({ google_sheets_credentials: sheet.credentials })
    await writeSheetsConfig(testDb(), {
      ...SHEETS_DEFAULTS,
      spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${sheet.id}/edit`,
    })
    const resendKey = newResendKey()
    await fetch(`${env.RESEND_BASE_URL}/__domains`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${resendKey}`, "Content-Type": "application/json" },
      body: JSON.stringify([{ name: "calls.example.com", status: "verified" }]),
    })
    const live = realEnv(key, {
      GOOGLE_PLACES_API_KEY: `places-${crypto.randomUUID()}`,
      RESEND_API_KEY: resendKey,
      EMAIL_FROM: "Calls <ops@calls.example.com>",
    })
    // Settings → Dialing rules: the hours campaigns start from, asked once before real calls.
    await setSettings({ calling_policy: "overnight" })
    const done = await checklist(live)
    expect(done.lines.filter((l) => !l.done)).toEqual([])
    expect(done.ready).toBe(true)
    const dismissed = await json<SetupChecklist>(await request(live, "/api/system/setup/dismiss", { method: "POST" }))
    expect(dismissed.dismissed).toBe(true)
    expect((await checklist(live)).dismissed).toBe(true)
  })

  it("answers Vapi's refusal of the test call in plain words, and the call is failed, not counted", async () => {
    const e = realEnv("invalid")
    await setSettings({ assistant_id: "asst_x", vapi_phone_number_id: "pn_x" })
    const res = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "+16165550101" } })
    expect(res.status).toBe(502)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/Vapi refused the API key/)
    expect(await lastTestCall(e)).toMatchObject({ status: "failed", reported: true })
  })
})

describe("test calls in the sandbox", () => {
  it("refuses a number that is not one, and leaves campaign figures alone", async () => {
    const e = sandboxEnv()
    const bad = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "12345" } })
    expect(bad.status).toBe(400)
    // A campaign call and a test call: only the campaign call counts.
    const contact = await seedContact()
    await seedCall({ contactId: contact.id, vapiCallId: "prov-real-1", status: "completed", result: "answered" })
    await seedCall({
      contactId: null,
      isTest: true,
      vapiCallId: "prov-test-1",
      status: "completed",
      result: "answered",
    })
    expect(await stats(e)).toMatchObject({ totalCalls: 1, successRate: 100 })
  })
})
