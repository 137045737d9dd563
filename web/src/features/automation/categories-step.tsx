import type { AutomationRunView } from "@shared/api-routes/automation"

import { estimateText } from "./automation-format"
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
      description="Each category is one maps search of the city, in this order."
      action={<PlacesModeBadge />}
    >
      <CategoryGrid run={run} />
      <p className="text-sm text-muted-foreground" data-testid="automation-estimate">
        {estimateText()}
      </p>
      <PlacesModeNote sandboxText="Sandbox: simulated searches, no cost." testId="automation-sandbox" />
    </StepCard>
  )
}
