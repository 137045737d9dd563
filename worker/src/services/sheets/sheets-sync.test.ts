import { strFromU8, unzipSync } from "fflate"
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import {
  bookDemoMessage,
  callingCall,
  daysAhead,
  endedCall,
  endOfCallReport,
  seedCall,
  seedContact,
  webhook,
} from "../../../test/call-fixtures"
import { port } from "../../../test/port"
import { CONFIG, db, e, outbox, quiet, resetSheets, sheetRows, sync, withAppend } from "../../../test/sheets-fixtures"
import { SheetsError } from "../../providers/sheets/sheets-provider"
import { newKeyPair, sheetsAccount, type TestKeyPair } from "../../providers/sheets/test-service-account"
import type { SheetsStatus } from "../../schemas/api-routes/sheets"
import { SHEETS_DEFAULTS, type SheetsConfig } from "../../schemas/sheets"
import { testCtx } from "../../../test/ctx"
import { onceOnEmptyRead } from "../../../test/empty-read-hook"
import { writeSheetsConfig } from "./sheets-config"
import { runSheetsSync } from "./sheets-job"

/** The row keys in a tab, top to bottom (the last column), header first. */
const keysIn = async (sheet: string) => (await sheetRows(sheet)).map((cells) => cells.at(-1))

async function endedCalls(n: number, prefix = "v") {
  for (let i = 0; i < n; i++) await endedCall(quiet(), `${prefix}${i}`, { businessName: `Shop ${prefix}${i}` })
}

/** n ended calls, every other one booking a demo: rows for both tabs, interleaved. */
async function mixedCalls(n: number, prefix: string) {
  for (let i = 0; i < n; i++) {
    await endedCall(
      quiet(),
      `${prefix}${i}`,
      { businessName: `Mixed ${prefix}${i}` },
      {
        analysis: {
          summary: "Demo",
          structuredData: { demoScheduled: i !== 1, demoDate: daysAhead((i % 9) + 1).toISOString() },
        },
      }
    )
  }
}

const keysOf = (rows: { kind: string; row_key: string }[], kind: string) =>
  rows.filter((r) => r.kind === kind).map((r) => r.row_key)

beforeEach(resetSheets)

describe("the outbox", () => {
  it("a call result writes one row with the change when a sheet is set and call results sync; a replay adds none", async () => {
    await endedCalls(1, "before")
    expect(await outbox()).toEqual([]) // no spreadsheet yet: nothing to sync to

    await writeSheetsConfig(db(), CONFIG)
    await endedCalls(2)
    await webhook(quiet(), endOfCallReport("v0"))
    expect((await outbox()).map((r) => [r.kind, r.status])).toEqual([
      ["call_result", "pending"],
      ["call_result", "pending"],
    ])

    await writeSheetsConfig(db(), { ...CONFIG, autoSync: { ...CONFIG.autoSync, callResults: false } })
    await endedCalls(1, "off")
    expect(await outbox()).toHaveLength(2)
  })

  it("a demo booked during the call goes to the demo sheet once, with the time the call ended on; a cancel follows it; contact edits only with contact updates on", async () => {
    await writeSheetsConfig(db(), CONFIG)
    const { contact: c, call } = await callingCall("vd", { businessName: "Demo Dental" })
    // Booked, then moved once during the call: one demo row, written with the call's result.
    await webhook(quiet(), bookDemoMessage("vd", daysAhead(20).toISOString()))
    const final = daysAhead(21)
    await webhook(quiet(), bookDemoMessage("vd", final.toISOString()))
    expect(await outbox()).toEqual([])
    await webhook(quiet(), endOfCallReport("vd"))
    expect((await outbox()).map((r) => [r.kind, JSON.parse(r.data).demoDate])).toEqual([
      ["call_result", final.getTime()],
      ["demo_booked", final.getTime()],
    ])
    // Moved by the operator (Demo Calendar's Reschedule): the sheet gets the new time as a row of its own.
    const moved = await appRequest(e, `/api/calendar/demo/${call.id}`, {
      method: "PUT",
      json: { dateTime: daysAhead(25).toISOString().slice(0, 11) + "15:30", timeZone: "UTC" },
    })
    expect(moved.status, await moved.clone().text()).toBe(200)
    const movedTo = Date.parse(((await moved.json()) as { demoDate: string }).demoDate)
    expect((await outbox()).map((r) => [r.kind, JSON.parse(r.data).demoDate])).toEqual([
      ["call_result", final.getTime()],
      ["demo_booked", final.getTime()],
      ["demo_booked", movedTo],
    ])
    expect((await appRequest(e, `/api/calendar/demo/${call.id}`, { method: "DELETE" })).status).toBe(200)
    await appRequest(e, `/api/contacts/${c.id}`, { method: "PATCH", json: { businessName: "Renamed Dental" } })
    expect((await outbox()).map((r) => r.kind)).toEqual(["call_result", "demo_booked", "demo_booked", "demo_cancelled"])

    await writeSheetsConfig(db(), { ...CONFIG, autoSync: { ...CONFIG.autoSync, contactUpdates: true } })
    await appRequest(e, `/api/contacts/${c.id}`, { method: "PATCH", json: { businessName: "Again Dental" } })
    expect((await outbox()).map((r) => r.kind)).toEqual([
      "call_result",
      "demo_booked",
      "demo_booked",
      "demo_cancelled",
      "contact_updated",
    ])
  })
})

