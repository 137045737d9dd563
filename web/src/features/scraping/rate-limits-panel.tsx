import { Gauge } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Progress } from "@/components/ui/progress"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { clockTime } from "@/lib/zoned-format"
import { usageRows } from "./usage-view"
import { useScrapingUsage } from "./use-scraping-jobs"

/**
 * SPEC §2.5 Rate Limits: the spec's panel shows fixed sample figures; this one shows the real maps
 * requests this hour and today against the budget set on Settings (refreshed as jobs move).
 */
export function RateLimitsPanel() {
  const { data, error, isLoading } = useScrapingUsage()
  const zone = useOperatorZone()
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="size-5" aria-hidden />
          Rate Limits
        </CardTitle>
        <CardDescription>
          Maps requests used{data?.provider === "sandbox" ? " (sandbox requests count the same way)" : ""}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isLoading ? (
          <p className="text-sm text-muted-foreground">Loading usage…</p>
        ) : !data ? (
          <p className="text-sm text-muted-foreground">Usage is unavailable.{error ? ` ${error.message}` : ""}</p>
        ) : (
          usageRows(data).map((row) => (
            <div key={row.label} className="space-y-1.5" data-testid={`usage-${row.key}`}>
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">{row.label}</span>
                <span className="text-muted-foreground tabular-nums">{row.text}</span>
              </div>
              <Progress
                value={row.percent}
                indicatorClassName={
                  row.percent >= 100 ? "bg-destructive" : row.percent >= 80 ? "bg-warning" : undefined
                }
                aria-label={`${row.label} usage`}
              />
              {row.key === "hour" && data.hour.resetsAt && (
                <p className="text-xs text-muted-foreground">Resets at {clockTime(data.hour.resetsAt, zone)}</p>
              )}
            </div>
          ))
        )}
      </CardContent>
    </Card>
  )
}
