import { useState } from "react"
import { CalendarX2 } from "lucide-react"
import type { CalendarEvent, CalendarEventsResponse } from "@shared/api-routes/calendar"
import type { CallbackView } from "@shared/api-routes/callbacks"

import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { SectionBoundary } from "@/components/section-boundary"
import { Skeleton } from "@/components/ui/skeleton"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { CalendarCounters } from "./calendar-counters"
import { CalendarFeedCard } from "./calendar-feed-card"
import { dayKey } from "./calendar-format"
import { DemoDetailsDialog } from "./demo-details-dialog"
import { GoogleCalendarCard } from "./google-calendar-card"
import { PastDemosCard, UpcomingDemosCard } from "./demo-lists"
import { type MonthRef, monthGrid, monthOfDay } from "./month-grid"
import { MonthView } from "./month-view"
import { useCalendarEvents } from "./use-calendar"
import { CallbackDialog } from "../callbacks/callback-dialog"
import { useCallbacks } from "../callbacks/use-callbacks"

/** The open demo as the latest answer has it (a poll may have changed it), else as it was clicked. */
function current(data: CalendarEventsResponse | undefined, demo: CalendarEvent | null) {
  if (!demo || !data) return demo
  return [...data.events, ...data.upcoming, ...data.past].find((d) => d.id === demo.id) ?? demo
}

/** SPEC §2.8 Demo Calendar: counters, the month view, the upcoming and past lists, Google Calendar and the subscription link. */
export function CalendarPage() {
  const operatorZone = useOperatorZone()
  const [month, setMonth] = useState<MonthRef>(() => monthOfDay(dayKey(new Date(), operatorZone)))
  const [open, setOpen] = useState<CalendarEvent | null>(null)
  const [openCallback, setOpenCallback] = useState<CallbackView | null>(null)
  const range = monthGrid(month).range
  const { data, error, isLoading, mutate } = useCalendarEvents(range)
  const { data: callbacks } = useCallbacks(range)
  const timeZone = data?.timeZone ?? operatorZone
  const today = dayKey(new Date(), timeZone)

  return (
    <div className="grid grid-cols-1 gap-6">
      <SectionBoundary>
        <CalendarCounters counts={data?.counts} failed={!!error && !data} />
      </SectionBoundary>
      {error && !data ? (
        <Card role="alert">
          <CardHeader>
            <CardTitle>The calendar could not be loaded</CardTitle>
            <CardDescription>{error instanceof Error ? error.message : "Please try again."}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => void mutate()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : (
        <SectionBoundary title="The month view could not be shown" resetKeys={[data]}>
          <MonthView
            month={month}
            onMonthChange={setMonth}
            events={data?.events}
            timeZone={timeZone}
            today={today}
            onOpen={setOpen}
            callbacks={callbacks?.callbacks}
            onOpenCallback={setOpenCallback}
          />
        </SectionBoundary>
      )}
      {isLoading && !data ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <Skeleton className="h-48 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      ) : data && data.counts.total === 0 ? (
        <Card data-testid="calendar-empty">
          <CardContent className="flex flex-col items-center gap-2 py-8 text-center">
            <CalendarX2 className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">No demos scheduled yet</p>
            <p className="text-sm text-muted-foreground">
              Demos booked by calls appear here as soon as a call schedules one.
            </p>
          </CardContent>
        </Card>
      ) : data ? (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
          <SectionBoundary title="The upcoming demos could not be shown" resetKeys={[data]}>
            <UpcomingDemosCard
              demos={data.upcoming}
              total={data.counts.upcoming}
              timeZone={timeZone}
              onOpen={setOpen}
            />
          </SectionBoundary>
          <SectionBoundary title="The past demos could not be shown" resetKeys={[data]}>
            <PastDemosCard demos={data.past} completed={data.counts.completed} timeZone={timeZone} onOpen={setOpen} />
          </SectionBoundary>
        </div>
      ) : null}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
        <SectionBoundary>
          <GoogleCalendarCard />
        </SectionBoundary>
        <SectionBoundary>
          <CalendarFeedCard />
        </SectionBoundary>
      </div>
      <DemoDetailsDialog demo={current(data, open)} timeZone={timeZone} onClose={() => setOpen(null)} />
      <CallbackDialog target={openCallback ? { callback: openCallback } : null} onClose={() => setOpenCallback(null)} />
    </div>
  )
}

export default CalendarPage
