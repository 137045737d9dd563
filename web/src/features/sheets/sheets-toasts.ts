import type { SheetsConnection, SheetsSyncResult } from "@shared/api-routes/sheets"
import { SHEETS_MESSAGES } from "@shared/sheets"

import { errorToast, serverMessage, withReason, type ActionToast, type ErrorToast } from "@/lib/toast-error"
import { rowCount } from "./sheets-format"

/**
 * A refused test or sync's reason is the server's own words on a 4xx, and on a 502 too (Google
 * refused: the sheet is not shared, the API is off...), whose message says what to do. Other 5xx, a
 * proxy's page or a lost connection have nothing the operator can act on.
 */
const GOOGLE_REFUSED = [502] as const

/**
 * SPEC §8's text, word for word, then the reason when there is one, as every other failure toast
 * shows it (lib/toast-error.ts): "Failed to sync data. Share the sheet with …".
 */
export const sheetsFailureText = (error: unknown, specText: string) =>
  withReason(specText, serverMessage(error, GOOGLE_REFUSED))

/** A failed test or sync: SPEC §8's title, and its text with the reason (sheetsFailureText). */
const sheetsFailedToast = (error: unknown, title: string, fallback: string) =>
  errorToast(error, { title, fallback, alsoStatuses: GOOGLE_REFUSED })

export function syncCompleteToast(result: SheetsSyncResult): ActionToast {
  const waiting =
    result.pending > 0
      ? ` ${rowCount(result.pending)} still waiting.`
      : result.synced === 0
        ? " Everything is up to date."
        : ""
  return { title: SHEETS_MESSAGES.syncCompleteTitle, description: `${rowCount(result.synced)} synced.${waiting}` }
}

export const syncFailedToast = (error: unknown) =>
  sheetsFailedToast(error, SHEETS_MESSAGES.syncFailedTitle, SHEETS_MESSAGES.syncFailedFallback)

export function connectionToast(connection: SheetsConnection): ActionToast {
  const tabs = connection.sheets.length
  const count = tabs > 0 ? ` (${tabs} ${tabs === 1 ? "sheet" : "sheets"})` : ""
  return { title: SHEETS_MESSAGES.connectionSuccessTitle, description: `Connected to "${connection.title}"${count}.` }
}

export const connectionFailedToast = (error: unknown) =>
  sheetsFailedToast(error, SHEETS_MESSAGES.connectionFailedTitle, SHEETS_MESSAGES.connectionFailedFallback)

/** Refused before any request (no URL, or one that is not a spreadsheet's): SPEC §8's text and why. */
export const connectionRefusedToast = (reason: string): ErrorToast => ({
  variant: "destructive",
  title: SHEETS_MESSAGES.connectionFailedTitle,
  description: withReason(SHEETS_MESSAGES.connectionFailedFallback, reason),
})

export const SETTINGS_UPDATED_TOAST: ActionToast = {
  title: SHEETS_MESSAGES.settingsUpdated,
  description: "Your Google Sheets settings have been saved.",
}

/** Export Backup, once the file is in hand and handed to the browser. */
export const exportCompleteToast = (fileName: string): ActionToast => ({
  title: "Export Complete",
  description: `Saved ${fileName}: contacts, calls, campaigns and demos as CSV files.`,
})

/** SPEC §8 has no text for a failed backup: the other exports' title, with the server's reason when it gave one. */
export const exportFailedToast = (error: unknown): ActionToast =>
  errorToast(error, { title: "Export Failed", fallback: "Failed to export the backup" })
