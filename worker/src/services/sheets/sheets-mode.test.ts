/**
 * Sheet rows keep the sheets provider they were written under: rows written while a real Google
 * Sheet was connected never go to the sandbox sheet (a restart without the key), and sandbox rows
 * never go to Google once a key is set up.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { endedCall, seedContact } from "../../../test/call-fixtures"
import { db, e, outbox, quiet, resetSheets } from "../../../test/sheets-fixtures"
import type { Env } from "../../env"
import { newKeyPair, sheetsAccount, type TestKeyPair } from "../../providers/sheets/test-service-account"
import type { SheetsStatus, SheetsSyncResult } from "../../schemas/api-routes/sheets"
import { SHEETS_DEFAULTS } from "../../schemas/sheets"
import { writeSheetsConfig } from "./sheets-config"
import { syncWaitingRows } from "./sheets-job"
import { testCtx } from "../../../test/ctx"

let keys: TestKeyPair
beforeAll(async () => {
  keys = await newKeyPair()
})
beforeEach(resetSheets)

const forceSync = async (env: Env) => {
  const res = await appRequest(env, "/api/sheets/sync", { method: "POST" })
  expect(res.status).toBe(200)
  return (await res.json()) as SheetsSyncResult
}
const status = async (env: Env) => (await (await appRequest(env, "/api/sheets/status")).json()) as SheetsStatus

describe("sheet rows keep their provider", () => {
  it("rows written on Google wait for Google after the key is gone, and the sandbox sheet gets only its own", async () => {
    const { google, id, credentials } = await sheetsAccount(e.SHEETS_BASE_URL!, keys, { sheets: ["Call Logs"] })
    const real: Env = { ...quiet(), SANDBOX: undefined, GOOGLE_SHEETS_CREDENTIALS: credentials }
    // The sandbox sheet takes any id, so the same saved sheet serves both.
    await writeSheetsConfig(db(), {
      ...SHEETS_DEFAULTS,
      spreadsheetUrl: id,
      autoSync: { ...SHEETS_DEFAULTS.autoSync, contactUpdates: true },
    })

    // A call ends and a contact is edited while Google is connected; the server restarts without
    // the key before a sync.
    await endedCall(real, "g0", { businessName: "Google One" })
    const edited = await seedContact({ businessName: "Google Two" })
    const patch = { method: "PATCH", json: { status: "called" } }
    expect((await appRequest(real, `/api/contacts/${edited.id}`, patch)).status).toBe(200)
    const sandbox = quiet()
    await endedCall(sandbox, "s0", { businessName: "Sandbox One" })

    expect(await forceSync(sandbox)).toEqual({ synced: 1, pending: 0, requests: 1 })
    const sandboxTab = await appRequest(sandbox, `/api/sheets/sandbox?sheet=Call%20Logs`)
    const view = (await sandboxTab.json()) as { rows: { cells: string[] }[] }
    expect(view.rows.map((r) => r.cells.at(-1))).toEqual(["Row Key", expect.stringMatching(/^call:\d+:result$/)])
    expect(view.rows.map((r) => r.cells[0])).toEqual(["Business Name", "Sandbox One"])
    expect(await status(sandbox)).toMatchObject({ mode: "sandbox", pending: 0, held: 2 })
    // Nothing the sandbox could append is waiting: the cron asks for no sync.
    expect(await syncWaitingRows(testCtx({ env: sandbox }))).toBe(false)

    // The key is back: Google gets its two rows, and never the sandbox's.
    expect(await forceSync(real)).toEqual({ synced: 2, pending: 0, requests: 1 })
    const googleTab = await google.sheet(id, "Call Logs")
    expect(googleTab.rows.map((cells) => cells[0])).toEqual(["Business Name", "Google One", "Google Two"])
    expect(await status(real)).toMatchObject({ mode: "real", pending: 0, held: 0 })
    expect((await outbox()).map((r) => r.status)).toEqual(["synced", "synced", "synced"])
  })

  it("rows written with the sandbox sheet never go to Google once a key is set up", async () => {
    const { google, id, credentials } = await sheetsAccount(e.SHEETS_BASE_URL!, keys, { sheets: ["Call Logs"] })
    await writeSheetsConfig(db(), { ...SHEETS_DEFAULTS, spreadsheetUrl: id })
    await endedCall(quiet(), "s1", { businessName: "Sandbox Only" })

    const real: Env = { ...quiet(), SANDBOX: undefined, GOOGLE_SHEETS_CREDENTIALS: credentials }
    expect(await forceSync(real)).toEqual({ synced: 0, pending: 0, requests: 0 })
    expect((await google.sheet(id, "Call Logs")).rows).toEqual([])
    expect(await status(real)).toMatchObject({ pending: 0, held: 1 })
    expect((await outbox()).map((r) => r.status)).toEqual(["pending"])
    expect(await syncWaitingRows(testCtx({ env: real }))).toBe(false)
  })
})
