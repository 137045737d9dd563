/**
 * Scraping jobs (SPEC §3, §4, §7): start one, list them, stop them. The steps that run a job are in
 * scrape-step.ts; each is one queue message and one provider request.
 */
import { desc, inArray } from "drizzle-orm"
import type { DB } from "../../db/client"
import { scrapingJobs } from "../../db/schema"
import type { Env } from "../../env"
import { enqueue } from "../../jobs/enqueue"
import { AppError, notFound } from "../../lib/errors"
import { publish } from "../../live/publish"
import { type ScrapingJobView, type StartScrapingData, searchLabel } from "../../schemas/scraping"
import { failJob, findScrapingJob, jobView } from "./job-rows"

export { failJob, findScrapingJob, jobView } from "./job-rows"

export const JOBS_LIST_LIMIT = 50
const ACTIVE = ["pending", "running"] as const

export const jobInProgress = () =>
  new AppError("job_in_progress", 409, "A scraping job is already running. Wait for it to finish or stop it first.")

/**
 * Stores the job and sends its first step. One job runs at a time (Start is disabled while one is
 * pending or running): the insert itself checks, so two fast clicks cannot both start one.
 */
export async function startScrapingJob(db: DB, env: Env, input: StartScrapingData, now = Date.now()) {
  const label = searchLabel(input.query, input.location)
  const row = await db.port.first<{ id: number }>(
    `INSERT INTO scraping_jobs (query, location, max_results, website_filter, business_category, label, status, created_at)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, 'pending', ?7
     WHERE NOT EXISTS (SELECT 1 FROM scraping_jobs WHERE status IN ('pending', 'running'))
     RETURNING id`,
    [input.query, input.location, input.maxResults, input.websiteFilter, input.businessCategory ?? null, label, now]
  )
  if (!row) throw jobInProgress()
  try {
    await enqueue(env, { type: "scrape-search", jobId: row.id, step: 0 })
  } catch (err) {
    // Without its first message the job would sit "pending" and block Start: fail it instead.
    await failJob(db, row.id, "The job could not be queued. Please try again.", now)
    throw err
  }
  const job = await getScrapingJob(db, row.id)
  await publish(env, { type: "scraping_updated", jobId: job.id, job })
  return job
}

export async function listScrapingJobs(db: DB): Promise<ScrapingJobView[]> {
  const rows = await db.select().from(scrapingJobs).orderBy(desc(scrapingJobs.id)).limit(JOBS_LIST_LIMIT)
  return rows.map(jobView)
}

export async function getScrapingJob(db: DB, id: number): Promise<ScrapingJobView> {
  const row = await findScrapingJob(db, id)
  if (!row) throw notFound("Scraping job")
  return jobView(row)
}

/**
 * Stop All Jobs: every pending or running job is marked completed and stopped, keeping what it stored.
 * A step already waiting on the provider finds the job stopped and stores nothing; no later step runs.
 */
export async function stopAllScrapingJobs(db: DB, env: Env, now = Date.now()) {
  const stopped = await db
    .update(scrapingJobs)
    .set({
      status: "completed",
      stoppedAt: new Date(now),
      completedAt: new Date(now),
      cursor: null,
      waitingUntil: null,
    })
    .where(inArray(scrapingJobs.status, [...ACTIVE]))
    .returning()
  await Promise.all(stopped.map((job) => publish(env, { type: "scraping_updated", jobId: job.id, job: jobView(job) })))
  return { stopped: stopped.length }
}
