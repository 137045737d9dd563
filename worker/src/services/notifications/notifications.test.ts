import { env } from "cloudflare:test"
import { beforeEach, describe, expect, it } from "vitest"
import {
  callingCall,
  callRef,
  callRow,
  endOfCallReport,
  fakeResend,
  newResendKey,
  onlyNotifications,
  resetData,
  sandboxEnv,
  seedCall,
  seedCampaign,
  seedContact,
  setSettings,
  webhook,
  daysAhead,
  localDateAhead,
  wallClock,
} from "../../../test/call-fixtures"
import { appRequest } from "../../../test/app-request"
import { port } from "../../../test/port"
import type { Env } from "../../env"
import type { NotificationsResponse } from "../../schemas/api-routes/notifications"
import { testCtx } from "../../../test/ctx"
import { onJobEnded } from "../scraping/job-ended"
import { previousDay, writeDailyReport } from "./daily-report"
import { deliverNotification } from "./deliver-notification"
import { recordingQueue } from "../../../test/dialer-fixtures"

const e = env as Env

type LogRow = {
  id: number
  type: string
  message: string
  details: string | null
  recipients: string
  status: string
  call_id: number | null
  contact_id: number | null
}
const logs = () => port.all<LogRow>("SELECT * FROM notification_logs ORDER BY id")

const bookDemo = (providerCallId: string, dateTime: string) =>
  webhook(sandboxEnv(), {
    message: {
      type: "tool-calls",
      call: callRef(providerCallId),
      toolCallList: [{ id: "t1", type: "function", function: { name: "bookDemo", arguments: { dateTime } } }],
    },
  })

const demoReport = (providerCallId: string, demoDate: string) =>
  endOfCallReport(providerCallId, {
    analysis: { summary: "Wants a demo.", structuredData: { demoScheduled: true, demoDate } },
  })

beforeEach(async () => {
  await resetData()
  await port.run("DELETE FROM notification_logs")
})

describe("notification_logs rows, each kind behind its setting", () => {
  it("a demo booked by the assistant writes one 'demo_scheduled' row per call, with the time finally agreed", async () => {
    await onlyNotifications("demo_scheduled")
    await setSettings({ notification_emails: "owner@example.com, sales@example.com" })
    const { call, contact } = await callingCall("v-demo", { businessName: "Bright Dental" })

    // Booked, booked again (a redelivered webhook), then moved: the call is still going, nothing is sent yet.
    const first = daysAhead(20)
    const moved = new Date(first.getTime() + 3_600_000)
    await bookDemo("v-demo", first.toISOString())
    await bookDemo("v-demo", first.toISOString())
    await bookDemo("v-demo", moved.toISOString())
    expect(await logs()).toEqual([])
    // The report names the first time; the tool's later booking is what the callee heard confirmed.
    await webhook(sandboxEnv(), demoReport("v-demo", first.toISOString()))
    await webhook(sandboxEnv(), demoReport("v-demo", first.toISOString()))

    const rows = await logs()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      type: "demo_scheduled",
      call_id: call.id,
      contact_id: contact.id,
      recipients: "owner@example.com, sales@example.com",
      // Sandbox e-mail: kept here, not sent.
      status: "logged",
    })
    // The operator's zone (Eastern by default), with the zone named.
    const when = new Intl.DateTimeFormat("en-US", {
      timeZone: "America/New_York",
      weekday: "short",
      month: "short",
      day: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZoneName: "short",
    }).format(moved)
    expect(rows[0]!.message).toBe(`Demo booked: Bright Dental, ${when}`)
    expect(rows[0]!.details).toContain(`Demo: ${when}\nPhone: (616) 555-`)
    expect(rows[0]!.details).toContain("Address: 12 Main St, Grand Rapids, MI\nCampaign: Manual Call")
    expect(rows[0]!.details).toContain("Summary: Wants a demo.")
  })

  it("writes nothing for a booked demo when the setting is off", async () => {
    await onlyNotifications("call_results")
    await callingCall("v-off")
    await bookDemo("v-off", daysAhead(20).toISOString())
    await webhook(sandboxEnv(), demoReport("v-off", daysAhead(20).toISOString()))
    expect((await logs()).map((r) => r.type)).toEqual(["call_result"])
  })

  it("a call's result is one 'call_result' row when on, none when off", async () => {
    await onlyNotifications("call_results")
    const { call } = await callingCall("v-res", { businessName: "Corner Cafe" })
    await webhook(sandboxEnv(), endOfCallReport("v-res", { endedReason: "customer-did-not-answer" }))
    await webhook(sandboxEnv(), endOfCallReport("v-res", { endedReason: "customer-did-not-answer" }))
    const rows = await logs()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      type: "call_result",
      call_id: call.id,
      message: "Call result: Corner Cafe, no answer",
    })

    await onlyNotifications()
    await callingCall("v-res-off")
    await webhook(sandboxEnv(), endOfCallReport("v-res-off"))
    expect(await logs()).toHaveLength(1)
  })

  it("a call the provider failed is a 'system_error' row with its reason, only when system errors are on", async () => {
    await onlyNotifications("system_errors")
    const { call } = await callingCall("v-fail", { businessName: "Pipe Works" })
    await webhook(sandboxEnv(), endOfCallReport("v-fail", { endedReason: "twilio-failed-to-connect-call" }))
    const rows = await logs()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: "system_error", call_id: call.id })
    expect(rows[0]!.message).toBe("Call failed: Pipe Works: twilio-failed-to-connect-call")

    await onlyNotifications()
    await callingCall("v-fail-off")
    await webhook(sandboxEnv(), endOfCallReport("v-fail-off", { endedReason: "twilio-failed-to-connect-call" }))
    expect(await logs()).toHaveLength(1)
  })

  it("a failed lead search is a 'system_error' row, once", async () => {
    await onlyNotifications("system_errors")
    const job = { id: 77, runId: null, status: "failed", error: "API key not valid.", label: "Dentists in Austin, TX" }
    await onJobEnded(testCtx({ env: e }), job)
    await onJobEnded(testCtx({ env: e }), job)
    const rows = await logs()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.message).toBe("Lead search failed: Dentists in Austin, TX: API key not valid.")
    // A job that simply completed is no error.
    await onJobEnded(testCtx({ env: e }), { ...job, id: 78, status: "completed", error: null })
    expect(await logs()).toHaveLength(1)
  })
})

