import { useEffect, useState } from "react"
import { Play, Trash2 } from "lucide-react"
import type { CampaignItem } from "@shared/api-routes/campaigns"
import { CAMPAIGN_MESSAGES } from "@shared/campaigns"

import { toast } from "@/hooks/use-toast"
import { cn } from "@/lib/utils"
import { Button } from "@/components/ui/button"
import { startCampaign } from "./campaign-actions"
import { CAMPAIGN_FILTERS, type CampaignFilter, campaignsIn, filterCounts } from "./campaign-list-view"
import { CampaignRow } from "./campaign-row"
import { isResumable } from "./campaign-view"
import { DeleteCampaignDialog } from "./delete-campaign-dialog"
import { useCampaigns } from "./use-campaigns"
import { useNow } from "./use-now"

/**
 * Every campaign in one list (draft, scheduled, running, paused, completed), each with its own Start,
 * Resume or Pause; filters by state. SPEC §2.7's "resume existing" stays: pick a paused, draft or
 * scheduled one, then Start Campaign or Delete Campaign. `focusId` (a #campaign-12 link) is picked
 * and brought into view once the list has it.
 */
export function AllCampaignsList({ focusId = null }: { focusId?: number | null }) {
  const { data, isLoading, error } = useCampaigns()
  const now = new Date(useNow(30_000))
  const [filter, setFilter] = useState<CampaignFilter>("all")
  const [selectedId, setSelectedId] = useState<number | null>(focusId)
  const [toDelete, setToDelete] = useState<CampaignItem | null>(null)
  const [starting, setStarting] = useState(false)
  const campaigns = data ?? []
  const counts = filterCounts(campaigns)
  const shown = campaignsIn(campaigns, filter)
  const selected = campaigns.find((c) => c.id === selectedId && isResumable(c)) ?? null

  const focusFound = focusId !== null && campaigns.some((c) => c.id === focusId)
  useEffect(() => {
    if (!focusFound) return
    setFilter("all")
    setSelectedId(focusId)
    requestAnimationFrame(() => document.getElementById(`campaign-${focusId}`)?.scrollIntoView({ block: "center" }))
  }, [focusFound, focusId])

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
      <div role="group" aria-label="Show campaigns" className="flex flex-wrap gap-1.5">
        {CAMPAIGN_FILTERS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              "rounded-full border px-3 py-1 text-xs font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
              filter === value ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent"
            )}
          >
            {label} <span className="tabular-nums opacity-80">{counts[value]}</span>
          </button>
        ))}
      </div>
      {!data && isLoading ? (
        <p className="text-sm text-muted-foreground">Loading campaigns...</p>
      ) : !data && error ? (
        <p className="text-sm text-destructive">Could not load campaigns.</p>
      ) : shown.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {campaigns.length === 0
            ? "No campaigns yet. Create a new one to get started."
            : "No campaigns in this state."}
        </p>
      ) : (
        <ul aria-label="Campaigns" className="grid max-h-[28rem] grid-cols-1 gap-2 overflow-y-auto">
          {shown.map((c) => (
            <CampaignRow
              key={c.id}
              campaign={c}
              now={now}
              selected={c.id === selectedId}
              onSelect={() => setSelectedId(c.id)}
            />
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="button" variant="outline" onClick={onStart} disabled={starting}>
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
