import { SHEETS_MESSAGES, type SheetsConnection, type SheetsSyncResult } from "@shared/sheets"

import { ApiError } from "@/lib/api-error"
import { errorToast } from "@/lib/toast-error"
import { rowCount } from "./sheets-format"

export type SheetsToast = { variant?: "destructive"; title: string; description: string }
type Toast = SheetsToast

/**
 * The server's own words for a refused test or sync: a 4xx, and a 502 (Google refused: the sheet is
 * not shared, the API is off...), whose message says what to do. Other 5xx, a proxy's page or a lost
 * connection have nothing the operator can act on: null.
 */
function sheetsFailureReason(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null
  if (error.status >= 500 && error.status !== 502) return null
  return error.message && error.message !== error.statusLine ? error.message : null
}

/**
 * SPEC §8's text, word for word, then the reason when there is one, as every other failure toast
 * shows it (lib/toast-error.ts): "Failed to sync data. Share the sheet with …".
 */
export function sheetsFailureText(error: unknown, specText: string) {
  return withReason(specText, sheetsFailureReason(error))
}

const withReason = (specText: string, reason: string | null) => (reason ? `${specText}. ${reason}` : specText)

export function syncCompleteToast(result: SheetsSyncResult): Toast {
  const waiting =
    result.pending > 0
      ? ` ${rowCount(result.pending)} still waiting.`
      : result.synced === 0
        ? " Everything is up to date."
        : ""
  return { title: SHEETS_MESSAGES.syncCompleteTitle, description: `${rowCount(result.synced)} synced.${waiting}` }
}

export const syncFailedToast = (error: unknown): Toast => ({
  variant: "destructive",
  title: SHEETS_MESSAGES.syncFailedTitle,
  description: sheetsFailureText(error, SHEETS_MESSAGES.syncFailedFallback),
})

export function connectionToast(connection: SheetsConnection): Toast {
  const tabs = connection.sheets.length
  const count = tabs > 0 ? ` (${tabs} ${tabs === 1 ? "sheet" : "sheets"})` : ""
  return { title: SHEETS_MESSAGES.connectionSuccessTitle, description: `Connected to "${connection.title}"${count}.` }
}

export const connectionFailedToast = (error: unknown): Toast => ({
  variant: "destructive",
  title: SHEETS_MESSAGES.connectionFailedTitle,
  description: sheetsFailureText(error, SHEETS_MESSAGES.connectionFailedFallback),
})

/** Refused before any request (no URL, or one that is not a spreadsheet's): SPEC §8's text and why. */
export const connectionRefusedToast = (reason: string): Toast => ({
  variant: "destructive",
  title: SHEETS_MESSAGES.connectionFailedTitle,
  description: withReason(SHEETS_MESSAGES.connectionFailedFallback, reason),
})

export const SETTINGS_UPDATED_TOAST: Toast = {
  title: SHEETS_MESSAGES.settingsUpdated,
  description: "Your Google Sheets settings have been saved.",
}

/** Export Backup, once the file is in hand and handed to the browser. */
export const exportCompleteToast = (fileName: string): Toast => ({
  title: "Export Complete",
  description: `Saved ${fileName}: contacts, calls, campaigns and demos as CSV files.`,
})

/** SPEC §8 has no text for a failed backup: the other exports' title, with the server's reason when it gave one. */
export const exportFailedToast = (error: unknown): Toast =>
  errorToast(error, { title: "Export Failed", fallback: "Failed to export the backup" })