describe("demo times given without a zone", () => {
  it("are read in the contact's zone (from the address), stored in UTC", async () => {
    await onlyNotifications()
    const { call } = await callingCall("v-tx", { address: "5 Elm St, Austin, TX 78701" })
    await bookDemo("v-tx", `${localDateAhead(40, "America/Chicago")}T15:30`)
    // 3:30 PM Central, whichever of CST or CDT that day has.
    expect(wallClock((await callRow(call.id))!.demo_date as number, "America/Chicago")).toBe("15:30")
  })

  it("else in the campaign's zone, also for the end-of-call report", async () => {
    await onlyNotifications()
    const campaign = await seedCampaign("West")
    await port.run("UPDATE campaigns SET timezone = 'America/Los_Angeles' WHERE id = ?1", [campaign.id])
    // No address, and a number whose area code tells no state: the zone is the campaign's.
    const c = await seedContact({ address: "", phone: "+15005550100" })
    const call = await seedCall({
      contactId: c.id,
      campaignId: campaign.id,
      status: "calling",
      vapiCallId: "v-la",
      dialedAt: new Date(),
    })
    await webhook(sandboxEnv(), demoReport("v-la", `${localDateAhead(40, "America/Los_Angeles")} 09:00`))
    // 9:00 AM Pacific.
    expect(wallClock((await callRow(call.id))!.demo_date as number, "America/Los_Angeles")).toBe("09:00")
  })

  it("a date with a zone is that instant whatever the contact's zone", async () => {
    await onlyNotifications()
    const { call } = await callingCall("v-z", { address: "5 Elm St, Austin, TX 78701" })
    const day = localDateAhead(40, "UTC")
    await bookDemo("v-z", `${day}T15:30:00-04:00`)
    expect((await callRow(call.id))!.demo_date).toBe(Date.parse(`${day}T19:30:00Z`))
  })
})

