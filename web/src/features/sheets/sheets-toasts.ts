import { SHEETS_MESSAGES, type SheetsConnection, type SheetsSyncResult } from "@shared/sheets"

import { ApiError } from "@/lib/api-error"

type Toast = { variant?: "destructive"; title: string; description: string }

const rows = (n: number) => `${n.toLocaleString("en-US")} ${n === 1 ? "row" : "rows"}`

/**
 * The server's own words for a refused test or sync: a 4xx, and a 502 (Google refused: the sheet is
 * not shared, the API is off...), whose message says what to do. Other 5xx, a proxy's page or a lost
 * connection fall back to SPEC §8's text.
 */
export function sheetsFailureText(error: unknown, fallback: string) {
  if (!(error instanceof ApiError)) return fallback
  if (error.status >= 500 && error.status !== 502) return fallback
  return error.message && error.message !== error.statusLine ? error.message : fallback
}

export function syncCompleteToast(result: SheetsSyncResult): Toast {
  const waiting =
    result.pending > 0
      ? ` ${rows(result.pending)} still waiting.`
      : result.synced === 0
        ? " Everything is up to date."
        : ""
  return { title: SHEETS_MESSAGES.syncCompleteTitle, description: `${rows(result.synced)} synced.${waiting}` }
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

/** Refused before any request: no URL, or one that is not a spreadsheet's. */
export const connectionRefusedToast = (message: string): Toast => ({
  variant: "destructive",
  title: SHEETS_MESSAGES.connectionFailedTitle,
  description: message,
})

export const SETTINGS_UPDATED_TOAST: Toast = {
  title: SHEETS_MESSAGES.settingsUpdated,
  description: "Your Google Sheets settings have been saved.",
}

export const EXPORT_COMPLETE_TOAST: Toast = {
  title: "Export Complete",
  description: "The backup (contacts, calls, campaigns and demos as CSV files) is downloading.",
}
