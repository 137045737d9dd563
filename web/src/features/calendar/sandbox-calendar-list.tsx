import { useOperatorZone } from "@/hooks/use-operator-zone"
import { LoadError } from "@/components/load-error"
import { Skeleton } from "@/components/ui/skeleton"
import { formatDemoDateTime } from "./calendar-format"
import { useSandboxCalendar } from "./use-google-calendar"

/** Events listed in the card; the rest are counted (the card sits beside the feed, not a second calendar). */
export const SANDBOX_EVENTS_SHOWN = 6

/** The sandbox calendar as Google Calendar would show it: the events the sync wrote, soonest first. */
export function SandboxCalendarList() {
  const zone = useOperatorZone()
  const { data, error, mutate } = useSandboxCalendar(true)
  if (error) return <LoadError onRetry={() => void mutate()}>The sandbox calendar could not be loaded.</LoadError>
  if (!data) return <Skeleton className="h-16 w-full" />
  return (
    <section className="grid gap-2" aria-labelledby="sandbox-calendar-title" data-testid="sandbox-calendar">
      <h3 id="sandbox-calendar-title" className="text-sm font-medium">
        {data.title} <span className="font-normal text-muted-foreground">({data.calendarId})</span>
      </h3>
      {data.events.length === 0 ? (
        <p className="text-sm text-muted-foreground">No events yet: a booked demo appears here within seconds.</p>
      ) : (
        <ul className="grid gap-2">
          {data.events.slice(0, SANDBOX_EVENTS_SHOWN).map((e) => (
            <li key={e.id} className="grid gap-0.5 rounded-md border px-3 py-2 text-sm" data-testid="sandbox-event">
              <span className="font-medium break-words">{e.summary}</span>
              <span className="text-muted-foreground">{formatDemoDateTime(e.start, zone)}</span>
              {e.location && <span className="break-words text-muted-foreground">{e.location}</span>}
            </li>
          ))}
        </ul>
      )}
      {data.events.length > SANDBOX_EVENTS_SHOWN && (
        <p className="text-sm text-muted-foreground" data-testid="sandbox-calendar-more">
          and {data.events.length - SANDBOX_EVENTS_SHOWN}
          {data.events.length >= 50 ? "+" : ""} more on the sandbox calendar
        </p>
      )}
    </section>
  )
}
