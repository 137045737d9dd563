/**
 * POST /api/automation/launch-city-campaign: stores the run and starts its first category at once;
 * the queue and the cron do the rest (run-advance.ts). One run, and one scraping job, at a time.
 */
import type { Ctx } from "../../context/ctx"
import { citiesOfState, findCity } from "../../data/us-cities"
import type { UsState } from "../../data/us-states"
import { AppError } from "../../lib/errors"
import { requireProvider } from "../../providers"
import { type RunMode, runModeOf } from "../../providers/provider-mode"
import type { AutomationRunView, LaunchCityCampaignResponse } from "../../schemas/api-routes/automation"
import { AUTOMATION_CATEGORY_KEYS, AUTOMATION_LIMITS, type LaunchCityCampaignData } from "../../schemas/automation"
import { assertHoursReach } from "../campaigns/campaigns.service"
import { startCategory } from "./run-advance"
import { resolveState } from "./city-suggestions"
import { defaultRunHours, formatDay, formatStart, tomorrowAtOpening } from "./run-schedule"
import { findRun, loadRunView } from "./run-view"

export const runInProgress = () =>
  new AppError(
    "run_in_progress",
    409,
    "An automation run is already in progress. Wait for it to finish, or stop it with Stop All Jobs on the Scraping tab."
  )

const scrapingJobRunning = () =>
  new AppError(
    "job_in_progress",
    409,
    "A scraping job is running. Wait for it to finish, or stop it on the Scraping tab, before launching the automation."
  )

/** The zone most of the state's listed places are in: a custom city's zone until its area is known. */
function usualTimeZone(state: UsState) {
  const counts = new Map<string, number>()
  for (const city of citiesOfState(state.code)) counts.set(city.timeZone, (counts.get(city.timeZone) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "America/New_York"
}

/**
 * The city as the data spells it when it is a listed place ("grand rapids" → "Grand Rapids"), with its
 * zone. A listed city's location finds it in the data again, so its searches know its centre (scrape-step.ts).
 */
export function resolveTarget(input: Pick<LaunchCityCampaignData, "city" | "state">) {
  const state = resolveState(input.state)
  if (!state) {
    throw new AppError("validation_error", 400, "Unknown state: choose one of the 50 states or DC", {
      issues: [{ path: ["state"], message: "Unknown state" }],
    })
  }
  const listed = findCity(`${input.city}, ${state.code}`)
  const city = listed?.name ?? input.city
  return {
    state,
    city,
    location: `${city}, ${state.code}`,
    timeZone: listed?.timeZone ?? usualTimeZone(state),
  }
}

/**
 * The launch as the API asks for it: on the places provider in force, refused with the 409
 * places_not_configured before storing anything when there is none, and with hours the callee rule allows.
 */
export async function launchWithProvider(ctx: Ctx, input: LaunchCityCampaignData) {
  const { places } = await ctx.providers()
  requireProvider(places)
  if (input.callingHours) assertHoursReach(input.callingHours, (await ctx.settings()).callee_hours_only)
  return launchCityCampaign(ctx, input, runModeOf(places))
}

/** `providerMode`: the places provider the run starts with; every category's job keeps it (job-mode.ts). */
export async function launchCityCampaign(
  ctx: Ctx,
  input: LaunchCityCampaignData,
  providerMode: RunMode | null = null
): Promise<LaunchCityCampaignResponse> {
  const target = resolveTarget(input)
  const wanted = new Set(input.allCategories ?? AUTOMATION_CATEGORY_KEYS)
  const categories = AUTOMATION_CATEGORY_KEYS.filter((k) => wanted.has(k))
  // No hours sent (an API call): the server picks them as the forms would (policy, callee rule).
  const hours = input.callingHours ?? defaultRunHours(await ctx.settings(), target.timeZone)
  const zone = hours?.timezone ?? target.timeZone
  const start = tomorrowAtOpening(ctx.clock.now(), target.timeZone, hours)
  const campaignName = `${target.location} - AI Automation (${formatDay(start, zone)})`

  // One statement: two fast clicks, or a click during a run or a manual job, cannot start a second.
  const created = await ctx.db.port.first<{ id: number }>(
    `INSERT INTO automation_runs (city, state, location, time_zone, website_filter, categories, campaign_name,
        status, created_at, provider_mode, calling_hours)
     SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, 'running', ?8, ?9, ?10
     WHERE NOT EXISTS (SELECT 1 FROM automation_runs WHERE status = 'running')
       AND NOT EXISTS (SELECT 1 FROM scraping_jobs WHERE status IN ('pending', 'running'))
     RETURNING id`,
    [
      target.city,
      target.state.code,
      target.location,
      target.timeZone,
      input.websiteFilter,
      JSON.stringify(categories),
      campaignName,
      ctx.clock.now(),
      providerMode,
      hours ? JSON.stringify(hours) : null,
    ]
  )
  if (!created) {
    const running = await ctx.db.port.first("SELECT 1 AS one FROM automation_runs WHERE status = 'running'")
    throw running ? runInProgress() : scrapingJobRunning()
  }

  let run: AutomationRunView | null
  try {
    run = await startCategory(ctx, (await findRun(ctx.db, created.id))!, 0)
  } catch (err) {
    // Without its first step the run would sit "running" and block the next launch: end it, saying why.
    console.error("automation launch: first step not queued", err)
    const reason = "The automation could not be queued. Please try again."
    await ctx.db.port.batch([
      {
        sql: "UPDATE automation_runs SET status = 'failed', message = ?2, completed_at = ?3 WHERE id = ?1 AND status = 'running'",
        params: [created.id, reason, ctx.clock.now()],
      },
      {
        sql: `UPDATE scraping_jobs SET status = 'failed', error = ?2, completed_at = ?3, cursor = NULL
              WHERE run_id = ?1 AND status IN ('pending', 'running')`,
        params: [created.id, reason, ctx.clock.now()],
      },
    ])
    throw new AppError("queue_unavailable", 503, reason)
  }
  const total = categories.length * AUTOMATION_LIMITS.resultsPerCategory
  const message =
    `Scraping ${categories.length} ${categories.length === 1 ? "category" : "categories"} in ${target.location} ` +
    `one after another (up to ${total.toLocaleString("en-US")} businesses). "${campaignName}" will be scheduled ` +
    `for ${formatStart(start, zone)}. Track progress here or in the Scraping tab.`
  return { campaignName, message, run: run ?? (await loadRunView(ctx.db, created.id))! }
}
