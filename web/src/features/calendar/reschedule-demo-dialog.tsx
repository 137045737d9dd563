import { useEffect, useState, type FormEvent } from "react"
import type { CalendarEvent } from "@shared/api-routes/calendar"

import { toast } from "@/hooks/use-toast"
import { serverMessage } from "@/lib/toast-error"
import { zoneWords } from "@/lib/zone-words"
import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog"
import { FieldError } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { wallClock } from "../callbacks/callback-format"
import { formatDemoDateTime } from "./calendar-format"
import { rescheduleDemo } from "./use-calendar"

type RescheduleDemoDialogProps = {
  demo: CalendarEvent | null
  /** The page's zone: the pickers read a day and time on its clock, as the page shows them. */
  timeZone: string
  onClose: () => void
}

/** An upcoming demo moved, with the same day and time pickers as a callback. */
export function RescheduleDemoDialog({ demo, timeZone, onClose }: RescheduleDemoDialogProps) {
  const [date, setDate] = useState("")
  const [time, setTime] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!demo) return
    const now = wallClock(demo.demoDate, timeZone)
    setDate(now.date)
    setTime(now.time)
    setError(null)
  }, [demo, timeZone])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!demo) return
    if (!date || !time) {
      setError("Pick a day and a time")
      return
    }
    setBusy(true)
    try {
      const moved = await rescheduleDemo(demo.id, `${date}T${time}`, timeZone)
      toast({
        title: "Demo Rescheduled",
        description: `${demo.businessName}: ${formatDemoDateTime(moved.demoDate, timeZone)}.`,
      })
      onClose()
    } catch (err) {
      const message = serverMessage(err, [400, 404, 409]) ?? "The demo could not be rescheduled. Please try again."
      setError(message)
      toast({ variant: "destructive", title: "Reschedule Failed", description: message })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={demo !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Reschedule demo</DialogTitle>
            <DialogDescription>
              Pick a new time for the demo with {demo?.businessName}, in {zoneWords(timeZone)}.
            </DialogDescription>
          </DialogHeader>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="demo-reschedule-date">Day</Label>
              <Input
                id="demo-reschedule-date"
                type="date"
                value={date}
                onChange={(e) => {
                  setDate(e.target.value)
                  setError(null)
                }}
                aria-invalid={error !== null}
                required
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="demo-reschedule-time">Time ({zoneWords(timeZone)})</Label>
              <Input
                id="demo-reschedule-time"
                type="time"
                value={time}
                onChange={(e) => {
                  setTime(e.target.value)
                  setError(null)
                }}
                aria-invalid={error !== null}
                required
              />
            </div>
            <FieldError className="col-span-2">{error}</FieldError>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
              Keep the time
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Reschedule"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