describe("the daily report", () => {
  const at = (iso: string) => Date.parse(iso)
  const ctx = (now: number) => testCtx({ env: e, now })

  it("reports the calls, answers and demos of the day before, once per day, in the operator's zone", async () => {
    await onlyNotifications("daily_reports")
    await setSettings({ timezone: "America/Chicago" })
    const c = await seedContact()
    const seed = (iso: string, values: Record<string, unknown> = {}) =>
      seedCall({ contactId: c.id, status: "completed", createdAt: new Date(iso), ...values })
    // Nov 23 in Chicago (CST, UTC-6) runs from 06:00Z on the 23rd to 06:00Z on the 24th.
    await seed("2026-11-23T06:00:00Z", {
      result: "answered",
      demoScheduled: true,
      demoDate: new Date("2026-11-30T15:00:00Z"),
    })
    await seed("2026-11-23T18:00:00Z", { result: "answered" })
    await seed("2026-11-24T05:59:00Z", { result: "no answer" })
    // Outside the day: the evening before, and the morning after.
    await seed("2026-11-23T05:59:00Z", { result: "answered" })
    await seed("2026-11-24T06:00:00Z", { result: "answered" })

    // 11:59 PM on the 23rd in Chicago: the 22nd's report (no calls) is what is due.
    expect(previousDay(at("2026-11-24T05:59:00Z"), "America/Chicago").date).toBe("2026-11-22")
    // Just after midnight: the 23rd's.
    const first = await writeDailyReport(ctx(at("2026-11-24T06:01:00Z")))
    expect(first).not.toBeNull()
    // Every later minute of the day finds it written.
    expect(await writeDailyReport(ctx(at("2026-11-24T06:02:00Z")))).toBeNull()
    expect(await writeDailyReport(ctx(at("2026-11-24T23:00:00Z")))).toBeNull()

    const rows = await logs()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      type: "daily_report",
      message: "Daily report for Mon, Nov 23: 3 calls, 2 answered, 1 demo booked",
    })
    expect(rows[0]!.details).toContain("Answered: 2 (67%)")

    // The next day brings the next report.
    expect(await writeDailyReport(ctx(at("2026-11-25T06:00:30Z")))).not.toBeNull()
    expect((await logs()).map((r) => r.message)).toEqual([
      "Daily report for Mon, Nov 23: 3 calls, 2 answered, 1 demo booked",
      "Daily report for Tue, Nov 24: 1 call, 1 answered, 0 demos booked",
    ])
  })

  it("is not written while the setting is off", async () => {
    await onlyNotifications("demo_scheduled", "call_results", "system_errors")
    expect(await writeDailyReport(ctx(at("2026-11-24T06:01:00Z")))).toBeNull()
    expect(await logs()).toEqual([])
  })
})

describe("GET /api/notifications and POST /api/notifications/read", () => {
  const get = async (query = "") => {
    const res = await appRequest(e, `/api/notifications${query}`)
    expect(res.status).toBe(200)
    return (await res.json()) as NotificationsResponse
  }
  const markRead = (json: unknown) => appRequest(e, "/api/notifications/read", { method: "POST", json })

  async function seedLogs(n: number) {
    await port.batch(
      Array.from({ length: n }, (_, i) => ({
        sql: `INSERT INTO notification_logs (type, message, recipients, status, created_at, dedupe_key)
              VALUES ('call_result', ?1, 'a@example.com, b@example.com', 'logged', ?2, ?3)`,
        params: [`Call result ${i + 1}`, 1_700_000_000_000 + i, `seed:${i}`],
      }))
    )
  }

  it("pages newest first, counts the unread, and marks them read up to a row", async () => {
    await seedLogs(7)
    const first = await get("?limit=3")
    expect(first.notifications.map((n) => n.message)).toEqual(["Call result 7", "Call result 6", "Call result 5"])
    expect(first.notifications[0]).toMatchObject({
      type: "call_result",
      recipients: ["a@example.com", "b@example.com"],
      status: "logged",
      read: false,
    })
    expect(first.unread).toBe(7)
    const second = await get(`?limit=3&before=${first.nextBefore}`)
    expect(second.notifications.map((n) => n.message)).toEqual(["Call result 4", "Call result 3", "Call result 2"])
    const last = await get(`?limit=3&before=${second.nextBefore}`)
    expect(last.notifications.map((n) => n.message)).toEqual(["Call result 1"])
    expect(last.nextBefore).toBeNull()

    // Reading up to the 5th leaves the two newest unread; the watermark never moves back.
    const upTo = first.notifications[2]!.id
    expect(await (await markRead({ upTo })).json()).toEqual({ unread: 2 })
    expect(await (await markRead({ upTo: upTo - 3 })).json()).toEqual({ unread: 2 })
    const after = await get("?limit=3")
    expect(after.notifications.map((n) => n.read)).toEqual([false, false, true])

    // All read; a later row arrives unread.
    expect(await (await markRead({})).json()).toEqual({ unread: 0 })
    await port.run(
      "INSERT INTO notification_logs (type, message, recipients, created_at) VALUES ('system_error', 'Later', '', 1)"
    )
    expect((await get()).unread).toBe(1)
  })

  it("refuses bad paging and a bad mark with a 400 naming the field", async () => {
    for (const query of ["?limit=0", "?limit=101", "?limit=abc", "?before=-1"]) {
      const res = await appRequest(e, `/api/notifications${query}`)
      expect(res.status).toBe(400)
    }
    const res = await markRead({ upTo: "all" })
    expect(res.status).toBe(400)
    const body = (await res.json()) as { error: { code: string; issues: { path: string }[] } }
    expect(body.error.issues[0]!.path).toBe("upTo")
  })
})

