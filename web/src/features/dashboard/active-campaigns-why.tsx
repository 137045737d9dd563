import { useCampaignWaiting } from "@/features/campaigns/use-campaign-waiting"

/**
 * Under "Running now": why each running campaign is or is not dialling (the first two; the calls
 * screen shows every one), so "Active Campaigns 1" never hides a campaign that cannot call anyone.
 */
export function ActiveCampaignsWhy() {
  const { data } = useCampaignWaiting()
  const running = (data?.items ?? []).filter((i) => i.state === "dialling" || i.state === "waiting")
  if (!running.length) return null
  return (
    <ul className="mt-2 grid gap-1 border-t pt-2 text-xs" data-testid="active-campaigns-why">
      {running.slice(0, 2).map((i) => (
        <li key={i.campaignId} className={i.state === "dialling" ? "text-success" : "text-warning-foreground"}>
          <span className="font-medium">{i.name}:</span> {i.line}
        </li>
      ))}
      {running.length > 2 && (
        <li className="text-muted-foreground">and {running.length - 2} more on Call Management</li>
      )}
    </ul>
  )
}
