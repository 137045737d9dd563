import { useCampaignWaiting } from "@/features/campaigns/use-campaign-waiting"
import { cn } from "@/lib/utils"

/**
 * Under "Running now": why the first running campaign is or is not dialling, on one clamped line (the
 * whole sentence in its tooltip; "+N more" when others run; the calls screen shows every one), so
 * "Active Campaigns 1" never hides a campaign that cannot call anyone. The line's space is always
 * kept, empty when nothing runs: the card never grows or shrinks with it, and Recent Calls below the
 * stat cards stays where it is while the line changes every minute.
 */
export function ActiveCampaignsWhy() {
  const { data } = useCampaignWaiting()
  const running = (data?.items ?? []).filter((i) => i.state === "dialling" || i.state === "waiting")
  const first = running[0]
  const more = running.length - 1
  return (
    <div className="mt-2 h-7 border-t pt-1.5 text-xs" data-testid="active-campaigns-why">
      {first && (
        <p
          className={cn("truncate", first.state === "dialling" ? "text-success" : "text-warning-foreground")}
          title={running.map((i) => `${i.name}: ${i.line}`).join("\n")}
        >
          {more > 0 && <span className="mr-1 text-muted-foreground">+{more} more ·</span>}
          <span className="font-medium">{first.name}:</span> {first.line}
        </p>
      )}
    </div>
  )
}
