import type { ScrapingJobsPage, ScrapingJobView } from "@shared/api-routes/scraping"
import { JOBS_PAGE_MAX } from "@shared/scraping"

/**
 * The most jobs an export reads (EXPORT_JOBS_CAP / JOBS_PAGE_MAX requests): years of searches at any
 * realistic pace, yet a bound on one click's work. Past it the export says it holds the latest ones.
 */
export const EXPORT_JOBS_CAP = 20_000

export type FetchJobsPage = (query: { before?: number; limit: number }) => Promise<ScrapingJobsPage>

/**
 * Every scraping job, newest first, by walking GET /api/scraping/jobs's pages (keyset on id, so a
 * job started meanwhile never shifts or repeats a row). `capped` when EXPORT_JOBS_CAP stopped it.
 */
export async function collectAllJobs(
  fetchPage: FetchJobsPage,
  signal?: AbortSignal,
  cap = EXPORT_JOBS_CAP
): Promise<{ jobs: ScrapingJobView[]; capped: boolean }> {
  const jobs: ScrapingJobView[] = []
  let before: number | undefined
  for (;;) {
    signal?.throwIfAborted()
    const page = await fetchPage({ before, limit: Math.min(JOBS_PAGE_MAX, cap - jobs.length) })
    jobs.push(...page.jobs)
    if (page.nextBefore === null) return { jobs, capped: false }
    before = page.nextBefore
    if (jobs.length >= cap) {
      // A full last page only means "maybe more": one row tells whether the cap left any out.
      const more = await fetchPage({ before, limit: 1 })
      return { jobs, capped: more.jobs.length > 0 }
    }
  }
}
