import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { statusOptionLabel } from "./contact-status"
import type { FacetValue } from "@shared/contacts-api"
import { useContactFacets } from "./use-contacts"

/** Radix Select items cannot have an empty value; this one stands for "no filter". */
const ALL = "__all__"

type FilterSelectProps = {
  id: string
  label: string
  allLabel: string
  value: string
  options: FacetValue[] | undefined
  format?: (value: string) => string
  onChange: (value: string) => void
}

function FilterSelect({ id, label, allLabel, value, options, format = (v) => v, onChange }: FilterSelectProps) {
  // The chosen value stays listed even if no stored contact has it any more (e.g. after an edit).
  const values = options?.map((o) => o.value) ?? []
  if (value && !values.includes(value)) values.unshift(value)
  const counts = new Map(options?.map((o) => [o.value, o.count]))
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? "" : v)}>
        <SelectTrigger id={id} className="h-10 w-full sm:h-9">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {values.map((v) => (
            <SelectItem key={v} value={v}>
              {format(v)}
              {counts.has(v) && <span className="text-muted-foreground"> ({counts.get(v)})</span>}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}

type ContactsFiltersProps = {
  status: string
  category: string
  onStatusChange: (status: string) => void
  onCategoryChange: (category: string) => void
}

/** SPEC §2.4: category and status selects whose options come from the stored contacts. */
export function ContactsFilters({ status, category, onStatusChange, onCategoryChange }: ContactsFiltersProps) {
  const facets = useContactFacets(true)
  return (
    <div className="grid gap-4 rounded-lg border bg-card p-4 sm:grid-cols-2" data-testid="contacts-filters">
      <FilterSelect
        id="contacts-filter-category"
        label="Category"
        allLabel="All Categories"
        value={category}
        options={facets.data?.categories}
        onChange={onCategoryChange}
      />
      <FilterSelect
        id="contacts-filter-status"
        label="Status"
        allLabel="All Statuses"
        value={status}
        options={facets.data?.statuses}
        format={statusOptionLabel}
        onChange={onStatusChange}
      />
      {facets.error && (
        <p className="text-sm text-destructive sm:col-span-2">
          Could not load the filter options. Use Refresh to try again.
        </p>
      )}
    </div>
  )
}
