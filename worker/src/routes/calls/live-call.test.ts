import { afterEach, beforeEach, describe, expect, it } from "vitest"
import { fakeVapi, newVapiKey, request, resetData, setSettings, vapiEnv } from "../../../test/call-fixtures"
import { everyRow, fakeVapiLive, liveScreen, webhookSeenNow } from "../../../test/live-call-fixtures"
import { port } from "../../../test/port"
import type { Env } from "../../env"
import { VAPI_LISTEN_FORMAT } from "../../providers/voice/vapi-live"
import type { LiveCall } from "../../schemas/api-routes/calls"
import { NO_TRANSFER_REPLY } from "../../services/calls/transfer-destination"

/*
 * Issue 36, the live call against the Vapi stand-in: final transcript lines reach the screens
 * without a row written, Call Details reads the lines, Listen and control, and the operator's take
 * over, say and end reach the call's controlUrl as Vapi documents them.
 */

beforeEach(resetData)

const screens: { close(): void }[] = []
afterEach(() => {
  for (const s of screens.splice(0)) s.close()
})

const realEnv = (key: string): Env => ({ ...vapiEnv(key), VAPI_WEBHOOK_SECRET: undefined })
const SPEC = { name: "Demo Booker", prompt: "You call {{businessName}}. Say you are an AI.", firstMessage: "Hi!" }
const OPERATOR = "+16165550142"

/** The app's assistant in the fake, a number, and a real test call placed through it (status calling). */
async function liveCall(key: string, e: Env) {
  const created = await request(e, "/api/voice/assistant", { method: "POST", json: SPEC })
  expect(created.status, await created.clone().text()).toBe(201)
  await fakeVapi.setPhoneNumbers(key, [
    { id: "pn_live_1", number: "+16165550100", name: "Main", status: "active", provider: "twilio" },
  ])
  const chosen = await request(e, "/api/voice/phone-number", { method: "PUT", json: { phoneNumberId: "pn_live_1" } })
  expect(chosen.status).toBe(200)
  const placed = await request(e, "/api/voice/test-call", { method: "POST", json: { phone: "(616) 555-0101" } })
  expect(placed.status, await placed.clone().text()).toBe(201)
  const row = await port.first<{ id: number; vapi: string }>(
    "SELECT id, vapi_call_id AS vapi FROM calls WHERE is_test = 1"
  )
  await port.run("UPDATE calls SET status = 'calling' WHERE id = ?1", [row!.id])
  return { callId: row!.id, providerCallId: row!.vapi }
}

async function readLive(e: Env, id: number) {
  const res = await request(e, `/api/calls/${id}/live`)
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as LiveCall
}

const controlCall = (e: Env, id: number, json: unknown) =>
  request(e, `/api/calls/${id}/control`, { method: "POST", json })

describe("final transcript lines", () => {
  it("reach the /ws room, two identical lines as two, and no D1 row is written", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId, providerCallId } = await liveCall(key, e)
    const screen = await liveScreen()
    screens.push(screen)
    await webhookSeenNow()
    const before = await everyRow()

    const first = await fakeVapiLive.line(key, e, providerCallId, "assistant", "Hi, is this Bright Dental?")
    await fakeVapiLive.line(key, e, providerCallId, "user", "Yes.")
    await fakeVapiLive.line(key, e, providerCallId, "user", "Yes.")
    expect(first.map((a) => [a.type, a.status])).toEqual([["transcript", 200]])

    const lines = await screen.next("call_transcript", 3)
    expect(lines.map(({ callId: id, role, text }) => ({ id, role, text }))).toEqual([
      { id: callId, role: "assistant", text: "Hi, is this Bright Dental?" },
      { id: callId, role: "lead", text: "Yes." },
      { id: callId, role: "lead", text: "Yes." },
    ])
    for (const l of lines) expect(new Date(l.at).toISOString()).toBe(l.at)
    expect(await everyRow()).toBe(before)

    // A screen opened now reads what was said so far from the room.
    const live = await readLive(e, callId)
    expect(live.lines.map((l) => [l.role, l.text])).toEqual([
      ["assistant", "Hi, is this Bright Dental?"],
      ["lead", "Yes."],
      ["lead", "Yes."],
    ])
  })
})

describe("GET /api/calls/:id/live", () => {
  it("gives a live call's Listen stream (Vapi's format) and control, and the operator's phone", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId } = await liveCall(key, e)
    await setSettings({ operator_phone: OPERATOR })
    const live = await readLive(e, callId)
    expect(live).toMatchObject({ callId, live: true, control: true, operatorPhone: OPERATOR })
    expect(live.listen).toEqual({ url: expect.stringMatching(/^ws:\/\/.*\/__listen\//), ...VAPI_LISTEN_FORMAT })
    // The URLs are read from Vapi each time, never stored.
    const row = JSON.stringify(await port.first("SELECT * FROM calls WHERE id = ?1", [callId]))
    expect(row).not.toContain("__listen")
    expect(row).not.toContain("__control")
  })

  it("says an ended call is not live, with nothing to hear or control", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId } = await liveCall(key, e)
    await port.run("UPDATE calls SET status = 'completed' WHERE id = ?1", [callId])
    expect(await readLive(e, callId)).toEqual({
      callId,
      live: false,
      lines: [],
      listen: null,
      control: false,
      operatorPhone: null,
    })
  })

  it("answers 404 for an unknown call", async () => {
    const res = await request(realEnv(newVapiKey()), "/api/calls/999999/live")
    expect(res.status).toBe(404)
  })
})

