import { inArray, sql } from "drizzle-orm"
import type { Ctx } from "../context/ctx"
import { settings } from "../db/schema"
import type { Env } from "../env"
import type { SettingItem } from "../schemas/api-routes/settings"
import {
  isMaskedValue,
  isSecretKey,
  isSettingKey,
  KNOWN_SETTING_KEYS,
  maskSecret,
  type SettingKey,
  type SettingsPatch,
} from "../schemas/settings"
import { readStoredSettings } from "../settings/load-settings"
import { isSecretSetting, rawSetting } from "../settings/registry"

/**
 * Secrets may also come from the environment (`wrangler secret put`, .dev.vars): the registry's
 * rawSetting prefers a non-empty stored value, else the env var. The operator can thus override a
 * deploy-time key from /settings, and clearing the setting falls back to the deploy-time key.
 * The list shows what is stored ("" when unset), not the defaults: the forms fill those in.
 */
const effective = (stored: ReadonlyMap<string, string>, env: Env, key: string) =>
  isSettingKey(key) ? rawSetting(stored, env, key) : (stored.get(key)?.trim() ?? "")

// A stored key no longer in the registry is masked by its name, in case it held a secret.
const secret = (key: string) => (isSettingKey(key) ? isSecretSetting(key) : isSecretKey(key))
const present = (key: string, value: string) => (secret(key) ? maskSecret(value) : value)

/** Known keys first (empty when unset), then any other stored keys; secrets masked. */
export async function listSettings({ db, env }: Pick<Ctx, "db" | "env">): Promise<SettingItem[]> {
  const stored = await readStoredSettings(db)
  const keys = [...new Set<string>([...KNOWN_SETTING_KEYS, ...[...stored.keys()].sort()])]
  return keys.map((key) => ({ key, value: present(key, effective(stored, env, key)) }))
}

/**
 * Saves settings already checked by their rules, in one statement: all of them or none. A secret
 * echoed back in its masked form (a form saved without retyping the key) leaves the stored secret.
 */
export async function putSettings({ db, env }: Pick<Ctx, "db" | "env">, patch: SettingsPatch): Promise<SettingItem[]> {
  const entries = Object.entries(patch) as [SettingKey, string][]
  const writes = entries.filter(([key, value]) => !(secret(key) && isMaskedValue(value)))
  // A number chosen without its provider (pasted, imported from a file): unknown, not the old one's.
  if ("vapi_phone_number_id" in patch && !("vapi_phone_number_provider" in patch)) {
    writes.push(["vapi_phone_number_provider", ""])
  }
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
  const stored = new Map(rows.map((r) => [r.key, r.value]))
  return keys.map((key) => ({ key, value: present(key, effective(stored, env, key)) }))
}
