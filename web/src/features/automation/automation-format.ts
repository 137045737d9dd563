import type { AutomationRunView, RunCategoryView } from "@shared/api-routes/automation"
import { AUTOMATION_LIMITS, AUTOMATION_TOTAL_RESULTS, estimateRun, type BusinessDensity } from "@shared/automation"
import {
  PLACES_FREE_REQUESTS_PER_MONTH,
  PLACES_LOOKUP_PRICE_PER_REQUEST_USD,
  PLACES_PRICE_PER_REQUEST_USD,
  PLACES_SEARCH_SKU,
} from "@shared/places-pricing"
import { SCRAPING_FORM_DEFAULTS } from "@shared/scraping"

import { zonedFormatter } from "@/lib/zoned-format"

const n = (value: number) => value.toLocaleString("en-US")

const compact = new Intl.NumberFormat("en-US", { notation: "compact" })

/**
 * GeoNames figures come from different census years, so they are shown as round figures, "677K",
 * "2.3M" (the exact figure is in the card's tooltip, populationTitle).
 */
export const populationText = (population: number) => compact.format(population)

export const populationTitle = (population: number) => `${n(population)} (GeoNames)`

/** Density is derived from population and rank, never measured: the badge says so. */
export const DENSITY_BADGES: Record<BusinessDensity, { label: string; variant: "success" | "warning" | "secondary" }> =
  {
    high: { label: "High density (est.)", variant: "success" },
    medium: { label: "Medium density (est.)", variant: "warning" },
    low: { label: "Low density (est.)", variant: "secondary" },
  }

/** Step 4's figures (SPEC §2.6, §9). */
export const RESULTS_TEXT = `${n(AUTOMATION_LIMITS.resultsPerCategory)} results per category (${n(AUTOMATION_TOTAL_RESULTS)} in total)`
export const CATEGORIES_TEXT = `All ${AUTOMATION_LIMITS.categories} categories in sequence`

const perThousand = (usd: number) => `$${n(Math.round(usd * 1000))} per 1,000`

/**
 * Step 3's estimate before anything is spent: the requests a run is expected to make (at least the
 * full pages its phrases' shares need), their cost at Google's list prices and the SKU they bill,
 * and the time at the scraping rate limit.
 */
export function estimateText(estimate = estimateRun()) {
  const { minRequests, expectedRequests, expectedCostUsd, minCostUsd, expectedMinutes } = estimate
  return (
    `Expected about ${n(expectedRequests)} Places requests (at least ${n(minRequests)}), about ` +
    `$${expectedCostUsd.toFixed(2)} at Google's list price (at least $${minCostUsd.toFixed(2)}), ` +
    `about ${n(expectedMinutes)} minutes at ${SCRAPING_FORM_DEFAULTS.rateLimitPerMinute} requests a minute.`
  )
}

/** Which SKU the requests bill, and why (the field mask), in the estimate's words. */
export const SKU_TEXT =
  `Search pages bill as ${PLACES_SEARCH_SKU} (${perThousand(PLACES_PRICE_PER_REQUEST_USD)}, the first ` +
  `${n(PLACES_FREE_REQUESTS_PER_MONTH)} a month free): the phone number and website we ask for are ` +
  `Enterprise fields; the business type is a Pro field and adds nothing. The city lookup bills as ` +
  `Text Search Pro (${perThousand(PLACES_LOOKUP_PRICE_PER_REQUEST_USD)}). Places without a phone, closed, ` +
  "or found by another phrase still cost their page."

/** The campaign's start in the city's own time zone: "Tue, Nov 24, 12:01 AM EST". */
export function scheduledText(iso: string, timeZone: string) {
  const options: Intl.DateTimeFormatOptions = {
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }
  // An unknown zone name falls back to this browser's zone: still the right instant.
  return zonedFormatter(timeZone, options).format(new Date(iso))
}

export type TileState = "waiting" | "pending" | "running" | "completed" | "stopped" | "failed"

export const tileState = (c: Pick<RunCategoryView, "status" | "stopped">): TileState =>
  c.status === "completed" && c.stopped ? "stopped" : c.status

export const TILE_BADGES: Record<
  TileState,
  { label: string; variant: "outline" | "warning" | "info" | "success" | "secondary" | "destructive" }
> = {
  waiting: { label: "Waiting", variant: "outline" },
  pending: { label: "Queued", variant: "warning" },
  running: { label: "Running", variant: "info" },
  completed: { label: "Completed", variant: "success" },
  stopped: { label: "Stopped", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
}

/** A tile's count line during or after a run. */
export function tileCountText(c: Pick<RunCategoryView, "status" | "stopped" | "found">) {
  switch (tileState(c)) {
    case "waiting":
    case "pending":
      return "Not started"
    case "running":
      return `${n(c.found)} found so far`
    case "failed":
      return `${n(c.found)} found before it failed`
    default:
      return `${n(c.found)} found`
  }
}

const isDone = (c: RunCategoryView) => c.status === "completed" || c.status === "failed"

/** A category's line in the run card: "Not run" for one a stopped or failed run never reached. */
export function categoryLine(run: Pick<AutomationRunView, "status">, c: RunCategoryView) {
  const state = tileState(c)
  if (state === "waiting") return run.status === "running" ? TILE_BADGES.waiting.label : "Not run"
  return `${TILE_BADGES[state].label} · ${tileCountText(c)}`
}

/** Categories finished (completed, stopped or failed) out of the run's categories. */
export const finishedCount = (run: AutomationRunView) => run.categories.filter(isDone).length

/** What the run is doing now, or how it ended: "Searching Food & Dining (5 of 8)". */
export function runHeadline(run: AutomationRunView) {
  const total = run.categories.length
  switch (run.status) {
    case "running": {
      const index = run.categories.findIndex((c) => c.key === run.current)
      if (index >= 0) return `Searching ${run.categories[index]!.label} (${index + 1} of ${total})`
      return run.categories.every(isDone) ? "Creating the campaign…" : "Starting the searches…"
    }
    case "completed":
      return run.campaignId ? "Campaign scheduled" : "Completed"
    case "stopped":
    case "failed":
      // The badge already says how it ended, and the run's message why: this line says how far it got.
      return `Searched ${run.categories.filter((c) => c.status !== "waiting").length} of ${total} categories`
  }
}

export const RUN_BADGES: Record<
  AutomationRunView["status"],
  { label: string; variant: "info" | "success" | "secondary" | "destructive" }
> = {
  running: { label: "Running", variant: "info" },
  completed: { label: "Completed", variant: "success" },
  stopped: { label: "Stopped", variant: "secondary" },
  failed: { label: "Failed", variant: "destructive" },
}

/** "1,234 contacts found" (so far, while running). */
export const foundText = (run: AutomationRunView) =>
  `${n(run.found)} ${run.found === 1 ? "contact" : "contacts"} found${run.status === "running" ? " so far" : ""}`
