import { beforeEach, describe, expect, it } from "vitest"
import {
  callRef,
  endOfCallReport,
  onlyNotifications,
  request,
  resetData,
  sandboxEnv,
  seedCall,
  seedContact,
  voiceSettings,
  webhook,
} from "../../../test/call-fixtures"
import { port } from "../../../test/port"
import type { CallListPage } from "../../schemas/api-routes/calls"
import { DNC_REPLY, INBOUND_SOURCE } from "../../services/calls/inbound.service"

beforeEach(resetData)

/** Vapi's assistant-request for an inbound call from `from` to the app's number (as Vapi documents it). */
const assistantRequest = (providerCallId: string, from: string) => ({
  message: {
    type: "assistant-request",
    call: { id: providerCallId, type: "inboundPhoneCall", phoneNumberId: "pn_test", customer: { number: from } },
    customer: { number: from },
    phoneNumber: { id: "pn_test", number: "+16165550999" },
  },
})

type Answer = {
  assistantId?: string
  assistantOverrides?: { variableValues: Record<string, string>; firstMessage: string; metadata: { callId: number } }
  error?: string
}

async function ring(providerCallId: string, from: string) {
  const res = await webhook(sandboxEnv(), assistantRequest(providerCallId, from))
  expect(res.status).toBe(200)
  return (await res.json()) as Answer
}

const inboundCalls = () =>
  port.all<{ id: number; contact_id: number | null; direction: string; status: string; vapi_call_id: string }>(
    "SELECT id, contact_id, direction, status, vapi_call_id FROM calls WHERE direction = 'inbound'"
  )

