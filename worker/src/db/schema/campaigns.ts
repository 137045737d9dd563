import { index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core"
// The shared constants file has no imports, so the table and the request schemas use one list of days.
import { WEEKDAYS, type Weekday } from "../../schemas/campaign-rules"
import { createdAt, RUN_MODES, updatedAt } from "./columns"

export const CAMPAIGN_STATUSES = ["draft", "scheduled", "active", "running", "paused", "completed"] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]

export const CAMPAIGN_PAUSED_REASONS = ["manual", "window", "rescheduled", "voice_changed", "budget"] as const

export const campaigns = sqliteTable(
  "campaigns",
  {
    id: integer().primaryKey({ autoIncrement: true }),
    name: text().notNull(),
    status: text({ enum: CAMPAIGN_STATUSES }).notNull().default("draft"),
    callsPerHour: integer().notNull().default(60),
    minutesBetweenCalls: integer().notNull().default(2),
    selectedContacts: text({ mode: "json" }).$type<number[]>().notNull().default([]),
    startTime: text().notNull().default("19:00"),
    endTime: text().notNull().default("21:00"),
    workDays: text({ mode: "json" })
      .$type<Weekday[]>()
      .notNull()
      .default([...WEEKDAYS]),
    scheduledStart: integer({ mode: "timestamp_ms" }),
    timezone: text().notNull().default("America/New_York"),
    totalContacts: integer().notNull().default(0),
    completedCalls: integer().notNull().default(0),
    demoScheduled: integer().notNull().default(0),
    /** Its calls answered (result "answered"), kept by a trigger on calls: the cost per answered call. */
    answeredCalls: integer().notNull().default(0),
    /** What the voice provider billed for its calls, in USD, kept by a trigger on calls.cost. */
    spent: real().notNull().default(0),
    createdAt: createdAt(),
    // The dialer (services/campaigns/dialer-tick.ts):
    /** Epoch ms before which the campaign places no call (minutesBetweenCalls after the last). */
    nextDialAt: integer(),
    /**
     * Why it is paused: by the operator, outside its window (resumed by the cron), rescheduled,
     * because the voice provider changed since its first call (voiceMode; resumed by the operator), or
     * because the monthly voice budget was reached (services/costs; resumed by the operator).
     */
    pausedReason: text({ enum: CAMPAIGN_PAUSED_REASONS }),
    /**
     * The voice its first call was placed with (real Vapi or the sandbox); a later call finding the
     * other one pauses the campaign instead of dialling (dial-job.service.ts).
     */
    voiceMode: text({ enum: RUN_MODES }),
    /** Further attempts for no answer / busy, and the minimum gap between attempts. */
    maxRetries: integer().notNull().default(2),
    retryGapMinutes: integer().notNull().default(60),
    updatedAt: updatedAt(),
  },
  (t) => [index("campaigns_status_idx").on(t.status)]
)

export type Campaign = typeof campaigns.$inferSelect
export type NewCampaign = typeof campaigns.$inferInsert
