import { Gauge } from "lucide-react"
import { Link } from "wouter"

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Progress } from "@/components/ui/progress"
import { Skeleton } from "@/components/ui/skeleton"
import { LoadError } from "@/components/load-error"
import { DAILY_CALL_QUOTA } from "@shared/daily-quota"
import { quotaPercent } from "./quota"
import { useDashboardStats } from "./use-dashboard"

/**
 * SPEC §2.3 Daily Quota Usage: calls placed today against Settings' calls per day (2,000 by default),
 * the bar capped at 100%. The dialer places no call past it until local midnight.
 */
export function DailyQuotaCard() {
  const { data, error, mutate } = useDashboardStats()
  const today = data?.callsToday ?? 0
  const quota = data?.dailyQuota ?? DAILY_CALL_QUOTA.default
  const pct = quotaPercent(today, quota)
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge className="size-5" aria-hidden />
          Daily Quota Usage
        </CardTitle>
        <CardDescription>Calls placed today</CardDescription>
      </CardHeader>
      {/* No figures until they are read: "0 / 2,000" while loading would be a claim. */}
      {!data ? (
        <CardContent className="grid gap-2" data-testid="quota-loading">
          {error ? (
            <LoadError onRetry={() => void mutate()}>Today's calls could not be loaded.</LoadError>
          ) : (
            <>
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-2 w-full" />
              <Skeleton className="h-4 w-56" />
            </>
          )}
        </CardContent>
      ) : (
        <CardContent className="grid gap-2">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-medium tabular-nums" data-testid="quota-used">
              {today.toLocaleString()} / {quota.toLocaleString()} calls
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
          <p className={pct >= 100 ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
            {pct >= 100
              ? "Quota reached: no more calls are placed today."
              : "The dialer stops placing calls at the quota."}{" "}
            <Link href="/settings#rate-limits" className="underline underline-offset-2">
              Change it
            </Link>
          </p>
        </CardContent>
      )}
    </Card>
  )
}
