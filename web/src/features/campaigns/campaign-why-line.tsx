import { Info, PhoneOutgoing } from "lucide-react"

import { cn } from "@/lib/utils"
import { useCampaignWhy } from "./use-campaign-waiting"

/**
 * One line under a campaign: contacts callable now, and why the rest wait ("12 callable now; 15 wait
 * for their window: Central Time 10:22 PM, next at 12:01 AM CT"). Computed by the server.
 */
export function CampaignWhyLine({ campaignId, className }: { campaignId: number; className?: string }) {
  const why = useCampaignWhy(campaignId)
  if (!why?.line) return null
  const dialling = why.state === "dialling"
  const Icon = dialling ? PhoneOutgoing : Info
  return (
    <p
      className={cn(
        "flex items-start gap-1.5 text-xs",
        dialling ? "text-success" : "text-warning-foreground",
        className
      )}
      data-testid={`campaign-why-${campaignId}`}
    >
      <Icon className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>{why.line}</span>
    </p>
  )
}
