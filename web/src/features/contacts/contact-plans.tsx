import { CalendarCheck, CalendarClock } from "lucide-react"
import { Link } from "wouter"
import type { CallbackView } from "@shared/api-routes/callbacks"
import { CALLBACK_STATE_LABELS } from "@shared/callbacks"
import type { TimelineDemo } from "@shared/contacts-api"

import { Badge } from "@/components/ui/badge"
import { formatDateTime } from "../calls/call-format"
import { callbackTime } from "../callbacks/callback-format"

/**
 * The contact's demos: when (the operator's time, and the lead's own when it differs), upcoming or
 * past, and a way to its call and to the calendar.
 */
export function ContactDemos({
  demos,
  zone,
  leadZone,
}: {
  demos: TimelineDemo[]
  zone: string
  leadZone: string | null
}) {
  if (demos.length === 0) return <p className="text-sm text-muted-foreground">No demo booked.</p>
  const now = Date.now()
  return (
    <ul className="grid gap-2" data-testid="contact-demos">
      {demos.map((demo) => {
        const upcoming = Date.parse(demo.demoDate) >= now
        const yours = formatDateTime(demo.demoDate, zone, { zoneName: true })
        const theirs =
          leadZone && leadZone !== zone ? formatDateTime(demo.demoDate, leadZone, { zoneName: true }) : null
        return (
          <li key={demo.callId} className="flex items-start gap-2.5 rounded-md border p-2.5 text-sm">
            <CalendarCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-medium">Demo {yours}</span>
              {theirs && <span className="text-xs text-muted-foreground">Their time: {theirs}</span>}
              <span className="flex flex-wrap gap-x-3 text-xs">
                <Link href="/calendar" className="text-primary hover:underline">
                  Open Demo Calendar
                </Link>
                <Link href={`/calls?call=${demo.callId}`} className="text-muted-foreground hover:underline">
                  The call that booked it
                </Link>
              </span>
            </div>
            <Badge variant={upcoming ? "success" : "secondary"}>{upcoming ? "Upcoming" : "Past"}</Badge>
          </li>
        )
      })}
    </ul>
  )
}

/** The contact's callbacks (waiting, calling, called back), each opening the callback dialog. */
export function ContactCallbacks({
  callbacks,
  onOpen,
}: {
  callbacks: CallbackView[]
  onOpen: (callback: CallbackView) => void
}) {
  if (callbacks.length === 0) return <p className="text-sm text-muted-foreground">No callbacks.</p>
  return (
    <ul className="grid gap-2" data-testid="contact-callbacks">
      {callbacks.map((cb) => (
        <li key={cb.id}>
          <button
            type="button"
            disabled={cb.state !== "scheduled"}
            onClick={() => onOpen(cb)}
            className="flex w-full items-start gap-2.5 rounded-md border p-2.5 text-left text-sm enabled:hover:bg-muted/60"
          >
            <CalendarClock className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden />
            <span className="grid min-w-0 flex-1 gap-0.5">
              <span className="font-medium">Callback {callbackTime(cb.dialAt, cb.timeZone)}</span>
              {cb.reason && <span className="truncate text-xs text-muted-foreground">{cb.reason}</span>}
            </span>
            <Badge variant={cb.state === "scheduled" ? "warning" : "secondary"}>
              {CALLBACK_STATE_LABELS[cb.state]}
              {cb.state === "done" && cb.outcome ? `: ${cb.outcome}` : ""}
            </Badge>
          </button>
        </li>
      ))}
    </ul>
  )
}
