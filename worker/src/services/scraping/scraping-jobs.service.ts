/**
 * Scraping jobs (SPEC §3, §4, §7): start one, list them, stop them. The steps that run a job are in
 * scrape-step.ts; each is one queue message and one provider request.
 */
import { desc, eq, inArray, lt } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import type { DB } from "../../db/client"
import { automationRuns, scrapingJobs } from "../../db/schema"
import { AppError, notFound } from "../../lib/errors"
import { requireProvider } from "../../providers"
import { type RunMode, runModeOf } from "../../providers/provider-mode"
import type { ScrapingJobsPage, ScrapingJobView } from "../../schemas/api-routes/scraping"
import { JOBS_LIST_LIMIT, type StartScrapingData, searchLabel } from "../../schemas/scraping"
import { runInProgress } from "../automation/run-launch"
import { loadRunView } from "../automation/run-view"
import { failJob, findScrapingJob, jobView } from "./job-rows"
import { assertKnownLocation } from "./known-location"

/** Why a stopped run scheduled nothing (ours): stopping means "do not call", so no campaign is made. */
export const STOPPED_RUN_MESSAGE =
  "Stopped with Stop All Jobs, so no campaign was created. The contacts found so far are in Scraped Contacts, where a campaign can be made from them."

export { failJob, findScrapingJob, jobView } from "./job-rows"

const ACTIVE = ["pending", "running"] as const

export const jobInProgress = () =>
  new AppError("job_in_progress", 409, "A scraping job is already running. Wait for it to finish or stop it first.")

/**
 * POST /api/scraping/start: the job on the places provider in force. Refused with the 409
 * places_not_configured before storing anything when there is none, and an unknown location now,
 * not one billed lookup and a failed job later.
 */
export async function startLeadSearch(ctx: Ctx, input: StartScrapingData) {
  const { places } = await ctx.providers()
  requireProvider(places)
  assertKnownLocation(input.location, runModeOf(places))
  return startScrapingJob(ctx, input, runModeOf(places))
}

/**
 * Stores the job and sends its first step. One job runs at a time (Start is disabled while one is
 * pending or running): the insert itself checks, so two fast clicks cannot both start one.
 * `providerMode` is the places provider it starts with, which it keeps (job-mode.ts).
 */
export async function startScrapingJob(ctx: Ctx, input: StartScrapingData, providerMode: RunMode | null = null) {
  const { db } = ctx
  const now = ctx.clock.now()
  const label = searchLabel(input.query, input.location)
  const row = await db.port.first<{ id: number }>(
    `INSERT INTO scraping_jobs (query, location, max_results, website_filter, business_category, label, status,
        created_at, provider_mode)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, 'pending', ?7, ?8
     WHERE NOT EXISTS (SELECT 1 FROM scraping_jobs WHERE status IN ('pending', 'running'))
       AND NOT EXISTS (SELECT 1 FROM automation_runs WHERE status = 'running')
     RETURNING id`,
    [
      input.query,
      input.location,
      input.maxResults,
      input.websiteFilter,
      input.businessCategory ?? null,
      label,
      now,
      providerMode,
    ]
  )
  if (!row) {
    // Between two categories of an automation run no job is active, but the run's next one is due.
    const run = await db.port.first("SELECT 1 AS one FROM automation_runs WHERE status = 'running'")
    throw run ? runInProgress() : jobInProgress()
  }
  try {
    await ctx.queue.send({ type: "scrape-search", jobId: row.id, step: 0 })
  } catch (err) {
    // Without its first message the job would sit "pending" and block Start: fail it instead.
    await failJob(db, row.id, "The job could not be queued. Please try again.", now)
    throw err
  }
  const job = await getScrapingJob(db, row.id)
  ctx.events.emit({ type: "scraping_updated", jobId: job.id, job })
  return job
}

/** One page of jobs, newest first (keyset on id, so a job started meanwhile never shifts a page). */
export async function listScrapingJobs(
  db: DB,
  { before, limit = JOBS_LIST_LIMIT }: { before?: number; limit?: number } = {}
): Promise<ScrapingJobsPage> {
  const rows = await db
    .select()
    .from(scrapingJobs)
    .where(before === undefined ? undefined : lt(scrapingJobs.id, before))
    .orderBy(desc(scrapingJobs.id))
    .limit(limit)
  const last = rows.at(-1)
  return { jobs: rows.map(jobView), nextBefore: rows.length === limit && last ? last.id : null }
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
export async function stopAllScrapingJobs(ctx: Ctx) {
  const { db } = ctx
  const now = ctx.clock.now()
  // The runs first: a run's next category is only created while its run is running, so none can
  // start after this, and one created just before is stopped with the jobs below.
  const runs = await db
    .update(automationRuns)
    .set({ status: "stopped", completedAt: new Date(now), message: STOPPED_RUN_MESSAGE })
    .where(eq(automationRuns.status, "running"))
    .returning({ id: automationRuns.id })
  const stopped = await db
    .update(scrapingJobs)
    .set({
      status: "completed",
      stoppedAt: new Date(now),
      completedAt: new Date(now),
      cursor: null,
      waitingUntil: null,
      waitingFor: null,
    })
    .where(inArray(scrapingJobs.status, [...ACTIVE]))
    .returning()
  for (const job of stopped) ctx.events.emit({ type: "scraping_updated", jobId: job.id, job: jobView(job) })
  for (const { id } of runs) {
    const run = await loadRunView(db, id)
    if (run) ctx.events.emit({ type: "automation_updated", runId: id, run })
  }
  return { stopped: stopped.length }
}
