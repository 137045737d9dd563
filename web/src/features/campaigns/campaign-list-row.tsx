import { useState } from "react"
import { CalendarClock, Play, Trash2 } from "lucide-react"
import type { CampaignItem } from "@shared/api-routes/campaigns"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { startCampaign } from "./campaign-actions"
import { CAMPAIGN_TOASTS } from "./campaign-messages"
import { CampaignStatusBadge } from "./campaign-status-badge"
import { CampaignWhyLine } from "./campaign-why-line"
import { EditHoursDialog } from "./edit-hours-dialog"
import { campaignCostText } from "./campaign-view"

interface CampaignListRowProps {
  campaign: CampaignItem
  detail: string
  now: Date
  onReschedule: (c: CampaignItem) => void
  onDelete: (c: CampaignItem) => void
}

/** One scheduled or paused campaign with resume, reschedule and delete (SPEC §2.7). */
export function CampaignListRow({ campaign, detail, now, onReschedule, onDelete }: CampaignListRowProps) {
  const [busy, setBusy] = useState(false)

  async function resume() {
    setBusy(true)
    await startCampaign(campaign, CAMPAIGN_TOASTS.resumed)
    setBusy(false)
  }

  return (
    <li className="grid grid-cols-1 gap-1.5 rounded-lg border bg-card p-2.5">
      <div className="flex items-center justify-between gap-2">
        <span className="truncate text-sm font-medium">{campaign.name}</span>
        <CampaignStatusBadge campaign={campaign} now={now} />
      </div>
      <p className={cn("text-xs", campaign.pausedReason === "budget" ? "text-destructive" : "text-muted-foreground")}>
        {detail}
      </p>
      {(campaign.spent > 0 || campaign.completedCalls > 0) && (
        <p className="text-xs text-muted-foreground tabular-nums" data-testid="campaign-cost">
          {campaignCostText(campaign)}
        </p>
      )}
      <CampaignWhyLine campaignId={campaign.id} />
      <div className="-ml-2 flex flex-wrap [&_button]:h-7 [&_button]:px-2 [&_button]:text-xs">
        <Button type="button" variant="ghost" size="sm" disabled={busy} onClick={resume}>
          <Play aria-hidden />
          {busy ? "Starting..." : "Resume"}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onReschedule(campaign)}>
          <CalendarClock aria-hidden />
          Reschedule
        </Button>
        <EditHoursDialog campaign={campaign} />
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          onClick={() => onDelete(campaign)}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </li>
  )
}