describe("Vapi assistant-request (a lead calling back)", () => {
  beforeEach(async () => {
    await voiceSettings()
    await onlyNotifications("call_results")
  })

  it("answers a known caller with the assistant, their facts and a first message that knows them", async () => {
    const contact = await seedContact({ businessName: "Bright Dental", phone: "+16165550401" })
    await seedCall({ contactId: contact.id, status: "completed", result: "answered", summary: "Asked about pricing." })
    const answer = await ring("vapi-in-1", "+16165550401")
    expect(answer.assistantId).toBe("asst_test")
    const vars = answer.assistantOverrides!.variableValues
    expect(vars).toMatchObject({
      businessName: "Bright Dental",
      phone: "+16165550401",
      contactId: String(contact.id),
      knownCaller: "yes",
      lastCallSummary: "Asked about pricing.",
      direction: "inbound",
    })
    expect(answer.assistantOverrides!.firstMessage).toMatch(/^Thanks for calling back, Bright Dental!/)
    const [call] = await inboundCalls()
    expect(call).toMatchObject({ contact_id: contact.id, status: "calling", vapi_call_id: "vapi-in-1" })
    expect(answer.assistantOverrides!.metadata.callId).toBe(call!.id)
    const notes = await port.all<{ message: string }>(
      "SELECT message FROM notification_logs WHERE dedupe_key = 'inbound:vapi-in-1'"
    )
    expect(notes.map((n) => n.message)).toEqual(["Lead called back: Bright Dental"])
  })

  it("mentions a booked demo in the first message and the variables", async () => {
    const contact = await seedContact({ businessName: "Oak Plumbing", phone: "+16165550402" })
    const demoDate = new Date(Date.now() + 3 * 86_400_000)
    await seedCall({ contactId: contact.id, status: "completed", result: "answered", demoScheduled: true, demoDate })
    const answer = await ring("vapi-in-2", "+16165550402")
    expect(answer.assistantOverrides!.variableValues.demoBooked).not.toBe("")
    expect(answer.assistantOverrides!.firstMessage).toContain("I see your demo is booked for")
  })

  it("answers an unknown caller without assuming a previous call, and makes them a contact once", async () => {
    const first = await ring("vapi-in-3", "+16165550403")
    expect(first.assistantOverrides!.firstMessage).not.toMatch(/calling back/i)
    expect(first.assistantOverrides!.variableValues).toMatchObject({ knownCaller: "no", lastCallSummary: "" })
    // Vapi resends the message (a retry): the same answer, nothing written twice.
    const again = await ring("vapi-in-3", "+16165550403")
    expect(again).toEqual(first)
    const made = await port.all<{ id: number; source: string; business_name: string }>(
      "SELECT id, source, business_name FROM contacts WHERE phone = '+16165550403'"
    )
    expect(made).toEqual([{ id: expect.any(Number), source: INBOUND_SOURCE, business_name: "+16165550403" }])
    const calls = await inboundCalls()
    expect(calls).toHaveLength(1)
    expect(calls[0]!.contact_id).toBe(made[0]!.id)
    expect(await port.all("SELECT id FROM notification_logs WHERE dedupe_key = 'inbound:vapi-in-3'")).toHaveLength(1)
  })

  it("answers a do-not-call caller politely, without the pitch, and keeps them on the list", async () => {
    await port.run("INSERT INTO do_not_call (phone, source, created_at) VALUES ('+16165550404', 'manual', 0)")
    const answer = await ring("vapi-in-4", "+16165550404")
    expect(answer).toEqual({ error: DNC_REPLY })
    expect(await port.all("SELECT phone FROM do_not_call WHERE phone = '+16165550404'")).toHaveLength(1)
    expect(await port.all("SELECT id FROM contacts WHERE phone = '+16165550404'")).toHaveLength(0)
    expect(await inboundCalls()).toHaveLength(1)
  })

  it("logs the call on the contact's history with its report, and never counts it as a dial", async () => {
    const contact = await seedContact({ phone: "+16165550405" })
    const answer = await ring("vapi-in-5", "+16165550405")
    const callId = answer.assistantOverrides!.metadata.callId
    const report = await webhook(sandboxEnv(), endOfCallReport("vapi-in-5", { call: callRef("vapi-in-5") }))
    expect(report.status).toBe(200)
    const call = await port.first<Record<string, unknown>>(
      "SELECT contact_id, direction, status, result, transcript, summary FROM calls WHERE id = ?",
      [callId]
    )
    expect(call).toMatchObject({
      contact_id: contact.id,
      direction: "inbound",
      status: "completed",
      result: "answered",
      transcript: expect.stringContaining("Hi there"),
      summary: "Friendly chat.",
    })
    const history = await port.first<{ call_count: number; last_call_id: number }>(
      "SELECT call_count, last_call_id FROM contacts WHERE id = ?",
      [contact.id]
    )
    expect(history).toEqual({ call_count: 1, last_call_id: callId })
    // The daily quota reads placed calls from the hourly stats; Analytics' "Dialled" from its summary.
    const placed = await port.first<{ stats: number; hourly: number; dialled: number }>(
      `SELECT (SELECT placed FROM call_stats WHERE id = 1) AS stats,
        (SELECT coalesce(sum(placed), 0) FROM call_hourly_stats) AS hourly,
        (SELECT coalesce(sum(dialled), 0) FROM analytics_days WHERE dims = 1) AS dialled`
    )
    expect(placed).toEqual({ stats: 0, hourly: 0, dialled: 0 })
    // An outbound call is still counted (the triggers were rewritten, not switched off).
    await seedCall({ contactId: null, status: "completed", vapiCallId: "vapi-out-1", dialedAt: new Date() })
    expect(await port.first("SELECT placed FROM call_stats WHERE id = 1")).toEqual({ placed: 1 })
  })

  it('shows the call apart in Call History: its direction, and "Inbound call" where a campaign would be', async () => {
    const contact = await seedContact({ businessName: "Elm Bakery", phone: "+16165550408" })
    await seedCall({ contactId: contact.id, status: "completed", result: "answered", vapiCallId: "vapi-out-8" })
    await ring("vapi-in-8", "+16165550408")
    const res = await request(sandboxEnv(), "/api/calls")
    expect(res.status).toBe(200)
    const { items } = (await res.json()) as CallListPage
    expect(items.map((c) => [c.direction, c.campaignName, c.contact?.businessName])).toEqual([
      ["inbound", "Inbound call", "Elm Bakery"],
      ["outbound", null, "Elm Bakery"],
    ])
  })

  it("logs a caller with an outbound call queued without breaking the one-active-call rule", async () => {
    const contact = await seedContact({ phone: "+16165550406" })
    await seedCall({ contactId: contact.id, status: "queued" })
    const answer = await ring("vapi-in-6", "+16165550406")
    expect(answer.assistantOverrides!.variableValues.knownCaller).toBe("yes")
    const [call] = await inboundCalls()
    expect(call).toMatchObject({ contact_id: null, vapi_call_id: "vapi-in-6" })
  })

  it("logs an inbound call it never answered from its status-update, once, then its report", async () => {
    // The number has its own assistant in Vapi's dashboard: no assistant-request, but its messages come here.
    const contact = await seedContact({ phone: "+16165550409" })
    const status = (s: string, type = "inboundPhoneCall") => ({
      message: {
        type: "status-update",
        status: s,
        call: { id: "vapi-in-9", type, customer: { number: "+16165550409" } },
      },
    })
    expect((await webhook(sandboxEnv(), status("ringing"))).status).toBe(200)
    expect((await webhook(sandboxEnv(), status("in-progress"))).status).toBe(200)
    expect(await inboundCalls()).toEqual([
      {
        id: expect.any(Number),
        contact_id: contact.id,
        direction: "inbound",
        status: "calling",
        vapi_call_id: "vapi-in-9",
      },
    ])
    await webhook(sandboxEnv(), endOfCallReport("vapi-in-9", { call: callRef("vapi-in-9") }))
    expect((await inboundCalls())[0]!.status).toBe("completed")
    // An outbound call the app does not know stays unknown (nothing is made up for it).
    await webhook(sandboxEnv(), { message: { type: "status-update", status: "ringing", call: { id: "vapi-out-x" } } })
    expect(await port.all("SELECT id FROM calls WHERE vapi_call_id = 'vapi-out-x'")).toEqual([])
  })

  it("refuses an assistant-request without a call id (400)", async () => {
    const res = await webhook(sandboxEnv(), { message: { type: "assistant-request", customer: { number: "+1" } } })
    expect(res.status).toBe(400)
  })

  it("refuses an assistant-request without the secret (401)", async () => {
    const res = await webhook(sandboxEnv(), assistantRequest("vapi-in-7", "+16165550407"), "wrong")
    expect(res.status).toBe(401)
    expect(await inboundCalls()).toHaveLength(0)
  })
})
