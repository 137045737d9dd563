/** AI Automation: requests from ../automation.ts, answers and their types here. */
import { z } from "zod"
import {
  AUTOMATION_CATEGORY_KEYS,
  AUTOMATION_RUN_STATUSES,
  BUSINESS_DENSITIES,
  launchCityCampaignSchema,
} from "../automation"
import { SCRAPING_STATUSES, WEBSITE_FILTERS } from "../scraping"
import { defineRoutes } from "./define"
import { API } from "./endpoints"
import { isoInstant } from "./shared"

export const stateParamSchema = z.object({ state: z.string().max(40, "Unknown state") })

export const stateOptionSchema = z.strictObject({ code: z.string(), name: z.string() })
export type StateOption = z.infer<typeof stateOptionSchema>

/** SPEC §3 city suggestion, plus what the page and the launch use (id, time zone, roles). */
export const citySuggestionSchema = z.strictObject({
  /** GeoNames id. */
  id: z.number(),
  city: z.string(),
  state: z.string(),
  /** GeoNames figure (its census vintage varies: shown as approximate). */
  population: z.number(),
  /** An estimate from population and rank (see docs/using.md, "AI Automation"). */
  businessDensity: z.enum(BUSINESS_DENSITIES),
  /** An estimate written from the data (rank, capital, county seat, size). */
  economicActivity: z.string(),
  /** 1 = the state's most populous place. */
  rank: z.number(),
  capital: z.boolean(),
  countySeat: z.boolean(),
  timeZone: z.string(),
})
export type CitySuggestion = z.infer<typeof citySuggestionSchema>

export const citiesResponseSchema = z.strictObject({
  state: stateOptionSchema,
  cities: z.array(citySuggestionSchema),
  /** Where the figures come from, shown on the page (CC BY 4.0 asks for it). */
  attribution: z.string(),
  /** true: density and activity are derived estimates, not measurements. */
  estimated: z.boolean(),
})
export type CitiesResponse = z.infer<typeof citiesResponseSchema>

const categoryKey = z.enum(AUTOMATION_CATEGORY_KEYS)

/** One category of a run: "waiting" until its scraping job exists, then the job's own status. */
export const runCategoryViewSchema = z.strictObject({
  key: categoryKey,
  label: z.string(),
  query: z.string(),
  status: z.enum(["waiting", ...SCRAPING_STATUSES]),
  jobId: z.number().nullable(),
  /** Contacts this category's job stored (new to the contacts: duplicates are not counted twice). */
  found: z.number(),
  maxResults: z.number(),
  stopped: z.boolean(),
  error: z.string().nullable(),
})
export type RunCategoryView = z.infer<typeof runCategoryViewSchema>

/** An automation run as the API answers it (launch, GET /api/automation/runs/latest, the live channel). */
export const automationRunViewSchema = z.strictObject({
  id: z.number(),
  city: z.string(),
  state: z.string(),
  /** The location every category searched: "Grand Rapids, MI". */
  location: z.string(),
  timeZone: z.string(),
  websiteFilter: z.enum(WEBSITE_FILTERS),
  status: z.enum(AUTOMATION_RUN_STATUSES),
  campaignName: z.string(),
  /** The scheduled campaign, once created; null before the last category ends or when nothing was found. */
  campaignId: z.number().nullable(),
  /** When the campaign starts (ISO, UTC): 12:01 AM in the city's time zone. */
  scheduledStart: isoInstant.nullable(),
  /** How the run ended, in the operator's words (what was scheduled, what failed); null while running. */
  message: z.string().nullable(),
  categories: z.array(runCategoryViewSchema),
  /** The category being searched now; null when none is. */
  current: categoryKey.nullable(),
  found: z.number(),
  /** What its categories' billed Places requests cost, USD (each at its SKU price then). */
  cost: z.number(),
  createdAt: isoInstant,
  completedAt: isoInstant.nullable(),
})
export type AutomationRunView = z.infer<typeof automationRunViewSchema>

/** POST /api/automation/launch-city-campaign answers at once, before any search has run. */
export const launchCityCampaignResponseSchema = z.strictObject({
  campaignName: z.string(),
  message: z.string(),
  run: automationRunViewSchema,
})
export type LaunchCityCampaignResponse = z.infer<typeof launchCityCampaignResponseSchema>

export const automationRoutes = defineRoutes(API.automation, {
  states: { response: z.strictObject({ states: z.array(stateOptionSchema) }) },
  cities: { params: stateParamSchema, response: citiesResponseSchema },
  launch: { body: launchCityCampaignSchema, response: launchCityCampaignResponseSchema },
  latestRun: { response: z.strictObject({ run: automationRunViewSchema.nullable() }) },
})
