import { useState } from "react"
import type { CampaignItem } from "@shared/api-routes/campaigns"

import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { pauseCampaign, startCampaign } from "./campaign-actions"
import { ROW_ACTION_LABEL, rowActionOf } from "./campaign-list-view"
import { CAMPAIGN_TOASTS } from "./campaign-messages"
import { CampaignStatusBadge } from "./campaign-status-badge"
import { campaignCostText, dateTimeLabel, isResumable, pausedReasonLabel, progressLabel } from "./campaign-view"

function detail(c: CampaignItem, now: Date) {
  switch (c.status) {
    case "paused":
      return pausedReasonLabel(c, now)
    case "scheduled":
      return `Starts ${dateTimeLabel(c.scheduledStart, c.timezone, now)}`
    case "draft":
      return "Draft: not started yet"
    case "completed":
      return "Completed: everyone was called"
    default:
      return "Calling now"
  }
}

interface CampaignRowProps {
  campaign: CampaignItem
  now: Date
  selected: boolean
  onSelect: () => void
}

/**
 * One campaign of the list: a radio to pick it for Start Campaign / Delete Campaign (SPEC §2.7: paused,
 * draft and scheduled ones), and its own Start, Start now, Resume or Pause.
 */
export function CampaignRow({ campaign: c, now, selected, onSelect }: CampaignRowProps) {
  const [busy, setBusy] = useState(false)
  const action = rowActionOf(c)
  const selectable = isResumable(c)

  async function run() {
    setBusy(true)
    if (action === "pause") await pauseCampaign(c)
    else await startCampaign(c, action === "resume" ? CAMPAIGN_TOASTS.resumed : CAMPAIGN_TOASTS.started)
    setBusy(false)
  }

  return (
    <li
      id={`campaign-${c.id}`}
      data-testid="campaign-row"
      data-status={c.status}
      className={cn(
        "flex scroll-mt-24 items-start gap-3 rounded-lg border p-3 transition-colors",
        selected && "border-primary bg-primary/5 ring-1 ring-primary"
      )}
    >
      {selectable ? (
        <input
          type="radio"
          name="resume-campaign"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={selected}
          onChange={onSelect}
          aria-label={`Select ${c.name}`}
        />
      ) : (
        <span className="size-4 shrink-0" aria-hidden />
      )}
      <div className="grid min-w-0 flex-1 grid-cols-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="line-clamp-2 min-w-0 font-medium break-words">{c.name}</span>
          <CampaignStatusBadge campaign={c} now={now} />
        </div>
        <p className={cn("text-xs", c.pausedReason === "budget" ? "text-destructive" : "text-muted-foreground")}>
          {progressLabel(c)} · {detail(c, now)}
        </p>
        {(c.spent > 0 || c.completedCalls > 0) && (
          <p className="text-xs text-muted-foreground tabular-nums" data-testid="campaign-cost">
            {campaignCostText(c)}
          </p>
        )}
      </div>
      {action && (
        <Button
          type="button"
          size="sm"
          variant={action === "pause" ? "outline" : "default"}
          disabled={busy}
          onClick={run}
        >
          {busy ? ROW_ACTION_LABEL[action].busy : ROW_ACTION_LABEL[action].idle}
        </Button>
      )}
    </li>
  )
}
