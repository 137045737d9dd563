import { useEffect, useState, type FormEvent } from "react"
import type { CampaignItem } from "@shared/api-routes/campaigns"
import { parseRescheduleInput } from "@shared/campaigns"

import { toast } from "@/hooks/use-toast"
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
import { rescheduleCampaign } from "./campaign-actions"
import { reschedulePrefill } from "./campaign-form-helpers"

interface RescheduleDialogProps {
  campaign: CampaignItem | null
  onClose: () => void
}

/** "Central Time": the browser's zone in words, as the callback dialog's pickers are labelled. */
function localZoneName() {
  try {
    const part = new Intl.DateTimeFormat("en-US", { timeZoneName: "long" })
      .formatToParts(new Date())
      .find((p) => p.type === "timeZoneName")
    return part?.value.replace(/ (Standard|Daylight) Time$/, " Time") ?? "this browser's zone"
  } catch {
    return "this browser's zone"
  }
}

/**
 * SPEC §2.7/§5: reschedule is a prompt for a date-time, read as YYYY-MM-DD HH:MM in the browser's
 * zone; asked with the same day and time pickers as a callback.
 */
export function RescheduleDialog({ campaign, onClose }: RescheduleDialogProps) {
  const [date, setDate] = useState("")
  const [time, setTime] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (campaign) {
      const [d = "", t = ""] = reschedulePrefill(campaign).split(" ")
      setDate(d)
      setTime(t)
      setError(null)
    }
  }, [campaign])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!campaign) return
    // The pickers' day and time, read as SPEC §5's "YYYY-MM-DD HH:MM" in the browser's zone.
    const parsed = parseRescheduleInput(`${date} ${time}`)
    if (!parsed.ok) {
      setError(parsed.description)
      toast({ variant: "destructive", title: parsed.title, description: parsed.description })
      return
    }
    setBusy(true)
    const ok = await rescheduleCampaign(campaign, parsed.date)
    setBusy(false)
    if (ok) onClose()
  }

  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Reschedule campaign</DialogTitle>
            <DialogDescription>
              Pick a new start for "{campaign?.name}", in your local time ({localZoneName()}).
            </DialogDescription>
          </DialogHeader>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="reschedule-date">Day</Label>
              <Input
                id="reschedule-date"
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
              <Label htmlFor="reschedule-time">Time</Label>
              <Input
                id="reschedule-time"
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
              Cancel
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
