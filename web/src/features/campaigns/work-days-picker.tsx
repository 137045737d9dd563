import { WEEKDAYS, WEEKDAYS_MON_FRI, type Weekday } from "@shared/campaigns"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { shortDay } from "./campaign-view"

/** Monday first, as a work week reads. */
const DISPLAY_ORDER: Weekday[] = [...WEEKDAYS.slice(1), WEEKDAYS[0]]

interface WorkDaysPickerProps {
  value: Weekday[]
  onChange: (days: Weekday[]) => void
  invalid?: boolean
}

/** Seven day toggles; "Reset" goes back to Monday-Friday (SPEC §9). */
export function WorkDaysPicker({ value, onChange, invalid }: WorkDaysPickerProps) {
  const on = new Set(value)
  const toggle = (day: Weekday) => onChange(WEEKDAYS.filter((d) => (d === day ? !on.has(d) : on.has(d))))

  return (
    <div className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:items-center">
      {/* One row of 7 on a phone, so no day wraps onto a line of its own. */}
      <div className="grid grid-cols-7 gap-1 sm:flex sm:gap-1.5">
        {DISPLAY_ORDER.map((day) => (
          <button
            key={day}
            type="button"
            aria-pressed={on.has(day)}
            aria-label={day[0]!.toUpperCase() + day.slice(1)}
            onClick={() => toggle(day)}
            className={cn(
              "h-9 rounded-md border px-0 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:min-w-11 sm:px-2",
              on.has(day)
                ? "border-primary bg-primary text-primary-foreground hover:bg-primary/90"
                : "bg-background text-muted-foreground hover:bg-accent",
              invalid && !on.has(day) && "border-destructive/60"
            )}
          >
            {shortDay(day)}
          </button>
        ))}
      </div>
      <Button
        type="button"
        variant="link"
        size="sm"
        className="self-start px-1 text-primary sm:self-auto"
        onClick={() => onChange([...WEEKDAYS_MON_FRI])}
      >
        Reset to Mon-Fri
      </Button>
    </div>
  )
}
