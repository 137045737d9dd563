import { useState } from "react"
import { Pause } from "lucide-react"
import type { CampaignItem } from "@shared/api-routes/campaigns"

import { Button } from "@/components/ui/button"
import { Progress } from "@/components/ui/progress"
import { pauseCampaign } from "./campaign-actions"
import { CampaignWhyLine } from "./campaign-why-line"
import { EditHoursDialog } from "./edit-hours-dialog"
import {
  campaignCostText,
  clockLabel,
  progressLabel,
  progressPercent,
  timezoneLabel,
  workDaysLabel,
} from "./campaign-view"

/** The active campaign with its Pause button (SPEC §2.7). */
export function RunningCampaign({ campaign }: { campaign: CampaignItem }) {
  const [busy, setBusy] = useState(false)

  async function pause() {
    setBusy(true)
    await pauseCampaign(campaign)
    setBusy(false)
  }

  return (
    <div className="grid grid-cols-1 gap-2 rounded-lg border border-success/30 bg-success/5 p-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-success">Active campaign</p>
          <p className="truncate font-semibold">{campaign.name}</p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <EditHoursDialog campaign={campaign} />
          <Button type="button" variant="outline" size="sm" disabled={busy} onClick={pause}>
            <Pause aria-hidden />
            {busy ? "Pausing..." : "Pause"}
          </Button>
        </div>
      </div>
      <Progress value={progressPercent(campaign)} indicatorClassName="bg-success" aria-label="Campaign progress" />
      <p className="text-xs text-muted-foreground">
        {progressLabel(campaign)} · {campaign.callsPerHour} calls/hour · {clockLabel(campaign.startTime)}-
        {clockLabel(campaign.endTime)} {timezoneLabel(campaign.timezone)} · {workDaysLabel(campaign.workDays)}
      </p>
      <CampaignWhyLine campaignId={campaign.id} />
      <p className="text-xs text-muted-foreground tabular-nums" data-testid="campaign-cost">
        {campaignCostText(campaign)}
      </p>
    </div>
  )
}
