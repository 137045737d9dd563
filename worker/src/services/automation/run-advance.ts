/**
 * Carries an AI Automation run on, one idempotent move at a time: when the run's latest category job
 * has ended, start the next category's job, or, after the last, schedule the campaign. Called when a
 * category job ends (an `automation-advance` message) and by the cron for every running run, so a
 * lost message or a worker dying between two moves only delays the run by a minute. Any number of
 * concurrent calls is safe: the next job is created once (unique run_id + run_index) and the campaign
 * once (the run's claim guards its statements).
 */
import type { SqlStatement } from "../../db/sql/sql-port"
import { sql } from "drizzle-orm"
import type { Ctx } from "../../context/ctx"
import { type AutomationRun, automationRuns, type ScrapingJob } from "../../db/schema"
import { findCity, nearestCity } from "../../data/us-cities"
import { automationCategory, AUTOMATION_LIMITS } from "../../schemas/automation"
import { CAMPAIGN_DEFAULTS } from "../../schemas/campaign-rules"
import { searchLabel } from "../../schemas/scraping"
import { writeCampaign } from "../campaigns/campaign-create"
import { findScrapingJob, jobView } from "../scraping/job-rows"
import { LOCATION_NOT_FOUND } from "../scraping/scrape-step"
import { PROVIDER_CHANGED } from "../scraping/job-mode"
import { cachedArea } from "../scraping/area-cache"
import { newPhraseCursor } from "../scraping/phrase-cursor"
import { phrasePlan } from "../../schemas/automation-phrases"
import { campaignStart, formatStart, parseRunHours, runWindow } from "./run-schedule"
import { findRun, loadRunView, runCategories, runJobs } from "./run-view"

const isActive = (job: ScrapingJob) => job.status === "pending" || job.status === "running"

export async function announceRun(ctx: Ctx, runId: number) {
  const run = await loadRunView(ctx.db, runId)
  if (run) ctx.events.emit({ type: "automation_updated", runId, run })
  return run
}

export async function advanceRun(ctx: Ctx, runId: number): Promise<void> {
  const run = await findRun(ctx.db, runId)
  if (!run || run.status !== "running") return
  const jobs = await runJobs(ctx.db, runId)
  const last = jobs.at(-1)
  if (last && isActive(last)) return // the category is still being searched
  const next = last ? (last.runIndex ?? 0) + 1 : 0
  // A place the maps cannot find will not be found by the next category either, and a provider that
  // changed under the run would fail them all the same: end the run now.
  const lost =
    last?.status === "failed" &&
    (last.error?.startsWith(LOCATION_NOT_FOUND) || Object.values<string>(PROVIDER_CHANGED).includes(last.error ?? ""))
  if (next < runCategories(run).length && !lost) await startCategory(ctx, run, next)
  else await finishRun(ctx, run, jobs)
}

/** The cron's pass: every running run (there is at most one) is advanced if it can be. */
/** For the cron's first read (jobs/cron.ts): a row when some run is running. */
export const runningRunsDue = (): SqlStatement => ({
  sql: "SELECT 1 AS one FROM automation_runs WHERE status = 'running' LIMIT 1",
})

export async function advanceRunningRuns(ctx: Ctx) {
  const running = await ctx.db.port.all<{ id: number }>("SELECT id FROM automation_runs WHERE status = 'running'")
  for (const { id } of running) await advanceRun(ctx, id)
  return running.length
}

/**
 * Creates category `index`'s scraping job, once, and sends its first step. The run must still be
 * running in the same statement, so a Stop All Jobs that landed first leaves nothing to start.
 * Answers the run as announced, or null when there was nothing to start.
 */
export async function startCategory(ctx: Ctx, run: AutomationRun, index: number) {
  const category = automationCategory(runCategories(run)[index]!)
  // The category's phrases share its results (phrase-cursor.ts); the job's query lists them all.
  const plan = phrasePlan(category.key, AUTOMATION_LIMITS.resultsPerCategory)
  const created = await ctx.db.port.first<{ id: number }>(
    `INSERT INTO scraping_jobs (query, location, max_results, website_filter, business_category, label, status,
        created_at, run_id, run_index, provider_mode, cursor)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, 'pending', ?7, ?8, ?9, (SELECT provider_mode FROM automation_runs WHERE id = ?8), ?10
     WHERE EXISTS (SELECT 1 FROM automation_runs WHERE id = ?8 AND status = 'running')
     ON CONFLICT (run_id, run_index) DO NOTHING
     RETURNING id`,
    [
      plan.map((p) => p.phrase).join(", "),
      run.location,
      AUTOMATION_LIMITS.resultsPerCategory,
      run.websiteFilter,
      category.preset,
      // The contacts' source: the category's name, so Scraped Contacts groups a run by category.
      searchLabel(category.label, run.location),
      ctx.clock.now(),
      run.id,
      index,
      JSON.stringify(newPhraseCursor(plan)),
    ]
  )
  if (!created) return null // another call created it (and sends its step), or the run stopped
  // If this send fails, the job waits "pending" until the scraping watchdog re-sends its step.
  await ctx.queue.send({ type: "scrape-search", jobId: created.id, step: 0 })
  const job = await findScrapingJob(ctx.db, created.id)
  if (job) ctx.events.emit({ type: "scraping_updated", jobId: job.id, job: jobView(job) })
  return announceRun(ctx, run.id)
}

