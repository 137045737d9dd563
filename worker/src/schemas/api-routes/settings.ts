/** Settings and the system panels: requests from ../settings*.ts, answers and their types here (some also in ../system-info.ts). */
import { z } from "zod"
import { settingKeySchema, settingsPatchSchema, settingValueSchema } from "../settings"
import { CLEAR_ALL_DATA_WORD } from "../clear-data"
import { CONFIG_FORMAT, CONFIG_VERSION, configDocumentSchema } from "../settings-config"
import type { ProviderName } from "../system-status"
import { defineRoutes } from "./define"
import { sheetsConfigResponseSchema } from "./sheets"
import { API } from "./endpoints"
import { isoInstant, providerModeSchema } from "./shared"

/**
 * What Save found when it asked the provider about a key just typed or removed (services/settings/key-checks.ts):
 * ok (the provider accepted it), unchecked (saved, but the provider could not be reached or was busy),
 * not_asked (saved; nobody was asked: SANDBOX=1, or the provider lacks another setting), removed (the provider's mode now is in the message).
 * A key the provider refuses is not saved: that is the 422 `key_refused`.
 */
export const keyCheckSchema = z.strictObject({
  state: z.enum(["ok", "unchecked", "not_asked", "removed"]),
  /** In the operator's words, never a key. */
  message: z.string(),
})
export type KeyCheck = z.infer<typeof keyCheckSchema>

export const settingItemSchema = z.strictObject({
  key: z.string(),
  value: z.string(),
  check: keyCheckSchema.optional(),
})
export type SettingItem = z.infer<typeof settingItemSchema>

/** GET /api/settings/export: every setting in effect, secrets masked (maskSecret), and the Sheets configuration. */
export const configDocumentResponseSchema = z.strictObject({
  format: z.literal(CONFIG_FORMAT),
  version: z.literal(CONFIG_VERSION),
  /** ISO instant of the export. */
  exportedAt: isoInstant,
  settings: z.record(z.string(), z.string()),
  /** Keys of `settings` at the app's default (not chosen). */
  defaults: z.array(z.string()),
  /** The Google Sheets page's configuration (no credentials: those are the masked setting). */
  sheets: sheetsConfigResponseSchema,
})
export type ConfigDocument = z.infer<typeof configDocumentResponseSchema>

export const configImportResultSchema = z.strictObject({
  /** Settings written from the file. */
  imported: z.number(),
  /** Secrets the file held masked: the stored value of each was left as it was. */
  keptSecrets: z.array(z.string()),
  /** Of `imported`, the settings the file marked as defaults. */
  defaults: z.number(),
  /** The file's Google Sheets configuration was saved. */
  sheets: z.boolean(),
})
export type ConfigImportResult = z.infer<typeof configImportResultSchema>

/** POST /api/settings/test-vapi: what one real request to the voice provider, with the saved settings, found. */
export const voiceConnectionTestSchema = z.strictObject({
  ok: z.boolean(),
  /** In the operator's words; never contains a key. */
  message: z.string(),
  /** The sandbox "succeeds" without reaching Vapi: the UI says so rather than "connected". */
  mode: providerModeSchema,
})
export type VoiceConnectionTest = z.infer<typeof voiceConnectionTestSchema>

/** POST /api/settings/clear-all-data: the word the dialog asks for, typed by the operator. */
export const clearAllDataBodySchema = z.strictObject({
  confirm: z.literal(CLEAR_ALL_DATA_WORD, { error: `Type ${CLEAR_ALL_DATA_WORD} to confirm.` }),
})

/** What one request deleted; `done: false` when rows are left (ask again to carry on). */
export const clearAllDataResultSchema = z.strictObject({
  deleted: z.strictObject({
    contacts: z.number(),
    calls: z.number(),
    campaigns: z.number(),
    callbacks: z.number(),
    notifications: z.number(),
    scrapingJobs: z.number(),
    automationRuns: z.number(),
  }),
  done: z.boolean(),
})
export type ClearAllDataResult = z.infer<typeof clearAllDataResultSchema>

export const providerStatusSchema = z.strictObject({
  mode: providerModeSchema,
  /** Why this mode, in the operator's terms. */
  reason: z.string(),
})
export type ProviderStatus = z.infer<typeof providerStatusSchema>
export type ProviderStatuses = Record<ProviderName, ProviderStatus>

/** One provider's real check (services/system/provider-checks.ts), as the lights' tooltips show it. */
export const providerCheckSchema = z.strictObject({
  /** ok / failed: the provider was asked; sandbox and not_configured: nobody was. */
  state: z.enum(["ok", "failed", "sandbox", "not_configured"]),
  /** In the operator's words (never a key): what the check found or what to do. */
  message: z.string(),
  /** ISO instant the provider was asked; null when it was not. */
  checkedAt: isoInstant.nullable(),
})

