import { useState } from "react"
import { Play, Trash2 } from "lucide-react"
import type { CampaignItem } from "@shared/api-routes/campaigns"
import { CAMPAIGN_MESSAGES } from "@shared/campaigns"

import { toast } from "@/hooks/use-toast"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { startCampaign } from "./campaign-actions"
import { CampaignStatusBadge } from "./campaign-status-badge"
import { dateTimeLabel, isResumable, pausedReasonLabel, progressLabel } from "./campaign-view"
import { DeleteCampaignDialog } from "./delete-campaign-dialog"
import { useCampaigns } from "./use-campaigns"

function detail(c: CampaignItem) {
  if (c.status === "paused") return pausedReasonLabel(c)
  if (c.status === "scheduled") return `Starts ${dateTimeLabel(c.scheduledStart, c.timezone)}`
  return "Not started yet"
}

/** "Resume Existing Campaign": pick a paused, draft or scheduled campaign, then start or delete it. */
export function ResumeCampaignList() {
  const { data, isLoading, error } = useCampaigns()
  const campaigns = (data ?? []).filter(isResumable)
  const [selectedId, setSelectedId] = useState<number | null>(null)
  const [toDelete, setToDelete] = useState<CampaignItem | null>(null)
  const [starting, setStarting] = useState(false)
  const selected = campaigns.find((c) => c.id === selectedId) ?? null

  async function onStart() {
    if (!selected) {
      toast({ variant: "destructive", title: "Error", description: CAMPAIGN_MESSAGES.selectToStart })
      return
    }
    setStarting(true)
    if (await startCampaign(selected)) setSelectedId(null)
    setStarting(false)
  }

  function onDelete() {
    if (!selected) {
      toast({ variant: "destructive", title: "Error", description: CAMPAIGN_MESSAGES.selectToDelete })
      return
    }
    setToDelete(selected)
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      {!data && isLoading ? (
        <p className="text-sm text-muted-foreground">Loading campaigns...</p>
      ) : !data && error ? (
        <p className="text-sm text-destructive">Could not load campaigns.</p>
      ) : campaigns.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          No paused, draft or scheduled campaigns. Create a new one to get started.
        </p>
      ) : (
        <div role="radiogroup" aria-label="Campaigns" className="grid max-h-80 grid-cols-1 gap-2 overflow-y-auto">
          {campaigns.map((c) => (
            <label
              key={c.id}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors hover:bg-accent/50",
                c.id === selectedId && "border-primary bg-primary/5 ring-1 ring-primary"
              )}
            >
              <input
                type="radio"
                name="resume-campaign"
                className="mt-1 size-4 accent-primary"
                checked={c.id === selectedId}
                onChange={() => setSelectedId(c.id)}
              />
              <span className="grid min-w-0 flex-1 grid-cols-1 gap-1">
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate font-medium">{c.name}</span>
                  <CampaignStatusBadge campaign={c} />
                </span>
                <span className="text-xs text-muted-foreground">
                  {progressLabel(c)} · {detail(c)}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" onClick={onStart} disabled={starting}>
          <Play aria-hidden />
          {starting ? "Starting..." : "Start Campaign"}
        </Button>
        <Button type="button" variant="outline" onClick={onDelete} className="text-destructive hover:text-destructive">
          <Trash2 aria-hidden />
          Delete Campaign
        </Button>
      </div>
      <DeleteCampaignDialog
        campaign={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={() => setSelectedId(null)}
      />
    </div>
  )
}
