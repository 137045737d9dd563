import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { useContactFacets } from "@/features/contacts/use-contacts"
import { totalsByLabel } from "./contact-groups"

const ALL = "__all__"

/** Source filter for the contact selector; options come from the contacts' own sources. */
export function SourceFilter({ value, onChange }: { value: string | null; onChange: (label: string | null) => void }) {
  const { data } = useContactFacets()
  const totals = [...totalsByLabel(data?.sources ?? [])].sort(([a], [b]) => a.localeCompare(b))
  return (
    <Select value={value ?? ALL} onValueChange={(v) => onChange(v === ALL ? null : v)}>
      <SelectTrigger size="sm" aria-label="Filter by source" className="max-w-full min-w-44">
        <SelectValue placeholder="All sources" />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>All sources</SelectItem>
        {totals.map(([label, count]) => (
          <SelectItem key={label} value={label}>
            {label} ({count.toLocaleString()})
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}
