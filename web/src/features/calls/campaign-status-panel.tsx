import { useState } from "react"
import { Activity } from "lucide-react"
import type { CampaignItem } from "@shared/api-routes/campaigns"

import { Badge } from "@/components/ui/badge"
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { PausedCampaignsList, ScheduledCampaignsDropdown } from "@/features/campaigns/campaign-lists"
import { pausedCampaigns, scheduledCampaigns } from "@/features/campaigns/campaign-view"
import { DeleteCampaignDialog } from "@/features/campaigns/delete-campaign-dialog"
import { LiveCallsBox } from "@/features/campaigns/live-calls-box"
import { RescheduleDialog } from "@/features/campaigns/reschedule-dialog"
import { RunningCampaign } from "@/features/campaigns/running-campaign"
import { useCampaigns, useCampaignStatus } from "@/features/campaigns/use-campaigns"
import { useNow } from "@/features/campaigns/use-now"

function Counter({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-lg border bg-muted/30 p-3">
      <p className="text-2xl font-semibold tabular-nums">{value ?? "–"}</p>
      <p className="text-xs text-muted-foreground">{label}</p>
    </div>
  )
}

/** SPEC §2.7 "Campaign Status": running state, live calls, the active campaign, counters, lists. */
export function CampaignStatusPanel() {
  const { data: campaigns = [] } = useCampaigns()
  const { data: status } = useCampaignStatus()
  const now = new Date(useNow(30_000))
  const [toReschedule, setToReschedule] = useState<CampaignItem | null>(null)
  const [toDelete, setToDelete] = useState<CampaignItem | null>(null)

  const runningList = campaigns.filter((c) => c.status === "running" || c.status === "active")
  // SPEC §4: Running if any campaign is running (the list is the fresher source after an action).
  const running = runningList.length > 0 || (status?.running ?? false)
  const rowProps = { now, onReschedule: setToReschedule, onDelete: setToDelete }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5" aria-hidden />
          Campaign Status
        </CardTitle>
        <CardAction>
          <Badge variant={running ? "success" : "secondary"} className="text-sm" aria-live="polite">
            <span className={running ? "size-2 rounded-full bg-success" : "size-2 rounded-full bg-muted-foreground"} />
            {running ? "Running" : "Stopped"}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        <LiveCallsBox calls={status?.liveCalls ?? []} moreCount={status?.moreCount ?? 0} />
        {runningList.length > 0 ? (
          runningList.map((c) => <RunningCampaign key={c.id} campaign={c} />)
        ) : (
          <p className="rounded-lg border border-dashed p-3 text-center text-sm text-muted-foreground">
            No campaign is running.
          </p>
        )}
        <div className="grid grid-cols-2 gap-2">
          <Counter label="Today's Calls" value={status?.todaysCalls} />
          <Counter label="Active Calls" value={status?.activeCalls} />
          <Counter label="Answered" value={status?.answered} />
          <Counter label="Demos Scheduled" value={status?.demosScheduled} />
        </div>
        <ScheduledCampaignsDropdown campaigns={scheduledCampaigns(campaigns)} {...rowProps} />
        <PausedCampaignsList campaigns={pausedCampaigns(campaigns)} {...rowProps} />
      </CardContent>
      <RescheduleDialog campaign={toReschedule} onClose={() => setToReschedule(null)} />
      <DeleteCampaignDialog campaign={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  )
}
