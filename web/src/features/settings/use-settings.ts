import useSWR from "swr"
import type { SettingItem } from "@shared/settings"

import { SYSTEM_STATUS_KEY } from "@/hooks/use-system-status"
import { apiFetch, revalidatePrefixes } from "@/lib/api"

export const SETTINGS_KEY = "/api/settings"

/** SPEC §7/§9: settings stay fresh for 5 minutes (no refetch before that unless something is saved). */
export const SETTINGS_FRESH_MS = 300_000

export function useSettings() {
  return useSWR<SettingItem[]>(SETTINGS_KEY, { dedupingInterval: SETTINGS_FRESH_MS })
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
