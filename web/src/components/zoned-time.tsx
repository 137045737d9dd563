import { fullDateTime, shortDateTime } from "@/lib/zoned-format"

/**
 * A table cell's date and time ("Nov 21, 3:59 PM") in the operator's zone, the full date, time and
 * zone on hover; "—" for none. The table reads the zone once (useOperatorZone) and passes it to
 * every cell, rather than each cell subscribing to the settings itself.
 */
export function ZonedTime({ value, timeZone: zone }: { value: string | null | undefined; timeZone: string }) {
  const short = shortDateTime(value, zone)
  if (!value || !short) return <span className="text-muted-foreground">—</span>
  return (
    <time dateTime={value} title={fullDateTime(value, zone, { zoneName: true })}>
      {short}
    </time>
  )
}
