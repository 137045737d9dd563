/** Google Sheets sync: requests from ../sheets.ts, answers and their types here. */
import { z } from "zod"
import { sandboxSheetQuerySchema, SHEETS_UPDATE_KINDS, sheetsConfigSchema, testConnectionSchema } from "../sheets"
import { defineRoutes, fileResponse } from "./define"
import { API } from "./endpoints"
import { isoInstant, providerModeSchema } from "./shared"

/** The stored configuration, as GET and PUT /api/sheets/config answer it. */
export const sheetsConfigResponseSchema = z.strictObject({
  spreadsheetUrl: z.string(),
  callLogSheet: z.string(),
  demoSheet: z.string(),
  autoSync: z.strictObject({ callResults: z.boolean(), demoScheduling: z.boolean(), contactUpdates: z.boolean() }),
  columnMapping: z.strictObject({
    businessName: z.string(),
    phone: z.string(),
    status: z.string(),
    demoDate: z.string(),
  }),
})

export const sheetsConnectionSchema = z.strictObject({
  connected: z.literal(true),
  spreadsheetId: z.string(),
  title: z.string(),
  sheets: z.array(z.string()),
  /** The service account to share the sheet with; null in the sandbox. */
  clientEmail: z.string().nullable(),
})
export type SheetsConnection = z.infer<typeof sheetsConnectionSchema>

/** GET /api/sheets/status: `connected` as SPEC §3, and what the page shows beside it. */
export const sheetsStatusSchema = z.strictObject({
  connected: z.boolean(),
  mode: providerModeSchema,
  /** Why the mode is what it is (the provider registry's words). */
  reason: z.string(),
  spreadsheetId: z.string().nullable(),
  spreadsheetTitle: z.string().nullable(),
  clientEmail: z.string().nullable(),
  /** When the connection was last checked (a test or a sync); null when never. */
  checkedAt: isoInstant.nullable(),
  /** The last connection or sync error, in words the operator can act on; null when fine. */
  lastError: z.string().nullable(),
  /** Rows waiting to be appended. */
  pending: z.number(),
  /**
   * Rows written under the other mode (with the sandbox sheet while Google is now set up, or with
   * Google before its key was removed): kept, and never appended to this mode's sheet.
   */
  held: z.number(),
  lastSyncAt: isoInstant.nullable(),
  /**
   * The last Test Connection of a spreadsheet that is not the saved one (typed in the form, not
   * saved yet): the card says it was tested and that Save makes it the one synced to. Null otherwise.
   */
  unsaved: z
    .strictObject({
      spreadsheetId: z.string(),
      title: z.string().nullable(),
      ok: z.boolean(),
      error: z.string().nullable(),
      checkedAt: isoInstant,
    })
    .nullable(),
})
export type SheetsStatus = z.infer<typeof sheetsStatusSchema>

/** One outbox row as the Recent Updates list shows it. */
export const sheetsUpdateSchema = z.strictObject({
  id: z.number(),
  kind: z.enum(SHEETS_UPDATE_KINDS),
  /** The tab it goes to. */
  sheet: z.string(),
  businessName: z.string(),
  /** e.g. "answered", "Demo Tue, Nov 25, 2:00 PM EST". */
  detail: z.string(),
  status: z.enum(["pending", "synced"]),
  createdAt: isoInstant,
  syncedAt: isoInstant.nullable(),
})
export type SheetsUpdate = z.infer<typeof sheetsUpdateSchema>

/** GET /api/sheets/updates: Recent Updates and Today's Updates (the operator's day). */
export const sheetsActivitySchema = z.strictObject({
  recent: z.array(sheetsUpdateSchema),
  today: z.strictObject({
    callResults: z.number(),
    demos: z.number(),
    contactUpdates: z.number(),
    synced: z.number(),
    pending: z.number(),
  }),
})
export type SheetsActivity = z.infer<typeof sheetsActivitySchema>

/** POST /api/sheets/sync (Force Sync Now). */
export const sheetsSyncResultSchema = z.strictObject({ synced: z.number(), pending: z.number(), requests: z.number() })
export type SheetsSyncResult = z.infer<typeof sheetsSyncResultSchema>

/** GET /api/sheets/backfill: earlier call results and demo events the sheet was never sent. */
export const sheetsBackfillSchema = z.strictObject({ callResults: z.number(), demos: z.number(), total: z.number() })
export type SheetsBackfill = z.infer<typeof sheetsBackfillSchema>

/** POST /api/sheets/backfill: rows this request added to the outbox, and what is still missing. */
export const sheetsBackfillResultSchema = z.strictObject({ added: z.number(), remaining: sheetsBackfillSchema })
export type SheetsBackfillResult = z.infer<typeof sheetsBackfillResultSchema>

export const sandboxSheetViewSchema = z.strictObject({
  sheets: z.array(z.string()),
  sheet: z.string().nullable(),
  /** The latest rows (up to 200), in sheet order, with their row numbers. */
  rows: z.array(z.strictObject({ row: z.number(), cells: z.array(z.string()) })),
  total: z.number(),
})
export type SandboxSheetView = z.infer<typeof sandboxSheetViewSchema>

export const sheetsRoutes = defineRoutes(API.sheets, {
  config: { response: sheetsConfigResponseSchema },
  saveConfig: { body: sheetsConfigSchema, response: sheetsConfigResponseSchema },
  status: { response: sheetsStatusSchema },
  testConnection: { body: testConnectionSchema, response: sheetsConnectionSchema },
  sync: { response: sheetsSyncResultSchema },
  updates: { response: sheetsActivitySchema },
  sandbox: { query: sandboxSheetQuerySchema, response: sandboxSheetViewSchema },
  backup: { response: fileResponse("application/zip") },
  backfillStatus: { response: sheetsBackfillSchema },
  backfill: { response: sheetsBackfillResultSchema },
})
