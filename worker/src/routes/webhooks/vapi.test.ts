import { appRequest } from "../../../test/app-request"
import { SELF } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import {
  bookDemoMessage,
  callRef,
  callRow,
  daysAhead,
  onlyNotifications,
  toolResults,
  localDateAhead,
  wallClock,
  endOfCallReport,
  resetData,
  sandboxEnv,
  seedCall,
  seedContact,
  webhook,
} from "../../../test/call-fixtures"
import { port } from "../../../test/port"

beforeEach(resetData)

const callsVersion = async () =>
  (await port.first<{ version: number }>("SELECT version FROM data_versions WHERE name = 'calls'"))!.version

async function callingCall(providerCallId = "vapi-1") {
  const contact = await seedContact()
  const call = await seedCall({
    contactId: contact.id,
    status: "calling",
    vapiCallId: providerCallId,
    dialedAt: new Date(),
  })
  return { contact, call }
}

const contactStatus = async (id: number) =>
  (await port.first<{ status: string }>("SELECT status FROM contacts WHERE id = ?", [id]))!.status

describe("POST /api/webhooks/vapi: authenticity", () => {
  it("rejects a forged or missing secret with 401 and writes nothing", async () => {
    const { call } = await callingCall()
    const before = await callsVersion()
    for (const secret of ["wrong-secret", null, ""]) {
      const res = await webhook(sandboxEnv(), endOfCallReport("vapi-1"), secret)
      expect(res.status).toBe(401)
      expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } })
    }
    expect(await callsVersion()).toBe(before)
    expect((await callRow(call.id))!.result).toBeNull()
  })

  it("refuses every request when no secret is configured", async () => {
    await callingCall()
    const res = await webhook({ ...sandboxEnv(), VAPI_WEBHOOK_SECRET: undefined }, endOfCallReport("vapi-1"), "")
    expect(res.status).toBe(503)
    expect(await res.json()).toMatchObject({ error: { code: "webhooks_disabled" } })
  })

  it("is reachable without an operator session, since Vapi has none", async () => {
    const res = await SELF.fetch("https://app.example.com/api/webhooks/vapi", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    })
    expect(res.status).not.toBe(302)
    expect([401, 503]).toContain(res.status)
  })

  it("answers 400 to malformed bodies", async () => {
    const bad = await webhook(sandboxEnv(), undefined)
    expect(bad.status).toBe(400)
    const notJson = await webhook(sandboxEnv(), null)
    expect(notJson.status).toBe(400)
    const res = await webhook(sandboxEnv(), { message: { call: { id: "x" } } })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ error: { code: "invalid_payload" } })
  })
})

