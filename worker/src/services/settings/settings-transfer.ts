/**
 * Configuration export / import (SPEC §2.10). The file carries every stored setting with secrets
 * masked, so it can be shared or kept without leaking a key; importing it back leaves each stored
 * secret as it is unless the file holds a new plain value for it, which is checked with its provider
 * first, as Save checks a typed key. It also carries the settings left
 * at their defaults (marked) and the Google Sheets configuration, so the file is what is in effect.
 */
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { AppError } from "../../lib/errors"
import {
  isMaskedValue,
  KNOWN_SETTING_KEYS,
  maskSecret,
  type SettingKey,
  settingsPatchSchema,
  type SettingsPatch,
} from "../../schemas/settings"
import type { ConfigDocument, ConfigImportResult } from "../../schemas/api-routes/settings"
import { CONFIG_FORMAT, CONFIG_VERSION, configDocumentSchema, INVALID_CONFIG_FILE } from "../../schemas/settings-config"
import { readStoredSettings } from "../../settings/load-settings"
import { defaultText, isSecretSetting } from "../../settings/registry"
import { sheetsConfigSchema } from "../../schemas/sheets"
import { saveSettingsChecked } from "./key-checks"
import { readSheetsConfig, writeSheetsConfig } from "../sheets/sheets-config"
import { enqueueSheetsSync } from "../sheets/sheets-outbox"

/**
 * Every setting in effect, in registry order: the stored ones (secrets masked) and, for the rest,
 * the default the app uses, listed in `defaults` so the file says which were never chosen. A secret
 * that is not stored is left out (an env-var secret belongs to the deploy; "" would erase a key on
 * import), as is an empty default (nothing is set there). The Google Sheets configuration comes
 * along; its credentials are the masked setting, never in the file.
 */
export async function exportConfiguration(db: DB, now = new Date()): Promise<ConfigDocument> {
  const [stored, sheets] = await Promise.all([readStoredSettings(db), readSheetsConfig(db)])
  const settings: Record<string, string> = {}
  const defaults: string[] = []
  for (const key of KNOWN_SETTING_KEYS) {
    const value = stored.get(key)?.trim()
    if (value) {
      settings[key] = isSecretSetting(key) ? maskSecret(value) : value
      continue
    }
    const fallback = isSecretSetting(key) ? "" : defaultText(key)
    if (!fallback) continue
    settings[key] = fallback
    defaults.push(key)
  }
  return { format: CONFIG_FORMAT, version: CONFIG_VERSION, exportedAt: now.toISOString(), settings, defaults, sheets }
}

/** The request body as JSON; anything else is SPEC §5's "Invalid configuration file format." */
export function parseConfigBody(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw invalidFile()
  }
}

const invalidFile = () => new AppError("invalid_config", 400, INVALID_CONFIG_FILE)

/**
 * Checks the whole file first (its shape, then every key and value by its own rule) and stores
 * nothing unless all of it is accepted; then saves it in one statement (saveSettingsChecked). A masked
 * secret leaves the stored one unchanged.
 */
export async function importConfiguration(ctx: Ctx, body: unknown): Promise<ConfigImportResult> {
  const document = configDocumentSchema.safeParse(body)
  if (!document.success) throw invalidFile()
  const { settings: entries, defaults = [], sheets: sheetsEntry } = document.data

  if (Object.keys(entries).length === 0 && sheetsEntry === undefined) {
    return { imported: 0, keptSecrets: [], defaults: 0, sheets: false }
  }
  // An empty settings object is a file of the Sheets configuration only.
  const patch = Object.keys(entries).length
    ? settingsPatchSchema.safeParse(entries)
    : ({ success: true, data: {} as SettingsPatch } as const)
  const sheets = sheetsEntry === undefined ? undefined : sheetsConfigSchema.safeParse(sheetsEntry)
  const issues = [
    ...(patch.success
      ? []
      : patch.error.issues.map((i) => ({ path: ["settings", ...i.path].join("."), message: i.message }))),
    ...(sheets && !sheets.success
      ? sheets.error.issues.map((i) => ({ path: ["sheets", ...i.path].join("."), message: i.message }))
      : []),
  ]
  if (!patch.success || (sheets && !sheets.success)) {
    throw new AppError("validation_failed", 400, issues[0]?.message ?? INVALID_CONFIG_FILE, { issues })
  }
  const keys = Object.keys(patch.data) as SettingKey[]
  const keptSecrets = keys.filter((key) => isSecretSetting(key) && isMaskedValue(patch.data[key] ?? ""))
  // A key the file marks as a default goes back to the app's default (stored empty), so the file
  // round-trips: exported again, it is still marked. Never a secret: that would erase a key.
  const atDefault = keys.filter((key) => defaults.includes(key) && !isSecretSetting(key))
  const writes = { ...patch.data, ...Object.fromEntries(atDefault.map((key) => [key, ""])) }
  // A key typed into the file is checked with its provider as Save checks it: one refused, and
  // nothing of the file is stored (422 key_refused, naming the key).
  if (keys.length) await saveSettingsChecked(ctx, writes)
  if (sheets?.success) {
    await writeSheetsConfig(ctx.db, sheets.data)
    ctx.events.emit({ type: "sheets_updated" })
    // Rows that waited for a spreadsheet go now, as after a save on the Sheets page.
    await enqueueSheetsSync(ctx)
  }
  return {
    imported: keys.length - keptSecrets.length,
    keptSecrets,
    defaults: atDefault.length,
    sheets: sheets?.success === true,
  }
}
