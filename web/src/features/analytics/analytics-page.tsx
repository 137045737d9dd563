import { useOperatorZone } from "@/hooks/use-operator-zone"
import { zoneWords } from "@/lib/zone-words"
import { Button } from "@/components/ui/button"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { SectionBoundary } from "@/components/section-boundary"
import { Skeleton } from "@/components/ui/skeleton"
import { AnalyticsFiltersBar } from "./analytics-filters"
import { dayLabel } from "./analytics-format"
import { useAnalyticsFilters } from "./analytics-url"
import { CampaignsCard } from "./campaigns-card"
import { CostCard } from "./cost-card"
import { FunnelCard } from "./funnel-card"
import { HeatmapCard } from "./heatmap-card"
import { OutcomesCard } from "./outcomes-card"
import { TopGroupsCard } from "./top-groups-card"
import { useAnalytics } from "./use-analytics"

/** Issue 23: what calls achieve and cost, for a period and a slice of the leads. Loaded with its own chunk (recharts). */
export function AnalyticsPage() {
  const [filters, setFilters] = useAnalyticsFilters()
  const zone = useOperatorZone()
  const { data, error, isLoading, isValidating, mutate } = useAnalytics(filters)

  return (
    <div className="grid grid-cols-1 gap-6">
      <Card>
        <CardContent>
          <AnalyticsFiltersBar value={filters} onChange={setFilters} />
          <p className="mt-3 text-sm text-muted-foreground" aria-live="polite" data-testid="analytics-period">
            {data
              ? `${dayLabel(data.period.from)} – ${dayLabel(data.period.to)}, days in ${zoneWords(data.period.timeZone)}${isValidating ? " (updating…)" : ""}`
              : filters.period === "custom"
                ? "Choose the first and last day."
                : `Days in ${zoneWords(zone)}`}
          </p>
        </CardContent>
      </Card>
      {error && !data ? (
        <Card role="alert">
          <CardHeader>
            <CardTitle>The analytics could not be loaded</CardTitle>
            <CardDescription>{error.message}</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => void mutate()}>
              Try again
            </Button>
          </CardContent>
        </Card>
      ) : !data ? (
        isLoading && (
          <div className="grid gap-6 lg:grid-cols-2" aria-busy>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-72" />
            ))}
          </div>
        )
      ) : (
        <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2">
          <SectionBoundary title="The funnel could not be shown" resetKeys={[data]}>
            <FunnelCard data={data} />
          </SectionBoundary>
          <SectionBoundary title="The cost per demo could not be shown" resetKeys={[data]}>
            <CostCard data={data} />
          </SectionBoundary>
          <SectionBoundary title="The heatmap could not be shown" resetKeys={[data]}>
            <HeatmapCard data={data} />
          </SectionBoundary>
          <SectionBoundary title="The outcome mix could not be shown" resetKeys={[data]}>
            <OutcomesCard data={data} />
          </SectionBoundary>
          <SectionBoundary title="The campaigns could not be shown" resetKeys={[data]}>
            <CampaignsCard data={data} />
          </SectionBoundary>
          <SectionBoundary title="The categories could not be shown" resetKeys={[data]}>
            <TopGroupsCard data={data} by="categories" />
          </SectionBoundary>
          <SectionBoundary title="The sources could not be shown" resetKeys={[data]}>
            <TopGroupsCard data={data} by="sources" />
          </SectionBoundary>
        </div>
      )}
    </div>
  )
}
