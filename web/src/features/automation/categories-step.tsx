import type { AutomationRunView } from "@shared/api-routes/automation"

import { estimateText, SKU_TEXT } from "./automation-format"
import { CategoryGrid } from "./category-grid"
import { PlacesModeBadge, PlacesModeNote } from "@/components/places-mode"
import { StepCard } from "./step-card"

/**
 * Step 3 (SPEC §2.6 leaves its content to us): what the run will search and what that costs at
 * least, before anything is spent. While a run is in progress the same tiles show its searches.
 */
export function CategoriesStep({ run }: { run: AutomationRunView | null }) {
  return (
    <StepCard
      step={3}
      title="Review the searches"
      description="Each category searches the city for several kinds of business, in this order. The numbers are each search's first share of the category's 500: what one search cannot find in the city goes to the others."
      action={<PlacesModeBadge />}
    >
      <CategoryGrid run={run} />
      <div className="grid gap-1 text-sm" data-testid="automation-estimate">
        <p className="font-medium">{estimateText()}</p>
        <p className="text-muted-foreground">{SKU_TEXT}</p>
      </div>
      <PlacesModeNote sandboxText="Sandbox: simulated searches, no cost." testId="automation-sandbox" />
    </StepCard>
  )
}
