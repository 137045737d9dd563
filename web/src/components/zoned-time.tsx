import { useOperatorZone } from "@/hooks/use-operator-zone"
import { fullDateTime, shortDateTime } from "@/lib/zoned-format"

/**
 * A table cell's date and time ("Nov 21, 3:59 PM") in the operator's zone, the full date, time and
 * zone on hover; "—" for none.
 */
export function ZonedTime({ value }: { value: string | null | undefined }) {
  const zone = useOperatorZone()
  const short = shortDateTime(value, zone)
  if (!value || !short) return <span className="text-muted-foreground">—</span>
  return (
    <time dateTime={value} title={fullDateTime(value, zone, { zoneName: true })}>
      {short}
    </time>
  )
}
