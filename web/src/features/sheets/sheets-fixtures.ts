import type { SandboxSheetView, SheetsStatus, SheetsUpdate } from "@shared/api-routes/sheets"

/** A connected real-mode status; override what a test is about. */
export const statusFixture = (over: Partial<SheetsStatus> = {}): SheetsStatus => ({
  connected: true,
  mode: "real",
  reason: "Service account credentials are set.",
  spreadsheetId: "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789",
  spreadsheetTitle: "Outreach 2026",
  clientEmail: "caller@outreach-123.iam.gserviceaccount.com",
  checkedAt: "2026-11-10T11:58:00.000Z",
  lastError: null,
  pending: 0,
  held: 0,
  lastSyncAt: "2026-11-10T11:55:00.000Z",
  unsaved: null,
  ...over,
})

export const updateFixture = (over: Partial<SheetsUpdate> = {}): SheetsUpdate => ({
  id: 1,
  kind: "call_result",
  sheet: "Call Logs",
  businessName: "Peak Dental",
  detail: "answered",
  status: "synced",
  createdAt: "2026-11-10T11:50:00.000Z",
  syncedAt: "2026-11-10T11:51:00.000Z",
  ...over,
})

export const sandboxFixture = (over: Partial<SandboxSheetView> = {}): SandboxSheetView => ({
  sheets: ["Call Logs", "Demo Schedule"],
  sheet: "Call Logs",
  rows: [
    { row: 2, cells: ["Peak Dental", "+13125550100", "answered"] },
    { row: 3, cells: ["Late Night Pizza", "+13125550101", "voicemail", "2026-11-12 10:00"] },
  ],
  total: 2,
  ...over,
})
