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

/** The one setting to PUT, or none when the zone did not change. */
export const timezoneChanges = (stored: string, form: string) =>
  form === stored ? [] : [{ key: "timezone", value: form }]
