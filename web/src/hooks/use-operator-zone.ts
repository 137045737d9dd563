import { CAMPAIGN_DEFAULTS } from "@shared/campaign-rules"
import type { SettingItem } from "@shared/api-routes/settings"

import { settingValue, useSettings } from "./use-settings"

/** SPEC §9: the operator's zone defaults to Eastern (the server's own default, settings/registry.ts). */
export const DEFAULT_OPERATOR_ZONE = CAMPAIGN_DEFAULTS.timezone

/** The stored zone, or the default when unset. */
export const timezoneFrom = (items: readonly SettingItem[] | undefined) =>
  settingValue(items, "timezone") || DEFAULT_OPERATOR_ZONE

/**
 * The operator's time zone (Settings → Time Zone, SPEC §2.10), in which every screen shows its
 * times. Settings are read once and kept fresh for 5 minutes (saving one re-reads them), so this adds
 * no request per screen; until they arrive, the server's default zone is used.
 */
export function useOperatorZone(): string {
  const { data } = useSettings()
  return timezoneFrom(data)
}
