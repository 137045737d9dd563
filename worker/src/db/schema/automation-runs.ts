import { sql } from "drizzle-orm"
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core"
import { createdAt, RUN_MODES } from "./columns"

export const AUTOMATION_RUN_STATUS_VALUES = ["running", "completed", "stopped", "failed"] as const

/**
 * An AI Automation run (SPEC §2.6): one city, its categories searched one after another as scraping
 * jobs (scraping_jobs.run_id / run_index), then one scheduled campaign over what they stored. The run's
 * whole state is here and in its jobs, so any delivery of any message, or the cron, can carry it on
 * (services/automation/run-advance.ts).
 */
export const automationRuns = sqliteTable(
  "automation_runs",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    city: text().notNull(),
    /** USPS code. */
    state: text().notNull(),
    /** What every category searched: "Grand Rapids, MI". */
    location: text().notNull(),
    /**
     * IANA zone of the city: the campaign's calling window and its 12:01 AM start are in it. For a custom
     * city not in the bundled data it is the state's usual zone until the search finds the city's centre.
     */
    timeZone: text().notNull(),
    websiteFilter: text().notNull(),
    /** JSON array of category keys (schemas/automation.ts), in search order. */
    categories: text().notNull(),
    campaignName: text().notNull(),
    status: text({ enum: AUTOMATION_RUN_STATUS_VALUES }).notNull().default("running"),
    campaignId: integer(),
    scheduledStart: integer({ mode: "timestamp_ms" }),
    /** How it ended, in the operator's words. */
    message: text(),
    /** Written by the one delivery that finishes the run; the campaign's statements check it. */
    claim: text(),
    createdAt: createdAt(),
    completedAt: integer({ mode: "timestamp_ms" }),
    /**
     * JSON { startTime, endTime, workDays, timezone }: the campaign's calling hours chosen at launch;
     * null for the spec's 12:01-6:00 AM every day in the city's zone (run-schedule.ts).
     */
    callingHours: text(),
    /** The places provider it was launched with; each category's job inherits it (run-advance.ts). */
    providerMode: text({ enum: RUN_MODES }),
  },
  (t) => [
    index("automation_runs_running_idx")
      .on(t.id)
      .where(sql`status = 'running'`),
  ]
)

export type AutomationRun = typeof automationRuns.$inferSelect
