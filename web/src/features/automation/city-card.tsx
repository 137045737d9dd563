import type { CitySuggestion } from "@shared/api-routes/automation"

import { Badge } from "@/components/ui/badge"
import { cn } from "@/lib/utils"
import { DENSITY_BADGES, populationText, populationTitle } from "./automation-format"

type Props = {
  city: CitySuggestion
  selected: boolean
  onSelect: () => void
  disabled?: boolean
}

/**
 * SPEC §2.6 city card: a native radio inside its label, so the list is one tab stop, arrow keys move
 * the choice and screen readers announce "Grand Rapids, radio button, 2 of 50" with the details.
 */
export function CityCard({ city, selected, onSelect, disabled }: Props) {
  const nameId = `city-${city.id}-name`
  const detailsId = `city-${city.id}-details`
  const density = DENSITY_BADGES[city.businessDensity]
  return (
    <label
      data-testid="city-card"
      data-selected={selected || undefined}
      className={cn(
        "flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:bg-accent/50",
        "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
        selected && "border-primary bg-primary/5 ring-1 ring-primary",
        disabled && "cursor-not-allowed opacity-60"
      )}
    >
      <input
        type="radio"
        name="automation-city"
        value={city.id}
        checked={selected}
        onChange={onSelect}
        disabled={disabled}
        aria-labelledby={nameId}
        aria-describedby={detailsId}
        className="mt-1 size-4 shrink-0 accent-primary"
      />
      <span className="grid min-w-0 flex-1 gap-1.5">
        <span className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <span id={nameId} className="font-medium" data-testid="city-name">
            {city.city}
          </span>
          <Badge variant={density.variant} data-testid="city-density">
            {density.label}
          </Badge>
        </span>
        <span id={detailsId} className="grid gap-1 text-xs text-muted-foreground">
          <span data-testid="city-population">
            Population{" "}
            <span className="font-medium text-foreground tabular-nums" title={populationTitle(city.population)}>
              {populationText(city.population)}
            </span>
          </span>
          <span data-testid="city-activity">{city.economicActivity}</span>
        </span>
      </span>
    </label>
  )
}