describe("POST /api/webhooks/vapi: messages", () => {
  it("moves a queued call to calling on status-update, and never back", async () => {
    const contact = await seedContact()
    const call = await seedCall({ contactId: contact.id, status: "queued", vapiCallId: "vapi-q" })
    const ringing = { message: { type: "status-update", status: "ringing", call: callRef("vapi-q") } }
    expect((await webhook(sandboxEnv(), ringing)).status).toBe(200)
    expect((await callRow(call.id))!.status).toBe("calling")

    const queued = { message: { type: "status-update", status: "queued", call: callRef("vapi-q") } }
    await webhook(sandboxEnv(), queued)
    expect((await callRow(call.id))!.status).toBe("calling")
  })

  it("matches a call by our id before its provider id is stored", async () => {
    const contact = await seedContact()
    const call = await seedCall({ contactId: contact.id, status: "queued" })
    const msg = { message: { type: "status-update", status: "in-progress", call: callRef("vapi-early", call.id) } }
    await webhook(sandboxEnv(), msg)
    expect(await callRow(call.id)).toMatchObject({ status: "calling", vapi_call_id: "vapi-early" })
  })

  it("records the end-of-call report: result, duration, transcript, summary, recording", async () => {
    const { call, contact } = await callingCall()
    const res = await webhook(sandboxEnv(), endOfCallReport("vapi-1"))
    expect(res.status).toBe(200)
    expect(await callRow(call.id)).toMatchObject({
      status: "completed",
      result: "answered",
      duration: 95,
      transcript: "AI: Hello\nUser: Hi there\n",
      summary: "Friendly chat.",
      recording_url: "https://storage.vapi.ai/rec.wav",
      ended_reason: "customer-ended-call",
      completed_at: Date.parse("2026-03-02T15:01:35.400Z"),
      demo_scheduled: 0,
    })
    expect(await contactStatus(contact.id)).toBe("called")
  })

  it.each([
    ["customer-did-not-answer", "no answer", "completed", "no_answer"],
    ["customer-busy", "busy", "completed", "no_answer"],
    ["voicemail", "voicemail", "completed", "no_answer"],
    ["silence-timed-out", "answered", "completed", "called"],
    ["twilio-failed-to-connect-call", "failed", "failed", "ready"],
  ])("maps endedReason %s to result %s", async (endedReason, result, status, contactAfter) => {
    const { call, contact } = await callingCall()
    await webhook(sandboxEnv(), endOfCallReport("vapi-1", { endedReason }))
    expect(await callRow(call.id)).toMatchObject({ result, status })
    expect(await contactStatus(contact.id)).toBe(contactAfter)
  })

  it("books the demo from structuredData, or marks a follow-up", async () => {
    const demo = await callingCall("vapi-d")
    const when = daysAhead(30)
    await webhook(
      sandboxEnv(),
      endOfCallReport("vapi-d", {
        analysis: { summary: "Booked", structuredData: { demoScheduled: true, demoDate: when.toISOString() } },
      })
    )
    expect(await callRow(demo.call.id)).toMatchObject({
      demo_scheduled: 1,
      demo_date: when.getTime(),
    })
    expect(await contactStatus(demo.contact.id)).toBe("demo_scheduled")

    const later = await callingCall("vapi-f")
    await webhook(sandboxEnv(), endOfCallReport("vapi-f", { analysis: { structuredData: { followUp: true } } }))
    expect(await contactStatus(later.contact.id)).toBe("follow_up")
  })

  it("does not rebook a demo the operator cancelled while the call was still going", async () => {
    const { call } = await callingCall("vapi-c")
    await port.run("UPDATE calls SET demo_scheduled = 1, demo_date = ?2 WHERE id = ?1", [
      call.id,
      Date.now() + 3_600_000,
    ])
    const cancel = await appRequest(sandboxEnv(), `/api/calendar/demo/${call.id}`, { method: "DELETE" })
    expect(cancel.status).toBe(200)
    await webhook(
      sandboxEnv(),
      endOfCallReport("vapi-c", {
        analysis: {
          summary: "Booked",
          structuredData: { demoScheduled: true, demoDate: daysAhead(30).toISOString() },
        },
      })
    )
    expect(await callRow(call.id)).toMatchObject({ demo_scheduled: 0, result: "answered" })
  })

  it("ignores a replayed report and a status-update arriving after it", async () => {
    const { call } = await callingCall()
    await webhook(sandboxEnv(), endOfCallReport("vapi-1"))
    const after = await callRow(call.id)
    const version = await callsVersion()

    const replay = await webhook(sandboxEnv(), endOfCallReport("vapi-1", { endedReason: "customer-busy" }))
    expect(replay.status).toBe(200)
    const late = await webhook(sandboxEnv(), {
      message: { type: "status-update", status: "in-progress", call: callRef("vapi-1") },
    })
    expect(late.status).toBe(200)

    expect(await callRow(call.id)).toEqual(after)
    expect(await callsVersion()).toBe(version)
  })

  it("puts a callee who asks not to be called again on the do-not-call list, once", async () => {
    const { contact } = await callingCall()
    const optOut = endOfCallReport("vapi-1", {
      artifact: { transcript: "AI: Hi, this is Alex from ColdCaller.\nUser: Please take me off your list.\n" },
    })
    await webhook(sandboxEnv(), optOut)
    await webhook(sandboxEnv(), optOut)
    const listed = await port.first<{ n: number }>("SELECT count(*) AS n FROM do_not_call WHERE phone = ?", [
      contact.phone,
    ])
    expect(listed!.n).toBe(1)

    // The assistant's own opt-out offer is not the callee opting out.
    const other = await callingCall("vapi-2")
    await webhook(
      sandboxEnv(),
      endOfCallReport("vapi-2", { artifact: { transcript: "AI: Say stop calling to opt out.\nUser: Sounds good.\n" } })
    )
    const notListed = await port.first<{ n: number }>("SELECT count(*) AS n FROM do_not_call WHERE phone = ?", [
      other.contact.phone,
    ])
    expect(notListed!.n).toBe(0)
  })

  it("lets the report fail a call that status ended already completed", async () => {
    const { call } = await callingCall()
    await webhook(sandboxEnv(), { message: { type: "status-update", status: "ended", call: callRef("vapi-1") } })
    expect((await callRow(call.id))!.status).toBe("completed")
    await webhook(sandboxEnv(), endOfCallReport("vapi-1", { endedReason: "twilio-failed-to-connect-call" }))
    expect(await callRow(call.id)).toMatchObject({
      status: "failed",
      result: "failed",
      error: "twilio-failed-to-connect-call",
    })
  })

  it("books a demo through the bookDemo tool and answers Vapi's results shape", async () => {
    const { call, contact } = await callingCall()
    const when = daysAhead(20)
    const body = {
      message: {
        type: "tool-calls",
        call: callRef("vapi-1"),
        toolCallList: [
          {
            id: "tc-1",
            type: "function",
            function: { name: "bookDemo", arguments: { dateTime: when.toISOString(), notes: "Bring pricing" } },
          },
          { id: "tc-2", type: "function", function: { name: "transferCall", arguments: {} } },
        ],
      },
    }
    const res = await webhook(sandboxEnv(), body)
    expect(res.status).toBe(200)
    const reply = (await res.json()) as { results: { toolCallId: string; result: string }[] }
    expect(reply.results).toHaveLength(2)
    const weekday = when.toLocaleDateString("en-US", { weekday: "long", timeZone: "America/Detroit" })
    expect(reply.results[0]).toEqual({
      toolCallId: "tc-1",
      name: "bookDemo",
      result: expect.stringMatching(new RegExp(`^Demo booked for ${weekday}, `)),
    })
    expect(reply.results[1]).toEqual({
      toolCallId: "tc-2",
      name: "transferCall",
      result: "Unknown tool: transferCall.",
    })
    expect(await callRow(call.id)).toMatchObject({
      demo_scheduled: 1,
      demo_date: when.getTime(),
      status: "calling",
    })
    expect(await contactStatus(contact.id)).toBe("demo_scheduled")

    // The report that follows keeps the booked demo even if its analysis missed it.
    await webhook(sandboxEnv(), endOfCallReport("vapi-1"))
    expect(await callRow(call.id)).toMatchObject({ demo_scheduled: 1, result: "answered" })
    expect(await contactStatus(contact.id)).toBe("demo_scheduled")
  })

  it("confirms a booked demo in the callee's zone, the one a time without a zone was read in", async () => {
    // The operator is on Eastern time (the default); the callee is in California.
    const contact = await seedContact({ address: "1 Ocean Ave, Santa Monica, CA 90401" })
    const call = await seedCall({
      contactId: contact.id,
      status: "calling",
      vapiCallId: "vapi-la",
      dialedAt: new Date(),
    })
    const book = async (id: string, dateTime: string) => {
      const res = await webhook(sandboxEnv(), {
        message: {
          type: "tool-calls",
          call: callRef("vapi-la"),
          toolCallList: [{ id, type: "function", function: { name: "bookDemo", arguments: { dateTime } } }],
        },
      })
      expect(res.status).toBe(200)
      return ((await res.json()) as { results: { result: string }[] }).results[0]!.result
    }
    // "2 PM" said by a Pacific callee is 2 PM Pacific, and they hear it back as such, not "5:00 PM" Eastern.
    const day = localDateAhead(40, "America/Los_Angeles")
    expect(await book("tc-1", `${day}T14:00`)).toMatch(/^Demo booked for \w+day, \w+ \d+ at 2:00 PM P[SD]T\.$/)
    const booked = (await callRow(call.id))!.demo_date as number
    expect(wallClock(booked, "America/Los_Angeles")).toBe("14:00")
    expect(wallClock(booked, "America/New_York")).toBe("17:00")
    // A time with its own zone is that instant, still read back in the callee's zone.
    const instant = daysAhead(41, 17)
    expect(await book("tc-2", instant.toISOString())).toMatch(/ at (9|10):00 AM P[SD]T\.$/)
    expect((await callRow(call.id))!.demo_date).toBe(instant.getTime())
  })

  it("refuses a demo in the past or an unreadable date, without booking", async () => {
    const { call } = await callingCall()
    const tool = (dateTime: string) => ({
      message: {
        type: "tool-calls",
        call: callRef("vapi-1"),
        toolCallList: [{ id: "t", name: "bookDemo", arguments: { dateTime } }],
      },
    })
    const past = (await (await webhook(sandboxEnv(), tool("2001-01-01T10:00:00Z"))).json()) as {
      results: { result: string }[]
    }
    expect(past.results[0]!.result).toMatch(/already passed/)
    const junk = (await (await webhook(sandboxEnv(), tool("next tuesday-ish"))).json()) as {
      results: { result: string }[]
    }
    expect(junk.results[0]!.result).toMatch(/could not read/)
    expect((await callRow(call.id))!.demo_scheduled).toBe(0)
  })

  it("does not let a replayed bookDemo move the demo of a finished or queued call", async () => {
    const { call, contact } = await callingCall()
    const bookAt = (id: string, dateTime: string, providerCallId = "vapi-1") => ({
      message: {
        type: "tool-calls",
        call: callRef(providerCallId),
        toolCallList: [{ id, type: "function", function: { name: "bookDemo", arguments: { dateTime } } }],
      },
    })
    const first = daysAhead(20)
    await webhook(sandboxEnv(), bookAt("tc-1", first.toISOString()))
    await webhook(sandboxEnv(), endOfCallReport("vapi-1"))
    const finished = await callRow(call.id)
    expect(finished).toMatchObject({
      status: "completed",
      demo_scheduled: 1,
      demo_date: first.getTime(),
    })

    const replay = await webhook(sandboxEnv(), bookAt("tc-1", daysAhead(60).toISOString()))
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({
      results: [
        {
          toolCallId: "tc-1",
          name: "bookDemo",
          result: "This call is not in progress, so the demo could not be booked.",
        },
      ],
    })
    expect(await callRow(call.id)).toEqual(finished)
    expect(await contactStatus(contact.id)).toBe("demo_scheduled")

    // A queued call has not been dialled: no assistant is talking on it, so nothing books on it.
    const queuedContact = await seedContact()
    const queued = await seedCall({ contactId: queuedContact.id, status: "queued", vapiCallId: "vapi-q" })
    const early = (await (await webhook(sandboxEnv(), bookAt("tc-q", first.toISOString(), "vapi-q"))).json()) as {
      results: { result: string }[]
    }
    expect(early.results[0]!.result).toMatch(/could not be booked/)
    expect(await callRow(queued.id)).toMatchObject({ demo_scheduled: 0, demo_date: null })
    expect(await contactStatus(queuedContact.id)).toBe("ready")
  })

  it("stores a recording URL only when it is https", async () => {
    const urls = [
      "javascript:alert(document.cookie)",
      "http://storage.vapi.ai/rec.wav",
      "data:text/html,<b>x</b>",
      "not a url",
    ]
    for (const [i, recordingUrl] of urls.entries()) {
      const { call } = await callingCall(`vapi-r${i}`)
      await webhook(sandboxEnv(), endOfCallReport(`vapi-r${i}`, { artifact: { transcript: "AI: Hi\n", recordingUrl } }))
      expect(await callRow(call.id)).toMatchObject({ result: "answered", recording_url: null })
    }
  })

  it("acknowledges messages for unknown calls and informational types", async () => {
    expect((await webhook(sandboxEnv(), endOfCallReport("nobody"))).status).toBe(200)
    const res = await webhook(sandboxEnv(), {
      message: { type: "transcript", transcript: "hi", call: callRef("vapi-1") },
    })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ received: true })
  })
})

