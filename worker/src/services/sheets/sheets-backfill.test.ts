import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { seedCall, seedContact } from "../../../test/call-fixtures"
import { CONFIG, outbox, queue, quiet, resetSheets, SHEET_ID, sheetRows } from "../../../test/sheets-fixtures"
import type { SheetsBackfill, SheetsBackfillResult, SheetsStatus } from "../../schemas/api-routes/sheets"

const OTHER_SHEET = "1OtherSheet00000000000000000"

const get = async <T>(path: string) => (await (await appRequest(quiet(), path)).json()) as T
const status = () => get<SheetsStatus>("/api/sheets/status")
const send = async (path: string, method: string, json: unknown = {}) => appRequest(quiet(), path, { method, json })
const backfill = async () => (await (await send("/api/sheets/backfill", "POST")).json()) as SheetsBackfillResult

beforeEach(resetSheets)

describe("Test Connection before Save", () => {
  it("says the typed sheet was tested and not saved; Save makes it the connected one at once; the saved one stands meanwhile", async () => {
    expect((await send("/api/sheets/test-connection", "POST", { spreadsheetUrl: SHEET_ID })).status).toBe(200)
    const tested = await status()
    expect(tested).toMatchObject({ connected: false, spreadsheetId: null })
    expect(tested.unsaved).toMatchObject({ spreadsheetId: SHEET_ID, title: "Sandbox spreadsheet", ok: true })

    await send("/api/sheets/config", "PUT", CONFIG)
    expect(await status()).toMatchObject({ connected: true, spreadsheetTitle: "Sandbox spreadsheet", unsaved: null })

    // Testing another URL leaves the saved sheet connected and names the other as not saved.
    await send("/api/sheets/test-connection", "POST", { spreadsheetUrl: OTHER_SHEET })
    expect(await status()).toMatchObject({
      connected: true,
      spreadsheetId: SHEET_ID,
      unsaved: { spreadsheetId: OTHER_SHEET },
    })
    // A failed test of a typed URL is kept apart the same way.
    await send("/api/sheets/test-connection", "POST", { spreadsheetUrl: "short" })
    expect((await status()).connected).toBe(true)
  })
})

describe("earlier activity (backfill)", () => {
  it("counts calls and demos from before the sheet, adds each once in order through the outbox, and the sync writes them with their own time", async () => {
    const ended = new Date("2026-10-02T15:30:00Z")
    const a = await seedContact({ businessName: "Early Bakery" })
    const b = await seedContact({ businessName: "Early Dental" })
    await seedCall({ contactId: a.id, status: "completed", result: "answered", completedAt: ended })
    const demo = new Date("2026-12-03T15:00:00Z")
    await seedCall({
      contactId: b.id,
      status: "completed",
      result: "demo scheduled",
      demoScheduled: true,
      demoDate: demo,
      completedAt: ended,
    })
    // A test call never reaches the sheet; nothing counts while no sheet is saved.
    await seedCall({ contactId: a.id, status: "completed", result: "answered", isTest: true })
    expect(await get<SheetsBackfill>("/api/sheets/backfill")).toEqual({ callResults: 0, demos: 0, total: 0 })

    await send("/api/sheets/config", "PUT", CONFIG)
    expect(await get<SheetsBackfill>("/api/sheets/backfill")).toEqual({ callResults: 2, demos: 1, total: 3 })

    queue.drain()
    const first = await backfill()
    expect(first).toEqual({ added: 3, remaining: { callResults: 0, demos: 0, total: 0 } })
    const rows = await outbox()
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ["call_result", "pending"],
      ["call_result", "pending"],
      ["demo_booked", "pending"],
    ])
    // A second click (or a second tab) adds nothing.
    expect(await backfill()).toEqual({ added: 0, remaining: { callResults: 0, demos: 0, total: 0 } })
    expect(await outbox()).toHaveLength(3)
    expect(queue.drain().map((m) => m.body)).toContainEqual({ type: "sheets-sync" })

    const synced = await send("/api/sheets/sync", "POST")
    expect(await synced.json()).toMatchObject({ synced: 3, pending: 0 })
    const log = await sheetRows("Call Logs")
    expect(log.slice(1).map((r) => r[0])).toEqual(["Early Bakery", "Early Dental"])
    // The Time column is when the call ended, not when the backfill ran.
    expect(log[1]!.join("|")).toContain("2026")
    expect(log[1]!.join("|")).toContain("Oct 2")
    expect((await sheetRows("Demo Schedule")).slice(1).map((r) => r[0])).toEqual(["Early Dental"])
  })

  it("leaves out the kinds whose auto sync is off", async () => {
    const a = await seedContact({ businessName: "Quiet Shop" })
    await seedCall({ contactId: a.id, status: "completed", result: "answered" })
    await send("/api/sheets/config", "PUT", { ...CONFIG, autoSync: { ...CONFIG.autoSync, callResults: false } })
    expect(await get<SheetsBackfill>("/api/sheets/backfill")).toEqual({ callResults: 0, demos: 0, total: 0 })
    expect((await backfill()).added).toBe(0)
  })
})
