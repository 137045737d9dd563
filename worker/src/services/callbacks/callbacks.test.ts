import { describe, expect, it } from "vitest"
import answered from "../../../test/fixtures/vapi/end-of-call-answered.json"
import busy from "../../../test/fixtures/vapi/end-of-call-busy.json"
import failed from "../../../test/fixtures/vapi/end-of-call-failed.json"
import noAnswer from "../../../test/fixtures/vapi/end-of-call-no-answer.json"
import hungUp from "../../../test/fixtures/vapi/end-of-call-voicemail-hung-up.json"
import left from "../../../test/fixtures/vapi/end-of-call-voicemail-left.json"
import { testCtx } from "../../../test/ctx"
import { resetAll, seedContacts, setSetting } from "../../../test/dialer-fixtures"
import { port } from "../../../test/port"
import { parseVapiWebhook } from "../../providers/voice/vapi-messages"
import { DEFAULT_VOICEMAIL_MESSAGE } from "../../schemas/voice-setup"
import { runDialerTick } from "../campaigns/dialer-tick"
import { outcomeOf } from "../calls/call-outcome"
import { readDemoTime } from "../calls/demo-time"
import { scheduleCallbackTool } from "./assistant-callback"
import { createCallback, listCallbacks } from "./callbacks.service"

const CONFIGURED = DEFAULT_VOICEMAIL_MESSAGE.replace("[Your company]", "Acme").replace(
  "[your callback number]",
  "616-555-0100"
)

const outcome = (body: unknown, configured = CONFIGURED) => {
  const [ev] = parseVapiWebhook(body)
  if (ev?.kind !== "ended") throw new Error("not a report")
  return outcomeOf(ev.report, (v) => readDemoTime(v, "UTC", new Date("2026-03-03T15:00:00Z")), configured)
}

describe("outcomes from recorded Vapi end-of-call reports", () => {
  it("tells a voicemail left (with its text) from one where the assistant hung up", () => {
    expect(outcome(left)).toMatchObject({ result: "voicemail left", status: "completed" })
    expect(outcome(left).voicemailMessage).toContain("free demo for Smile Dental")
    expect(outcome(hungUp)).toMatchObject({ result: "voicemail", voicemailMessage: null })
    // No message configured: the assistant hangs up, so nothing it said counts as a message.
    expect(outcome(left, "")).toMatchObject({ result: "voicemail", voicemailMessage: null })
  })

  it("maps no answer, busy, answered and failed", () => {
    expect(outcome(noAnswer).result).toBe("no answer")
    expect(outcome(busy).result).toBe("busy")
    expect(outcome(answered)).toMatchObject({ result: "answered", voicemailMessage: null })
    expect(outcome(failed)).toMatchObject({ result: "failed", status: "failed" })
  })
})

const HOUR = 3_600_000
// Tuesday 2026-03-03 15:00 UTC = 10:00 in New York.
const T0 = Date.parse("2026-03-03T15:00:00Z")

async function callingCall(contactId: number, campaignId: number | null = null) {
  const row = await port.first<{ id: number }>(
    `INSERT INTO calls (contact_id, campaign_id, status, created_at, updated_at) VALUES (?1, ?2, 'calling', ?3, ?3) RETURNING id`,
    [contactId, campaignId, T0]
  )
  return row!.id
}

const refOf = (id: number, contactId: number) => ({
  id,
  contact_id: contactId,
  campaign_id: null,
  callback_due: null,
  callback_reason: null,
  callback_tz: null,
  is_test: 0,
  business_name: "Business",
  phone: "+12125550001",
  address: "",
  campaign_name: null,
  campaign_tz: null,
  result: null,
  demo_scheduled: 0,
  demo_date: null,
  demo_cancelled_at: null,
})

