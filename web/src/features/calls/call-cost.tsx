import type { CallDetails } from "@shared/api-routes/calls"
import { COST_KIND_LABELS, formatUsd } from "@shared/costs"

/** What the voice provider billed for the call, and its parts ("Phone line $0.0100 · Voice $0.0360 · …"). */
export function CallCost({ cost, breakdown }: { cost: CallDetails["cost"]; breakdown: CallDetails["costBreakdown"] }) {
  if (cost === null) return <span className="text-muted-foreground">Not reported yet</span>
  return (
    <span data-testid="call-cost">
      <span className="font-medium tabular-nums">{formatUsd(cost)}</span>
      {breakdown && breakdown.length > 0 && (
        <span className="block text-xs text-muted-foreground tabular-nums">
          {breakdown.map((p) => `${COST_KIND_LABELS[p.kind]} ${formatUsd(p.cost)}`).join(" · ")}
        </span>
      )}
    </span>
  )
}
