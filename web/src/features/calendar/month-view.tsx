import { ChevronLeft, ChevronRight } from "lucide-react"
import type { CalendarEvent } from "@shared/api-routes/calendar"
import type { CallbackView } from "@shared/api-routes/callbacks"

import { zoneWords } from "@/lib/zone-words"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { dayKey, formatDayHeading, groupByDay, zoneAbbreviation } from "./calendar-format"
import { CALLBACK_CHIP_CLASS, CallbackChip } from "../callbacks/callback-chip"
import { DemoChip } from "./demo-chip"
import { type MonthRef, WEEKDAYS, addMonths, monthGrid, monthLabel, monthOfDay, sameMonth } from "./month-grid"

type MonthViewProps = {
  month: MonthRef
  onMonthChange: (month: MonthRef) => void
  /** The range's demos; undefined while the first answer loads. */
  events: CalendarEvent[] | undefined
  timeZone: string
  /** Today in the operator's zone ("2026-11-01"). */
  today: string
  onOpen: (demo: CalendarEvent) => void
  /** The range's callbacks, beside the demos in their own colour. */
  callbacks?: CallbackView[]
  onOpenCallback: (callback: CallbackView) => void
}

/** Callbacks by the operator's calendar day (at the moment they will be dialled), in time order. */
function callbacksByDay(callbacks: readonly CallbackView[], timeZone: string) {
  const days = new Map<string, CallbackView[]>()
  for (const cb of [...callbacks].sort((a, b) => Date.parse(a.dialAt) - Date.parse(b.dialAt))) {
    const key = dayKey(cb.dialAt, timeZone)
    days.set(key, [...(days.get(key) ?? []), cb])
  }
  return days
}

function Legend() {
  return (
    <span className="flex flex-wrap items-center gap-3 text-xs" data-testid="calendar-legend">
      <span className="flex items-center gap-1.5">
        <span className="size-2.5 rounded-sm bg-primary/60" aria-hidden /> Demo
      </span>
      <span className="flex items-center gap-1.5">
        <span className={cn("size-2.5 rounded-sm", CALLBACK_CHIP_CLASS)} aria-hidden /> Callback
      </span>
      <span className="flex items-center gap-1.5">
        <span className="size-2.5 rounded-sm bg-muted-foreground/30" aria-hidden /> Past or done
      </span>
    </span>
  )
}

/** SPEC §2.8 month view: a Sunday-first grid from md up, an agenda of the month's demo days on a phone. */
export function MonthView({
  month,
  onMonthChange,
  events,
  timeZone,
  today,
  onOpen,
  callbacks,
  onOpenCallback,
}: MonthViewProps) {
  const { weeks } = monthGrid(month)
  const byDay = groupByDay(events ?? [], timeZone)
  const cbByDay = callbacksByDay(callbacks ?? [], timeZone)
  const inMonth = (key: string) => sameMonth(monthOfDay(key), month)
  const agendaDays = [...new Set([...byDay.keys(), ...cbByDay.keys()])].filter(inMonth).sort()
  const now = Date.now()
  const isPast = (demo: CalendarEvent) => Date.parse(demo.demoDate) <= now
  /** A day's demos and callbacks together, in time order: the day reads as the operator will live it. */
  const dayChips = (key: string) =>
    [
      ...(byDay.get(key) ?? []).map((demo) => ({
        at: Date.parse(demo.demoDate),
        chip: <DemoChip key={demo.id} demo={demo} timeZone={timeZone} past={isPast(demo)} onOpen={onOpen} />,
      })),
      ...(cbByDay.get(key) ?? []).map((cb) => ({
        at: Date.parse(cb.dialAt),
        chip: <CallbackChip key={`cb-${cb.id}`} callback={cb} timeZone={timeZone} onOpen={onOpenCallback} />,
      })),
    ]
      .sort((a, b) => a.at - b.at)
      .map((item) => item.chip)

  return (
    <Card data-testid="calendar-month">
      <CardHeader>
        <CardTitle aria-live="polite">{monthLabel(month)}</CardTitle>
        <CardDescription className="grid gap-1">
          <span>
            Times in {zoneWords(timeZone)} ({zoneAbbreviation(new Date(), timeZone)})
          </span>
          <Legend />
        </CardDescription>
        <CardAction className="flex items-center gap-1">
          <Button variant="outline" size="sm" onClick={() => onMonthChange(monthOfDay(today))}>
            Today
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Previous month"
            onClick={() => onMonthChange(addMonths(month, -1))}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Next month"
            onClick={() => onMonthChange(addMonths(month, 1))}
          >
            <ChevronRight aria-hidden />
          </Button>
        </CardAction>
      </CardHeader>
      <CardContent>
        <div className="hidden md:block" role="grid" aria-label={monthLabel(month)} aria-busy={!events}>
          <div
            role="row"
            className="grid grid-cols-7 border-b pb-1 text-center text-xs font-medium text-muted-foreground"
          >
            {WEEKDAYS.map((d) => (
              <div key={d} role="columnheader">
                {d}
              </div>
            ))}
          </div>
          {weeks.map((week) => (
            <div key={week[0]} role="row" className="grid grid-cols-7 border-b last:border-b-0">
              {week.map((key) => (
                <div
                  key={key}
                  role="gridcell"
                  data-day={key}
                  className={cn("min-h-24 min-w-0 border-r p-1 last:border-r-0", !inMonth(key) && "bg-muted/40")}
                >
                  <div
                    className={cn(
                      "mb-1 flex size-6 items-center justify-center rounded-full text-xs",
                      !inMonth(key) && "text-muted-foreground",
                      key === today && "bg-primary font-semibold text-primary-foreground"
                    )}
                    aria-current={key === today ? "date" : undefined}
                  >
                    {Number(key.slice(8))}
                  </div>
                  <div className="grid gap-0.5">{dayChips(key)}</div>
                </div>
              ))}
            </div>
          ))}
        </div>
        <div className="grid gap-4 md:hidden" data-testid="calendar-agenda">
          {events && agendaDays.length === 0 && (
            <p className="py-6 text-center text-sm text-muted-foreground">
              No demos or callbacks in {monthLabel(month)}.
            </p>
          )}
          {agendaDays.map((key) => (
            <section key={key} aria-label={formatDayHeading(key)} className="grid gap-1">
              <h3 className={cn("text-sm font-medium", key === today && "text-primary")}>
                {formatDayHeading(key)}
                {key === today && " (Today)"}
              </h3>
              {dayChips(key)}
            </section>
          ))}
        </div>
      </CardContent>
    </Card>
  )
}