describe("syncing", () => {
  it("appends every pending row once, in order, under a header row, and marks them synced", async () => {
    await writeSheetsConfig(db(), CONFIG)
    await endedCalls(3)
    const first = await sync()
    expect(first).toMatchObject({ synced: 3, pending: 0, requests: 1, busy: false })
    // A redelivered message finds nothing left.
    expect(await sync()).toMatchObject({ synced: 0, requests: 0 })
    const keys = (await outbox()).map((r) => r.row_key)
    expect(await keysIn("Call Logs")).toEqual(["Row Key", ...keys])
    const [header, row] = await sheetRows("Call Logs")
    expect(header!.slice(0, 5)).toEqual(["Business Name", "Phone", "Status", "Demo Date", "Event"])
    expect(row!.slice(0, 5)).toEqual([
      "Shop v0",
      expect.stringMatching(/^\(616\) 555-\d{4}$/),
      "answered",
      "",
      "Call result",
    ])
    expect((await outbox()).every((r) => r.status === "synced")).toBe(true)
  })

  it("a crash between the append and the mark does not append the rows again", async () => {
    await writeSheetsConfig(db(), CONFIG)
    await endedCalls(3)
    const dying = withAppend((real) => async (...a) => {
      await real.append(...a)
      throw new Error("the worker died")
    })
    await expect(sync(dying)).rejects.toThrow("the worker died")
    expect((await outbox()).map((r) => r.status)).toEqual(["pending", "pending", "pending"])
    await endedCalls(1, "late")

    expect(await sync()).toMatchObject({ synced: 4, pending: 0 })
    expect(await keysIn("Call Logs")).toEqual(["Row Key", ...(await outbox()).map((r) => r.row_key)])
  })

  it("two overlapping syncs append each row once: the second finds the first at work", async () => {
    await writeSheetsConfig(db(), CONFIG)
    await endedCalls(4)
    let release!: () => void
    const held = new Promise<void>((r) => (release = r))
    const slow = withAppend((real) => async (...a) => {
      await held
      return real.append(...a)
    })
    const first = sync(slow)
    await new Promise((r) => setTimeout(r, 50))
    const second = await sync()
    expect(second).toMatchObject({ busy: true, synced: 0 })
    release()
    expect(await first).toMatchObject({ synced: 4 })
    expect(await keysIn("Call Logs")).toEqual(["Row Key", ...(await outbox()).map((r) => r.row_key)])
  })

  it("a call ended while another sync holds the lease is appended by that sync's job, not left for the cron", async () => {
    await writeSheetsConfig(db(), CONFIG)
    await endedCalls(2)
    // The job's sync has appended both rows and found nothing more, and still holds the lease: a call
    // ends then, and its own job finds the lease taken and acknowledges.
    let raced: Awaited<ReturnType<typeof runSheetsSync>> | "not yet" = "not yet"
    const racing = onceOnEmptyRead("FROM sheets_outbox", async () => {
      await endedCalls(1, "late")
      raced = await runSheetsSync(testCtx({ env: quiet(), db: db() }))
    })
    await runSheetsSync(testCtx({ env: quiet(), db: racing }))

    expect(raced, "the late call's job found the lease taken and acknowledged").toBeUndefined()
    expect((await outbox()).map((r) => r.status)).toEqual(["synced", "synced", "synced"])
    expect(await keysIn("Call Logs")).toEqual(["Row Key", ...(await outbox()).map((r) => r.row_key)])
  })

  it("while Google is down the rows wait and the status says why; afterwards each lands once", async () => {
    await writeSheetsConfig(db(), CONFIG)
    await endedCalls(2)
    const down = withAppend(() => async () => {
      throw new SheetsError("unavailable", "Google Sheets is not answering (503). The rows wait and are sent later.", {
        retryAfterSeconds: 60,
      })
    })
    expect(await sync(down)).toMatchObject({ synced: 0, pending: 2, retryAfterSeconds: 60 })
    const status = (await (await appRequest(e, "/api/sheets/status")).json()) as SheetsStatus
    expect(status).toMatchObject({ connected: false, pending: 2, lastError: expect.stringContaining("not answering") })

    await endedCalls(1, "after")
    expect(await sync()).toMatchObject({ synced: 3, pending: 0 })
    expect(await keysIn("Call Logs")).toEqual(["Row Key", ...(await outbox()).map((r) => r.row_key)])
  })

  it("a sync that outlived its lease stops before its next append; the one that took over lands each row once", async () => {
    await writeSheetsConfig(db(), CONFIG)
    await mixedCalls(1, "early")
    await sync() // both tabs exist now: later passes append without reading them first
    await mixedCalls(2, "late")
    let second: Awaited<ReturnType<typeof sync>> | null = null
    const stalled = withAppend((real) => async (...a) => {
      const landed = await real.append(...a)
      if (!second) {
        // This append took longer than the lease: another sync takes over and does the rest.
        await port.run("UPDATE system_state SET updated_at = 0 WHERE key = 'sheets_sync_lease'")
        second = await sync()
      }
      return landed
    })
    expect(await sync(stalled)).toMatchObject({ busy: true })
    expect(second).toMatchObject({ busy: false, pending: 0 })
    const rows = await outbox()
    expect(await keysIn("Call Logs")).toEqual(["Row Key", ...keysOf(rows, "call_result")])
    expect(await keysIn("Demo Schedule")).toEqual(["Row Key", ...keysOf(rows, "demo_booked")])
  })

  it("keeps each tab in order when call results and demos interleave", async () => {
    await writeSheetsConfig(db(), CONFIG)
    await mixedCalls(3, "m")
    await sync()
    const rows = await outbox()
    expect(await keysIn("Call Logs")).toEqual(["Row Key", ...keysOf(rows, "call_result")])
    expect(await keysIn("Demo Schedule")).toEqual(["Row Key", ...keysOf(rows, "demo_booked")])
  })
})

