import type { SheetsStatus } from "@shared/api-routes/sheets"

import { relativeTime } from "@/features/dashboard/relative-time"
import { rowCount } from "./sheets-format"

export const SANDBOX_NOTE = "Sandbox: rows are kept here and shown below, no Google account needed."

export type SheetsStatusView = {
  connected: boolean
  /** "Connected" / "Not connected" beside the light. */
  label: string
  /** The spreadsheet's title, else its id, else null (nothing chosen yet). */
  spreadsheet: string | null
  mode: SheetsStatus["mode"]
  /** What the mode means for the operator: the sandbox note, or why it is not configured. */
  modeNote: string | null
  lastError: string | null
  clientEmail: string | null
  pendingText: string
  /** Rows kept from the other mode (the sandbox sheet or Google), which this one never writes; null when none. */
  heldText: string | null
  lastSyncText: string
}

export const pendingText = (pending: number) =>
  pending > 0 ? `${rowCount(pending)} waiting to sync` : "Nothing waiting to sync"

/** Rows written under the other mode stay where they were meant to go: say so, and why they wait. */
export function heldText(held: number, mode: SheetsStatus["mode"]) {
  if (held <= 0) return null
  return mode === "sandbox"
    ? `Kept for Google Sheets until its key is back, never written to the sandbox sheet: ${rowCount(held)}`
    : `Kept from the sandbox, never written to your Google Sheet: ${rowCount(held)}`
}

/** SPEC §2.9 connection status card, in words. */
export function sheetsStatusView(status: SheetsStatus, now: number = Date.now()): SheetsStatusView {
  return {
    connected: status.connected,
    label: status.connected ? "Connected" : "Not connected",
    spreadsheet: status.spreadsheetTitle || status.spreadsheetId || null,
    mode: status.mode,
    modeNote:
      status.mode === "sandbox" ? SANDBOX_NOTE : status.mode === "not_configured" ? status.reason || null : null,
    lastError: status.lastError || null,
    clientEmail: status.clientEmail || null,
    pendingText: pendingText(status.pending),
    heldText: heldText(status.held, status.mode),
    lastSyncText: status.lastSyncAt
      ? `Last sync ${relativeTime(status.lastSyncAt, now).toLowerCase()}`
      : "Never synced",
  }
}
