import { useSettings } from "@/features/settings/use-settings"
import { timezoneFrom } from "@/features/settings/timezone"

/**
 * The operator's time zone (Settings → Time Zone, SPEC §2.10), in which every screen shows its
 * times. Settings are read once and kept fresh for 5 minutes (saving one re-reads them), so this adds
 * no request per screen; until they arrive, the server's default zone is used.
 */
export function useOperatorZone(): string {
  const { data } = useSettings()
  return timezoneFrom(data)
}
