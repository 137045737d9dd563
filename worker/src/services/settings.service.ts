import { inArray, sql } from "drizzle-orm"
import type { DB } from "../db/client"
import { settings } from "../db/schema"
import type { Env } from "../env"
import {
  isMaskedValue,
  isSecretKey,
  KNOWN_SETTING_KEYS,
  maskSecret,
  type SettingItem,
  type SettingKey,
  type SettingsPatch,
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
 * Saves settings already checked by their rules, in one statement: all of them or none. A secret
 * echoed back in its masked form (a form saved without retyping the key) leaves the stored secret.
 */
export async function putSettings(db: DB, env: Env, patch: SettingsPatch): Promise<SettingItem[]> {
  const entries = Object.entries(patch) as [SettingKey, string][]
  const writes = entries.filter(([key, value]) => !(isSecretKey(key) && isMaskedValue(value)))
  if (writes.length) {
    const now = new Date()
    await db
      .insert(settings)
      .values(writes.map(([key, value]) => ({ key, value, updatedAt: now })))
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
      })
  }
  const keys = entries.map(([key]) => key)
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys))
  const stored: SettingsMap = new Map(rows.map((r) => [r.key, r.value]))
  return keys.map((key) => ({ key, value: present(key, effectiveSetting(stored, env, key)) }))
}
