import type { AutomationRunView } from "@shared/api-routes/automation"
import type { ScrapingJobView } from "@shared/api-routes/scraping"

/** What the header's progress chip shows: the search going on now and where its progress is. */
export type Activity = { label: string; found: number; href: string; anchor: string; waiting: boolean }

/** "Austin, TX" → "Austin": the chip is short; its title carries the whole place. */
const placeOf = (location: string) => location.split(",")[0]!.trim() || location

/**
 * The run or search in progress, if any. A running AI Automation run wins over its own category
 * job (the run's count is the whole city's); any other pending or running job is a lead search.
 */
export function currentActivity(
  run: AutomationRunView | null | undefined,
  jobs: readonly ScrapingJobView[] | undefined
): Activity | null {
  if (run?.status === "running") {
    const job = jobs?.find((j) => j.runId === run.id && (j.status === "running" || j.status === "pending"))
    return {
      label: `Scraping ${run.city}`,
      found: run.found,
      href: "/automation#automation-run",
      anchor: "automation-run",
      waiting: job?.waitingUntil != null,
    }
  }
  const job = jobs?.find((j) => (j.status === "running" || j.status === "pending") && j.runId === null)
  if (!job) return null
  return {
    label: `Scraping ${placeOf(job.location)}`,
    found: job.progress,
    href: "/scraping#scraping-status",
    anchor: "scraping-status",
    waiting: job.waitingUntil !== null,
  }
}

/** "Scraping Austin - 655 found" (the words). */
export const activityText = (a: Activity) => `${a.label} - ${a.found.toLocaleString("en-US")} found`
