import { PhoneCall } from "lucide-react"
import type { CallbackView } from "@shared/api-routes/callbacks"

import { cn } from "@/lib/utils"
import { clockTime } from "@/lib/zoned-format"

type CallbackChipProps = {
  callback: CallbackView
  /** The calendar's zone (the operator's). */
  timeZone: string
  onOpen: (callback: CallbackView) => void
}

/** Callbacks are amber on the calendar (demos are the primary colour): the legend says so. */
export const CALLBACK_CHIP_CLASS =
  "bg-amber-100 text-amber-900 hover:bg-amber-200 dark:bg-amber-950 dark:text-amber-200"

/** One callback in a day cell: its time, a phone mark and the business; opens the callback dialog. */
export function CallbackChip({ callback, timeZone, onOpen }: CallbackChipProps) {
  const time = clockTime(callback.dialAt, timeZone)
  const done = callback.state !== "scheduled"
  return (
    <button
      type="button"
      data-testid="callback-chip"
      onClick={() => onOpen(callback)}
      title={`Callback ${time} ${callback.businessName}${callback.reason ? `: ${callback.reason}` : ""}`}
      className={cn(
        "flex w-full min-w-0 items-center gap-1 rounded px-1.5 py-0.5 text-left text-xs outline-none focus-visible:ring-2 focus-visible:ring-ring",
        done ? "bg-muted text-muted-foreground hover:bg-muted/70" : CALLBACK_CHIP_CLASS
      )}
    >
      <PhoneCall className="size-3 shrink-0" aria-label="Callback" />
      <span className="shrink-0 font-medium tabular-nums">{time}</span>
      <span className="truncate">{callback.businessName}</span>
    </button>
  )
}
