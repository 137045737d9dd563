import { mutate } from "swr"
import { API } from "@shared/api-routes/endpoints"
import type { AutomationRunView } from "@shared/api-routes/automation"
import type { LaunchCityCampaignInput } from "@shared/automation"
import type { ScrapingJobView } from "@shared/api-routes/scraping"

import { useApi } from "@/hooks/use-api"
import { apiCall, apiKey } from "@/lib/api-call"
import { withJob, withRun, type LatestRunResponse } from "./automation-run-cache"

export const AUTOMATION_PATH = "/api/automation"
export const AUTOMATION_STATES_KEY = `${AUTOMATION_PATH}/states`
export const LATEST_RUN_KEY = `${AUTOMATION_PATH}/runs/latest`
export const citiesKey = (state: string) => apiKey(API.automation.cities, { params: { state } })

/** A fallback to the live channel while a run moves (a dropped socket, a missed event). */
export const RUN_POLL_MS = 10_000

/** The 50 states and DC; they never change, so one fetch a session is enough. */
export function useStates() {
  return useApi(API.automation.states, undefined, { revalidateIfStale: false })
}

/** The state's 50 most populous cities; null before a state is chosen. */
export function useCities(state: string | null) {
  return useApi(API.automation.cities, state ? { params: { state } } : null, { revalidateIfStale: false })
}

/**
 * The latest run, whatever its status. The live channel patches it (app.tsx); coming back to
 * the tab or the page re-reads it, and a light poll runs while it is running, and while it could
 * not be read at all: a failed first read (a busy server right after a reload) must not leave
 * Start Scraping offered beside a run in progress until the operator refreshes by hand.
 */
export function useLatestRun() {
  return useApi(API.automation.latestRun, undefined, {
    revalidateIfStale: true,
    revalidateOnFocus: true,
    refreshInterval: (data) => (data === undefined || data.run?.status === "running" ? RUN_POLL_MS : 0),
  })
}

/** Put a run into the latest-run cache without a refetch (the launch answer, the live channel). */
export function patchLatestRun(run: AutomationRunView) {
  return mutate<LatestRunResponse>(LATEST_RUN_KEY, (current) => withRun(current, run), { revalidate: false })
}

/** Move the latest run's category whose job this is (`scraping_updated` carries the job). */
export function patchLatestRunJob(job: ScrapingJobView) {
  return mutate<LatestRunResponse>(LATEST_RUN_KEY, (current) => withJob(current, job), { revalidate: false })
}

export const refreshLatestRun = () => mutate(LATEST_RUN_KEY)

/** POST /api/automation/launch-city-campaign; the new run shows at once. */
export async function launchCityCampaign(body: LaunchCityCampaignInput) {
  const response = await apiCall(API.automation.launch, { body })
  await patchLatestRun(response.run)
  return response
}
