import { useState } from "react"
import type { CitiesResponse, CitySuggestion } from "@shared/api-routes/automation"
import { ChevronDown, PencilLine, RefreshCw, Search } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Input } from "@/components/ui/input"
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

/** Whole rows at one, two and three columns: the list never ends in a half-cut card. */
const CITIES_FIRST_SHOWN = 12

/** Issue 38: the search matches a city's name or its state's (code or name), ignoring case and accents. */
const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim()

function matchesCitySearch(city: CitySuggestion, stateName: string, query: string) {
  const q = fold(query)
  if (!q) return true
  return [city.city, city.state, stateName].some((field) => fold(field).includes(q))
}

/** SPEC §2.6 city list with its loading, unavailable and empty states, each offering a custom city. */
export function CityList({ data, error, isLoading, selectedId, onSelect, onRetry, onCustom, disabled }: Props) {
  const [showAll, setShowAll] = useState(false)
  // The search belongs to one state's list: another state's list starts unfiltered.
  const [search, setSearch] = useState({ state: "", query: "" })
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
  const query = search.state === data.state.code ? search.query : ""
  const searching = query.trim() !== ""
  const matches = data.cities.filter((city) => matchesCitySearch(city, data.state.name, query))
  // The largest cities first; the rest one click away (a chosen city further down stays in view).
  // A search shows every match.
  const chosenIndex = data.cities.findIndex((city) => city.id === selectedId)
  const expanded = searching || showAll || chosenIndex >= CITIES_FIRST_SHOWN
  const shown = expanded ? matches : matches.slice(0, CITIES_FIRST_SHOWN)
  const hidden = matches.length - shown.length
  return (
    <div className="space-y-3">
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          id="automation-city-search"
          value={query}
          onChange={(e) => setSearch({ state: data.state.code, query: e.target.value })}
          placeholder="Search cities by name or state"
          aria-label={`Search cities in ${data.state.name}`}
          className="pl-8"
          autoComplete="off"
          data-testid="city-search"
        />
      </div>
      {searching && (
        <p role="status" className="sr-only">
          {matches.length === 1 ? "1 city matches" : `${matches.length} cities match`}
        </p>
      )}
      {matches.length === 0 && (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" data-testid="cities-no-match">
          No cities in {data.state.name} match "{query.trim()}". Try another name, or enter a custom city.
        </p>
      )}
      <div
        hidden={matches.length === 0}
        role="radiogroup"
        aria-label={`Cities in ${data.state.name}`}
        className="grid gap-2 p-1 sm:grid-cols-2 xl:grid-cols-3"
        data-testid="city-list"
      >
        {shown.map((city) => (
          <CityCard
            key={city.id}
            city={city}
            selected={city.id === selectedId}
            onSelect={() => onSelect(city)}
            disabled={disabled}
          />
        ))}
      </div>
      {hidden > 0 && (
        <Button type="button" variant="ghost" size="sm" className="w-full" onClick={() => setShowAll(true)}>
          <ChevronDown aria-hidden />
          Show all {data.cities.length} cities ({hidden} more)
        </Button>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CustomCityButton onCustom={onCustom} disabled={disabled} />
        <p className="text-xs text-muted-foreground" data-testid="cities-attribution">
          {data.attribution}
        </p>
      </div>
    </div>
  )
}
