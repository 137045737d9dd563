import { API } from "@shared/api-routes/endpoints"
import { SETTING_RULES, type SettingKey } from "@shared/settings"

import { SETTINGS_KEY } from "@/hooks/use-settings"
import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"

// Reading the settings (useSettings, settingValue) lives in hooks/use-settings.ts: every screen's time zone needs it.

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
    // Each provider key typed or removed comes back with what its provider said (`check`).
    return await apiCall(API.settings.saveMany, { body })
  } finally {
    void revalidatePrefixes(SETTINGS_KEY, SYSTEM_STATUS_KEY)
  }
}
