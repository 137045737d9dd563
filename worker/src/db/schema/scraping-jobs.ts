import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core"
import { automationRuns } from "./automation-runs"
import { SCRAPING_WAIT_REASONS } from "../../schemas/scraping"
import { createdAt, RUN_MODES } from "./columns"

export const SCRAPING_JOB_STATUSES = ["pending", "running", "completed", "failed"] as const

/**
 * SPEC §3 scraping_jobs, plus what a job needs to run one provider request per queue message: the
 * cursor (area, cells to visit, page token) and a step counter. A message names the step it runs; the
 * step's writes only land if the counter still matches (services/scraping/scrape-step.ts), so a
 * redelivered or duplicated message never counts twice.
 */
export const scrapingJobs = sqliteTable(
  "scraping_jobs",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    query: text().notNull(),
    location: text().notNull(),
    maxResults: integer().notNull().default(100),
    websiteFilter: text().notNull().default("all"),
    businessCategory: text(),
    status: text({ enum: SCRAPING_JOB_STATUSES }).notNull().default("pending"),
    progress: integer().notNull().default(0),
    found: integer().notNull().default(0),
    createdAt: createdAt(),
    completedAt: integer({ mode: "timestamp_ms" }),
    /** The search label its contacts carry as their source ("dentist - Grand Rapids, MI"). */
    label: text().notNull().default(""),
    /** Why it failed, in the operator's words; null otherwise. */
    error: text(),
    /** Set by Stop All Jobs. */
    stoppedAt: integer({ mode: "timestamp_ms" }),
    /** Steps done; the next message runs step `step`. */
    step: integer().notNull().default(0),
    /** A random token the step that advanced `step` last wrote; its other writes check it. */
    claim: text(),
    /** When a step last ran (the cron watchdog re-sends a job whose chain of messages broke). */
    lastStepAt: integer({ mode: "timestamp_ms" }),
    /** JSON cursor (services/scraping/grid.ts GridCursor); null before the area is resolved. */
    cursor: text(),
    areaName: text(),
    examined: integer().notNull().default(0),
    noPhone: integer().notNull().default(0),
    duplicates: integer().notNull().default(0),
    filtered: integer().notNull().default(0),
    closed: integer().notNull().default(0),
    requests: integer().notNull().default(0),
    /** What its billed requests cost, in USD: each request at the price of its field mask's SKU then. */
    cost: real().notNull().default(0),
    /** While waiting (the hourly maps budget, or Google's 429): when the next step may run. */
    waitingUntil: integer({ mode: "timestamp_ms" }),
    /** Why it waits, so the status panel says so: null when not waiting. */
    waitingFor: text({ enum: SCRAPING_WAIT_REASONS }),
    /** The AI Automation run this job searches one category of; null for a job started by hand. */
    runId: integer().references(() => automationRuns.id),
    /** Which of the run's categories (0-based): unique per run, so a category's job is created once. */
    runIndex: integer(),
    /**
     * The places provider it started with (real Google or the sandbox): a step that finds the other
     * one configured fails the job (scrape-step.ts), so sandbox businesses never join real leads.
     */
    providerMode: text({ enum: RUN_MODES }),
  },
  (t) => [index("scraping_jobs_status_idx").on(t.status), uniqueIndex("scraping_jobs_run_idx").on(t.runId, t.runIndex)]
)

export type ScrapingJob = typeof scrapingJobs.$inferSelect

/** Place ids a job has seen: overlapping cells return the same place, and it counts once. */
export const scrapedPlaces = sqliteTable(
  "scraped_places",
  {
    jobId: integer()
      .notNull()
      .references(() => scrapingJobs.id, { onDelete: "cascade" }),
    placeId: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.placeId] })]
)

/**
 * The area of a location string, as the provider resolved it (one billed request per location, then
 * read from here). Keyed by provider kind and the normalised location.
 */
export const placeAreas = sqliteTable("place_areas", {
  key: text().primaryKey(),
  name: text().notNull(),
  lowLat: real().notNull(),
  lowLng: real().notNull(),
  highLat: real().notNull(),
  highLng: real().notNull(),
  centerLat: real().notNull(),
  centerLng: real().notNull(),
  createdAt: createdAt(),
})

/**
 * Billed maps requests per clock hour (epoch ms of the hour's start): the hourly budget and the usage
 * panel; `cost` (USD) is what they cost, the Places budget's month to date.
 */
export const mapsUsage = sqliteTable("maps_usage", {
  hour: integer().primaryKey(),
  requests: integer().notNull().default(0),
  cost: real().notNull().default(0),
})
