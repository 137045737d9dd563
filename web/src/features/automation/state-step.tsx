import type { WebsiteFilter } from "@shared/scraping"
import { RefreshCw } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Field, FieldDescription, FieldLabel } from "@/components/ui/field"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { WebsiteFilterSelect } from "@/features/scraping/website-filter-select"
import { StepCard } from "./step-card"
import { useStates } from "./use-automation"

type Props = {
  state: string | null
  websiteFilter: WebsiteFilter
  onStateChange: (code: string) => void
  onWebsiteFilterChange: (filter: WebsiteFilter) => void
  disabled?: boolean
}

/** SPEC §2.6 Step 1: the state and the website filter. */
export function StateStep({ state, websiteFilter, onStateChange, onWebsiteFilterChange, disabled }: Props) {
  const { data, error, isLoading, mutate } = useStates()
  const states = data?.states ?? []
  return (
    <StepCard step={1} title="Choose the state" description="Where to search, and which businesses to keep.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <FieldLabel htmlFor="automation-state">State</FieldLabel>
          <Select value={state ?? ""} onValueChange={onStateChange} disabled={disabled || states.length === 0}>
            <SelectTrigger id="automation-state" className="w-full">
              <SelectValue placeholder={isLoading ? "Loading states…" : "Select a state"} />
            </SelectTrigger>
            <SelectContent>
              {states.map((s) => (
                <SelectItem key={s.code} value={s.code}>
                  {s.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {error && !data && (
            <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
              States could not be loaded. {error.message}
              <Button type="button" variant="outline" size="sm" onClick={() => void mutate()}>
                <RefreshCw aria-hidden />
                Retry
              </Button>
            </div>
          )}
        </Field>
        <Field>
          <FieldLabel htmlFor="automation-website">Website Filter</FieldLabel>
          <WebsiteFilterSelect
            id="automation-website"
            value={websiteFilter}
            onChange={onWebsiteFilterChange}
            disabled={disabled}
          />
          <FieldDescription className="text-xs">
            Which businesses to keep, by whether they list a website.
          </FieldDescription>
        </Field>
      </div>
    </StepCard>
  )
}
