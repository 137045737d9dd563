import { API } from "@shared/api-routes/endpoints"

import { useApi } from "./use-api"
import type { SettingItem } from "@shared/api-routes/settings"

export const SETTINGS_KEY = "/api/settings"

/** SPEC §7/§9: settings stay fresh for 5 minutes (no refetch before that unless something is saved). */
export const SETTINGS_FRESH_MS = 300_000

/** The stored settings: the Settings screen's forms, and the operator's time zone on every screen. */
export function useSettings() {
  return useApi(API.settings.list, undefined, { dedupingInterval: SETTINGS_FRESH_MS })
}

/** One stored setting's text, or "" when unset (or the settings are not loaded yet). */
export const settingValue = (items: readonly SettingItem[] | undefined, key: string) =>
  items?.find((s) => s.key === key)?.value ?? ""
