/**
 * Configuration export / import (SPEC §2.10). The file carries every stored setting with secrets
 * masked, so it can be shared or kept without leaking a key; importing it back leaves each stored
 * secret as it is unless the file holds a new plain value for it.
 */
import type { DB } from "../../db/client"
import type { Env } from "../../env"
import { AppError } from "../../lib/errors"
import {
  isMaskedValue,
  KNOWN_SETTING_KEYS,
  maskSecret,
  type SettingKey,
  settingsPatchSchema,
} from "../../schemas/settings"
import type { ConfigDocument, ConfigImportResult } from "../../schemas/api-routes/settings"
import { CONFIG_FORMAT, CONFIG_VERSION, configDocumentSchema, INVALID_CONFIG_FILE } from "../../schemas/settings-config"
import { readStoredSettings } from "../../settings/load-settings"
import { isSecretSetting } from "../../settings/registry"
import { putSettings } from "../settings.service"

/**
 * Every stored setting the app knows, in registry order, secrets masked. Env-var secrets are not
 * settings (they belong to the deploy) and stored keys the app no longer knows would be refused by
 * the import, so neither is written.
 */
export async function exportConfiguration(db: DB, now = new Date()): Promise<ConfigDocument> {
  const stored = await readStoredSettings(db)
  const settings: Record<string, string> = {}
  for (const key of KNOWN_SETTING_KEYS) {
    const value = stored.get(key)
    if (value === undefined) continue
    settings[key] = isSecretSetting(key) ? maskSecret(value) : value
  }
  return { format: CONFIG_FORMAT, version: CONFIG_VERSION, exportedAt: now.toISOString(), settings }
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
 * nothing unless all of it is accepted; then saves it in one statement (putSettings). A masked
 * secret leaves the stored one unchanged.
 */
export async function importConfiguration(db: DB, env: Env, body: unknown): Promise<ConfigImportResult> {
  const document = configDocumentSchema.safeParse(body)
  if (!document.success) throw invalidFile()
  const entries = document.data.settings
  if (Object.keys(entries).length === 0) return { imported: 0, keptSecrets: [] }

  const patch = settingsPatchSchema.safeParse(entries)
  if (!patch.success) {
    const issues = patch.error.issues.map((i) => ({ path: ["settings", ...i.path].join("."), message: i.message }))
    throw new AppError("validation_failed", 400, issues[0]?.message ?? INVALID_CONFIG_FILE, { issues })
  }
  const keys = Object.keys(patch.data) as SettingKey[]
  const keptSecrets = keys.filter((key) => isSecretSetting(key) && isMaskedValue(patch.data[key] ?? ""))
  await putSettings(db, env, patch.data)
  return { imported: keys.length - keptSecrets.length, keptSecrets }
}
