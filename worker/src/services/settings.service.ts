import { eq } from "drizzle-orm"
import type { DB } from "../db/client"
import { settings } from "../db/schema"
import type { Env } from "../env"
import {
  isMaskedValue,
  isSecretKey,
  KNOWN_SETTING_KEYS,
  maskSecret,
  type SettingItem,
} from "../schemas/settings"

/**
 * Secrets may also come from the environment (`wrangler secret put`, .dev.vars). Precedence: a
 * non-empty value in the settings table wins, else the env var. The operator can thus override a
 * deploy-time key from /settings, and clearing the setting falls back to the deploy-time key.
 */
const ENV_FALLBACK: Record<string, keyof Env> = {
  vapi_api_key: "VAPI_API_KEY",
  google_sheets_credentials: "GOOGLE_SHEETS_CREDENTIALS",
  google_places_api_key: "GOOGLE_PLACES_API_KEY",
}

export type SettingsMap = Map<string, string>

export async function loadSettings(db: DB): Promise<SettingsMap> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings)
  return new Map(rows.map((r) => [r.key, r.value]))
}

/** The value the app uses for `key`: the stored one if non-empty, else its env var, else "". */
export function effectiveSetting(stored: SettingsMap, env: Env, key: string) {
  const own = stored.get(key)?.trim()
  if (own) return own
  const envKey = ENV_FALLBACK[key]
  const fromEnv = envKey ? env[envKey] : undefined
  return typeof fromEnv === "string" ? fromEnv.trim() : ""
}

const present = (key: string, value: string) => (isSecretKey(key) ? maskSecret(value) : value)

/** Known keys first (empty when unset), then any other stored keys; secrets masked. */
export async function listSettings(db: DB, env: Env): Promise<SettingItem[]> {
  const stored = await loadSettings(db)
  const keys = [...new Set<string>([...KNOWN_SETTING_KEYS, ...[...stored.keys()].sort()])]
  return keys.map((key) => ({ key, value: present(key, effectiveSetting(stored, env, key)) }))
}

/**
 * Saves one setting. A secret echoed back in its masked form (a form saved without retyping the
 * key) leaves the stored secret as it is.
 */
export async function putSetting(db: DB, env: Env, key: string, value: string): Promise<SettingItem> {
  if (!(isSecretKey(key) && isMaskedValue(value))) {
    await db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } })
  }
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))
  const stored: SettingsMap = new Map(row ? [[key, row.value]] : [])
  return { key, value: present(key, effectiveSetting(stored, env, key)) }
}
