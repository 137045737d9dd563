/**
 * AI Automation (SPEC §2.6, §3 city suggestion and scrape request, §7 automation endpoints, §9): the
 * eight categories a city run searches, the launch request, and what the automation API answers.
 * Shared by the worker's validation and the web page (`@shared/automation`).
 */
import { z } from "zod"
import { freeText } from "./text-rule"
import { WEEKDAYS } from "./campaign-rules"
import { isTimeZone } from "./time-zone"
import { categoryPreset, WEBSITE_FILTERS } from "./scraping"
import { phrasePlan } from "./automation-phrases"
import { AUTOMATION_CATEGORIES, AUTOMATION_CATEGORY_KEYS, type AutomationCategoryKey } from "./automation-categories"
import { PLACES_LOOKUP_PRICE_PER_REQUEST_USD, PLACES_PRICE_PER_REQUEST_USD } from "./places-pricing"

/** SPEC §8. */
export const AUTOMATION_MESSAGES = {
  missingInformation: "Missing Information: Please select both state and city",
  failedTitle: "Automation Failed",
  failedFallback: "Failed to launch automation",
} as const

export { AUTOMATION_CATEGORIES, AUTOMATION_CATEGORY_KEYS, type AutomationCategoryKey } from "./automation-categories"

/**
 * The label ("Automotive Services") and the scraping preset's phrase ("auto repair shop") of a category
 * key. A run searches the category's several phrases (automation-phrases.ts); `query` is the first.
 */
export function automationCategory(key: AutomationCategoryKey) {
  const entry = AUTOMATION_CATEGORIES.find((c) => c.key === key)!
  const preset = categoryPreset(entry.preset)!
  return { key, preset: entry.preset, label: preset.label, query: preset.query }
}

/** SPEC §9: 8 categories, 500 results each (4,000 in total), one after another. */
export const AUTOMATION_LIMITS = { resultsPerCategory: 500, categories: AUTOMATION_CATEGORIES.length } as const
export const AUTOMATION_TOTAL_RESULTS = AUTOMATION_LIMITS.resultsPerCategory * AUTOMATION_LIMITS.categories

const text = (max: number, label: string) =>
  freeText(`the ${label}`, z.string({ error: AUTOMATION_MESSAGES.missingInformation }))
    .transform((v) => v.replace(/\s+/g, " "))
    .pipe(
      z.string().min(1, AUTOMATION_MESSAGES.missingInformation).max(max, `The ${label} is at most ${max} characters`)
    )

/**
 * POST /api/automation/launch-city-campaign. SPEC §7 names city, state and websiteFilter; the page
 * sends SPEC §3's scrape request, which adds allCategories (the 8 keys) and sequentialScraping: true.
 * A client may send fewer categories; the run keeps the SPEC order whatever order they come in.
 */
export const launchCityCampaignSchema = z.object({
  city: text(100, "city"),
  /** A USPS code ("MI"); the worker also accepts a state's name. */
  state: text(40, "state"),
  websiteFilter: z
    .enum(WEBSITE_FILTERS, { error: "Website filter must be without_website, with_website or all" })
    .default("without_website"),
  allCategories: z
    .array(z.enum(AUTOMATION_CATEGORY_KEYS, { error: "Unknown category" }), {
      error: "allCategories must be a list of category keys",
    })
    .min(1, "Choose at least one category")
    .max(AUTOMATION_CATEGORIES.length)
    .optional(),
  sequentialScraping: z
    .literal(true, { error: "Automation searches its categories one after another (sequentialScraping: true)" })
    .optional(),
  /**
   * The campaign's calling hours and zone (ours). Without them: the spec's 12:01-6:00 AM every day, in
   * the city's zone, from 12:01 AM tomorrow.
   */
  callingHours: z
    .object({
      startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter a time as HH:MM"),
      endTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter a time as HH:MM"),
      workDays: z
        .array(z.enum(WEEKDAYS))
        .min(1, "Please select at least one work day")
        .transform((days) => WEEKDAYS.filter((d) => days.includes(d))),
      timezone: z.string().refine(isTimeZone, "Please choose a valid time zone"),
    })
    .optional(),
})
export type LaunchCityCampaignInput = z.input<typeof launchCityCampaignSchema>
export type LaunchCityCampaignData = z.output<typeof launchCityCampaignSchema>

export const BUSINESS_DENSITIES = ["high", "medium", "low"] as const
export type BusinessDensity = (typeof BUSINESS_DENSITIES)[number]

export const AUTOMATION_RUN_STATUSES = ["running", "completed", "stopped", "failed"] as const
export type AutomationRunStatus = (typeof AUTOMATION_RUN_STATUSES)[number]

export const PLACES_RESULTS_PER_PAGE = 20

/**
 * Requests a run makes beyond full pages, as a share of the fewest: the grid search re-finds places
 * when it splits a dense cell, a page also holds places without a phone, closed, or already found
 * by another phrase, and a phrase's last page is used only up to its share. Measured on a whole sandbox
 * run (bench/automation.bench.ts): Chicago, which fills all 4,000, made 281 requests for a fewest of 230.
 * A smaller city makes fewer (its phrases run out early).
 */
export const EXPECTED_REQUEST_OVERHEAD = 0.22

/**
 * Step 3's estimate, before anything is spent. Per category: its phrases and their first shares, and
 * the fewest requests that fill them (a 20-result page for every 20 contacts, at least one page a
 * phrase). The run: one area lookup (cached, so later categories reuse it) plus every category's
 * pages; expected is that plus the measured overhead. Cost at Google's list prices
 * (places-pricing.ts): pages at the search mask's SKU, the lookup at Pro. Minutes follow from the
 * scraping screen's rate limit (SPEC §9: 10 requests a minute).
 */
export function estimateRun(keys: readonly AutomationCategoryKey[] = AUTOMATION_CATEGORY_KEYS, requestsPerMinute = 10) {
  const categories = keys.map((key) => {
    const phrases = phrasePlan(key, AUTOMATION_LIMITS.resultsPerCategory)
    const minRequests = phrases.reduce((n, p) => n + Math.max(1, Math.ceil(p.share / PLACES_RESULTS_PER_PAGE)), 0)
    return { key, label: automationCategory(key).label, phrases, minRequests }
  })
  const pages = categories.reduce((n, c) => n + c.minRequests, 0)
  const expectedPages = Math.ceil(pages * (1 + EXPECTED_REQUEST_OVERHEAD))
  const cost = (searches: number) =>
    Math.round((searches * PLACES_PRICE_PER_REQUEST_USD + PLACES_LOOKUP_PRICE_PER_REQUEST_USD) * 100) / 100
  return {
    categories,
    minRequests: 1 + pages,
    expectedRequests: 1 + expectedPages,
    minCostUsd: cost(pages),
    expectedCostUsd: cost(expectedPages),
    expectedMinutes: Math.ceil((1 + expectedPages) / requestsPerMinute),
  }
}
export type RunEstimate = ReturnType<typeof estimateRun>
