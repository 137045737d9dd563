import type { AutomationRunView } from "@shared/api-routes/automation"
import type { ScrapingJobView } from "@shared/api-routes/scraping"

import type { API } from "@shared/api-routes/endpoints"
import type { Answer } from "@/lib/api-call"

/** GET /api/automation/runs/latest. */
export type LatestRunResponse = Answer<typeof API.automation.latestRun>

/**
 * The cached latest run after a launch or a live event carrying a run. Events can arrive late and
 * out of order across runs: one about an older run than the cached one must not take its place.
 */
export function withRun(current: LatestRunResponse | undefined, run: AutomationRunView): LatestRunResponse {
  if (current?.run && current.run.id > run.id) return current
  return { run }
}

/**
 * The cached latest run after one of its category jobs moved (`scraping_updated`). The run's own
 * events come when a category starts or ends; the job's come every page, so the tiles' counts move
 * between them without a refetch. A job of no category of the cached run changes nothing.
 */
export function withJob(current: LatestRunResponse | undefined, job: ScrapingJobView) {
  const run = current?.run
  const index = run ? run.categories.findIndex((c) => c.jobId === job.id) : -1
  if (!run || index < 0) return current
  const before = run.categories[index]!
  const after = { ...before, status: job.status, found: job.found, stopped: job.stopped, error: job.error }
  const categories = run.categories.map((c, i) => (i === index ? after : c))
  return { run: { ...run, categories, found: Math.max(0, run.found + after.found - before.found) } }
}
