/**
 * AI Automation (SPEC §2.6, §3 city suggestion and scrape request, §7 automation endpoints, §9): the
 * eight categories a city run searches, the launch request, and what the automation API answers.
 * Shared by the worker's validation and the web page (`@shared/automation`).
 */
import { z } from "zod"
import { freeText } from "./text-rule"
import { categoryPreset, type ScrapingCategory, type ScrapingStatus, WEBSITE_FILTERS } from "./scraping"

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
})
export type LaunchCityCampaignInput = z.input<typeof launchCityCampaignSchema>
export type LaunchCityCampaignData = z.output<typeof launchCityCampaignSchema>

export interface StateOption {
  code: string
  name: string
}

export const BUSINESS_DENSITIES = ["high", "medium", "low"] as const
export type BusinessDensity = (typeof BUSINESS_DENSITIES)[number]

/** SPEC §3 city suggestion, plus what the page and the launch use (id, time zone, roles). */
export interface CitySuggestion {
  /** GeoNames id. */
  id: number
  city: string
  state: string
  /** GeoNames figure (its census vintage varies: shown as approximate). */
  population: number
  /** An estimate from population and rank (see README "AI Automation"). */
  businessDensity: BusinessDensity
  /** An estimate written from the data (rank, capital, county seat, size). */
  economicActivity: string
  /** 1 = the state's most populous place. */
  rank: number
  capital: boolean
  countySeat: boolean
  timeZone: string
}

/** GET /api/automation/cities/:state. */
export interface CitiesResponse {
  state: StateOption
  cities: CitySuggestion[]
  /** Where the figures come from, shown on the page (CC BY 4.0 asks for it). */
  attribution: string
  /** true: density and activity are derived estimates, not measurements. */
  estimated: boolean
}

export const AUTOMATION_RUN_STATUSES = ["running", "completed", "stopped", "failed"] as const
export type AutomationRunStatus = (typeof AUTOMATION_RUN_STATUSES)[number]

/** One category of a run: "waiting" until its scraping job exists, then the job's own status. */
export interface RunCategoryView {
  key: AutomationCategoryKey
  label: string
  query: string
  status: "waiting" | ScrapingStatus
  jobId: number | null
  /** Contacts this category's job stored (new to the contacts: duplicates are not counted twice). */
  found: number
  maxResults: number
  stopped: boolean
  error: string | null
}

/** An automation run as the API answers it (launch, GET /api/automation/runs/latest, the live channel). */
export interface AutomationRunView {
  id: number
  city: string
  state: string
  /** The location every category searched: "Grand Rapids, MI". */
  location: string
  timeZone: string
  websiteFilter: (typeof WEBSITE_FILTERS)[number]
  status: AutomationRunStatus
  campaignName: string
  /** The scheduled campaign, once created; null before the last category ends or when nothing was found. */
  campaignId: number | null
  /** When the campaign starts (ISO, UTC): 12:01 AM in the city's time zone. */
  scheduledStart: string | null
  /** How the run ended, in the operator's words (what was scheduled, what failed); null while running. */
  message: string | null
  categories: RunCategoryView[]
  /** The category being searched now; null when none is. */
  current: AutomationCategoryKey | null
  found: number
  createdAt: string
  completedAt: string | null
}

/** POST /api/automation/launch-city-campaign answers at once, before any search has run. */
export interface LaunchCityCampaignResponse {
  campaignName: string
  message: string
  run: AutomationRunView
}

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
