import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { createdAt } from "./columns"

export const SCRAPING_JOB_STATUSES = ["pending", "running", "completed", "failed"] as const

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
  },
  (t) => [index("scraping_jobs_status_idx").on(t.status)]
)

export type ScrapingJob = typeof scrapingJobs.$inferSelect
