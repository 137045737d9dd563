import { beforeEach, describe, expect, it } from "vitest"
import { appRequest } from "../../../test/app-request"
import { endedCall } from "../../../test/call-fixtures"
import { rejection } from "../../../test/rejection"
import {
  CONFIG,
  db,
  e,
  outbox,
  queue,
  quiet,
  resetSheets,
  sandbox,
  SHEET_ID,
  sheetRows,
  sync,
} from "../../../test/sheets-fixtures"
import { MAX_CELL_CHARS, SheetsError } from "../../providers/sheets/sheets-provider"
import type { SheetsConfig } from "../../schemas/sheets"
import { writeSheetsConfig } from "./sheets-config"

const WITH_CONTACT_UPDATES: SheetsConfig = { ...CONFIG, autoSync: { ...CONFIG.autoSync, contactUpdates: true } }

async function importContacts(n: number): Promise<number[]> {
  const contacts = Array.from({ length: n }, (_, i) => ({
    businessName: `Bulk ${i}`,
    phone: `+1616777${String(i).padStart(4, "0")}`,
  }))
  const res = await appRequest(e, "/api/contacts/bulk", { method: "POST", json: { contacts } })
  expect(res.status).toBe(200)
  return ((await res.json()) as { ids: number[] }).ids
}

const bulkStatus = (ids: number[], status: string) =>
  appRequest(e, "/api/contacts/bulk-status", { method: "POST", json: { ids, status } })

beforeEach(resetSheets)

describe("Bulk Update Status and the sheet", () => {
  it("with contact updates on, writes one row per contact (past one statement's 100 parameters) and asks for a sync", async () => {
    await writeSheetsConfig(db(), WITH_CONTACT_UPDATES)
    const ids = await importContacts(150)
    queue.drain()

    const res = await bulkStatus([...ids, 999_999], "follow_up")
    expect(await res.json()).toEqual({ updated: 150 })
    const rows = await outbox()
    expect(rows.map((r) => r.contact_id)).toEqual(ids)
    expect(rows.every((r) => r.kind === "contact_updated" && r.status === "pending")).toBe(true)
    expect(rows.map((r) => (JSON.parse(r.data) as { status: string }).status)).toEqual(ids.map(() => "follow_up"))
    expect(queue.drain().map((m) => m.body)).toEqual([{ type: "sheets-sync" }])

    // The sync puts them in the call log, each with its new status.
    expect(await sync()).toMatchObject({ synced: 150, pending: 0 })
    const sheet = await sheetRows("Call Logs")
    expect(sheet).toHaveLength(151)
    expect(sheet[1]!.slice(0, 3)).toEqual(["Bulk 0", "(616) 777-0000", "follow_up"])

    // A second change is news (a row each again); the rows already written stay as they are.
    await bulkStatus(ids.slice(0, 3), "called")
    expect(await outbox()).toHaveLength(153)
    expect(new Set((await outbox()).map((r) => r.row_key)).size).toBe(153)
  })

  it("writes nothing with contact updates off (the default) or without a spreadsheet", async () => {
    const ids = await importContacts(3)
    await bulkStatus(ids, "called")
    await writeSheetsConfig(db(), CONFIG)
    await bulkStatus(ids, "follow_up")
    expect(await outbox()).toEqual([])
    expect(queue.drain().filter((m) => (m.body as { type: string }).type === "sheets-sync")).toEqual([])
  })
})

describe("a cell longer than Google takes", () => {
  it("is cut to 50,000 characters ending with …, so the append goes through and the outbox moves on", async () => {
    await writeSheetsConfig(db(), CONFIG)
    const summary = `Long talk. ${"blah ".repeat(15_000)}`
    await endedCall(quiet(), "long", { businessName: "Chatty Dental" }, { analysis: { summary } })
    await endedCall(quiet(), "short", { businessName: "Short Dental" })

    expect(await sync()).toMatchObject({ synced: 2, pending: 0 })
    const [header, long, short] = await sheetRows("Call Logs")
    const details = long![header!.indexOf("Details")]!
    expect(details).toHaveLength(MAX_CELL_CHARS)
    expect(details.endsWith("…")).toBe(true)
    expect(details.startsWith("Duration")).toBe(true)
    expect(details).toContain("Long talk. blah blah")
    expect(short![0]).toBe("Short Dental")
  })

  it("is refused by the sandbox as Google refuses it: the whole append", async () => {
    const sheets = sandbox()
    const refused = await rejection(
      sheets.append(SHEET_ID, "Call Logs", [["ok"], ["x".repeat(MAX_CELL_CHARS + 1)]]),
      SheetsError
    )
    expect(refused).toMatchObject({ kind: "invalid", message: expect.stringContaining("50000 characters") })
    expect(await sheetRows("Call Logs")).toEqual([])
    expect(await sheets.append(SHEET_ID, "Call Logs", [["x".repeat(MAX_CELL_CHARS)]])).toMatchObject({ rows: 1 })
  })
})
