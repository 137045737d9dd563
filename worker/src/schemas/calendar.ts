/**
 * The Demo Calendar (SPEC §2.8, §3 calendar event, §4 demo, §7 calendar endpoints, §8, §9): what the
 * calendar API answers and the texts the page shows. Shared by the worker and the web page
 * (`@shared/calendar`).
 */
import { z } from "zod"
import { isTimeZone } from "./time-zone"

/** SPEC §8. */
export const CALENDAR_MESSAGES = {
  deleted: "Demo Deleted",
  deleteFailed: "Failed to delete demo",
} as const

/** SPEC §9: past demos shown, at most. */
export const PAST_DEMOS_SHOWN = 10
/** Upcoming demos listed (ours): the month view shows the rest. */
export const UPCOMING_DEMOS_SHOWN = 50
/** A demo's length everywhere (schemas/demo-length.ts). */
export { DEMO_MINUTES } from "./demo-length"
/** The widest range one events request may ask for: a month view's six weeks, with room. */
export const MAX_RANGE_DAYS = 62

const instant = z.iso.datetime({ offset: true, error: "Use an ISO date and time, e.g. 2026-11-01T00:00:00Z" })

/** ?from&to: a month view's range; by default the 6 weeks around today. */
export const calendarRangeSchema = z
  .object({ from: instant.optional(), to: instant.optional() })
  .refine((r) => !r.from || !r.to || Date.parse(r.from) < Date.parse(r.to), {
    message: "from must be before to",
    path: ["to"],
  })
  .refine((r) => !r.from || !r.to || Date.parse(r.to) - Date.parse(r.from) <= MAX_RANGE_DAYS * 86_400_000, {
    message: `A range is at most ${MAX_RANGE_DAYS} days`,
    path: ["to"],
  })
export type CalendarRange = z.infer<typeof calendarRangeSchema>

/**
 * What became of a demo once its time came (issue 38): held, or the business did not show. A past
 * demo is marked, not cancelled; Analytics' funnel counts the held ones.
 */
export const DEMO_OUTCOMES = ["held", "no_show"] as const
export type DemoOutcome = (typeof DEMO_OUTCOMES)[number]
export const DEMO_OUTCOME_LABELS: Record<DemoOutcome, string> = { held: "Held", no_show: "No-show" }

/** PUT /api/calendar/demo/:id/outcome: a past demo's outcome (null clears it). */
export const demoOutcomeSchema = z.object({ outcome: z.enum(DEMO_OUTCOMES).nullable() })

/**
 * PUT /api/calendar/demo/:id: an upcoming demo moved to another time to come, a wall clock
 * ("2027-01-07T15:30") read in `timeZone` (the page's) by the assistant's own reader, as callbacks are.
 */
export const rescheduleDemoSchema = z.strictObject({
  dateTime: z.string().trim().min(1, "Pick a day and a time").max(100, "Use a date and time such as 2027-01-07T15:30"),
  timeZone: z.string().max(64).refine(isTimeZone, "Unknown time zone"),
})

/** The refusals of the demo actions, word for word on the page. */
export const DEMO_ACTION_MESSAGES = {
  pastNotCancellable: "This demo's time has passed: mark it Held or No-show instead of cancelling it.",
  upcomingNoOutcome: "This demo's time has not come yet: it can be held or missed only once it has.",
  pastNotMovable: "This demo's time has passed: it can no longer be rescheduled.",
} as const
