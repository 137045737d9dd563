import { useState } from "react"
import { Activity } from "lucide-react"
import type { CampaignItem } from "@shared/api-routes/campaigns"

import { Badge } from "@/components/ui/badge"
import { LoadError } from "@/components/load-error"
import { Card, CardAction, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Skeleton } from "@/components/ui/skeleton"
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
  const campaignsRead = useCampaigns()
  const statusRead = useCampaignStatus()
  const campaigns = campaignsRead.data ?? []
  const status = statusRead.data
  // Until both answers are here the panel shows their shape, not "Stopped" and zero counts it does
  // not know yet (issue 38); a failed read says so, with Try again.
  const failed = (!campaignsRead.data && campaignsRead.error) || (!status && statusRead.error)
  const loading = !failed && (!campaignsRead.data || !status)
  const now = new Date(useNow(30_000))
  const [toReschedule, setToReschedule] = useState<CampaignItem | null>(null)
  const [toDelete, setToDelete] = useState<CampaignItem | null>(null)

  // Only "running" is dialled: an "active" campaign waits for its Start (its row offers it).
  const runningList = campaigns.filter((c) => c.status === "running")
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
          {loading ? (
            <Skeleton className="h-6 w-20" data-testid="campaign-status-loading" />
          ) : failed ? (
            <Badge variant="secondary" className="text-sm">
              Unknown
            </Badge>
          ) : (
            <Badge variant={running ? "success" : "secondary"} className="text-sm" aria-live="polite">
              <span
                className={running ? "size-2 rounded-full bg-success" : "size-2 rounded-full bg-muted-foreground"}
              />
              {running ? "Running" : "Stopped"}
            </Badge>
          )}
        </CardAction>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4">
        {failed ? (
          <LoadError
            onRetry={() => {
              void campaignsRead.mutate()
              void statusRead.mutate()
            }}
          >
            The campaign status could not be loaded.
          </LoadError>
        ) : loading ? (
          <div className="grid gap-3" aria-busy="true" aria-label="Loading the campaign status">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-10 w-full" />
            <div className="grid grid-cols-2 gap-2">
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-[4.5rem] w-full" />
              ))}
            </div>
            <Skeleton className="h-9 w-full" />
          </div>
        ) : (
          <>
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
          </>
        )}
      </CardContent>
      <RescheduleDialog campaign={toReschedule} onClose={() => setToReschedule(null)} />
      <DeleteCampaignDialog campaign={toDelete} onClose={() => setToDelete(null)} />
    </Card>
  )
}
