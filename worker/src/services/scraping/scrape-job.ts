/**
 * The queue and cron side of scraping jobs: what a dead-lettered step does, and the watchdog that
 * carries on a job whose chain of messages broke.
 */
import { sql } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import { scrapingJobs } from "../../db/schema"
import { onJobEnded } from "./job-ended"
import { failJob } from "./job-rows"

/**
 * A step that failed on every delivery (the provider or D1 kept failing): the job fails with a
 * reason written for the operator; what was thrown is in the logs, never in the job.
 */
export async function failDeadLetteredStep(ctx: Ctx, jobId: number, step: number) {
  const { db } = ctx
  const [job] = await db
    .select()
    .from(scrapingJobs)
    .where(sql`${scrapingJobs.id} = ${jobId} AND ${scrapingJobs.step} = ${step}`)
  if (!job) return
  const failed = await failJob(
    db,
    jobId,
    "The search kept failing (the maps service or the database did not answer), so it stopped. What was found is kept; start it again later.",
    ctx.clock.now()
  )
  if (failed) ctx.events.emit({ type: "scraping_updated", jobId, job: failed })
  await onJobEnded(ctx, failed)
}

/**
 * A running job with no step for this long (and not waiting) lost its next message: steps run every
 * 6 s (the Rate Limit), so two minutes of silence is a broken chain, not a slow one.
 */
export const STALLED_AFTER_MS = 2 * 60_000

/**
 * Cron watchdog: re-sends the current step of a job whose next message never came (a worker died
 * after writing a step and before sending the next). A duplicate is harmless: the step's claim lets
 * one delivery through.
 */
/** Jobs pending or running whose last step is older than STALLED_AFTER_MS and that are not waiting. */
const stalledJobs = (now: number) =>
  sql`${scrapingJobs.status} IN ('pending', 'running')
      AND coalesce(${scrapingJobs.lastStepAt}, ${scrapingJobs.createdAt}) < ${now - STALLED_AFTER_MS}
      AND coalesce(${scrapingJobs.waitingUntil}, 0) < ${now}`

/** For the cron's first read (jobs/cron.ts): a row when some job has stalled. */
export const stalledJobsDue = (ctx: Ctx) =>
  ctx.db
    .select({ one: sql`1` })
    .from(scrapingJobs)
    .where(stalledJobs(ctx.clock.now()))
    .limit(1)
    .toSQL()

export async function resendStalledJobs(ctx: Ctx) {
  const now = ctx.clock.now()
  const stalled = await ctx.db
    .select({ id: scrapingJobs.id, step: scrapingJobs.step })
    .from(scrapingJobs)
    .where(stalledJobs(now))
  if (stalled.length) {
    await ctx.queue.sendMany(
      stalled.map((j) => ({ body: { type: "scrape-search" as const, jobId: j.id, step: j.step } }))
    )
  }
  return stalled.length
}
