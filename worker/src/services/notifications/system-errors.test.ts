import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test"
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { appRequest } from "../../../test/app-request"
import { endedCall, onlyNotifications } from "../../../test/call-fixtures"
import { emptyAppTables } from "../../../test/data-layer/engine"
import { port, testDb } from "../../../test/port"
import { quiet } from "../../../test/sheets-fixtures"
import type { Env } from "../../env"
import { handleQueue } from "../../jobs/queue"
import { QUEUES } from "../../jobs/messages"
import { newKeyPair, sheetsAccount, type TestKeyPair } from "../../providers/sheets/test-service-account"
import { SHEETS_DEFAULTS } from "../../schemas/sheets"
import { writeSheetsConfig } from "../sheets/sheets-config"
import { updateSheetsState } from "../sheets/sheets-state"

const logs = () =>
  port.all<{ type: string; message: string; details: string | null }>(
    "SELECT type, message, details FROM notification_logs ORDER BY id"
  )

async function deliver(e: Env, queue: string, body: unknown, now = Date.now()) {
  const batch = createMessageBatch(queue, [{ id: "m0", timestamp: new Date(), attempts: 6, body }])
  const ctx = createExecutionContext()
  await handleQueue(batch, e, ctx, { now: () => now })
  return getQueueResult(batch, ctx)
}

beforeEach(async () => {
  await emptyAppTables(testDb())
  // The queue consumer logs each refusal it retries; the tests read the notifications instead.
  vi.spyOn(console, "error").mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe("a Google Sheets sync refused by Google", () => {
  let keys: TestKeyPair
  beforeAll(async () => {
    keys = await newKeyPair()
  })

  /** A real (fake Google) spreadsheet not shared with the service account, and one call result waiting. */
  async function refusedSheet() {
    const { google, clientEmail, id, credentials } = await sheetsAccount(env.SHEETS_BASE_URL!, keys, {
      title: "Leads",
      sheets: ["Call Logs"],
      sharedWith: [],
    })
    const real: Env = { ...quiet(), SANDBOX: undefined, GOOGLE_SHEETS_CREDENTIALS: credentials }
    await writeSheetsConfig(testDb(), { ...SHEETS_DEFAULTS, spreadsheetUrl: id })
    await endedCall(real, `v-${id}`, { businessName: "Waiting Dental" })
    const share = (emails: string[]) => google.spreadsheet(id, { sharedWith: emails })
    return { real, id, clientEmail, share }
  }

  const forceSync = (e: Env) => appRequest(e, "/api/sheets/sync", { method: "POST" })

  it("is one system error with Google's reason, however often the queue or Force Sync Now retries it", async () => {
    await onlyNotifications("system_errors")
    const { real, id, clientEmail, share } = await refusedSheet()

    expect(await deliver(real, QUEUES.JOBS_QUEUE.name, { type: "sheets-sync" })).toMatchObject({
      explicitAcks: ["m0"],
    })
    expect((await forceSync(real)).status).toBe(502)
    expect((await forceSync(real)).status).toBe(502)
    const rows = await logs()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ type: "system_error" })
    expect(rows[0]!.message).toMatch(/^Google Sheets sync failed: .*Share the sheet with/)
    expect(rows[0]!.message).toContain(clientEmail)
    expect(rows[0]!.details).toContain(`Spreadsheet: ${id}`)

    // Fixed, synced, then refused again: that is news.
    await share([clientEmail])
    expect((await forceSync(real)).status).toBe(200)
    await share([])
    await endedCall(real, `later-${id}`, { businessName: "Later Dental" })
    expect((await forceSync(real)).status).toBe(502)
    expect(await logs()).toHaveLength(2)
  })

  it("writes nothing while system errors are off", async () => {
    await onlyNotifications()
    const { real } = await refusedSheet()
    await deliver(real, QUEUES.JOBS_QUEUE.name, { type: "sheets-sync" })
    expect((await forceSync(real)).status).toBe(502)
    expect(await logs()).toEqual([])
  })
})

describe("a job given up on (dead-lettered)", () => {
  const HOUR = 3_600_000
  const T = Date.UTC(2026, 10, 10, 15, 5)

  async function seedRun() {
    const row = await port.first<{ id: number }>(
      `INSERT INTO automation_runs (city, state, location, time_zone, website_filter, categories, campaign_name, created_at)
       VALUES ('Grand Rapids', 'MI', 'Grand Rapids, MI', 'America/Detroit', 'all', '["dentist"]', 'GR dentists', 0)
       RETURNING id`
    )
    return row!.id
  }

  it("an automation run's message is one system error per run and hour; the message is acknowledged", async () => {
    await onlyNotifications("system_errors")
    const e = quiet()
    const runId = await seedRun()
    const dead = { type: "automation-advance", runId }
    expect(await deliver(e, QUEUES.SCRAPE_QUEUE.deadLetter, dead, T)).toMatchObject({ explicitAcks: ["m0"] })
    await deliver(e, QUEUES.SCRAPE_QUEUE.deadLetter, dead, T + 20 * 60_000)
    const rows = await logs()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      type: "system_error",
      message:
        "Background job failed: AI Automation run for Grand Rapids, MI could not be carried on after repeated attempts.",
    })
    await deliver(e, QUEUES.SCRAPE_QUEUE.deadLetter, dead, T + HOUR)
    expect(await logs()).toHaveLength(2)
  })

  it("a Sheets sync's message is one system error per hour, with the last error", async () => {
    await onlyNotifications("system_errors")
    const e = quiet()
    await updateSheetsState(
      testDb(),
      { ok: false, error: "Google Sheets is not answering (503). The rows wait and are sent later." },
      T
    )
    expect(await deliver(e, QUEUES.JOBS_QUEUE.deadLetter, { type: "sheets-sync" }, T)).toMatchObject({
      explicitAcks: ["m0"],
    })
    await deliver(e, QUEUES.JOBS_QUEUE.deadLetter, { type: "sheets-sync" }, T + 1000)
    const rows = await logs()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.message).toBe(
      "Background job failed: Google Sheets sync kept failing. Google Sheets is not answering (503). The rows wait and are sent later."
    )
  })

  it("writes nothing while system errors are off, and still acknowledges", async () => {
    await onlyNotifications()
    const e = quiet()
    const runId = await seedRun()
    expect(await deliver(e, QUEUES.SCRAPE_QUEUE.deadLetter, { type: "automation-advance", runId }, T)).toMatchObject({
      explicitAcks: ["m0"],
    })
    expect(await deliver(e, QUEUES.JOBS_QUEUE.deadLetter, { type: "sheets-sync" }, T)).toMatchObject({
      explicitAcks: ["m0"],
    })
    expect(await logs()).toEqual([])
  })
})