describe("the scheduleCallback tool and the dialer", () => {
  it("refuses hostile arguments with a sentence, storing nothing", async () => {
    await resetAll()
    const [c] = await seedContacts(1, { area: () => "212" })
    const callId = await callingCall(c!.id)
    const ctx = testCtx({ now: T0 })
    const ask = (args: Record<string, unknown>) =>
      scheduleCallbackTool(ctx, "America/New_York", refOf(callId, c!.id), args)
    expect(await ask({})).toMatch(/could not read/i)
    expect(await ask({ dateTime: "2026-03-01T10:00" })).toMatch(/already passed/)
    expect(await ask({ dateTime: "2099-01-01T10:00" })).toMatch(/within the next 12 months/)
    expect(await ask({ dateTime: "2026-02-30T10:00" })).toMatch(/does not exist/)
    expect(await ask({ dateTime: "2026-03-05" })).toMatch(/What time/)
    expect(await ask({ dateTime: "x".repeat(10_000) })).toMatch(/could not read/i)
    expect(await ask({ dateTime: { $gt: 1 } })).toMatch(/could not read/i)
    expect((await port.first<{ n: number }>("SELECT count(*) AS n FROM callbacks"))!.n).toBe(0)
    // Moved at most 3 times on one call.
    for (const h of [11, 12, 13]) expect(await ask({ dateTime: `2026-03-05T${h}:00` })).toMatch(/Callback scheduled/)
    expect(await ask({ dateTime: "2026-03-05T14:00" })).toMatch(/cannot be moved again/)
  })

  it("is never dialled early, is dialled once at its time, also after its campaign ended", async () => {
    await resetAll()
    const [c] = await seedContacts(1, { area: () => "212" })
    const camp = await port.first<{ id: number }>(
      `INSERT INTO campaigns (name, status, created_at, updated_at) VALUES ('Done', 'completed', ?1, ?1) RETURNING id`,
      [T0]
    )
    const callId = await callingCall(c!.id, camp!.id)
    const ctx = testCtx({ now: T0 })
    expect(
      await scheduleCallbackTool(
        ctx,
        "America/New_York",
        { ...refOf(callId, c!.id), campaign_id: camp!.id },
        {
          dateTime: "2026-03-03T14:00",
          reason: "Owner back after lunch",
        }
      )
    ).toBe("Callback scheduled for Tuesday, March 3 at 2:00 PM EST.")
    await port.run("UPDATE calls SET status = 'completed', result = 'answered' WHERE id = ?1", [callId])

    const dialsAt = async (t: number) => (await runDialerTick(testCtx({ now: t }))).callbacks
    expect(await dialsAt(T0 + HOUR)).toEqual([]) // 11:00: early
    expect(await dialsAt(T0 + 4 * HOUR - 60_000)).toEqual([]) // 13:59: still early
    const [placed] = await dialsAt(T0 + 4 * HOUR) // 14:00
    expect(placed).toMatchObject({ contactId: c!.id })
    expect(await dialsAt(T0 + 4 * HOUR + 60_000)).toEqual([]) // never twice
    await port.run("UPDATE calls SET status = 'completed', result = 'no answer' WHERE id = ?1", [placed!.callId])
    expect(await dialsAt(T0 + 5 * HOUR)).toEqual([])
    expect(await port.first("SELECT state, outcome FROM callbacks")).toEqual({ state: "done", outcome: "no answer" })
    const calls = await port.all<{ callback_id: number | null }>(
      "SELECT callback_id FROM calls WHERE contact_id = ?1",
      [c!.id]
    )
    expect(calls.filter((x) => x.callback_id !== null)).toHaveLength(1)
  })
})

describe("a month of callbacks (the Demo Calendar)", () => {
  it("holds a callback by the time it will be dialled, not the time it was asked for", async () => {
    await resetAll()
    await setSetting("callee_hours_only", "true")
    const [c] = await seedContacts(1, { area: () => "212" })
    const ctx = testCtx({ now: T0 })
    // Asked for 10 PM Tuesday in New York (03:00 UTC Wednesday): the guard holds it until 8 AM Wednesday.
    const added = await createCallback(ctx, { contactId: c!.id, dateTime: "2026-03-03T22:00" })
    expect(added.dialAt).toBe("2026-03-04T13:00:00.000Z")
    const month = (from: string, to: string) =>
      listCallbacks(ctx, { from, to }).then((r) => r.callbacks.map((cb) => cb.id))
    // A range from Wednesday 12:00 UTC (a calendar drawn in a zone east of UTC) holds its dial time.
    expect(await month("2026-03-04T12:00:00Z", "2026-04-05T00:00:00Z")).toEqual([added.id])
    // A range that ends before it is dialled does not, though the time asked for is inside it.
    expect(await month("2026-02-01T00:00:00Z", "2026-03-04T12:00:00Z")).toEqual([])
  })
})
