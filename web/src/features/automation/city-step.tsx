import type { CitySuggestion, StateOption } from "@shared/api-routes/automation"

import type { AutomationSelection } from "./automation-selection"
import { CityList } from "./city-list"
import { CustomCityField } from "./custom-city-field"
import { StepCard } from "./step-card"
import { useCities } from "./use-automation"

type Props = {
  selection: AutomationSelection
  state: StateOption | null
  onSelectCity: (city: CitySuggestion) => void
  onCustomCityChange: (value: string) => void
  onModeChange: (mode: AutomationSelection["mode"]) => void
  disabled?: boolean
}

/** SPEC §2.6 Step 2: a city from the state's most populous places, or one typed in. */
export function CityStep({ selection, state, onSelectCity, onCustomCityChange, onModeChange, disabled }: Props) {
  const cities = useCities(state?.code ?? null)
  return (
    <StepCard
      step={2}
      title="Choose the city"
      description="The state's 50 most populous places. Business density and activity are estimates from the population."
    >
      {!state ? (
        <p className="text-sm text-muted-foreground">Choose a state in step 1 to see its cities.</p>
      ) : selection.mode === "custom" ? (
        <CustomCityField
          value={selection.customCity}
          stateName={state.name}
          onChange={onCustomCityChange}
          onBack={() => onModeChange("list")}
          disabled={disabled}
        />
      ) : (
        <CityList
          data={cities.data}
          error={cities.error as Error | undefined}
          isLoading={cities.isLoading}
          selectedId={selection.listCity?.id ?? null}
          onSelect={onSelectCity}
          onRetry={() => void cities.mutate()}
          onCustom={() => onModeChange("custom")}
          disabled={disabled}
        />
      )}
    </StepCard>
  )
}
