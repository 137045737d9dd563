/** Lead search: requests from ../scraping.ts, answers and their types here. */
import { z } from "zod"
import {
  SCRAPING_STATUSES,
  SCRAPING_WAIT_REASONS,
  scrapedCampaignSchema,
  scrapedContactsQuerySchema,
  scrapingJobsQuerySchema,
  startScrapingSchema,
  WEBSITE_FILTERS,
} from "../scraping"
import { campaignItemSchema } from "./campaigns"
import { contactListSchema } from "./contacts"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { isoInstant } from "./shared"

export const scrapingJobIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

/** One scraping job as the API answers it (GET /api/scraping/jobs, /jobs/:id, the live channel). */
export const scrapingJobViewSchema = z.strictObject({
  id: z.number(),
  query: z.string(),
  location: z.string(),
  /** The search label its contacts carry as their source. */
  label: z.string(),
  maxResults: z.number(),
  websiteFilter: z.enum(WEBSITE_FILTERS),
  businessCategory: z.string().nullable(),
  status: z.enum(SCRAPING_STATUSES),
  /** Contacts stored so far (the bar while running). */
  progress: z.number(),
  /** Contacts this job stored (equal to progress; the spec's completed figure). */
  found: z.number(),
  createdAt: isoInstant,
  completedAt: isoInstant.nullable(),
  /** Why it failed, in words the operator can act on (e.g. Google's message); null otherwise. */
  error: z.string().nullable(),
  /** Stopped by "Stop All Jobs" (status completed, with what it had stored by then). */
  stopped: z.boolean(),
  /** When a waiting job resumes (ISO); null when not waiting. */
  waitingUntil: isoInstant.nullable(),
  /** Why it waits (the hourly maps budget, or Google's 429); null when not waiting. */
  waitingFor: z.enum(SCRAPING_WAIT_REASONS).nullable(),
  /** The area searched, once resolved (e.g. "Grand Rapids, MI, USA"). */
  areaName: z.string().nullable(),
  /** The AI Automation run this job searches one category of; null for a job started by hand. */
  runId: z.number().nullable(),
  /** Ran on the sandbox places provider: its cost is what the requests would cost, never billed. */
  simulated: z.boolean().optional(),
  stats: z.strictObject({
    /** Distinct places the search returned. */
    examined: z.number(),
    /** Skipped: no phone number, or one that is not a valid number. */
    noPhone: z.number(),
    /** Skipped: the phone is already a contact. */
    duplicates: z.number(),
    /** Skipped by the website filter. */
    filtered: z.number(),
    /** Skipped: closed temporarily or permanently. */
    closed: z.number(),
    /** Billed provider requests (area lookup and every page). */
    requests: z.number(),
    /** What those requests cost, USD, each at its field mask's SKU price (Settings → Costs). */
    cost: z.number(),
  }),
})
export type ScrapingJobView = z.infer<typeof scrapingJobViewSchema>

export const scrapingJobsPageSchema = z.strictObject({
  jobs: z.array(scrapingJobViewSchema),
  nextBefore: z.number().nullable(),
})
export type ScrapingJobsPage = z.infer<typeof scrapingJobsPageSchema>

/** GET /api/scraping/usage: maps requests against the settings' hourly budget (SPEC §2.10, §9). */
export const scrapingUsageSchema = z.strictObject({
  hour: z.strictObject({ used: z.number(), limit: z.number(), resetsAt: isoInstant }),
  /** Today in the operator's time zone; the limit is what the hourly budget allows in 24 hours. */
  day: z.strictObject({ used: z.number(), limit: z.number() }),
  /** "google" or "sandbox": sandbox requests are counted the same way, so pacing is visible. */
  provider: z.enum(["google", "sandbox", "none"]),
})
export type ScrapingUsage = z.infer<typeof scrapingUsageSchema>

/** GET /api/scraping/groups: the Create Campaign dialog's contact groups, one per search label. */
export const scrapedGroupSchema = z.strictObject({
  label: z.string(),
  count: z.number(),
  /** SPEC §9: three names per source group. */
  names: z.array(z.string()),
})
export type ScrapedGroup = z.infer<typeof scrapedGroupSchema>

const jobAnswer = z.strictObject({ job: scrapingJobViewSchema })

export const scrapingRoutes = defineRoutes(API.scraping, {
  start: { body: startScrapingSchema, response: jobAnswer },
  jobs: { query: scrapingJobsQuerySchema, response: scrapingJobsPageSchema },
  job: { params: scrapingJobIdParamSchema, response: jobAnswer },
  cleanup: { response: z.strictObject({ stopped: z.number() }) },
  usage: { response: scrapingUsageSchema },
  contacts: { query: scrapedContactsQuerySchema, response: contactListSchema },
  groups: { response: z.strictObject({ groups: z.array(scrapedGroupSchema) }) },
  campaign: { body: scrapedCampaignSchema, response: z.strictObject({ campaign: campaignItemSchema }) },
})