describe("delivery through the e-mail provider", () => {
  /** Resend configured, the JOBS_QUEUE recorded so the test delivers the notify messages itself. */
  function resendEnv(key: string) {
    const queue = recordingQueue()
    return { env: { ...sandboxEnv(), RESEND_API_KEY: key, JOBS_QUEUE: queue as unknown as Queue }, queue }
  }

  async function deliverAll(env: Env, queue: ReturnType<typeof recordingQueue>, now = Date.now()) {
    const outcomes = []
    for (const { body } of queue.drain()) {
      const { notificationId } = body as { notificationId: number }
      outcomes.push(await deliverNotification(testCtx({ env, now }), notificationId))
    }
    return outcomes
  }

  it("sends a row to the recipients through Resend and marks it sent; a redelivery sends nothing more", async () => {
    const key = newResendKey()
    const { env: real, queue } = resendEnv(key)
    await onlyNotifications("call_results")
    await setSettings({ notification_emails: "owner@example.com" })
    await callingCall("v-mail", { businessName: "Mail Bakery" })
    await webhook(real, endOfCallReport("v-mail"))
    expect((await logs())[0]).toMatchObject({ status: "sending" })

    const sent = queue.sent.map((m) => m.body)
    await deliverAll(real, queue)
    // The queue delivers at least once: the same message again.
    queue.sent.push(...sent.map((body) => ({ body, delaySeconds: 0 })))
    await deliverAll(real, queue)

    expect((await logs())[0]).toMatchObject({ status: "sent" })
    const mails = await fakeResend.emails(key)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to: ["owner@example.com"], subject: "Call result: Mail Bakery, answered" })
    expect(mails[0]!.text).toContain("Result: answered")
  })

  it("keeps a row waiting while Resend is down, and marks it failed with Resend's reason on a refusal", async () => {
    const key = newResendKey()
    const { env: real, queue } = resendEnv(key)
    await onlyNotifications("system_errors")
    await setSettings({ notification_emails: "owner@example.com" })
    await onJobEnded(testCtx({ env: real }), {
      id: 91,
      runId: null,
      status: "failed",
      error: "Quota exceeded.",
      label: "Cafes in Reno, NV",
    })
    const messages = [...queue.sent]

    await fakeResend.scriptNext(key, 503, { statusCode: 503, name: "internal_server_error", message: "Down" })
    const [retry] = await deliverAll(real, queue)
    expect(retry).toEqual({ retryAfterSeconds: expect.any(Number) })
    expect((await logs())[0]).toMatchObject({ status: "sending" })

    await fakeResend.scriptNext(key, 422, {
      statusCode: 422,
      name: "validation_error",
      message: "Invalid `to` field.",
    })
    queue.sent.push(...messages)
    await deliverAll(real, queue)
    const [row] = await port.all<{ status: string; error: string }>("SELECT status, error FROM notification_logs")
    expect(row).toEqual({ status: "failed", error: "Resend: Invalid `to` field." })
    expect(await fakeResend.emails(key)).toEqual([])
  })

  it("only logs a row queued for Resend once the key is gone, simulated or not configured", async () => {
    const key = newResendKey()
    const { env: real, queue } = resendEnv(key)
    await onlyNotifications("call_results")
    await setSettings({ notification_emails: "owner@example.com" })
    for (const [id, over] of [
      ["v-gone-local", { OPERATOR_PASSWORD: undefined }],
      ["v-gone-deployed", { OPERATOR_PASSWORD: "correct horse" }],
    ] as const) {
      await callingCall(id)
      await webhook(real, endOfCallReport(id))
      expect((await logs()).at(-1)).toMatchObject({ status: "sending" })
      await deliverAll({ ...real, RESEND_API_KEY: undefined, ...over }, queue)
      expect((await logs()).at(-1)).toMatchObject({ status: "logged", error: null })
    }
    expect(await fakeResend.emails(key)).toEqual([])
  })

  it("without recipients, or in the sandbox, rows are only logged and nothing is queued", async () => {
    const { env: real, queue } = resendEnv(newResendKey())
    await onlyNotifications("call_results")
    await setSettings({ notification_emails: "" })
    await callingCall("v-none")
    await webhook(real, endOfCallReport("v-none"))
    expect((await logs())[0]).toMatchObject({ status: "logged", recipients: "" })
    expect(queue.sent).toEqual([])
  })
})
