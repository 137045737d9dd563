import type { CampaignItem } from "@shared/api-routes/campaigns"
import { scheduledBadge } from "@shared/campaigns"

import { Badge } from "@/components/ui/badge"
import { SCHEDULE_BADGE_VARIANT } from "./campaign-view"

const STATUS: Record<
  CampaignItem["status"],
  { label: string; variant: "success" | "secondary" | "warning" | "info" | "outline" }
> = {
  running: { label: "Running", variant: "success" },
  active: { label: "Not started", variant: "warning" },
  paused: { label: "Paused", variant: "warning" },
  draft: { label: "Draft", variant: "secondary" },
  scheduled: { label: "Scheduled", variant: "info" },
  completed: { label: "Completed", variant: "outline" },
}

/** A campaign's state; scheduled ones read Overdue, Today or Scheduled (SPEC §4). */
export function CampaignStatusBadge({ campaign, now }: { campaign: CampaignItem; now?: Date }) {
  if (campaign.status === "scheduled") {
    const badge = scheduledBadge(campaign.scheduledStart, now, campaign.timezone)
    return <Badge variant={SCHEDULE_BADGE_VARIANT[badge]}>{badge}</Badge>
  }
  const { label, variant } = STATUS[campaign.status]
  return <Badge variant={variant}>{label}</Badge>
}
