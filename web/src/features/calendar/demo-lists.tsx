import { useState } from "react"
import type { CalendarEvent } from "@shared/api-routes/calendar"
import { DEMO_OUTCOME_LABELS } from "@shared/calendar"

import { Badge } from "@/components/ui/badge"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { formatDemoDateTime, pastDemosCaption, UPCOMING_DEMOS_FOLDED, upcomingDemosCaption } from "./calendar-format"

type DemoListProps = {
  demos: CalendarEvent[]
  timeZone: string
  onOpen: (demo: CalendarEvent) => void
}

function DemoRows({ demos, timeZone, onOpen, empty }: DemoListProps & { empty: string }) {
  if (demos.length === 0) return <p className="py-4 text-center text-sm text-muted-foreground">{empty}</p>
  return (
    <ul className="min-w-0 divide-y">
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
            <span className="flex shrink-0 flex-col items-end gap-1">
              <Badge variant="outline">{demo.campaignName || "Manual Call"}</Badge>
              {demo.outcome && (
                <Badge variant={demo.outcome === "held" ? "success" : "secondary"} data-testid="demo-outcome">
                  {DEMO_OUTCOME_LABELS[demo.outcome]}
                </Badge>
              )}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

/**
 * The next demos, soonest first: the first UPCOMING_DEMOS_FOLDED with a count of all of them and
 * "Show all" (the page scrolls, no box inside it hides rows); past the server's list the month view
 * has the rest.
 */
export function UpcomingDemosCard(props: DemoListProps & { total: number }) {
  const [all, setAll] = useState(false)
  const folded = props.demos.length > UPCOMING_DEMOS_FOLDED
  const shown = all || !folded ? props.demos : props.demos.slice(0, UPCOMING_DEMOS_FOLDED)
  const caption = upcomingDemosCaption(shown.length, props.total)
  return (
    <Card>
      <CardHeader>
        <CardTitle>Upcoming Demos</CardTitle>
        <CardDescription>Soonest first.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <DemoRows {...props} demos={shown} empty="No upcoming demos." />
        {(caption || folded) && (
          <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
            {caption && <p data-testid="upcoming-demos-caption">{caption}</p>}
            {folded && (
              <Button variant="link" size="sm" className="h-auto p-0 text-xs" onClick={() => setAll(!all)}>
                {all ? "Show fewer" : `Show all ${props.demos.length}`}
              </Button>
            )}
          </div>
        )}
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
