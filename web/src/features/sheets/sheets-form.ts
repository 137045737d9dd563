import type { FieldPath } from "react-hook-form"
import {
  MAPPED_FIELDS,
  SHEETS_DEFAULTS,
  spreadsheetIdFrom,
  type SheetsConfig,
  type SheetsConfigInput,
} from "@shared/sheets"

import { ApiError } from "@/lib/api-error"
import { httpsUrl } from "@/lib/safe-url"

export type SheetsFormPath = FieldPath<SheetsConfigInput>

/** Every field the form shows, by the dotted path the server's issues use ("columnMapping.phone"). */
export const SHEETS_FORM_PATHS: readonly SheetsFormPath[] = [
  "spreadsheetUrl",
  "callLogSheet",
  "demoSheet",
  "autoSync.callResults",
  "autoSync.demoScheduling",
  "autoSync.contactUpdates",
  ...MAPPED_FIELDS.map((f) => `columnMapping.${f}` as const),
]

/** The form's starting values: the saved configuration, else SPEC §2.9's defaults. */
export function formValuesOf(config: SheetsConfig | undefined): SheetsConfigInput {
  const c = config ?? SHEETS_DEFAULTS
  return {
    spreadsheetUrl: c.spreadsheetUrl,
    callLogSheet: c.callLogSheet,
    demoSheet: c.demoSheet,
    autoSync: { ...c.autoSync },
    columnMapping: { ...c.columnMapping },
  }
}

/**
 * The fields a 400 refused, with the server's message for each (the first per field), for setError.
 * An issue about the whole mapping ("columnMapping") lands on its first column.
 */
export function sheetsFieldErrors(error: unknown): [SheetsFormPath, string][] {
  if (!(error instanceof ApiError) || error.status !== 400) return []
  const out = new Map<SheetsFormPath, string>()
  for (const issue of error.issues) {
    const path = issue.path === "columnMapping" ? "columnMapping.businessName" : issue.path
    const field = SHEETS_FORM_PATHS.find((p) => p === path)
    if (field && !out.has(field)) out.set(field, issue.message)
  }
  return [...out]
}

/** Where Open Sheet goes: the saved https URL, or the sheet's own address when a bare id was saved. */
export function openSheetHref(spreadsheetUrl: string | null | undefined) {
  const text = spreadsheetUrl?.trim() ?? ""
  const id = spreadsheetIdFrom(text)
  if (!id) return null
  return httpsUrl(text) ?? `https://docs.google.com/spreadsheets/d/${id}/edit`
}