describe("the Google adapter end to end (fake Google)", () => {
  let keys: TestKeyPair
  beforeAll(async () => {
    keys = await newKeyPair()
  })

  it("test-connection names the service account to share with on a 403, then connects once shared", async () => {
    const { google, clientEmail, id, credentials } = await sheetsAccount(e.SHEETS_BASE_URL!, keys, {
      title: "Leads 2026",
      sheets: ["Call Logs"],
      sharedWith: [],
    })
    const real = { ...quiet(), SANDBOX: undefined, GOOGLE_SHEETS_CREDENTIALS: credentials }
    const test = (url: string) =>
      appRequest(real, "/api/sheets/test-connection", { method: "POST", json: { spreadsheetUrl: url } })

    const refused = await test(id)
    expect(refused.status).toBe(502)
    expect(((await refused.json()) as { error: { message: string } }).error.message).toContain(
      `Share the sheet with ${clientEmail}`
    )

    await google.spreadsheet(id, { title: "Leads 2026", sheets: ["Call Logs"], sharedWith: [clientEmail] })
    const ok = await test(`https://docs.google.com/spreadsheets/d/${id}/edit#gid=0`)
    expect(await ok.json()).toMatchObject({ connected: true, title: "Leads 2026", clientEmail })

    // Saved with that URL (Save Settings), the status light is green at once.
    await appRequest(real, "/api/sheets/config", { method: "PUT", json: { ...SHEETS_DEFAULTS, spreadsheetUrl: id } })
    const status = (await (await appRequest(real, "/api/sheets/status")).json()) as SheetsStatus
    expect(status).toMatchObject({ connected: true, mode: "real", spreadsheetTitle: "Leads 2026", clientEmail })
  })
})

