import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { SheetsActivity } from "@shared/api-routes/sheets"
import { SHEETS_DEFAULTS } from "@shared/sheets"
import { unstable_serialize } from "swr"

import { renderStatic, textOf } from "@/features/automation/render-static"
import { RECENT_EMPTY_TEXT } from "./sheets-activity-cards"
import { sandboxFixture, statusFixture, updateFixture } from "./sheets-fixtures"
import { SheetsPage } from "./sheets-page"
import { SHEETS_CONFIG_KEY, SHEETS_STATUS_KEY, SHEETS_UPDATES_KEY, sandboxSheetKey } from "./use-sheets"

const NOW = new Date("2026-11-10T12:00:00Z")
const TODAY = { callResults: 14, demos: 3, contactUpdates: 5, synced: 20, pending: 2 }

const fallback = (over: { mode?: "real" | "sandbox"; activity?: SheetsActivity } = {}) => ({
  [SHEETS_STATUS_KEY]: statusFixture({ mode: over.mode ?? "real" }),
  [SHEETS_CONFIG_KEY]: SHEETS_DEFAULTS,
  [SHEETS_UPDATES_KEY]: over.activity ?? { recent: [], today: TODAY },
  [unstable_serialize(sandboxSheetKey(null))]: sandboxFixture(),
})

beforeAll(() => void vi.setSystemTime(NOW))
afterAll(() => void vi.useRealTimers())

describe("SheetsPage", () => {
  it("shows the form with SPEC §2.9's defaults and its switches", () => {
    const html = renderStatic(<SheetsPage />, fallback())
    const text = textOf(<SheetsPage />, fallback())
    for (const label of ["Spreadsheet URL", "Test Connection", "Call Log Sheet", "Demo Sheet", "Auto Sync"]) {
      expect(text).toContain(label)
    }
    expect(html).toContain('value="Call Logs"')
    expect(html).toContain('value="Demo Schedule"')
    expect(text).toContain("(A to ZZ). Business Name Phone Status Demo Date Save Settings")
    for (const [id, letter] of [
      ["businessName", "A"],
      ["phone", "B"],
      ["status", "C"],
      ["demoDate", "D"],
    ]) {
      expect(html).toMatch(new RegExp(`id="sheets-column-${id}"[^>]*value="${letter}"`))
    }
    expect(html).toMatch(/aria-checked="true"[^>]*id="sheets-sync-callResults"/)
    expect(html).toMatch(/aria-checked="true"[^>]*id="sheets-sync-demoScheduling"/)
    expect(html).toMatch(/aria-checked="false"[^>]*id="sheets-sync-contactUpdates"/)
    expect(text).toContain("Save Settings")
  })

  it("shows the empty Recent Updates and Today's five figures", () => {
    const text = textOf(<SheetsPage />, fallback())
    expect(text).toContain(RECENT_EMPTY_TEXT)
    expect(text).toContain("Call results 14 Demos 3 Contact updates 5 Synced 20 Pending 2")
  })

  it("lists recent updates with their kind, sheet, state and time", () => {
    const recent = [
      updateFixture({
        id: 2,
        kind: "demo_booked",
        sheet: "Demo Schedule",
        detail: "Demo Thu, Nov 12, 10:00 AM EST",
        status: "pending",
        syncedAt: null,
        createdAt: "2026-11-10T11:58:30Z",
      }),
      updateFixture(),
    ]
    const text = textOf(<SheetsPage />, fallback({ activity: { recent, today: TODAY } }))
    expect(text).toContain("Demo booked Peak Dental Demo Thu, Nov 12, 10:00 AM EST · Demo Schedule Pending 1 min ago")
    expect(text).toContain("Call result Peak Dental answered · Call Logs Synced 10 mins ago")
    expect(text).not.toContain(RECENT_EMPTY_TEXT)
  })

  it("shows the sandbox spreadsheet only in sandbox mode", () => {
    expect(textOf(<SheetsPage />, fallback())).not.toContain("Sandbox spreadsheet")
    const html = renderStatic(<SheetsPage />, fallback({ mode: "sandbox" }))
    const text = textOf(<SheetsPage />, fallback({ mode: "sandbox" }))
    expect(text).toContain("Sandbox spreadsheet")
    expect(html).toMatch(/role="tab" aria-selected="true"[^>]*>Call Logs/)
    expect(html).toMatch(/role="tab" aria-selected="false"[^>]*>Demo Schedule/)
    // Row numbers down the side, column letters across the top, as wide as the widest row.
    expect(text).toContain("A B C D 2 Peak Dental +13125550100 answered 3 Late Night Pizza")
    expect(text).toContain("Showing the latest 2 of 2 rows")
  })
})
