/** Scraping job rows as the API shows them, and the writes a step shares with the routes. */
import { eq, sql } from "drizzle-orm"
import type { DB } from "../../db/client"
import { type ScrapingJob, scrapingJobs } from "../../db/schema"
import type { ScrapingJobView } from "../../schemas/api-routes/scraping"
import { searchLabel, type WebsiteFilter } from "../../schemas/scraping"

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export function jobView(job: ScrapingJob): ScrapingJobView {
  const waiting = (job.status === "running" || job.status === "pending") && job.waitingUntil !== null
  return {
    id: job.id,
    query: job.query,
    location: job.location,
    label: job.label || searchLabel(job.query, job.location),
    maxResults: job.maxResults,
    websiteFilter: job.websiteFilter as WebsiteFilter,
    businessCategory: job.businessCategory,
    status: job.status,
    progress: job.progress,
    found: job.found,
    createdAt: job.createdAt.toISOString(),
    completedAt: iso(job.completedAt),
    error: job.error,
    stopped: job.stoppedAt !== null,
    waitingUntil: waiting ? iso(job.waitingUntil) : null,
    waitingFor: waiting ? (job.waitingFor ?? "budget") : null,
    areaName: job.areaName,
    runId: job.runId,
    simulated: job.providerMode === "sandbox",
    stats: {
      examined: job.examined,
      noPhone: job.noPhone,
      duplicates: job.duplicates,
      filtered: job.filtered,
      closed: job.closed,
      requests: job.requests,
      cost: Math.round(job.cost * 1e4) / 1e4,
    },
  }
}

export async function findScrapingJob(db: DB, id: number) {
  const [row] = await db.select().from(scrapingJobs).where(eq(scrapingJobs.id, id))
  return row ?? null
}

/** Marks an unfinished job failed with a reason the operator can act on. */
export async function failJob(db: DB, id: number, reason: string, now = Date.now()) {
  const [row] = await db
    .update(scrapingJobs)
    .set({
      status: "failed",
      error: reason,
      completedAt: new Date(now),
      cursor: null,
      waitingUntil: null,
      waitingFor: null,
    })
    .where(sql`${scrapingJobs.id} = ${id} AND ${scrapingJobs.status} IN ('pending', 'running')`)
    .returning()
  return row ? jobView(row) : null
}
