import { mutate } from "swr"
import { API } from "@shared/api-routes/endpoints"
import type { ScrapingJobView } from "@shared/api-routes/scraping"
import type { StartScrapingData } from "@shared/scraping"

import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"
import { upsertJob, type JobsResponse } from "./scraping-jobs-cache"

export const SCRAPING_PATH = "/api/scraping"
export const SCRAPING_JOBS_KEY = `${SCRAPING_PATH}/jobs`
export const SCRAPING_USAGE_KEY = `${SCRAPING_PATH}/usage`

/**
 * SPEC §7/§9: the jobs list is fresh for 30 s. SWR has no stale time, so a 30 s dedupe window plus
 * revalidating stale data on mount plays that part; there is no interval polling, the live channel
 * moves the jobs (`scraping_updated`). "Kept 60 s" has no SWR counterpart: the cache is small.
 */
export const JOBS_FRESH_MS = 30_000

export function useScrapingJobs() {
  return useApi(API.scraping.jobs, undefined, { dedupingInterval: JOBS_FRESH_MS, revalidateIfStale: true })
}

/** The Rate Limits panel: maps requests this hour and today against the settings' budget. */
export function useScrapingUsage() {
  return useApi(API.scraping.usage, undefined, { revalidateIfStale: true })
}

/** Put one job into the cached list without a refetch (the live channel, the start answer). */
export function patchScrapingJob(job: ScrapingJobView) {
  return mutate<JobsResponse>(SCRAPING_JOBS_KEY, (current) => upsertJob(current, job), { revalidate: false })
}

/** Refresh Status: jobs, usage, the scraped contacts and their groups. */
export const refreshScraping = () => revalidatePrefixes(SCRAPING_PATH)

/** POST /api/scraping/start; the new job shows at once, the usage follows. */
export async function startScraping(body: StartScrapingData) {
  const { job } = await apiCall(API.scraping.start, { body })
  await patchScrapingJob(job)
  void revalidatePrefixes(SCRAPING_USAGE_KEY)
  return job
}

/** POST /api/scraping/jobs/cleanup: stops every pending or running job. */
export async function stopAllScrapingJobs() {
  try {
    const { stopped } = await apiCall(API.scraping.cleanup)
    return stopped
  } finally {
    void refreshScraping()
  }
}
