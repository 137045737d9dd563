import type { ScrapingJobView } from "@shared/api-routes/scraping"
import { Activity, AlertCircle, Clock, Filter } from "lucide-react"

import { Badge } from "@/components/ui/badge"
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card"
import { Progress } from "@/components/ui/progress"
import {
  SCRAPING_FAILED,
  countOfMax,
  percentLabel,
  statsItems,
  statusView,
  waitingText,
  websiteFilterLine,
  type StatusView,
} from "./scraping-status"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { useSystemStatus } from "@/hooks/use-system-status"
import { useNow } from "@/features/campaigns/use-now"
import { useScrapingJobs } from "./use-scraping-jobs"

const BADGES: Record<
  StatusView["kind"],
  { label: string; variant: "info" | "warning" | "success" | "secondary" | "destructive" | "outline" }
> = {
  ready: { label: "READY", variant: "outline" },
  pending: { label: "Pending", variant: "warning" },
  running: { label: "Running", variant: "info" },
  completed: { label: "Completed", variant: "success" },
  stopped: { label: "Stopped", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
}

/** Which search, where: "dentist - Grand Rapids, MI" and the area the maps service resolved. */
function JobHeading({ job }: { job: ScrapingJobView }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium" title={job.label}>
        {job.label}
      </p>
      {job.areaName && <p className="truncate text-xs text-muted-foreground">Area: {job.areaName}</p>}
    </div>
  )
}

function JobStats({ job }: { job: ScrapingJobView }) {
  const { data } = useSystemStatus()
  // A job older than the field: the places provider's mode now.
  const simulated = job.simulated ?? data?.providers?.places?.mode === "sandbox"
  return (
    <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground" data-testid="scraping-stats">
      {statsItems(job.stats, job.progress, simulated).map((s) => (
        <div key={s.label} className="flex gap-1">
          <dt>{s.label}</dt>
          <dd className="font-medium text-foreground tabular-nums">{s.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** What the website filter kept and dropped, so a small result never reads as a small area. */
function WebsiteFilterResult({ job }: { job: ScrapingJobView }) {
  const line = websiteFilterLine(job)
  if (!line) return null
  return (
    <p className="flex items-center gap-1.5 text-sm" data-testid="website-filter-result">
      <Filter className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      {line}
    </p>
  )
}

function WaitingNote({ text }: { text: string | null }) {
  if (!text) return null
  return (
    <p className="flex items-center gap-1.5 text-sm text-warning-foreground">
      <Clock className="size-4 shrink-0" aria-hidden />
      {text}
    </p>
  )
}

/** A 429's wait: ticks each second, so its "about N s" counts down. */
function RateLimitedLine({ job, zone }: { job: ScrapingJobView; zone: string }) {
  return <WaitingNote text={waitingText(job, zone, useNow())} />
}

/** Why the job waits (rendered only while waiting); only a 429's countdown changes by the second. */
function WaitingLine({ job, zone }: { job: ScrapingJobView; zone: string }) {
  if (job.waitingFor === "rate_limited") return <RateLimitedLine job={job} zone={zone} />
  return <WaitingNote text={waitingText(job, zone)} />
}

function JobBody({ view }: { view: Exclude<StatusView, { kind: "ready" }> }) {
  const { job } = view
  const zone = useOperatorZone()
  if (view.kind === "failed") {
    return (
      <div className="space-y-3">
        <JobHeading job={job} />
        <div
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/5 p-3 text-sm text-destructive"
        >
          <p className="flex items-center gap-1.5 font-medium">
            <AlertCircle className="size-4 shrink-0" aria-hidden />
            {SCRAPING_FAILED.title}
          </p>
          <p className="mt-1">{SCRAPING_FAILED.description}</p>
          {job.error && <p className="mt-1 break-words text-destructive/80">{job.error}</p>}
        </div>
      </div>
    )
  }
  const waiting = (view.kind === "running" || view.kind === "pending") && job.waitingUntil !== null
  return (
    <div className="space-y-3">
      <JobHeading job={job} />
      {view.kind === "stopped" ? (
        <p className="text-sm" data-testid="scraping-count">
          Stopped: <span className="font-medium tabular-nums">{countOfMax(job.found, job.maxResults)}</span> contacts
          stored.
        </p>
      ) : (
        <div className="space-y-1.5">
          <div className="flex items-baseline justify-between gap-2 text-sm">
            <span className="font-medium tabular-nums" data-testid="scraping-count">
              {countOfMax(view.kind === "completed" ? job.found : job.progress, job.maxResults)}
            </span>
            <span className="text-muted-foreground tabular-nums">
              {percentLabel(view.kind === "completed" ? job.found : job.progress, view.percent)}
            </span>
          </div>
          <Progress
            value={view.kind === "completed" ? 100 : view.percent}
            indicatorClassName={view.kind === "completed" ? "bg-success" : undefined}
            aria-label="Scraping progress"
          />
        </div>
      )}
      {waiting && <WaitingLine job={job} zone={zone} />}
      <WebsiteFilterResult job={job} />
      <JobStats job={job} />
    </div>
  )
}

/** SPEC §2.5 Current Status: the job in progress, else the latest finished one, else READY. */
export function ScrapingStatusPanel() {
  const { data, error, isLoading } = useScrapingJobs()
  const view = statusView(data?.jobs)
  const badge = BADGES[view.kind]
  return (
    <Card id="scraping-status" className="scroll-mt-24 gap-4" data-testid="scraping-status" data-state={view.kind}>
      <CardHeader className="flex items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <Activity className="size-5" aria-hidden />
          Current Status
        </CardTitle>
        {!isLoading && (
          <Badge variant={badge.variant} data-testid="scraping-state">
            {badge.label}
          </Badge>
        )}
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <p className="text-sm text-muted-foreground">Loading jobs…</p>
        ) : error && !data ? (
          <p className="text-sm text-destructive">Jobs could not be loaded. {error.message}</p>
        ) : view.kind === "ready" ? (
          <p className="text-sm text-muted-foreground">No search yet. Choose a category and location above to start.</p>
        ) : (
          <JobBody view={view} />
        )}
      </CardContent>
    </Card>
  )
}
