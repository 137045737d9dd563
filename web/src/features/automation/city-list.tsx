import type { CitiesResponse, CitySuggestion } from "@shared/api-routes/automation"
import { PencilLine, RefreshCw } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Skeleton } from "@/components/ui/skeleton"
import { CityCard } from "./city-card"

type Props = {
  data: CitiesResponse | undefined
  error: Error | undefined
  isLoading: boolean
  selectedId: number | null
  onSelect: (city: CitySuggestion) => void
  onRetry: () => void
  onCustom: () => void
  disabled?: boolean
}

function CustomCityButton({ onCustom, disabled }: Pick<Props, "onCustom" | "disabled">) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={onCustom} disabled={disabled}>
      <PencilLine aria-hidden />
      Enter a custom city
    </Button>
  )
}

/** SPEC §2.6 city list with its loading, unavailable and empty states, each offering a custom city. */
export function CityList({ data, error, isLoading, selectedId, onSelect, onRetry, onCustom, disabled }: Props) {
  if (!data && (isLoading || !error)) {
    return (
      <div className="space-y-3" data-testid="cities-loading">
        <p role="status" className="text-sm text-muted-foreground">
          Loading cities…
        </p>
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3" aria-hidden>
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
        <CustomCityButton onCustom={onCustom} disabled={disabled} />
      </div>
    )
  }
  if (!data) {
    return (
      <div role="alert" className="space-y-3 rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm">
        <p className="font-medium text-destructive">City suggestions are unavailable.</p>
        {error?.message && <p className="break-words text-destructive/80">{error.message}</p>}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            <RefreshCw aria-hidden />
            Retry
          </Button>
          <CustomCityButton onCustom={onCustom} disabled={disabled} />
        </div>
      </div>
    )
  }
  if (data.cities.length === 0) {
    return (
      <div className="space-y-3 rounded-lg border border-dashed p-4 text-sm">
        <p className="text-muted-foreground">No cities listed for this state</p>
        <CustomCityButton onCustom={onCustom} disabled={disabled} />
      </div>
    )
  }
  return (
    <div className="space-y-3">
      {/* Fifty cards: the list scrolls in its own box so steps 3 and 4 stay within reach. */}
      <div
        role="radiogroup"
        aria-label={`Cities in ${data.state.name}`}
        className="grid max-h-[28rem] gap-2 overflow-y-auto p-1 sm:grid-cols-2 xl:grid-cols-3"
        data-testid="city-list"
      >
        {data.cities.map((city) => (
          <CityCard
            key={city.id}
            city={city}
            selected={city.id === selectedId}
            onSelect={() => onSelect(city)}
            disabled={disabled}
          />
        ))}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CustomCityButton onCustom={onCustom} disabled={disabled} />
        <p className="text-xs text-muted-foreground" data-testid="cities-attribution">
          {data.attribution}
        </p>
      </div>
    </div>
  )
}
