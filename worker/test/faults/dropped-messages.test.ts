/**
 * Messages dropped entirely (a queue that loses them, a worker that dies before sending them): the
 * cron's watchdog steps send each again within their stated time, and the work then lands once even
 * when every message is delivered twice. Also a lead-search step cut short after Google answered.
 * Rows of the fault matrix (README.md in this folder); place-call and automation-advance drops are
 * covered where their features are tested.
 */
import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  getQueueResult,
  waitOnExecutionContext,
} from "cloudflare:test"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import type { Env } from "../../src/env"
import { handleScheduled } from "../../src/jobs/cron"
import { handleQueue } from "../../src/jobs/queue"
import { QUEUES, JOB_QUEUE, type JobMessage } from "../../src/jobs/messages"
import { RESEND_AFTER_MS } from "../../src/services/notifications/deliver-notification"
import { STALLED_AFTER_MS } from "../../src/services/scraping/scrape-job"
import { appRequest } from "../app-request"
import {
  callingCall,
  daysAhead,
  endOfCallReport,
  fakeResend,
  newResendKey,
  onlyNotifications,
  sandboxEnv,
  setSettings,
  webhook,
} from "../call-fixtures"
import { emptyAppTables } from "../data-layer/engine"
import { recordingQueue } from "../dialer-fixtures"
import { port, testDb } from "../port"
import { SandboxPlaces } from "../../src/providers/places/sandbox-places"
import type { PlacesProvider } from "../../src/providers/places/places-provider"
import { countingPlaces } from "../scrape-fixtures"
import { CONFIG, sheetRows } from "../sheets-fixtures"

const T0 = Date.parse("2026-03-03T15:00:00Z")
const MINUTE = 60_000

let q: ReturnType<typeof recordingQueue>
let e: Env
let resendKey: string
beforeEach(async () => {
  resendKey = newResendKey()
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(T0)
  await emptyAppTables(testDb())
  q = recordingQueue()
  const queue = q as unknown as Queue
  e = {
    ...sandboxEnv(),
    CALLS_QUEUE: queue,
    SCRAPE_QUEUE: queue,
    JOBS_QUEUE: queue,
    RESEND_API_KEY: resendKey,
    GOOGLE_PLACES_API_KEY: undefined,
    SCRAPE_PACING: "off",
  }
})
afterEach(() => vi.useRealTimers())

async function cronAt(at: number) {
  vi.setSystemTime(at)
  const ctx = createExecutionContext()
  await handleScheduled(createScheduledController({ scheduledTime: at, cron: "* * * * *" }), e, ctx)
  await waitOnExecutionContext(ctx)
}

const types = (sent: { body: unknown }[]) => [...new Set(sent.map((m) => (m.body as JobMessage).type))].sort()

/** Delivers what the queue holds, every message twice, and what that sends, until nothing is left. */
async function deliverAllTwice(deps: Parameters<typeof handleQueue>[3] = {}) {
  for (let round = 0; q.sent.length && round < 20; round++) {
    for (const { body } of q.drain()) {
      const queue = QUEUES[JOB_QUEUE[(body as JobMessage).type]].name
      for (const attempts of [1, 2]) {
        const batch = createMessageBatch(queue, [
          { id: `m-${round}-${attempts}`, timestamp: new Date(), attempts, body },
        ])
        const ctx = createExecutionContext()
        await handleQueue(batch, e, ctx, deps)
        await getQueueResult(batch, ctx)
      }
    }
  }
}

