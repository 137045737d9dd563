/** The Analytics page's request (period and filters) and how call results group into outcomes. */
import { z } from "zod"
import { filterText } from "./query-text"

export const ANALYTICS_PERIODS = ["7d", "30d", "90d", "month", "last-month", "custom"] as const
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number]

export const PERIOD_LABELS: Record<AnalyticsPeriod, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  month: "This month",
  "last-month": "Last month",
  custom: "Custom",
}

/** Top categories and sources: only groups with at least this many calls (a 1-for-1 is no rate). */
export const MIN_GROUP_CALLS = 5

/** A custom period is at most a year: its series stays at most 53 weekly points. */
export const MAX_ANALYTICS_DAYS = 366

const day = z.iso.date()

export const analyticsQuerySchema = z
  .object({
    period: z.enum(ANALYTICS_PERIODS).default("30d"),
    /** Custom periods: the first and last day (inclusive), in the operator's time zone. */
    from: day.optional(),
    to: day.optional(),
    campaignId: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    source: filterText(200).optional(),
    category: filterText(200).optional(),
  })
  .refine((q) => q.period !== "custom" || (q.from && q.to), {
    message: "A custom period needs from and to",
    path: ["from"],
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from must not be after to", path: ["to"] })
  .refine((q) => !q.from || !q.to || Date.parse(q.to) - Date.parse(q.from) < MAX_ANALYTICS_DAYS * 86_400_000, {
    message: `A period is at most ${MAX_ANALYTICS_DAYS} days`,
    path: ["to"],
  })
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>

/**
 * Outcome groups, in the order charts stack them. Every call result maps to one group here; the
 * Analytics rollups keep one column per group (analytics-keys.ts, the calls triggers), so
 * a new `calls.result` value counts as "other" until a migration adds it to a group's column as well
 * (analytics-rollups.suite.ts fails while the two disagree).
 * `connected` is the funnel's "connected": a person answered. Voicemail is two groups, named as
 * Call History names the two results: a message left is a contact reached, of a kind.
 */
export const OUTCOME_GROUPS = [
  { key: "connected", label: "Answered", results: ["answered"] },
  { key: "voicemailLeft", label: "Voicemail, message left", results: ["voicemail left"] },
  { key: "voicemail", label: "Voicemail, no message", results: ["voicemail"] },
  { key: "noAnswer", label: "No answer", results: ["no answer"] },
  { key: "busy", label: "Busy", results: ["busy"] },
  { key: "failed", label: "Failed", results: ["failed"] },
  { key: "other", label: "Other", results: [] },
  { key: "pending", label: "In progress", results: [""] },
] as const satisfies readonly { key: string; label: string; results: readonly string[] }[]
export type OutcomeGroup = (typeof OUTCOME_GROUPS)[number]["key"]
export const OUTCOME_KEYS = OUTCOME_GROUPS.map((g) => g.key) as OutcomeGroup[]

const GROUP_OF = new Map<string, OutcomeGroup>(OUTCOME_GROUPS.flatMap((g) => g.results.map((r) => [r, g.key])))

/** The outcome group of a stored result ("" = none yet); a value nobody mapped yet is "other". */
export const outcomeOf = (result: string | null): OutcomeGroup => GROUP_OF.get(result ?? "") ?? "other"

/** The results that count as connected, for SQL `IN (...)` lists. */
export const CONNECTED_RESULTS: readonly string[] = OUTCOME_GROUPS[0].results
