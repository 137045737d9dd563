import { mutate } from "swr"
import { API } from "@shared/api-routes/endpoints"
import type { SheetsConfigInput } from "@shared/sheets"

import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall, apiFile, apiKey } from "@/lib/api-call"
import { attachmentName, type BackupFile } from "./backup-exporter"

export const SHEETS_CONFIG_KEY = "/api/sheets/config"
export const SHEETS_STATUS_KEY = "/api/sheets/status"
export const SHEETS_UPDATES_KEY = "/api/sheets/updates"
export const SHEETS_SANDBOX_PATH = "/api/sheets/sandbox"
/** A .zip of CSVs (contacts, calls, campaigns, demos). */
export const SHEETS_BACKUP_URL = "/api/sheets/backup"

/** SPEC §7/§9: the sheets status stays fresh for 5 minutes (no focus revalidation, no retry). */
export const SHEETS_STATUS_FRESH_MS = 300_000

const sandboxQuery = (sheet: string | null) => ({ sheet: sheet ?? undefined })
export const sandboxSheetKey = (sheet: string | null) => apiKey(API.sheets.sandbox, { query: sandboxQuery(sheet) })

export function useSheetsConfig() {
  return useApi(API.sheets.config)
}

export function useSheetsStatus() {
  return useApi(API.sheets.status, undefined, {
    dedupingInterval: SHEETS_STATUS_FRESH_MS,
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  })
}

/** Recent Updates and Today's Updates; a `sheets_updated` live event re-reads it. */
export function useSheetsActivity() {
  return useApi(API.sheets.updates)
}

/** The sandbox spreadsheet's rows (read in sandbox mode only); a null sheet is the server's first tab. */
export function useSandboxSheet(sheet: string | null) {
  return useApi(API.sheets.sandbox, { query: sandboxQuery(sheet) }, { keepPreviousData: true })
}

/*
 * Test, sync and save change what the status card shows (lastError, pending, the title) and the
 * header's integration light, whatever their outcome: both are re-read after each.
 */

export async function saveSheetsConfig(body: SheetsConfigInput) {
  try {
    const saved = await apiCall(API.sheets.saveConfig, { body })
    await mutate(SHEETS_CONFIG_KEY, saved, { revalidate: false })
    return saved
  } finally {
    void revalidatePrefixes(SHEETS_STATUS_KEY, SHEETS_UPDATES_KEY, SHEETS_SANDBOX_PATH, SYSTEM_STATUS_KEY)
  }
}

/** Tests the URL as typed; without one, the saved spreadsheet is tested (an empty body). */
export async function testSheetsConnection(spreadsheetUrl?: string) {
  try {
    return await apiCall(API.sheets.testConnection, { body: spreadsheetUrl === undefined ? {} : { spreadsheetUrl } })
  } finally {
    void revalidatePrefixes(SHEETS_STATUS_KEY, SYSTEM_STATUS_KEY)
  }
}

export async function syncSheets() {
  try {
    return await apiCall(API.sheets.sync)
  } finally {
    void revalidatePrefixes(SHEETS_STATUS_KEY, SHEETS_UPDATES_KEY, SHEETS_SANDBOX_PATH, SYSTEM_STATUS_KEY)
  }
}

/** Export Backup's file, read whole (a .zip: not JSON, so not apiFetch's parsing); a refusal throws ApiError. */
export async function fetchSheetsBackup(): Promise<BackupFile> {
  const res = await apiFile(API.sheets.backup, "application/zip")
  const fileName = attachmentName(res.headers.get("content-disposition")) ?? "cold-caller-backup.zip"
  return { blob: await res.blob(), fileName }
}
