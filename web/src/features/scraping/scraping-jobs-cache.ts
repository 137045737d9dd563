import type { API } from "@shared/api-routes/endpoints"
import type { ScrapingJobView } from "@shared/api-routes/scraping"

import type { Answer } from "@/lib/api-call"

/** GET /api/scraping/jobs as the route table types it (jobs, and the next page's cursor). */
export type JobsResponse = Answer<typeof API.scraping.jobs>

/**
 * The jobs list with one job replaced (or added): the live channel and the start request carry the
 * whole job, so the Current Status panel moves without a refetch. Newest first, like the API.
 */
export function upsertJob(current: JobsResponse | undefined, job: ScrapingJobView): JobsResponse | undefined {
  if (!current) return current
  const jobs = current.jobs.some((j) => j.id === job.id)
    ? current.jobs.map((j) => (j.id === job.id ? job : j))
    : [job, ...current.jobs]
  return { ...current, jobs: jobs.sort((a, b) => b.id - a.id) }
}
