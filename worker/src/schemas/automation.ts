/**
 * AI Automation (SPEC §2.6, §3 city suggestion and scrape request, §7 automation endpoints, §9): the
 * eight categories a city run searches, the launch request, and what the automation API answers.
 * Shared by the worker's validation and the web page (`@shared/automation`).
 */
import { z } from "zod"
import { freeText } from "./text-rule"
import { WEEKDAYS } from "./campaign-rules"
import { isTimeZone } from "./time-zone"
import { categoryPreset, type ScrapingCategory, WEBSITE_FILTERS } from "./scraping"

/** SPEC §8. */
export const AUTOMATION_MESSAGES = {
  missingInformation: "Missing Information: Please select both state and city",
  failedTitle: "Automation Failed",
  failedFallback: "Failed to launch automation",
} as const

/**
 * SPEC §3 category keys, in the order SPEC §2.6 lists them (the order a run searches them). Each runs
 * as the scraping screen's preset of the same meaning, so its contacts carry the same category label
 * and the phrase searched is the one the Maps Scraping form would use.
 */
export const AUTOMATION_CATEGORIES = [
  { key: "automotive", preset: "automotive" },
  { key: "personal_care", preset: "personal_care" },
  { key: "home_property", preset: "home_services" },
  { key: "retail_commerce", preset: "retail_convenience" },
  { key: "food_dining", preset: "food_dining" },
  { key: "health_wellness", preset: "health_wellness" },
  { key: "professional", preset: "business_services" },
  { key: "specialty", preset: "specialty_services" },
] as const satisfies readonly { key: string; preset: ScrapingCategory }[]
export type AutomationCategoryKey = (typeof AUTOMATION_CATEGORIES)[number]["key"]
export const AUTOMATION_CATEGORY_KEYS = AUTOMATION_CATEGORIES.map((c) => c.key) as [
  AutomationCategoryKey,
  ...AutomationCategoryKey[],
]

/** The label ("Automotive Services") and search phrase ("auto repair shop") of a category key. */
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

/**
 * Google's list price for Text Search Enterprise, the SKU our field mask bills (phone and website are
 * Enterprise fields): $35 per 1,000 requests. An estimate to show before launching, not a bill.
 */
export const PLACES_USD_PER_REQUEST = 35 / 1000
export const PLACES_RESULTS_PER_PAGE = 20

/**
 * The fewest Places requests a run can make: one area lookup for the city (cached, so the later
 * categories reuse it) and a full 20-result page for every 20 contacts. Real runs make more: a page
 * holds places already stored, without a phone, or skipped by the website filter. Minutes follow
 * from the scraping screen's rate limit (SPEC §9: 10 requests a minute).
 */
export function estimateRun(categories = AUTOMATION_LIMITS.categories, requestsPerMinute = 10) {
  const pagesPerCategory = Math.ceil(AUTOMATION_LIMITS.resultsPerCategory / PLACES_RESULTS_PER_PAGE)
  const minRequests = 1 + categories * pagesPerCategory
  return {
    pagesPerCategory,
    minRequests,
    minCostUsd: Math.round(minRequests * PLACES_USD_PER_REQUEST * 100) / 100,
    minMinutes: Math.ceil(minRequests / requestsPerMinute),
  }
}
