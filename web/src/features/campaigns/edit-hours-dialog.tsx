import { useState, type FormEvent } from "react"
import { Clock } from "lucide-react"
import type { CampaignItem } from "@shared/api-routes/campaigns"
import { hoursReach } from "@shared/calling-hours"

import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog"
import { CallingHoursField } from "./calling-hours-field"
import { hoursSummary, useCalleeHoursOnly, type CallingHoursValue } from "./calling-hours-value"
import { campaignApi, refreshCampaigns } from "./use-campaigns"

/** "Hours": edit a campaign's calling hours (the dialer follows them from its next minute). */
export function EditHoursDialog({ campaign }: { campaign: CampaignItem }) {
  const [open, setOpen] = useState(false)
  const [value, setValue] = useState<CallingHoursValue>(campaign)
  const [busy, setBusy] = useState(false)
  const calleeHoursOnly = useCalleeHoursOnly()
  const blocked = !value.workDays.length || hoursReach(value, calleeHoursOnly) === "none"

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (blocked) return
    setBusy(true)
    try {
      const updated = await campaignApi.hours(campaign.id, value)
      toast({ title: "Calling Hours Updated", description: `"${updated.name}" calls ${hoursSummary(updated)}.` })
      setOpen(false)
    } catch (error) {
      toastApiError(error, { fallback: "Failed to update campaign" })
    } finally {
      setBusy(false)
      void refreshCampaigns()
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setValue({ startTime: campaign.startTime, endTime: campaign.endTime, workDays: campaign.workDays })
        setOpen(next)
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" variant="ghost" size="sm">
          <Clock aria-hidden />
          Hours
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <form onSubmit={onSubmit} className="grid gap-4" aria-label="Edit calling hours">
          <DialogHeader>
            <DialogTitle>Calling hours</DialogTitle>
            <DialogDescription>&quot;{campaign.name}&quot; follows new hours from the next minute.</DialogDescription>
          </DialogHeader>
          <CallingHoursField
            idPrefix={`hours-${campaign.id}`}
            value={value}
            onChange={setValue}
            timezone={campaign.timezone}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || blocked}>
              {busy ? "Saving..." : "Save hours"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
