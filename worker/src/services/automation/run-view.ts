/** Automation runs as the API and the live channel show them: the run and each category's job. */
import { asc, desc, eq } from "drizzle-orm"
import type { DB } from "../../db/client"
import { type AutomationRun, automationRuns, type ScrapingJob, scrapingJobs } from "../../db/schema"
import type { AutomationRunView, RunCategoryView } from "../../schemas/api-routes/automation"
import {
  AUTOMATION_CATEGORY_KEYS,
  type AutomationCategoryKey,
  automationCategory,
  AUTOMATION_LIMITS,
} from "../../schemas/automation"
import type { WebsiteFilter } from "../../schemas/scraping"
import { phrasePlan } from "../../schemas/automation-phrases"

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** The run's category keys; a row written by hand with garbage falls back to all eight. */
export function runCategories(run: Pick<AutomationRun, "categories">): AutomationCategoryKey[] {
  try {
    const keys = JSON.parse(run.categories) as unknown
    if (Array.isArray(keys)) {
      const known = AUTOMATION_CATEGORY_KEYS.filter((k) => keys.includes(k))
      if (known.length) return known
    }
  } catch {
    // fall through
  }
  return [...AUTOMATION_CATEGORY_KEYS]
}

export function runView(run: AutomationRun, jobs: readonly ScrapingJob[]): AutomationRunView {
  const byIndex = new Map(jobs.map((j) => [j.runIndex, j]))
  const categories = runCategories(run).map((key, i): RunCategoryView => {
    const { label } = automationCategory(key)
    const job = byIndex.get(i)
    return {
      key,
      label,
      // What the job searches: its phrases ("plumber, electrician, …"), or the one phrase of a run
      // launched before phrases; before its job exists, the phrases it will search.
      query:
        job?.query ??
        phrasePlan(key, AUTOMATION_LIMITS.resultsPerCategory)
          .map((p) => p.phrase)
          .join(", "),
      status: job ? job.status : "waiting",
      jobId: job?.id ?? null,
      found: job?.found ?? 0,
      maxResults: job?.maxResults ?? AUTOMATION_LIMITS.resultsPerCategory,
      stopped: job?.stoppedAt != null,
      error: job?.error ?? null,
    }
  })
  const current = categories.find((c) => c.status === "pending" || c.status === "running")
  return {
    id: run.id,
    city: run.city,
    state: run.state,
    location: run.location,
    timeZone: run.timeZone,
    websiteFilter: run.websiteFilter as WebsiteFilter,
    status: run.status,
    campaignName: run.campaignName,
    campaignId: run.campaignId,
    scheduledStart: iso(run.scheduledStart),
    message: run.message,
    categories,
    current: run.status === "running" ? (current?.key ?? null) : null,
    found: categories.reduce((sum, c) => sum + c.found, 0),
    cost: Math.round(jobs.reduce((sum, j) => sum + j.cost, 0) * 1e4) / 1e4,
    createdAt: run.createdAt.toISOString(),
    completedAt: iso(run.completedAt),
  }
}

export async function runJobs(db: DB, runId: number) {
  return db.select().from(scrapingJobs).where(eq(scrapingJobs.runId, runId)).orderBy(asc(scrapingJobs.runIndex))
}

export async function findRun(db: DB, runId: number) {
  const [run] = await db.select().from(automationRuns).where(eq(automationRuns.id, runId))
  return run ?? null
}

export async function loadRunView(db: DB, runId: number): Promise<AutomationRunView | null> {
  const run = await findRun(db, runId)
  return run ? runView(run, await runJobs(db, run.id)) : null
}

/** The latest run, whatever its status: the page shows a running one and the result of the last. */
export async function latestRunView(db: DB): Promise<AutomationRunView | null> {
  const [run] = await db.select().from(automationRuns).orderBy(desc(automationRuns.id)).limit(1)
  return run ? runView(run, await runJobs(db, run.id)) : null
}
