import type { LucideIcon } from "lucide-react"
import { CalendarCheck, CalendarClock, CalendarDays } from "lucide-react"
import type { CalendarEventsResponse } from "@shared/api-routes/calendar"

import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"
import { formatCount } from "./calendar-format"

type Counts = CalendarEventsResponse["counts"]

const COUNTERS: { title: string; icon: LucideIcon; value: (c: Counts) => number }[] = [
  { title: "Upcoming", icon: CalendarClock, value: (c) => c.upcoming },
  { title: "Completed", icon: CalendarCheck, value: (c) => c.completed },
  { title: "Total Scheduled", icon: CalendarDays, value: (c) => c.total },
]

/** SPEC §2.8: the three counters. */
export function CalendarCounters({ counts, failed }: { counts: Counts | undefined; failed?: boolean }) {
  return (
    <div className="grid grid-cols-3 gap-3 sm:gap-4">
      {COUNTERS.map(({ title, icon: Icon, value }) => (
        <Card key={title} className="gap-2 py-4 sm:py-5">
          <CardHeader className="flex flex-row items-start justify-between gap-2 px-4 sm:px-5">
            <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
            <Icon className="hidden size-4 text-muted-foreground sm:block" aria-hidden />
          </CardHeader>
          <CardContent className="px-4 sm:px-5">
            {counts ? (
              <div className="text-2xl font-semibold tabular-nums" data-testid={`calendar-count-${title}`}>
                {formatCount(value(counts))}
              </div>
            ) : failed ? (
              <div className="text-2xl font-semibold text-muted-foreground">—</div>
            ) : (
              <Skeleton className="my-1 h-7 w-16" />
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  )
}
