import { CAMPAIGN_DEFAULTS } from "@shared/campaign-rules"
import type { SettingItem } from "@shared/settings"

import { settingValue } from "./use-settings"

/** SPEC §9: the operator's zone defaults to Eastern (the server's own default, settings/registry.ts). */
export const DEFAULT_OPERATOR_ZONE = CAMPAIGN_DEFAULTS.timezone

/** SPEC §9's four options come first, with its labels; every other IANA zone follows. */
export const SPEC_ZONES = [
  { zone: "America/New_York", label: "UTC-5 Eastern" },
  { zone: "America/Chicago", label: "UTC-6 Central" },
  { zone: "America/Denver", label: "UTC-7 Mountain" },
  { zone: "America/Los_Angeles", label: "UTC-8 Pacific" },
] as const

export type ZoneOption = { zone: string; label: string }

/**
 * The select's options: the spec's four, then Intl's list (the same names the server checks). The
 * stored zone is always listed, even if this browser's Intl does not know it.
 */
export function timeZoneOptions(current: string, supported: readonly string[] = supportedZones()): ZoneOption[] {
  const first = new Set<string>(SPEC_ZONES.map((z) => z.zone))
  const rest = [...new Set([...supported, current])]
    .filter((zone) => zone && !first.has(zone))
    .sort()
    .map((zone) => ({ zone, label: zone.replace(/_/g, " ") }))
  return [...SPEC_ZONES.map((z) => ({ zone: z.zone, label: `${z.label} (${z.zone})` })), ...rest]
}

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone")
  } catch {
    return []
  }
}

/** The stored zone, or the default when unset. */
export const timezoneFrom = (items: readonly SettingItem[] | undefined) =>
  settingValue(items, "timezone") || DEFAULT_OPERATOR_ZONE

/** The one setting to PUT, or none when the zone did not change. */
export const timezoneChanges = (stored: string, form: string) =>
  form === stored ? [] : [{ key: "timezone", value: form }]