describe("POST /api/calls/:id/control", () => {
  it("take over, say and end reach the call's controlUrl as Vapi documents them, answered in words", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId, providerCallId } = await liveCall(key, e)
    await setSettings({ operator_phone: OPERATOR })

    const said = await controlCall(e, callId, { action: "say", message: "  One moment, please.  " })
    expect(said.status, await said.clone().text()).toBe(200)
    expect(await said.json()).toEqual({ message: "Said: One moment, please." })
    const taken = await controlCall(e, callId, { action: "take_over" })
    expect(taken.status, await taken.clone().text()).toBe(200)
    expect(((await taken.json()) as { message: string }).message).toMatch(
      /^Transferring the call to your phone \(.*616.*555-0142\)\.$/
    )
    const ended = await controlCall(e, callId, { action: "end" })
    expect(ended.status, await ended.clone().text()).toBe(200)
    expect(await ended.json()).toEqual({ message: "The call is ending." })

    const sent = await fakeVapiLive.controlRequests(key)
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200])
    expect(sent.every((r) => r.callId === providerCallId)).toBe(true)
    expect(sent.map((r) => r.body)).toEqual([
      { type: "say", content: "One moment, please.", endCallAfterSpoken: false },
      {
        type: "transfer",
        destination: { type: "number", number: OPERATOR },
        content: "Connecting you with a member of our team now.",
      },
      { type: "end-call" },
    ])
    // The stand-in ended the call: it cannot be controlled again.
    const again = await controlCall(e, callId, { action: "end" })
    expect(again.status).toBe(409)
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe("call_not_live")
  })

  it("a command Vapi refuses is a 502 in Vapi's words", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId } = await liveCall(key, e)
    await fakeVapi.scriptNext(
      key,
      400,
      { message: "Assistant is not speaking right now.", error: "Bad Request", statusCode: 400 },
      { route: "POST /__control" }
    )
    const res = await controlCall(e, callId, { action: "say", message: "Hello?" })
    expect(res.status).toBe(502)
    const { error } = (await res.json()) as { error: { code: string; message: string } }
    expect(error.code).toBe("control_failed")
    expect(error.message).toContain("Assistant is not speaking right now.")
  })

  it("take over without the operator's phone is a 409 that says where to add it", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId } = await liveCall(key, e)
    const res = await controlCall(e, callId, { action: "take_over" })
    expect(res.status).toBe(409)
    expect(await res.json()).toEqual({
      error: { code: "operator_phone_missing", message: "Add your phone in Settings to take over calls." },
    })
    expect(await fakeVapiLive.controlRequests(key)).toEqual([])
  })

  it("refuses an ended call (409), an unknown call (404) and a bad body (400)", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { callId } = await liveCall(key, e)
    expect((await controlCall(e, 999999, { action: "end" })).status).toBe(404)
    for (const bad of [
      { action: "dance" },
      { action: "say", message: "   " },
      { action: "say", message: "x".repeat(301) },
    ]) {
      const res = await controlCall(e, callId, bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
    }
    await port.run("UPDATE calls SET status = 'completed' WHERE id = ?1", [callId])
    const ended = await controlCall(e, callId, { action: "end" })
    expect(ended.status).toBe(409)
    expect(await ended.json()).toEqual({ error: { code: "call_not_live", message: "The call has already ended." } })
  })
})

describe("the assistant's transfer tool", () => {
  /** Every day, all day: any test time is inside. */
  const ALWAYS = JSON.stringify({ days: [0, 1, 2, 3, 4, 5, 6], start: "00:00", end: "24:00" })

  it("inside the operator's hours, puts the lead through warm to their phone (a destination Vapi accepts)", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { providerCallId } = await liveCall(key, e)
    await setSettings({ operator_phone: OPERATOR, operator_hours: ALWAYS })
    const { status, answer, problems } = await fakeVapiLive.transferRequest(key, e, providerCallId)
    expect(status).toBe(200)
    expect(problems).toEqual([])
    expect(answer.destination).toMatchObject({
      type: "number",
      number: OPERATOR,
      transferPlan: { mode: "warm-transfer-say-summary", summaryPlan: { enabled: true } },
    })
  })

  it("outside the hours, or without a phone, tells the assistant to offer a callback", async () => {
    const key = newVapiKey()
    const e = realEnv(key)
    const { providerCallId } = await liveCall(key, e)
    // No day at all is impossible to set; a day that is not today is outside.
    const today = new Date().getUTCDay()
    const otherDay = JSON.stringify({ days: [(today + 3) % 7], start: "00:00", end: "00:01" })
    await setSettings({ operator_phone: OPERATOR, operator_hours: otherDay, timezone: "UTC" })
    const outside = await fakeVapiLive.transferRequest(key, e, providerCallId)
    expect(outside.answer).toEqual({ error: NO_TRANSFER_REPLY })
    expect(outside.problems).toEqual([])

    await setSettings({ operator_phone: "", operator_hours: ALWAYS })
    const noPhone = await fakeVapiLive.transferRequest(key, e, providerCallId)
    expect(noPhone.answer).toEqual({ error: NO_TRANSFER_REPLY })
  })
})
