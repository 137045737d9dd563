/**
 * The Demo Calendar (SPEC §2.8, §3 calendar event, §4 demo, §7 calendar endpoints, §8, §9): what the
 * calendar API answers and the texts the page shows. Shared by the worker and the web page
 * (`@shared/calendar`).
 */
import { z } from "zod"

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
