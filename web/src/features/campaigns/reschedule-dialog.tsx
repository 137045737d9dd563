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

/** SPEC §2.7/§5: reschedule is a prompt for a date-time in YYYY-MM-DD HH:MM (browser time). */
export function RescheduleDialog({ campaign, onClose }: RescheduleDialogProps) {
  const [value, setValue] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (campaign) {
      setValue(reschedulePrefill(campaign))
      setError(null)
    }
  }, [campaign])

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!campaign) return
    const parsed = parseRescheduleInput(value)
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
              Enter a new start for "{campaign?.name}" as YYYY-MM-DD HH:MM, in your local time.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="reschedule-input">New start</Label>
            <Input
              id="reschedule-input"
              value={value}
              onChange={(e) => {
                setValue(e.target.value)
                setError(null)
              }}
              placeholder="YYYY-MM-DD HH:MM"
              autoComplete="off"
              aria-invalid={error !== null}
              className="font-mono"
            />
            <FieldError>{error}</FieldError>
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