describe("the /api/sheets endpoints", () => {
  it("config: SPEC defaults, validated saves (a column used twice, a bad URL, a blank tab)", async () => {
    expect(await (await appRequest(e, "/api/sheets/config")).json()).toEqual(SHEETS_DEFAULTS)
    const put = (json: unknown) => appRequest(e, "/api/sheets/config", { method: "PUT", json })
    const twice = await put({ ...SHEETS_DEFAULTS, columnMapping: { ...SHEETS_DEFAULTS.columnMapping, phone: "a" } })
    expect(twice.status).toBe(400)
    expect(
      ((await twice.json()) as { error: { issues: { path: string; message: string }[] } }).error.issues
    ).toContainEqual(
      expect.objectContaining({ path: "columnMapping.phone", message: "Column A is already used for Business Name" })
    )
    expect((await put({ ...SHEETS_DEFAULTS, spreadsheetUrl: "https://example.com/sheet" })).status).toBe(400)
    expect((await put({ ...SHEETS_DEFAULTS, demoSheet: "  " })).status).toBe(400)
    expect(
      (await put({ ...SHEETS_DEFAULTS, columnMapping: { ...SHEETS_DEFAULTS.columnMapping, status: "AAA" } })).status
    ).toBe(400)
    // Nothing bad was stored.
    expect(await (await appRequest(e, "/api/sheets/config")).json()).toEqual(SHEETS_DEFAULTS)

    const saved = await put({
      ...CONFIG,
      columnMapping: { businessName: "b", phone: "C", status: "zz", demoDate: "A" },
    })
    expect(saved.status).toBe(200)
    expect(((await saved.json()) as SheetsConfig).columnMapping).toEqual({
      businessName: "B",
      phone: "C",
      status: "ZZ",
      demoDate: "A",
    })
  })

  it("the sandbox: disconnected, a URL is required, then connected; Force Sync shows the rows as a sheet", async () => {
    const local = quiet()
    const status = async () => (await (await appRequest(local, "/api/sheets/status")).json()) as SheetsStatus
    expect(await status()).toMatchObject({ connected: false, mode: "sandbox" })

    const none = await appRequest(local, "/api/sheets/test-connection", { method: "POST", json: {} })
    expect(none.status).toBe(400)
    expect(((await none.json()) as { error: { message: string } }).error.message).toBe("Please enter a spreadsheet URL")

    await appRequest(local, "/api/sheets/config", { method: "PUT", json: CONFIG })
    expect((await appRequest(local, "/api/sheets/test-connection", { method: "POST", json: {} })).status).toBe(200)
    expect(await status()).toMatchObject({ connected: true, spreadsheetTitle: "Sandbox spreadsheet" })

    await endedCalls(2)
    const synced = await appRequest(local, "/api/sheets/sync", { method: "POST", json: {} })
    expect(await synced.json()).toEqual({ synced: 2, pending: 0, requests: 1 })
    const view = (await (await appRequest(local, "/api/sheets/sandbox")).json()) as {
      sheets: string[]
      rows: { row: number; cells: string[] }[]
      total: number
    }
    expect(view.sheets).toEqual(["Call Logs"])
    expect(view.total).toBe(3)
    expect(view.rows.map((r) => r.row)).toEqual([1, 2, 3])
    const updates = (await (await appRequest(local, "/api/sheets/updates")).json()) as {
      recent: { status: string; sheet: string }[]
      today: Record<string, number>
    }
    expect(updates.recent.map((u) => [u.status, u.sheet])).toEqual([
      ["synced", "Call Logs"],
      ["synced", "Call Logs"],
    ])
    expect(updates.today).toMatchObject({ callResults: 2, synced: 2, pending: 0 })
  })

  it("Export Backup is a zip of contacts, calls, campaigns and demos as CSV, formulas neutralised", async () => {
    const c = await seedContact({ businessName: '=HYPERLINK("x")' })
    await seedCall({
      contactId: c.id,
      status: "completed",
      result: "answered",
      demoScheduled: true,
      demoDate: new Date("2030-01-02T15:00:00Z"),
    })
    const res = await appRequest(e, "/api/sheets/backup")
    expect(res.headers.get("Content-Type")).toBe("application/zip")
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="cold-caller-backup-\d{4}-\d{2}-\d{2}\.zip"$/
    )
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()))
    expect(Object.keys(files).sort()).toEqual(["calls.csv", "campaigns.csv", "contacts.csv", "demos.csv"])
    const contacts = strFromU8(files["contacts.csv"]!)
    expect(contacts).toContain(`"'=HYPERLINK(""x"")"`)
    expect(strFromU8(files["demos.csv"]!)).toContain("2030-01-02T15:00:00.000Z")
  })
})