export const systemStatusSchema = z.strictObject({
  /** From the cached key check: error when Vapi refused it (the reason is in checks.voice). */
  vapi: z.enum(["connected", "disconnected", "rate_limited", "error"]),
  /** error: the service account cannot open the spreadsheet (checks.sheets says why). */
  sheets: z.enum(["connected", "disconnected", "error"]),
  /** SPEC §3: connected, rate_limited (Google answered 429 in the last minute), disconnected, error (key refused). */
  maps: z.enum(["connected", "disconnected", "rate_limited", "error"]),
  /** The e-mail provider's key check: error when Resend refused the key. */
  email: z.enum(["connected", "disconnected", "error"]),
  checks: z.strictObject({
    voice: providerCheckSchema,
    places: providerCheckSchema,
    sheets: providerCheckSchema,
    email: providerCheckSchema,
  }),
  /** Vapi's webhooks: the last one accepted, and whether that was within `recentMinutes`. */
  webhooks: z.strictObject({
    receiving: z.boolean(),
    lastAt: isoInstant.nullable(),
    recentMinutes: z.number(),
  }),
  /** Which integrations run simulated; the UI shows "Sandbox" beside their lights. */
  sandbox: z.strictObject({ voice: z.boolean(), places: z.boolean(), sheets: z.boolean() }),
  /** Every provider's mode (real, sandbox, not_configured) and why. */
  providers: z.strictObject({
    voice: providerStatusSchema,
    places: providerStatusSchema,
    sheets: providerStatusSchema,
    email: providerStatusSchema,
  }),
})
export type SystemStatus = z.infer<typeof systemStatusSchema>

/** GET /api/system/info (SPEC §2.10 System Information). */
export const systemInfoSchema = z.strictObject({
  /** The app's version (package.json), e.g. "0.1.0". */
  version: z.string(),
  /** The database file's size in bytes; null when the engine does not say. */
  databaseSize: z.number().nullable(),
  totals: z.strictObject({
    contacts: z.number(),
    calls: z.number(),
    campaigns: z.number(),
    /** Calls with a demo booked (cancelled demos not counted). */
    demos: z.number(),
    scrapingJobs: z.number(),
  }),
})

export const settingsRoutes = defineRoutes(API.settings, {
  list: { response: z.array(settingItemSchema) },
  export: { response: configDocumentResponseSchema },
  import: { body: configDocumentSchema, bodyReadByHandler: true, response: configImportResultSchema },
  testVapi: { response: voiceConnectionTestSchema },
  // Deletes every contact, call, campaign, demo… (services/settings/clear-all-data.ts); settings stay.
  clearAllData: { body: clearAllDataBodySchema, response: clearAllDataResultSchema },
  // Several settings at once (one form's changes): all are checked before any is stored.
  saveMany: { body: settingsPatchSchema, response: z.array(settingItemSchema) },
  // The value is then checked by the key's own rule, in the handler.
  save: { params: z.object({ key: settingKeySchema }), body: settingValueSchema, response: settingItemSchema },
})

/** One line of the dashboard's setup checklist. */
export const setupLineSchema = z.strictObject({
  id: z.enum([
    "password",
    "vapi_key",
    "assistant",
    "phone_number",
    "webhook",
    "calling_policy",
    "places_key",
    "sheet",
    "email_sender",
  ]),
  label: z.string(),
  done: z.boolean(),
  /** Required lines must be done before the checklist can be dismissed. */
  required: z.boolean(),
  /** Done because the provider is simulated, not because it was set up. */
  sandbox: z.boolean(),
  /** What was found, or what to do, in the operator's words (never a key). */
  detail: z.string(),
  /** Where it is fixed in the app (a path with the section's anchor); null when it is outside the app. */
  href: z.string().nullable(),
})
export type SetupLine = z.infer<typeof setupLineSchema>

/** GET /api/system/setup: the checklist from nothing configured to going live. */
export const setupChecklistSchema = z.strictObject({
  lines: z.array(setupLineSchema),
  /** Every required line is done: the checklist may be dismissed. */
  ready: z.boolean(),
  /** The operator dismissed it (once ready); the dashboard then hides it. */
  dismissed: z.boolean(),
  /** What runs simulated, in words ("Calls (Vapi)", ...); empty when nothing does. */
  sandboxed: z.array(z.string()),
})
export type SetupChecklist = z.infer<typeof setupChecklistSchema>

const refreshQuery = z.strictObject({ refresh: z.enum(["0", "1"]).optional() })

export const systemRoutes = defineRoutes(API.system, {
  // ?refresh=1 asks every provider again instead of answering the cached checks (the Refresh buttons).
  status: { query: refreshQuery, response: systemStatusSchema },
  info: { response: systemInfoSchema },
  setup: { query: refreshQuery, response: setupChecklistSchema },
  dismissSetup: { response: setupChecklistSchema },
})
