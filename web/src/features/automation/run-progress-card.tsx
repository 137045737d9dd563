import type { AutomationRunView } from "@shared/api-routes/automation"
import { costPer, formatUsd } from "@shared/costs"
import { WEBSITE_FILTER_LABELS } from "@shared/scraping"
import { Bot, CalendarClock } from "lucide-react"
import { Link } from "wouter"

import { Badge } from "@/components/ui/badge"
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card"
import { Progress } from "@/components/ui/progress"
import { cn } from "@/lib/utils"
import {
  categoryLine,
  foundText,
  finishedCount,
  RUN_BADGES,
  runHeadline,
  scheduledText,
  tileState,
} from "./automation-format"

function CategoryResults({ run }: { run: AutomationRunView }) {
  return (
    <ul className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" aria-label="Categories" data-testid="run-categories">
      {run.categories.map((c) => {
        const state = tileState(c)
        return (
          <li key={c.key} className="flex items-baseline justify-between gap-2" data-state={state}>
            <span className={cn("min-w-0", run.current === c.key && "font-medium")}>{c.label}</span>
            <span className="shrink-0 text-muted-foreground tabular-nums">{categoryLine(run, c)}</span>
          </li>
        )
      })}
    </ul>
  )
}

function Scheduled({ run }: { run: AutomationRunView }) {
  if (!run.campaignId || !run.scheduledStart) return null
  return (
    <div
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border border-success/40 bg-success/10 p-3 text-sm"
      data-testid="run-scheduled"
    >
      <CalendarClock className="size-4 shrink-0 text-success" aria-hidden />
      <span>
        Starts <span className="font-medium">{scheduledText(run.scheduledStart, run.timeZone)}</span>
      </span>
      <Link href="/calls" className="text-primary underline-offset-4 hover:underline">
        View campaigns
      </Link>
    </div>
  )
}

/** The latest run: its progress while it runs (the live channel moves it), then how it ended. */
export function RunProgressCard({ run }: { run: AutomationRunView }) {
  const badge = RUN_BADGES[run.status]
  const finished = finishedCount(run)
  return (
    <Card
      id="automation-run"
      className="min-w-0 scroll-mt-24 gap-4"
      data-testid="automation-run"
      data-state={run.status}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Bot className="size-5" aria-hidden />
          {run.status === "running" ? "Automation in progress" : "Latest automation"}
        </CardTitle>
        <CardDescription>
          {run.location} · {WEBSITE_FILTER_LABELS[run.websiteFilter]}
        </CardDescription>
        <CardAction>
          <Badge variant={badge.variant} data-testid="run-state">
            {badge.label}
          </Badge>
        </CardAction>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-1.5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="font-medium" data-testid="run-headline">
              {runHeadline(run)}
            </p>
            <p className="text-sm text-muted-foreground tabular-nums" data-testid="run-found">
              {foundText(run)}
            </p>
          </div>
          <Progress
            value={(finished / Math.max(1, run.categories.length)) * 100}
            indicatorClassName={run.status === "completed" ? "bg-success" : undefined}
            aria-label={`${finished} of ${run.categories.length} categories finished`}
          />
        </div>
        <p className="text-sm text-muted-foreground" data-testid="run-cost">
          {runCostText(run)}
        </p>
        {/* A run that ended without a campaign names none: its message says why. */}
        {(run.status === "running" || run.campaignId !== null) && (
          <p className="text-sm">
            Campaign:{" "}
            <span className="font-medium" data-testid="run-campaign">
              {run.campaignName}
            </span>
          </p>
        )}
        <Scheduled run={run} />
        {run.message && (
          <p
            role={run.status === "failed" ? "alert" : undefined}
            className={cn(
              "text-sm break-words",
              run.status === "failed" ? "text-destructive" : "text-muted-foreground"
            )}
            data-testid="run-message"
          >
            {run.message}
          </p>
        )}
        <CategoryResults run={run} />
        {run.status === "running" && (
          <p className="text-xs text-muted-foreground">
            Stop All Jobs on the{" "}
            <Link href="/scraping" className="text-primary underline-offset-4 hover:underline">
              Scraping tab
            </Link>{" "}
            stops the run.
          </p>
        )}
      </CardContent>
    </Card>
  )
}

/** What the run's billed Places requests cost, and per stored lead; sheets and e-mail cost nothing. */
function runCostText(run: { cost: number; found: number }) {
  const perLead = costPer(run.cost, run.found)
  return `Places spend ${formatUsd(run.cost)}${perLead === null ? "" : ` · ${formatUsd(perLead)} per stored lead`}`
}
