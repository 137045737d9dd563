import { DollarSign } from "lucide-react"
import { Link } from "wouter"
import type { DashboardStats } from "@shared/api-routes/calls"
import { formatCents } from "@shared/costs"

import { useOperatorZone } from "@/hooks/use-operator-zone"
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Progress } from "@/components/ui/progress"
import { Skeleton } from "@/components/ui/skeleton"
import { useDashboardStats } from "./use-dashboard"

const monthName = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { month: "long", timeZone }).format(new Date(iso))

function ProviderLine({ label, spent, budget }: { label: string; spent: number; budget: number | null }) {
  const pct = budget ? Math.min(100, (spent / budget) * 100) : null
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="font-medium tabular-nums">
          {formatCents(spent)}
          {budget !== null && <span className="font-normal text-muted-foreground"> of {formatCents(budget)}</span>}
        </span>
      </div>
      {pct !== null && (
        <Progress
          value={pct}
          aria-label={`${label} budget used`}
          indicatorClassName={pct >= 100 ? "bg-destructive" : pct >= 80 ? "bg-warning" : undefined}
        />
      )}
      {pct !== null && pct >= 100 && (
        <p className="text-xs text-destructive">
          Budget reached: {label === "Voice calls" ? "campaigns are paused" : "lead searches are paused"}.
        </p>
      )}
    </div>
  )
}

function SpendBody({ spend }: { spend: DashboardStats["spend"] }) {
  return (
    <CardContent className="grid gap-3">
      <div className="text-2xl font-semibold tabular-nums" data-testid="month-spend">
        {formatCents(spend.voice + spend.places)}
      </div>
      <ProviderLine label="Voice calls" spent={spend.voice} budget={spend.voiceBudget} />
      <ProviderLine label="Google Places" spent={spend.places} budget={spend.placesBudget} />
      <p className="text-xs text-muted-foreground">
        Google Sheets and e-mail cost nothing here.{" "}
        <Link href="/settings#costs" className="underline underline-offset-2">
          Prices and budgets
        </Link>
      </p>
    </CardContent>
  )
}

/** What the voice provider and Google Places billed since the 1st (operator's zone), against the budgets. */
export function MonthSpendCard() {
  const { data } = useDashboardStats()
  const zone = useOperatorZone()
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DollarSign className="size-5" aria-hidden />
          Spend This Month
        </CardTitle>
        <CardDescription>
          {data ? `${monthName(data.spend.monthStart, zone)} to date, as billed` : "Month to date, as billed"}
        </CardDescription>
      </CardHeader>
      {data ? (
        <SpendBody spend={data.spend} />
      ) : (
        <CardContent>
          <Skeleton className="h-16 w-full" />
        </CardContent>
      )}
    </Card>
  )
}
