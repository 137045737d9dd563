import { Gauge } from "lucide-react"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Progress } from "@/components/ui/progress"
import { DAILY_CALL_QUOTA, quotaPercent } from "./quota"
import { useDashboardStats } from "./use-dashboard"

/** SPEC §2.3 Daily Quota Usage: calls placed today out of 2,000, the bar capped at 100%. */
export function DailyQuotaCard() {
  const { data } = useDashboardStats()
  const today = data?.callsToday ?? 0
  const pct = quotaPercent(today)
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="size-5" aria-hidden />
          Daily Quota Usage
        </CardTitle>
        <CardDescription>Calls placed today</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium tabular-nums" data-testid="quota-used">
            {today.toLocaleString()} / {DAILY_CALL_QUOTA.toLocaleString()} calls
          </span>
          <span className="text-muted-foreground tabular-nums">
            {pct < 10 && pct > 0 ? pct.toFixed(1) : Math.round(pct)}%
          </span>
        </div>
        <Progress
          value={pct}
          aria-label="Daily quota used"
          indicatorClassName={pct >= 100 ? "bg-destructive" : pct >= 80 ? "bg-warning" : undefined}
        />
      </CardContent>
    </Card>
  )
}
