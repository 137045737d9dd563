import useSWR from "swr"
import { SETTING_RULES, type SettingItem, type SettingKey } from "@shared/settings"

import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { apiFetch, revalidatePrefixes } from "@/lib/api"

export const SETTINGS_KEY = "/api/settings"

/** SPEC §7/§9: settings stay fresh for 5 minutes (no refetch before that unless something is saved). */
export const SETTINGS_FRESH_MS = 300_000

export function useSettings() {
  return useSWR<SettingItem[]>(SETTINGS_KEY, { dedupingInterval: SETTINGS_FRESH_MS })
}

/** One stored setting's text, or "" when unset (or the settings are not loaded yet). */
export const settingValue = (items: readonly SettingItem[] | undefined, key: string) =>
  items?.find((s) => s.key === key)?.value ?? ""

/** The server's own rule for one setting (SETTING_RULES), run as the operator types: its message, or null. */
export function settingRuleError(key: SettingKey, value: string, fallback = "This value is not valid"): string | null {
  const result = SETTING_RULES[key].safeParse(value)
  return result.success ? null : (result.error.issues[0]?.message ?? fallback)
}

/**
 * One PUT for the whole section, so a refused value stores none of the others; the header's provider
 * status follows the key, so it is re-read too.
 */
export async function saveSettings(changes: readonly { key: string; value: string }[]) {
  try {
    const body = Object.fromEntries(changes.map(({ key, value }) => [key, value]))
    await apiFetch<SettingItem[]>(SETTINGS_KEY, { method: "PUT", body })
  } finally {
    void revalidatePrefixes(SETTINGS_KEY, SYSTEM_STATUS_KEY)
  }
}
