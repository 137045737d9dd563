import { ANALYTICS_PERIODS, PERIOD_LABELS } from "@shared/analytics"

import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { type AnalyticsFilters, useAnalyticsOptions } from "./use-analytics"

/** Radix Select items cannot have an empty value; this one stands for "no filter". */
const ALL = "__all__"

type PickProps = {
  id: string
  label: string
  value: string
  allLabel?: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
}

function Pick({ id, label, value, allLabel, options, onChange }: PickProps) {
  const shown = value && !options.some((o) => o.value === value) ? [{ value, label: value }, ...options] : options
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value || ALL} onValueChange={(v) => onChange(v === ALL ? "" : v)}>
        <SelectTrigger id={id} className="h-10 w-full sm:h-9">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {allLabel && <SelectItem value={ALL}>{allLabel}</SelectItem>}
          {shown.map((o) => (
            <SelectItem key={o.value} value={o.value}>
              {o.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  )
}

type AnalyticsFiltersBarProps = { value: AnalyticsFilters; onChange: (next: AnalyticsFilters) => void }

/** The period (presets or two days) and the campaign, source and category filters. */
export function AnalyticsFiltersBar({ value, onChange }: AnalyticsFiltersBarProps) {
  const options = useAnalyticsOptions()
  const set = (patch: Partial<AnalyticsFilters>) => onChange({ ...value, ...patch })
  const facet = (list: { value: string; count: number }[]) => list.map((o) => ({ value: o.value, label: o.value }))
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Pick
        id="analytics-period"
        label="Period"
        value={value.period}
        options={ANALYTICS_PERIODS.map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
        onChange={(p) => set({ period: (p || "30d") as AnalyticsFilters["period"] })}
      />
      <Pick
        id="analytics-campaign"
        label="Campaign"
        value={value.campaignId}
        allLabel="All campaigns"
        options={[
          { value: "0", label: "No campaign (Call Now)" },
          ...options.campaigns.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        onChange={(campaignId) => set({ campaignId })}
      />
      <Pick
        id="analytics-source"
        label="Source"
        value={value.source}
        allLabel="All sources"
        options={facet(options.sources)}
        onChange={(source) => set({ source })}
      />
      <Pick
        id="analytics-category"
        label="Category"
        value={value.category}
        allLabel="All categories"
        options={facet(options.categories)}
        onChange={(category) => set({ category })}
      />
      {value.period === "custom" && (
        <div className="grid grid-cols-2 gap-3 sm:col-span-2">
          <div className="grid gap-2">
            <Label htmlFor="analytics-from">From</Label>
            <Input
              id="analytics-from"
              type="date"
              value={value.from}
              max={value.to || undefined}
              onChange={(e) => set({ from: e.target.value })}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="analytics-to">To</Label>
            <Input
              id="analytics-to"
              type="date"
              value={value.to}
              min={value.from || undefined}
              onChange={(e) => set({ to: e.target.value })}
            />
          </div>
        </div>
      )}
    </div>
  )
}
