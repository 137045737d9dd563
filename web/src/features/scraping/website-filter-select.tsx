import { WEBSITE_FILTER_LABELS, WEBSITE_FILTERS, type WebsiteFilter } from "@shared/scraping"

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"

/** The website filter (SPEC §2.5, §2.6): without website, with website, all businesses. */
export function WebsiteFilterSelect({
  id,
  value,
  onChange,
  disabled,
  invalid,
  describedBy,
}: {
  id: string
  value: WebsiteFilter
  onChange: (value: WebsiteFilter) => void
  disabled?: boolean
  invalid?: boolean
  /** The id of a line that explains the choice. */
  describedBy?: string
}) {
  return (
    <Select value={value} onValueChange={(v) => onChange(v as WebsiteFilter)} disabled={disabled}>
      <SelectTrigger id={id} className="w-full" aria-invalid={invalid} aria-describedby={describedBy}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {WEBSITE_FILTERS.map((f) => (
          <SelectItem key={f} value={f}>
            {WEBSITE_FILTER_LABELS[f]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
