import type { CalendarEvent } from "@shared/api-routes/calendar"

import { Badge } from "@/components/ui/badge"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { formatDemoDateTime, pastDemosCaption } from "./calendar-format"

type DemoListProps = {
  demos: CalendarEvent[]
  timeZone: string
  onOpen: (demo: CalendarEvent) => void
}

function DemoRows({ demos, timeZone, onOpen, empty }: DemoListProps & { empty: string }) {
  if (demos.length === 0) return <p className="py-4 text-center text-sm text-muted-foreground">{empty}</p>
  return (
    <ul className="max-h-[32rem] min-w-0 divide-y overflow-y-auto">
      {demos.map((demo) => (
        <li key={demo.id}>
          <button
            type="button"
            data-testid="demo-row"
            onClick={() => onOpen(demo)}
            className="flex w-full items-start justify-between gap-3 rounded-md px-2 py-2.5 text-left outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{demo.businessName}</span>
              <span className="block text-sm text-muted-foreground">{formatDemoDateTime(demo.demoDate, timeZone)}</span>
            </span>
            <Badge variant="outline" className="shrink-0">
              {demo.campaignName || "Manual Call"}
            </Badge>
          </button>
        </li>
      ))}
    </ul>
  )
}

export function UpcomingDemosCard(props: DemoListProps & { total: number }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming Demos</CardTitle>
        <CardDescription>
          {props.total > props.demos.length
            ? `The next ${props.demos.length} of ${props.total.toLocaleString("en-US")}; the month view shows the rest.`
            : "Soonest first."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <DemoRows {...props} empty="No upcoming demos." />
      </CardContent>
    </Card>
  )
}

/** SPEC §2.8/§9: the latest 10 past demos, "Showing 10 of N past demos" when there are more. */
export function PastDemosCard(props: DemoListProps & { completed: number }) {
  const caption = pastDemosCaption(props.completed)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Past Demos</CardTitle>
        <CardDescription>Latest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <DemoRows {...props} empty="No past demos." />
        {caption && (
          <p className="text-center text-xs text-muted-foreground" data-testid="past-demos-caption">
            {caption}
          </p>
        )}
      </CardContent>
    </Card>
  )
}
