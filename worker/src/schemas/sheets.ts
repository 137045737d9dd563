/**
 * Google Sheets sync (SPEC §2.9, §7 sheets endpoints, §8 texts): the configuration form, the
 * status, the activity lists and the sandbox sheet view. Shared by the worker and the web
 * (`@shared/sheets`); no worker-only imports.
 */
import { z } from "zod"
import { freeText } from "./text-rule"

const ID = /^[A-Za-z0-9_-]{20,}$/
const URL_ID = /\/spreadsheets\/(?:u\/\d+\/)?d\/([A-Za-z0-9_-]+)/

/**
 * The spreadsheet id in a `docs.google.com/spreadsheets/d/<id>/edit...` URL or a bare id; null for
 * anything else (a "Publish to web" `/d/e/...` URL included: the API cannot open those).
 */
export function spreadsheetIdFrom(input: string): string | null {
  const text = input.trim()
  if (ID.test(text)) return text
  const id = URL_ID.exec(text)?.[1]
  return id && ID.test(id) ? id : null
}

export const isSpreadsheetId = (id: string) => ID.test(id)

/** A-Z, AA-ZZ: the columns the mapping may use (702 of them). */
export const COLUMN_PATTERN = /^[A-Z]{1,2}$/

export const SHEETS_MESSAGES = {
  urlRequired: "Please enter a spreadsheet URL",
  badUrl: "Enter a Google Sheets URL (docs.google.com/spreadsheets/d/...) or a spreadsheet ID",
  connectionSuccessTitle: "Connection Successful",
  connectionFailedTitle: "Connection Failed",
  connectionFailedFallback: "Failed to connect to the spreadsheet service",
  syncCompleteTitle: "Sync Complete",
  syncFailedTitle: "Sync Failed",
  syncFailedFallback: "Failed to sync data",
  settingsUpdated: "Settings Updated",
  settingsFailed: "Failed to update settings",
} as const

const sheetName = (what: string) =>
  freeText(what.toLowerCase()).min(1, `${what} is required`).max(100, `${what} must be at most 100 characters`)

const column = (what: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(COLUMN_PATTERN, `${what}: use a column letter from A to ZZ`))

export const MAPPED_FIELDS = ["businessName", "phone", "status", "demoDate"] as const
export type MappedField = (typeof MAPPED_FIELDS)[number]

export const MAPPED_FIELD_LABELS: Record<MappedField, string> = {
  businessName: "Business Name",
  phone: "Phone",
  status: "Status",
  demoDate: "Demo Date",
}

export const sheetsConfigSchema = z
  .object({
    spreadsheetUrl: freeText("the spreadsheet URL")
      .max(500, "The spreadsheet URL must be at most 500 characters")
      .refine((v) => v === "" || spreadsheetIdFrom(v) !== null, SHEETS_MESSAGES.badUrl),
    callLogSheet: sheetName("The call log sheet"),
    demoSheet: sheetName("The demo sheet"),
    autoSync: z.object({
      callResults: z.boolean(),
      demoScheduling: z.boolean(),
      contactUpdates: z.boolean(),
    }),
    columnMapping: z.object({
      businessName: column("Business Name"),
      phone: column("Phone"),
      status: column("Status"),
      demoDate: column("Demo Date"),
    }),
  })
  .superRefine((config, ctx) => {
    const seen = new Map<string, MappedField>()
    for (const field of MAPPED_FIELDS) {
      const letter = config.columnMapping[field]
      const other = seen.get(letter)
      if (other) {
        ctx.addIssue({
          code: "custom",
          path: ["columnMapping", field],
          message: `Column ${letter} is already used for ${MAPPED_FIELD_LABELS[other]}`,
        })
      } else seen.set(letter, field)
    }
  })

export type SheetsConfig = z.infer<typeof sheetsConfigSchema>
export type SheetsConfigInput = z.input<typeof sheetsConfigSchema>

/** SPEC §2.9 defaults. */
export const SHEETS_DEFAULTS: SheetsConfig = {
  spreadsheetUrl: "",
  callLogSheet: "Call Logs",
  demoSheet: "Demo Schedule",
  autoSync: { callResults: true, demoScheduling: true, contactUpdates: false },
  columnMapping: { businessName: "A", phone: "B", status: "C", demoDate: "D" },
}

/** POST /api/sheets/test-connection: the form's URL, else the saved one. */
export const testConnectionSchema = z.object({
  spreadsheetUrl: z.string().trim().max(500, "The spreadsheet URL must be at most 500 characters").optional(),
})

export const SHEETS_UPDATE_KINDS = ["call_result", "demo_booked", "demo_cancelled", "contact_updated"] as const
export type SheetsUpdateKind = (typeof SHEETS_UPDATE_KINDS)[number]

export const SHEETS_UPDATE_LABELS: Record<SheetsUpdateKind, string> = {
  call_result: "Call result",
  demo_booked: "Demo booked",
  demo_cancelled: "Demo cancelled",
  contact_updated: "Contact updated",
}

/** GET /api/sheets/sandbox?sheet=: the sandbox spreadsheet, as a sheet shows it. */
export const sandboxSheetQuerySchema = z.object({
  sheet: z.string().max(100).optional(),
})