describe("POST /api/webhooks/vapi: what a callee can make the assistant say", () => {
  const NEW_YORK = "America/New_York"
  const demoOf = async (id: number) =>
    (await port.first<{ demo_scheduled: number; demo_date: number | null; demo_bookings: number; summary: string }>(
      "SELECT demo_scheduled, demo_date, demo_bookings, summary FROM calls WHERE id = ?1",
      [id]
    ))!
  const eastern = () =>
    callingCall("vapi-ny").then(async (r) => {
      await port.run("UPDATE contacts SET address = '350 5th Ave, New York, NY 10118' WHERE id = ?1", [r.contact.id])
      return r
    })

  it("refuses a far-future, impossible or timeless demo with a sentence the assistant can speak, booking nothing", async () => {
    const { call } = await eastern()
    const day = localDateAhead(30, NEW_YORK)
    const res = await webhook(
      sandboxEnv(),
      bookDemoMessage("vapi-ny", 8_640_000_000_000_000, "+275760-09-13T00:00:00Z", "2027-02-30 10:00", day, "2pm")
    )
    expect(res.status).toBe(200)
    expect(await toolResults(res)).toEqual([
      "That date is not available. Please pick another date within the next 12 months.",
      "I could not read that date and time. Please confirm the day and time again.",
      "That date does not exist. Please pick another date.",
      "What time on that day works for you? Please give a time as well as the date.",
      "Which day works for you? Please give the date as well as the time.",
    ])
    expect(await demoOf(call.id)).toMatchObject({ demo_scheduled: 0, demo_date: null, demo_bookings: 0 })
  })

  it("reads a time without a zone in the callee's zone, whatever its format", async () => {
    const { call } = await eastern()
    const [y, m, d] = localDateAhead(30, NEW_YORK).split("-")
    const month = new Date(Date.UTC(2000, Number(m) - 1, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" })
    const formats = [
      `${y}-${m}-${d} 2:00 PM`,
      `${month} ${Number(d)}, ${y} 2:00 PM`,
      `${m}/${d}/${y} 2:00 PM`,
      `${y}/${m}/${d} 14:00`,
    ]
    for (const text of formats) {
      await port.run("UPDATE calls SET demo_scheduled = 0, demo_date = NULL, demo_bookings = 0 WHERE id = ?1", [
        call.id,
      ])
      const [reply] = await toolResults(await webhook(sandboxEnv(), bookDemoMessage("vapi-ny", text)))
      expect(reply, text).toMatch(/ at 2:00 PM E[SD]T\.$/)
      expect(wallClock((await demoOf(call.id)).demo_date!, NEW_YORK), text).toBe("14:00")
    }
  })

  it("one message of 300 bookDemo calls books one demo, moves it a few times at most, and answers every call", async () => {
    await onlyNotifications("demo_scheduled")
    const { call } = await callingCall()
    const times = Array.from({ length: 300 }, (_, i) => daysAhead(10 + (i % 200)).toISOString())
    const res = await webhook(sandboxEnv(), bookDemoMessage("vapi-1", ...times))
    expect(res.status).toBe(200)
    const replies = await toolResults(res)
    expect(replies).toHaveLength(300)
    expect(replies.filter((r) => r.startsWith("Demo booked for"))).toHaveLength(3)
    expect(replies.filter((r) => r.startsWith("The demo cannot be moved again"))).toHaveLength(2)
    expect(replies.slice(5).every((r) => r === "Not run: too many tool calls in one message.")).toBe(true)
    expect(await demoOf(call.id)).toMatchObject({
      demo_scheduled: 1,
      demo_date: Date.parse(times[2]!),
      demo_bookings: 3,
    })

    // Later messages cannot move it either; the same time again is confirmed, not counted.
    const [again] = await toolResults(await webhook(sandboxEnv(), bookDemoMessage("vapi-1", times[2])))
    expect(again).toMatch(/^Demo booked for /)
    const [more] = await toolResults(
      await webhook(sandboxEnv(), bookDemoMessage("vapi-1", daysAhead(90).toISOString()))
    )
    expect(more).toMatch(/^The demo cannot be moved again on this call\. It stays booked for /)

    // One notification for the call, when it ends.
    const notified = () =>
      port.all("SELECT id FROM notification_logs WHERE type = 'demo_scheduled' AND call_id = ?1", [call.id])
    expect(await notified()).toHaveLength(0)
    await webhook(sandboxEnv(), endOfCallReport("vapi-1"))
    expect(await notified()).toHaveLength(1)
  })

  it("keeps the tool's booking when the end-of-call report names another time", async () => {
    const { call } = await callingCall()
    const booked = daysAhead(10)
    await webhook(sandboxEnv(), bookDemoMessage("vapi-1", booked.toISOString()))
    await webhook(
      sandboxEnv(),
      endOfCallReport("vapi-1", {
        analysis: {
          summary: "Booked.",
          structuredData: { demoScheduled: true, demoDate: daysAhead(11).toISOString() },
        },
      })
    )
    expect(await demoOf(call.id)).toMatchObject({ demo_scheduled: 1, demo_date: booked.getTime(), summary: "Booked." })
  })

  it.each([
    ["an unreadable time", "sometime next week"],
    ["a date without a time", "2027-01-05"],
    ["a time far in the past", -8.64e15],
    ["a time far in the future", 8_640_000_000_000_000],
    ["no time at all", null],
  ])("turns a report's demo with %s into a follow-up the operator sees, never a hidden demo", async (_, demoDate) => {
    const { call, contact } = await callingCall()
    await webhook(
      sandboxEnv(),
      endOfCallReport("vapi-1", {
        analysis: { summary: "Interested.", structuredData: { demoScheduled: true, demoDate } },
      })
    )
    const row = await demoOf(call.id)
    expect(row).toMatchObject({ demo_scheduled: 0, demo_date: null })
    expect(row.summary).toMatch(/^Agreed to a demo, time unclear( \(".*"\))?: call back\. Interested\.$/)
    expect(await contactStatus(contact.id)).toBe("follow_up")
    const calendar = (await (await appRequest(sandboxEnv(), "/api/calendar/events")).json()) as {
      counts: { total: number }
    }
    expect(calendar.counts.total).toBe(0)
  })
})

describe("live updates", () => {
  it("broadcasts call_updated to connected screens when a webhook changes a call", async () => {
    const { call } = await callingCall()
    const res = await SELF.fetch("http://127.0.0.1/ws", { headers: { Upgrade: "websocket" } })
    const ws = res.webSocket!
    ws.accept()
    const messages: unknown[] = []
    const got = new Promise<void>((resolve) =>
      ws.addEventListener("message", (e) => {
        messages.push(JSON.parse(e.data as string))
        if (messages.some((m) => (m as { type: string }).type === "call_updated")) resolve()
      })
    )
    await webhook(sandboxEnv(), endOfCallReport("vapi-1"))
    await got
    expect(messages).toContainEqual({ type: "call_updated", callId: call.id, status: "completed" })
    ws.close()
  })
})
