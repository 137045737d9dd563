import { useState } from "react"
import { CalendarClock, CheckCircle2, UserX } from "lucide-react"
import type { CalendarEvent } from "@shared/api-routes/calendar"
import { DEMO_OUTCOME_LABELS, type DemoOutcome } from "@shared/calendar"

import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { Button } from "@/components/ui/button"
import { CancelDemoButton } from "./cancel-demo-button"
import { RescheduleDemoDialog } from "./reschedule-demo-dialog"
import { setDemoOutcome } from "./use-calendar"

type DemoActionsProps = {
  demo: CalendarEvent
  /** The page's zone (Settings): a new time is picked on its clock. */
  timeZone: string
  /** After the demo left the calendar (cancelled). */
  onCancelled: () => void
}

/**
 * What can be done with a demo depends on its time (issue 38): one still to come is rescheduled or
 * cancelled; one whose time has passed was held or missed, and is marked so (cancelling it rewrote
 * the Completed count and the funnel's held step).
 */
export function DemoActions({ demo, timeZone, onCancelled }: DemoActionsProps) {
  const past = Date.parse(demo.demoDate) <= Date.now()
  return past ? (
    <OutcomeButtons demo={demo} />
  ) : (
    <div className="flex flex-wrap gap-2">
      <RescheduleButton demo={demo} timeZone={timeZone} />
      <CancelDemoButton demo={demo} onDeleted={onCancelled} />
    </div>
  )
}

const OUTCOME_ICONS: Record<DemoOutcome, typeof CheckCircle2> = { held: CheckCircle2, no_show: UserX }

/** Held / No-show, as a pair of toggles: pressing the marked one again clears it. */
function OutcomeButtons({ demo }: { demo: CalendarEvent }) {
  const [busy, setBusy] = useState(false)
  // The click shows at once; the list's next read confirms it.
  const [marked, setMarked] = useState<DemoOutcome | null>(demo.outcome)

  async function mark(outcome: DemoOutcome) {
    const next = marked === outcome ? null : outcome
    setBusy(true)
    try {
      await setDemoOutcome(demo.id, next)
      setMarked(next)
      toast({
        title: next ? `Demo marked ${DEMO_OUTCOME_LABELS[next]}` : "Demo outcome cleared",
        description: `${demo.businessName}.`,
      })
    } catch (error) {
      toastApiError(error, { fallback: "The demo could not be marked" })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Demo outcome">
      <span className="text-sm text-muted-foreground">Did it happen?</span>
      {(Object.keys(DEMO_OUTCOME_LABELS) as DemoOutcome[]).map((outcome) => {
        const Icon = OUTCOME_ICONS[outcome]
        const on = marked === outcome
        return (
          <Button
            key={outcome}
            size="sm"
            variant={on ? "default" : "outline"}
            aria-pressed={on}
            disabled={busy}
            onClick={() => void mark(outcome)}
          >
            <Icon aria-hidden />
            {DEMO_OUTCOME_LABELS[outcome]}
          </Button>
        )
      })}
    </div>
  )
}

function RescheduleButton({ demo, timeZone }: { demo: CalendarEvent; timeZone: string }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden /> Reschedule
      </Button>
      <RescheduleDemoDialog demo={open ? demo : null} timeZone={timeZone} onClose={() => setOpen(false)} />
    </>
  )
}
