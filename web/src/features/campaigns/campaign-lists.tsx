import { useState } from "react"
import { ChevronDown } from "lucide-react"
import type { CampaignItem } from "@shared/api-routes/campaigns"

import { cn } from "@/lib/utils"
import { CampaignListRow } from "./campaign-list-row"
import { dateTimeLabel, pausedReasonLabel } from "./campaign-view"

interface ListProps {
  campaigns: CampaignItem[]
  now: Date
  onReschedule: (c: CampaignItem) => void
  onDelete: (c: CampaignItem) => void
}

/** The rows of one list, or its empty text; `detail` is the line under each name. */
function CampaignRows({
  campaigns,
  now,
  detail,
  empty,
  emptyClassName,
  onReschedule,
  onDelete,
}: ListProps & { detail: (c: CampaignItem) => string; empty: string; emptyClassName?: string }) {
  if (campaigns.length === 0) {
    return <p className={cn("text-sm text-muted-foreground", emptyClassName)}>{empty}</p>
  }
  return (
    <ul className="grid max-h-72 grid-cols-1 gap-2 overflow-y-auto">
      {campaigns.map((c) => (
        <CampaignListRow
          key={c.id}
          campaign={c}
          now={now}
          detail={detail(c)}
          onReschedule={onReschedule}
          onDelete={onDelete}
        />
      ))}
    </ul>
  )
}

/** "Scheduled Campaigns" dropdown: collapsed to its count until opened, soonest start first. */
export function ScheduledCampaignsDropdown({ campaigns, now, onReschedule, onDelete }: ListProps) {
  const [open, setOpen] = useState(false)
  const overdue = campaigns.filter((c) => c.scheduledStart && Date.parse(c.scheduledStart) < now.getTime()).length

  return (
    <section aria-label="Scheduled campaigns" className="rounded-lg border">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2.5 text-sm font-medium outline-none hover:bg-accent/50 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span>
          Scheduled Campaigns <span className="text-muted-foreground">({campaigns.length})</span>
          {overdue > 0 && <span className="ml-2 text-xs font-normal text-destructive">{overdue} overdue</span>}
        </span>
        <ChevronDown
          className={cn("size-4 text-muted-foreground transition-transform", open && "rotate-180")}
          aria-hidden
        />
      </button>
      {open && (
        <div className="border-t p-2">
          <CampaignRows
            campaigns={campaigns}
            now={now}
            detail={(c) => `Starts ${dateTimeLabel(c.scheduledStart, c.timezone, now)}`}
            empty="No scheduled campaigns."
            emptyClassName="px-1 py-2"
            onReschedule={onReschedule}
            onDelete={onDelete}
          />
        </div>
      )}
    </section>
  )
}

/** "Paused Campaigns": each says why it is paused (by you, the window, or a new start). */
export function PausedCampaignsList({ campaigns, now, onReschedule, onDelete }: ListProps) {
  return (
    <section aria-label="Paused campaigns" className="grid grid-cols-1 gap-2">
      <h3 className="text-sm font-medium">
        Paused Campaigns <span className="text-muted-foreground">({campaigns.length})</span>
      </h3>
      <CampaignRows
        campaigns={campaigns}
        now={now}
        detail={(c) => pausedReasonLabel(c, now)}
        empty="No paused campaigns."
        onReschedule={onReschedule}
        onDelete={onDelete}
      />
    </section>
  )
}
