import { afterAll, beforeAll, describe, expect, it, vi } from "vitest"
import type { SheetsStatus } from "@shared/api-routes/sheets"
import { SHEETS_DEFAULTS } from "@shared/sheets"

import { renderStatic, textOf } from "@/features/automation/render-static"
import { statusFixture } from "./sheets-fixtures"
import { SheetsStatusCard } from "./sheets-status-card"
import { NO_SHEET_SAVED, SANDBOX_NOTE } from "./sheets-status-view"
import { SHEETS_CONFIG_KEY, SHEETS_STATUS_KEY } from "./use-sheets"

const NOW = new Date("2026-11-10T12:00:00Z")
const URL = "https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789/edit"

const fallback = (status: SheetsStatus, spreadsheetUrl = URL) => ({
  [SHEETS_STATUS_KEY]: status,
  [SHEETS_CONFIG_KEY]: { ...SHEETS_DEFAULTS, spreadsheetUrl },
})
const cardText = (status: SheetsStatus) => textOf(<SheetsStatusCard />, fallback(status))

beforeAll(() => void vi.setSystemTime(NOW))
afterAll(() => void vi.useRealTimers())

describe("SheetsStatusCard", () => {
  it("shows a connected spreadsheet, the account to share it with and the last sync", () => {
    const text = cardText(statusFixture())
    expect(text).toContain("Connected")
    expect(text).not.toContain("Not connected")
    expect(text).toContain("Spreadsheet: Outreach 2026")
    expect(text).toContain("Share the sheet as an Editor with: caller@outreach-123.iam.gserviceaccount.com")
    expect(text).toContain("Nothing waiting to sync")
    expect(text).toContain("Last sync 5 mins ago")
    expect(text).not.toContain("Sandbox")
    expect(text).toContain("Force Sync Now")
    expect(text).toContain("Export Backup")
  })

  it("labels the sandbox and says what it means", () => {
    const text = cardText(statusFixture({ mode: "sandbox", clientEmail: null, spreadsheetTitle: "Sandbox sheet" }))
    expect(text).toContain("Sandbox")
    expect(text).toContain(SANDBOX_NOTE)
    expect(text).not.toContain("Share the sheet")
  })

  it("explains why it is not configured, with what is waiting and the last error", () => {
    const status = statusFixture({
      connected: false,
      mode: "not_configured",
      reason: "Add the service account key in Settings to sync with Google Sheets.",
      spreadsheetId: null,
      spreadsheetTitle: null,
      clientEmail: null,
      lastError: "Share the sheet with caller@outreach-123.iam.gserviceaccount.com as an Editor.",
      pending: 12,
      lastSyncAt: null,
    })
    const text = cardText(status)
    expect(text).toContain("Not connected")
    expect(text).toContain("Spreadsheet: None chosen yet")
    expect(text).toContain("Add the service account key in Settings to sync with Google Sheets.")
    expect(text).toContain("12 rows waiting to sync")
    expect(text).toContain("Never synced")
    const html = renderStatic(<SheetsStatusCard />, fallback(status))
    expect(html).toMatch(/role="alert"[^>]*>Share the sheet with caller@outreach-123\.iam\.gserviceaccount\.com/)
  })

  it("says 1 row in the singular", () => {
    expect(cardText(statusFixture({ pending: 1 }))).toContain("1 row waiting to sync")
  })

  it("says rows written under the other mode are kept out of this sheet", () => {
    expect(cardText(statusFixture({ held: 0 }))).not.toContain("never written")
    expect(cardText(statusFixture({ held: 3 }))).toContain(
      "Kept from the sandbox, never written to your Google Sheet: 3 rows"
    )
    expect(cardText(statusFixture({ mode: "sandbox", held: 1 }))).toContain(
      "Kept for Google Sheets until its key is back, never written to the sandbox sheet: 1 row"
    )
  })

  it("opens the saved sheet in a new tab, and cannot without one", () => {
    const html = renderStatic(<SheetsStatusCard />, fallback(statusFixture()))
    expect(html).toContain(`href="${URL}" target="_blank" rel="noopener noreferrer"`)
    // Export Backup fetches the file before it says anything (backup-exporter.ts): a button, not a bare link.
    expect(html).not.toContain("/api/sheets/backup")
    const exportButton = /<button([^>]*)>(?:(?!<\/button>).)*Export Backup<\/button>/.exec(html)
    expect(exportButton?.[1]).toBeDefined()
    expect(exportButton?.[1]).not.toContain('disabled=""')
    const none = renderStatic(<SheetsStatusCard />, fallback(statusFixture(), ""))
    expect(none).not.toContain("_blank")
    expect(none).toMatch(/<button[^>]*disabled=""[^>]*>.*?Open Sheet/)
  })

  it("in the sandbox, Open Sheet stays in the app (the pasted address is no real spreadsheet)", () => {
    const html = renderStatic(<SheetsStatusCard />, fallback(statusFixture({ mode: "sandbox", clientEmail: null })))
    expect(html).not.toContain("_blank")
    expect(html).not.toContain("docs.google.com")
    const button = /<button([^>]*)>(?:(?!<\/button>).)*Open Sheet<\/button>/.exec(html)
    expect(button?.[1]).toBeDefined()
    expect(button?.[1]).not.toContain('disabled=""')
  })

  it("with no sheet saved, Force Sync Now and Open Sheet are disabled and say why", () => {
    const status = statusFixture({ connected: false, mode: "sandbox", spreadsheetId: null, spreadsheetTitle: null })
    const html = renderStatic(<SheetsStatusCard />, fallback(status, ""))
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Force Sync Now/)
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Open Sheet/)
    expect(textOf(<SheetsStatusCard />, fallback(status, ""))).toContain(NO_SHEET_SAVED)
    // Not set up is neutral, not an alarm.
    expect(html).not.toContain("bg-destructive")
  })

  it("a tested sheet that is not saved yet says so, with an amber light instead of Not connected", () => {
    const unsaved = {
      spreadsheetId: "1NewSheet000000000000000000",
      title: "Leads 2027",
      ok: true,
      error: null,
      checkedAt: "2026-11-10T11:59:00.000Z",
    }
    const status = statusFixture({ connected: false, spreadsheetId: null, spreadsheetTitle: null, unsaved })
    const text = cardText(status)
    expect(text).toContain("Tested, not saved")
    expect(text).not.toContain("Not connected")
    expect(text).toContain('"Leads 2027" answered the connection test. Save Settings to sync to it.')
    expect(renderStatic(<SheetsStatusCard />, fallback(status, ""))).toContain("bg-warning")
  })
})
