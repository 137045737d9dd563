import type { SheetsStatus } from "@shared/api-routes/sheets"

import { relativeTime } from "@/features/dashboard/relative-time"
import { rowCount } from "./sheets-format"

export const SANDBOX_NOTE = "Sandbox: rows are kept here and shown below, no Google account needed."

/** The light beside the label: red only when something is wrong; not set up yet is neutral. */
export type SheetsLight = "connected" | "tested" | "error" | "idle"

export type SheetsStatusView = {
  connected: boolean
  /** "Connected" / "Tested, not saved" / "Not connected" beside the light. */
  label: string
  light: SheetsLight
  /** A Test Connection of a sheet that is not the saved one, in words; null when none. */
  unsavedNote: string | null
  /** Why Force Sync Now and Open Sheet cannot be used yet; null when they can. */
  actionsBlocked: string | null
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

export const NO_SHEET_SAVED = "Save a spreadsheet URL first: there is no sheet to sync to or open yet."

function unsavedNote(status: SheetsStatus): string | null {
  const tested = status.unsaved
  if (!tested) return null
  const name = tested.title ? `"${tested.title}"` : "The spreadsheet you typed"
  return tested.ok
    ? `${name} answered the connection test. Save Settings to sync to it${status.spreadsheetId ? " instead" : ""}.`
    : `The connection test of the URL you typed failed: ${tested.error ?? "no reason given"}`
}

function lightOf(status: SheetsStatus): SheetsLight {
  if (status.connected) return "connected"
  if (status.unsaved?.ok) return "tested"
  return status.lastError ? "error" : "idle"
}

/** SPEC §2.9 connection status card, in words. */
export function sheetsStatusView(status: SheetsStatus, now: number = Date.now()): SheetsStatusView {
  const light = lightOf(status)
  return {
    connected: status.connected,
    label: light === "connected" ? "Connected" : light === "tested" ? "Tested, not saved" : "Not connected",
    light,
    unsavedNote: unsavedNote(status),
    actionsBlocked:
      status.mode === "not_configured"
        ? status.reason || "Google Sheets is not set up."
        : status.spreadsheetId
          ? null
          : NO_SHEET_SAVED,
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
