import { zoneWords } from "@/lib/zone-words"
import { formatDateTime } from "./call-format"

type DemoTimesProps = {
  demoDate: string
  /** The operator's zone (Settings): the app's clock. */
  operatorZone: string
  /** The business's own zone, when its address or number tells; null otherwise. */
  leadZone: string | null
}

/**
 * A demo's time on both clocks, each labelled (issue 38): the transcript says "9 AM" on the
 * business's clock while the app showed "10:00 AM EST" on the operator's.
 */
export function DemoTimes({ demoDate, operatorZone, leadZone }: DemoTimesProps) {
  const yours = formatDateTime(demoDate, operatorZone, { zoneName: true })
  if (!leadZone || leadZone === operatorZone) {
    return (
      <span data-testid="demo-time-yours">
        {yours}{" "}
        <span className="text-muted-foreground">
          ({leadZone ? "your time and the business's" : "your time"}, {zoneWords(operatorZone)})
        </span>
      </span>
    )
  }
  return (
    <span className="grid gap-0.5">
      <span data-testid="demo-time-yours">
        {yours} <span className="text-muted-foreground">(your time, {zoneWords(operatorZone)})</span>
      </span>
      <span data-testid="demo-time-lead">
        {formatDateTime(demoDate, leadZone, { zoneName: true })}{" "}
        <span className="text-muted-foreground">(the business&apos;s time, {zoneWords(leadZone)})</span>
      </span>
    </span>
  )
}
