import { costPer, formatUsd } from "@shared/costs"
import type { ScrapingJobView } from "@shared/api-routes/scraping"
import { WEBSITE_FILTER_LABELS } from "@shared/scraping"
import { clockTime } from "@/lib/zoned-format"

/** SPEC §8, word for word: the failure box's title and text. */
export const SCRAPING_FAILED = {
  title: "Scraping Failed",
  description: "Unable to complete scraping. Please check your search parameters and try again.",
} as const

/** What the Current Status panel shows (SPEC §2.5). */
export type StatusView =
  | { kind: "ready" }
  | { kind: "pending" | "running"; job: ScrapingJobView; percent: number }
  | { kind: "completed"; job: ScrapingJobView; percent: number }
  | { kind: "stopped"; job: ScrapingJobView }
  | { kind: "failed"; job: ScrapingJobView }

export const isActiveJob = (job: Pick<ScrapingJobView, "status">) =>
  job.status === "pending" || job.status === "running"

/** SPEC §4: Start is disabled while any job is pending or running. */
export const hasActiveJob = (jobs: readonly Pick<ScrapingJobView, "status">[] | undefined) => !!jobs?.some(isActiveJob)

/** A share of `max` as a whole percent, 0-100 (a job can store fewer than it was asked for). */
export function jobPercent(count: number, max: number) {
  if (!Number.isFinite(count) || !Number.isFinite(max) || max <= 0 || count <= 0) return 0
  return Math.min(100, Math.round((count / max) * 100))
}

/**
 * SPEC §2.5 Current Status: the running job (else a pending one); otherwise the latest job when it
 * completed or failed; otherwise READY. `jobs` come newest first. A job stopped by "Stop All Jobs"
 * is stored as completed with `stopped`, and must not read as a finished search.
 */
export function statusView(jobs: readonly ScrapingJobView[] | undefined): StatusView {
  const list = jobs ?? []
  const active = list.find((j) => j.status === "running") ?? list.find((j) => j.status === "pending")
  if (active) return { kind: active.status as "pending" | "running", job: active, percent: progressPercent(active) }
  const latest = list[0]
  if (!latest) return { kind: "ready" }
  if (latest.status === "failed") return { kind: "failed", job: latest }
  if (latest.status === "completed") {
    if (latest.stopped) return { kind: "stopped", job: latest }
    return { kind: "completed", job: latest, percent: jobPercent(latest.found, latest.maxResults) }
  }
  return { kind: "ready" }
}

export const progressPercent = (job: Pick<ScrapingJobView, "progress" | "maxResults">) =>
  jobPercent(job.progress, job.maxResults)

const n = (value: number) => value.toLocaleString("en-US")

/** The percent as shown: a started job reads "<1%" rather than a flat "0%" (18 of 5,000). */
export const percentLabel = (count: number, percent: number) => (count > 0 && percent === 0 ? "<1%" : `${percent}%`)

/** "37 / 500" (stored so far, or found, against Max Results). */
export const countOfMax = (count: number, max: number) => `${n(count)} / ${n(max)}`

/**
 * The small stats line under a running or finished job; `stored`: the contacts it stored (cost per
 * lead). A sandbox job's requests are simulated: its cost says what they would cost, never billed.
 */
export function statsItems(
  stats: ScrapingJobView["stats"],
  stored = 0,
  simulated = false
): { label: string; value: string }[] {
  const perLead = costPer(stats.cost, stored)
  return [
    { label: "Examined", value: n(stats.examined) },
    { label: "No phone", value: n(stats.noPhone) },
    { label: "Duplicates", value: n(stats.duplicates) },
    { label: "Filtered by website", value: n(stats.filtered) },
    { label: "Closed", value: n(stats.closed) },
    { label: simulated ? "Simulated requests" : "Requests", value: n(stats.requests) },
    simulated
      ? { label: "Would cost (sandbox, not billed)", value: formatUsd(stats.cost) }
      : { label: "Cost", value: formatUsd(stats.cost) },
    ...(perLead === null ? [] : [{ label: simulated ? "Would cost per lead" : "Per lead", value: formatUsd(perLead) }]),
  ]
}

/**
 * What the website filter dropped, said beside the result (issue 38: the default dropped 302 of 373
 * places silently): "Kept 71 of 373 places; 302 dropped by the website filter (without website)".
 * null with "All businesses" or before any place was examined.
 */
export function websiteFilterLine(job: Pick<ScrapingJobView, "websiteFilter" | "stats">): string | null {
  const { examined, filtered } = job.stats
  if (job.websiteFilter === "all" || examined <= 0) return null
  const kept = Math.max(0, examined - filtered)
  const filter = WEBSITE_FILTER_LABELS[job.websiteFilter].toLowerCase()
  return `Kept ${n(kept)} of ${n(examined)} places; ${n(filtered)} dropped by the website filter (${filter})`
}

/**
 * Why a waiting job waits and when it goes on; null when it is not waiting. The hourly budget waits
 * until the next hour, so a clock time (operator's zone) reads best; Google's 429 asks for seconds,
 * so that one counts down from `now`.
 */
export function waitingText(
  job: Pick<ScrapingJobView, "waitingUntil" | "waitingFor">,
  timeZone: string,
  now = Date.now()
) {
  const at = clockTime(job.waitingUntil, timeZone)
  if (!at) return null
  if (job.waitingFor === "rate_limited") {
    const seconds = Math.max(1, Math.ceil((Date.parse(job.waitingUntil!) - now) / 1000))
    return `Google asked us to slow down; resuming in about ${n(seconds)} s`
  }
  if (job.waitingFor === "spend_budget") {
    return "Paused: the monthly Google Places budget is reached. Raise it in Settings → Costs to go on (checked every 10 minutes)"
  }
  return `Waiting for the hourly maps budget — resumes at ${at}`
}
