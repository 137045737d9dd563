import { useState } from "react"
import { ChevronDown } from "lucide-react"
import type { CampaignItem } from "@shared/campaigns"

import { cn } from "@/lib/utils"
import { CampaignListRow } from "./campaign-list-row"
import { dateTimeLabel, pausedReasonLabel } from "./campaign-view"

interface ListProps {
  campaigns: CampaignItem[]
  now: Date
  onReschedule: (c: CampaignItem) => void
  onDelete: (c: CampaignItem) => void
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
        <ChevronDown className={cn("size-4 text-muted-foreground transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      {open && (
        <div className="border-t p-2">
          {campaigns.length === 0 ? (
            <p className="px-1 py-2 text-sm text-muted-foreground">No scheduled campaigns.</p>
          ) : (
            <ul className="grid max-h-72 grid-cols-1 gap-2 overflow-y-auto">
              {campaigns.map((c) => (
                <CampaignListRow
                  key={c.id}
                  campaign={c}
                  now={now}
                  detail={`Starts ${dateTimeLabel(c.scheduledStart, now)}`}
                  onReschedule={onReschedule}
                  onDelete={onDelete}
                />
              ))}
            </ul>
          )}
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
      {campaigns.length === 0 ? (
        <p className="text-sm text-muted-foreground">No paused campaigns.</p>
      ) : (
        <ul className="grid max-h-72 grid-cols-1 gap-2 overflow-y-auto">
          {campaigns.map((c) => (
            <CampaignListRow
              key={c.id}
              campaign={c}
              now={now}
              detail={pausedReasonLabel(c, now)}
              onReschedule={onReschedule}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </section>
  )
}
