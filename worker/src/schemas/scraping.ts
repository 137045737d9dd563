/**
 * Lead search (SPEC §2.5, §3 scraping_jobs, §7 scraping endpoints, §9 scraping): the form's presets,
 * the start request, and what the scraping API answers. Shared by the worker's validation and the
 * web form (`@shared/scraping`), so both refuse the same input with the same words.
 */
import { z } from "zod"
import { freeText } from "./text-rule"
import { IMPORT_SCREEN_DEFAULTS, WEEKDAYS } from "./campaign-rules"

/** SPEC §5: the start form's one message for a missing query or location. */
export const SCRAPING_REQUIRED_MESSAGE = "Please fill in all required fields"

/**
 * SPEC §3 presets (value, label, search phrase). The spec names the values; the labels and phrases
 * are ours: one categorical phrase each, since Text Search restricted to a rectangle works best with
 * the category alone ("dentist", not "dentists in Austin"). Custom searches the operator's own words.
 */
export const SCRAPING_CATEGORIES = [
  { value: "automotive", label: "Automotive Services", query: "auto repair shop" },
  { value: "personal_care", label: "Personal Care & Beauty", query: "hair salon" },
  { value: "home_services", label: "Home & Property Services", query: "plumber" },
  { value: "retail_convenience", label: "Retail & Convenience", query: "convenience store" },
  { value: "food_dining", label: "Food & Dining", query: "restaurant" },
  { value: "health_wellness", label: "Health & Wellness", query: "chiropractor" },
  { value: "business_services", label: "Professional Services", query: "accountant" },
  { value: "specialty_services", label: "Specialty Services", query: "locksmith" },
  { value: "custom", label: "Custom Search", query: "" },
] as const
export type ScrapingCategory = (typeof SCRAPING_CATEGORIES)[number]["value"]
export const DEFAULT_SCRAPING_CATEGORY: ScrapingCategory = "retail_convenience"
export const categoryPreset = (value: string | null | undefined) => SCRAPING_CATEGORIES.find((c) => c.value === value)

export const WEBSITE_FILTERS = ["without_website", "with_website", "all"] as const
export type WebsiteFilter = (typeof WEBSITE_FILTERS)[number]
export const WEBSITE_FILTER_LABELS: Record<WebsiteFilter, string> = {
  without_website: "Without website",
  with_website: "With website",
  all: "All businesses",
}

/** SPEC §9: the Max Results options; the form starts at 500 and goes back to 100 after a start. */
export const MAX_RESULTS_OPTIONS = [50, 100, 200, 500, 1000, 2000, 5000] as const
export const SCRAPING_FORM_DEFAULTS = {
  businessCategory: DEFAULT_SCRAPING_CATEGORY,
  location: "Grand Rapids, MI",
  websiteFilter: "without_website" as WebsiteFilter,
  maxResults: 500,
  maxResultsAfterStart: 100,
  /** SPEC §9: the read-only Rate Limit field (requests a minute), bounds 1-60. */
  rateLimitPerMinute: 10,
}
/** SPEC §3 column defaults (an API client that leaves them out). */
export const SCRAPING_JOB_DEFAULTS = { maxResults: 100, websiteFilter: "all" as WebsiteFilter }

// The text rule: a query or location reaches the provider and becomes the contacts' source label.
const required = (field: string, max: number) =>
  freeText(`the ${field}`, z.string({ error: SCRAPING_REQUIRED_MESSAGE }))
    .min(1, SCRAPING_REQUIRED_MESSAGE)
    .max(max, `The ${field} is at most ${max} characters`)

/** POST /api/scraping/start. */
export const startScrapingSchema = z.object({
  query: required("search query", 200),
  location: required("location", 200),
  maxResults: z
    .number({ error: "Max Results must be a number" })
    .int()
    .refine((n) => (MAX_RESULTS_OPTIONS as readonly number[]).includes(n), {
      message: `Max Results must be one of ${MAX_RESULTS_OPTIONS.join(", ")}`,
    })
    .default(SCRAPING_JOB_DEFAULTS.maxResults),
  websiteFilter: z
    .enum(WEBSITE_FILTERS, { error: "Website filter must be without_website, with_website or all" })
    .default(SCRAPING_JOB_DEFAULTS.websiteFilter),
  businessCategory: z
    .enum(SCRAPING_CATEGORIES.map((c) => c.value) as [ScrapingCategory, ...ScrapingCategory[]], {
      error: "Unknown business category",
    })
    .nullish(),
})
export type StartScrapingInput = z.input<typeof startScrapingSchema>
export type StartScrapingData = z.output<typeof startScrapingSchema>

/** The contacts' `source`: "dentist - Grand Rapids, MI" (SPEC §3: a search label for scraping). */
export const searchLabel = (query: string, location: string) => `${query.trim()} - ${location.trim()}`

export const SCRAPING_STATUSES = ["pending", "running", "completed", "failed"] as const
export type ScrapingStatus = (typeof SCRAPING_STATUSES)[number]

/**
 * Why a running job waits: the hourly maps budget is spent, Google answered 429 (slow down), or the
 * monthly Places spending budget (Settings → Costs) is reached.
 */
export const SCRAPING_WAIT_REASONS = ["budget", "rate_limited", "spend_budget"] as const
export type ScrapingWaitReason = (typeof SCRAPING_WAIT_REASONS)[number]

/** GET /api/scraping/jobs without a limit: the Current Status panel's list. */
export const JOBS_LIST_LIMIT = 50
/** The most jobs one GET /api/scraping/jobs answers; an export walks the pages with `before`. */
export const JOBS_PAGE_MAX = 500

/**
 * GET /api/scraping/jobs: newest first, `limit` jobs (default 50) with an id below `before`; the
 * answer's `nextBefore` is the cursor of the next (older) page, null on the last one.
 */
export const scrapingJobsQuerySchema = z.object({
  before: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(JOBS_PAGE_MAX).default(JOBS_LIST_LIMIT),
})

/** SPEC §5: creating a campaign from scraped contacts. */
export const SCRAPED_CAMPAIGN_MESSAGES = {
  nameRequired: "Campaign Name Required: Please enter a name for the new campaign",
  groupsRequired: "No Contacts Selected",
} as const

/** POST /api/scraping/campaign: a draft campaign over the chosen groups, import-screen defaults. */
export const scrapedCampaignSchema = z.object({
  name: freeText("the campaign name", z.string({ error: SCRAPED_CAMPAIGN_MESSAGES.nameRequired }))
    .min(1, SCRAPED_CAMPAIGN_MESSAGES.nameRequired)
    .max(200, "The campaign name is at most 200 characters"),
  labels: z
    .array(z.string().min(1).max(500), { error: SCRAPED_CAMPAIGN_MESSAGES.groupsRequired })
    .min(1, SCRAPED_CAMPAIGN_MESSAGES.groupsRequired)
    .max(200),
  // The calling hours (ours): the import screen's defaults unless the dialog's control changes them.
  startTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter a time as HH:MM")
    .default(IMPORT_SCREEN_DEFAULTS.startTime),
  endTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please enter a time as HH:MM")
    .default(IMPORT_SCREEN_DEFAULTS.endTime),
  workDays: z
    .array(z.enum(WEEKDAYS))
    .min(1, "Please select at least one work day")
    .default([...IMPORT_SCREEN_DEFAULTS.workDays]),
})
export type ScrapedCampaignInput = z.input<typeof scrapedCampaignSchema>

/** GET /api/scraping/contacts query: the Scraped Contacts table (25 a page, SPEC §9). */
export const scrapedContactsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  label: z.string().max(500).optional(),
})