describe("a booked demo whose every job message is dropped", () => {
  it("is synced to the sheet and the calendar within a minute and mailed within 10, each once", async () => {
    await onlyNotifications("demo_scheduled")
    await setSettings({ notification_emails: "ops@example.com" })
    expect((await appRequest(e, "/api/sheets/config", { method: "PUT", json: CONFIG })).status).toBe(200)
    const saved = await appRequest(e, "/api/calendar/google", {
      method: "PUT",
      json: { calendarId: "ops@example.com" },
    })
    expect(saved.status).toBe(200)
    const { call } = await callingCall("drop-1", { businessName: "Dropped Message Dental" })
    q.drain()

    const report = endOfCallReport("drop-1", {
      analysis: { summary: "Booked.", structuredData: { demoScheduled: true, demoDate: daysAhead(3).toISOString() } },
    })
    expect((await webhook(e, report)).status).toBe(200)
    // The messages the report sent are lost.
    expect(types(q.drain())).toEqual(["calendar-sync", "notify", "sheets-sync"])

    // The next minute's cron: the outboxes wait, so both syncs are sent again; the e-mail is not late yet.
    await cronAt(T0 + MINUTE)
    expect(types(q.sent)).toEqual(["calendar-sync", "sheets-sync"])
    await cronAt(T0 + RESEND_AFTER_MS + MINUTE)
    expect(types(q.sent)).toContain("notify")

    await deliverAllTwice()
    expect((await sheetRows("Call Logs")).filter((r) => r.includes("Dropped Message Dental"))).toHaveLength(1)
    expect((await sheetRows("Demo Schedule")).filter((r) => r.includes("Dropped Message Dental"))).toHaveLength(1)
    const events = await port.all("SELECT * FROM sandbox_calendar_events")
    expect(events).toHaveLength(1)
    expect((await fakeResend.emails(resendKey)).map((m) => m.subject)).toEqual([
      expect.stringContaining("Dropped Message Dental"),
    ])
    expect(await port.all("SELECT status FROM notification_logs WHERE call_id = ?", [call.id])).toEqual([
      { status: "sent" },
    ])
  })
})

describe("a lead search whose step message is dropped", () => {
  it("is carried on by the scraping watchdog after 2 minutes, one request per step", async () => {
    const places = countingPlaces()
    const res = await appRequest(e, "/api/scraping/start", {
      method: "POST",
      json: { query: "restaurant", location: "Detroit, MI", maxResults: 50, websiteFilter: "all" },
    })
    expect(res.status).toBe(201)
    const { job } = (await res.json()) as { job: { id: number } }
    expect(q.drain().map((m) => m.body)).toEqual([{ type: "scrape-search", jobId: job.id, step: 0 }])

    await cronAt(T0 + MINUTE)
    expect(q.sent).toEqual([])
    await cronAt(T0 + STALLED_AFTER_MS + MINUTE)
    expect(q.sent.map((m) => m.body)).toEqual([{ type: "scrape-search", jobId: job.id, step: 0 }])

    await deliverAllTwice({ providers: places.providers })
    const done = await port.first<{ status: string; found: number }>(
      "SELECT status, found FROM scraping_jobs WHERE id = ?",
      [job.id]
    )
    expect(done).toEqual({ status: "completed", found: 50 })
    expect(await port.first("SELECT count(*) AS n FROM contacts")).toEqual({ n: 50 })
    // Each step asked Google once, however often its message came: a resolve and the pages.
    const steps = await port.first<{ step: number }>("SELECT step FROM scraping_jobs WHERE id = ?", [job.id])
    expect(places.requests).toHaveLength(steps!.step)
  })
})

describe("a lead search step that dies after Google answered, before its write", () => {
  it("is retried: the page is asked for again (billed twice), and nothing is stored twice", async () => {
    const sandbox = new SandboxPlaces()
    let dies = 1
    const dying: PlacesProvider = {
      kind: sandbox.kind,
      resolveArea: (location, near) => sandbox.resolveArea(location, near),
      checkKey: () => sandbox.checkKey(),
      async searchPage(req) {
        const page = await sandbox.searchPage(req)
        if (dies-- > 0) throw new Error("the isolate died after Google answered")
        return page
      },
    }
    const places = countingPlaces(dying)
    const res = await appRequest(e, "/api/scraping/start", {
      method: "POST",
      json: { query: "restaurant", location: "Detroit, MI", maxResults: 50, websiteFilter: "all" },
    })
    const { job } = (await res.json()) as { job: { id: number } }

    await deliverAllTwice({ providers: places.providers })
    const done = await port.first<{ status: string; found: number; step: number }>(
      "SELECT status, found, step FROM scraping_jobs WHERE id = ?",
      [job.id]
    )
    expect(done).toMatchObject({ status: "completed", found: 50 })
    expect(await port.first("SELECT count(*) AS n, count(DISTINCT phone) AS phones FROM contacts")).toEqual({
      n: 50,
      phones: 50,
    })
    expect(places.requests).toHaveLength(done!.step + 1)
  })
})