/**
 * The city's zone. A custom city not in the bundled data launched with its state's usual zone; once
 * the searches resolved its area, the bundled place nearest its centre tells the zone it is really in.
 */
async function finalTimeZone(ctx: Ctx, run: AutomationRun) {
  if (findCity(run.location)) return run.timeZone
  for (const kind of ["google", "sandbox"] as const) {
    const area = await cachedArea(ctx.db, kind, run.location)
    if (area) return nearestCity(area.center.latitude, area.center.longitude).timeZone
  }
  return run.timeZone
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`

function failureNote(run: AutomationRun, jobs: readonly ScrapingJob[]) {
  const failed = jobs.filter((j) => j.status === "failed")
  if (!failed.length) return ""
  const keys = runCategories(run)
  const label = (job: ScrapingJob) => automationCategory(keys[job.runIndex ?? 0]!).label
  const names = failed.map((j) => `${label(j)} (${j.error ?? "failed"})`).join("; ")
  return ` ${plural(failed.length, "search", "searches")} failed: ${names}.`
}

/**
 * The last category ended: one transaction claims the run, creates the campaign over every contact
 * the run's jobs stored, and records it on the run. A second caller's claim fails and writes nothing.
 */
async function finishRun(ctx: Ctx, run: AutomationRun, jobs: readonly ScrapingJob[]) {
  const contacts = await ctx.db.port.all<{ id: number }>(
    "SELECT id FROM contacts WHERE scrape_job_id IN (SELECT id FROM scraping_jobs WHERE run_id = ?1) ORDER BY id",
    [run.id]
  )
  const claim = crypto.randomUUID()
  const failures = failureNote(run, jobs)
  if (!contacts.length) {
    const allFailed = jobs.length > 0 && jobs.every((j) => j.status === "failed")
    await ctx.db
      .update(automationRuns)
      .set({
        status: allFailed ? "failed" : "completed",
        claim,
        completedAt: new Date(ctx.clock.now()),
        message: `No new businesses were found in ${run.location}, so no campaign was created.${failures}`,
      })
      .where(sql`${automationRuns.id} = ${run.id} AND ${automationRuns.status} = 'running'`)
    await announceRun(ctx, run.id)
    return
  }

  const hours = parseRunHours(run.callingHours)
  // Chosen hours carry their zone (the operator's by default); else the city's, as before.
  const timeZone = hours?.timezone ?? (await finalTimeZone(ctx, run))
  const start = campaignStart(run.createdAt.getTime(), ctx.clock.now(), timeZone, hours)
  const message =
    `Scheduled "${run.campaignName}" with ${plural(contacts.length, "contact")} ` +
    `for ${formatStart(start, timeZone)}.${failures}${failures ? " What those searches found before failing is included." : ""}`
  const campaign = await writeCampaign(
    ctx.db,
    {
      name: run.campaignName,
      selectedContacts: contacts.map((c) => c.id),
      minutesBetweenCalls: CAMPAIGN_DEFAULTS.minutesBetweenCalls,
      ...runWindow(timeZone, hours),
      status: "scheduled",
      scheduledStart: new Date(start),
    },
    ctx.clock.now(),
    {
      before: [
        {
          sql: `UPDATE automation_runs SET claim = ?2, status = 'completed', completed_at = ?3, scheduled_start = ?4,
                  time_zone = ?5, message = ?6
                WHERE id = ?1 AND status = 'running'`,
          params: [run.id, claim, ctx.clock.now(), start, timeZone, message],
        },
      ],
      guard: { sql: (p) => `EXISTS (SELECT 1 FROM automation_runs WHERE claim = ${p})`, value: claim },
      after: [
        {
          sql: "UPDATE automation_runs SET campaign_id = (SELECT max(id) FROM campaigns) WHERE claim = ?1",
          params: [claim],
        },
      ],
    }
  )
  if (!campaign) return // another call finished the run
  ctx.events.emit({ type: "campaign_updated", campaignId: campaign.id })
  await announceRun(ctx, run.id)
}
