import type { CalendarEvent } from "@shared/api-routes/calendar"

import { cn } from "@/lib/utils"
import { formatTime } from "./calendar-format"

type DemoChipProps = {
  demo: CalendarEvent
  timeZone: string
  past: boolean
  onOpen: (demo: CalendarEvent) => void
}

/** One demo in a day cell: its time and business; opens the details dialog. */
export function DemoChip({ demo, timeZone, past, onOpen }: DemoChipProps) {
  const time = formatTime(demo.demoDate, timeZone)
  return (
    <button
      type="button"
      data-testid="demo-chip"
      onClick={() => onOpen(demo)}
      title={`${time} ${demo.businessName}`}
      className={cn(
        "flex w-full min-w-0 items-center gap-1 rounded px-1.5 py-0.5 text-left text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring",
        past ? "bg-muted text-muted-foreground hover:bg-muted/70" : "bg-primary/10 text-primary hover:bg-primary/20"
      )}
    >
      <span className="shrink-0 font-medium tabular-nums">{time}</span>
      <span className="truncate">{demo.businessName}</span>
    </button>
  )
}
