import { z } from "zod"
import {
  CAMPAIGN_MESSAGES as M,
  MINUTES_BETWEEN_CALLS_OPTIONS,
  WEEKDAYS,
  type Weekday,
  callsPerHourFor,
} from "./campaign-rules"
import { type CallingHours, immediateStartErrorFor } from "./calling-hours-start"
import { hoursReach, CALLING_HOURS_MESSAGES } from "./calling-hours"
import { freeText } from "./text-rule"

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

/**
 * The calls screen's "create new campaign" form (SPEC §2.7, §5). Its values are what the operator
 * edits; `toCreatePayload` turns them into the POST /api/campaigns body.
 */
export interface CampaignFormValues {
  name: string
  selectedContacts: number[]
  minutesBetweenCalls: number
  /** The calling window ("HH:MM"), kept in `timezone` and in each callee's own zone. */
  startTime: string
  endTime: string
  workDays: Weekday[]
  timezone: string
  startImmediately: boolean
  /** A datetime-local value ("YYYY-MM-DDTHH:MM"), in the browser's time zone; "" when unset. */
  scheduledStart: string
}

/**
 * `now` is injectable so tests can pin the window rule; `calleeHoursOnly` is the operator's
 * "8 AM-9 PM callee time" rule, under which a window that reaches nobody is refused before saving.
 */
export const makeCampaignFormSchema = (now: () => Date = () => new Date(), calleeHoursOnly = () => false) =>
  z
    .object({
      name: freeText("the campaign name").min(1, M.nameRequired),
      selectedContacts: z.array(z.number().int().positive()).min(1, M.contactsRequired),
      minutesBetweenCalls: z
        .number()
        .refine((n) => (MINUTES_BETWEEN_CALLS_OPTIONS as readonly number[]).includes(n), M.minutesInvalid),
      startTime: z.string().regex(CLOCK, M.timeInvalid),
      endTime: z.string().regex(CLOCK, M.timeInvalid),
      workDays: z.array(z.enum(WEEKDAYS)).min(1, M.workDaysRequired),
      timezone: z.string().min(1, M.timezoneInvalid),
      startImmediately: z.boolean(),
      scheduledStart: z.string(),
    })
    .superRefine((v, ctx) => {
      if (hoursReach(v, calleeHoursOnly()) === "none") {
        ctx.addIssue({ code: "custom", path: ["startTime"], message: CALLING_HOURS_MESSAGES.unreachable })
        return
      }
      if (v.startImmediately) {
        const error = immediateStartErrorFor(v as CallingHours & { timezone: string }, now())
        if (error) ctx.addIssue({ code: "custom", path: ["startImmediately"], message: error })
      } else if (!v.scheduledStart || Number.isNaN(new Date(v.scheduledStart).getTime())) {
        ctx.addIssue({ code: "custom", path: ["scheduledStart"], message: M.scheduledStartRequired })
      }
    })

/** The POST /api/campaigns body for the calls screen: its chosen window, active or scheduled. */
export function toCreatePayload(values: CampaignFormValues) {
  const immediate = values.startImmediately
  return {
    name: values.name.trim(),
    selectedContacts: values.selectedContacts,
    minutesBetweenCalls: values.minutesBetweenCalls,
    startTime: values.startTime,
    endTime: values.endTime,
    workDays: values.workDays,
    timezone: values.timezone,
    status: immediate ? ("active" as const) : ("scheduled" as const),
    totalContacts: values.selectedContacts.length,
    callsPerHour: callsPerHourFor(values.minutesBetweenCalls),
    ...(immediate ? {} : { scheduledStart: new Date(values.scheduledStart).toISOString() }),
  }
}

export type RescheduleParse = { ok: true; date: Date } | { ok: false; title: string; description: string }

/**
 * The reschedule prompt's answer, "YYYY-MM-DD HH:MM" in the browser's time zone (SPEC §5). A date
 * that does not exist (2026-02-30, 25:00) is refused like a malformed one.
 */
export function parseRescheduleInput(input: string | null | undefined): RescheduleParse {
  const invalid = { ok: false, title: M.invalidDateTitle, description: M.invalidDateDescription } as const
  const match = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec((input ?? "").trim())
  if (!match) return invalid
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number]
  const date = new Date(y, mo - 1, d, h, mi)
  const exists =
    date.getFullYear() === y &&
    date.getMonth() === mo - 1 &&
    date.getDate() === d &&
    date.getHours() === h &&
    date.getMinutes() === mi
  return exists ? { ok: true, date } : invalid
}

/** "YYYY-MM-DD HH:MM" for prefilling the reschedule prompt. */
export function formatRescheduleInput(date: Date) {
  const p = (n: number) => String(n).padStart(2, "0")
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())} ${p(date.getHours())}:${p(date.getMinutes())}`
}

/** The calendar day of `d` in `timeZone` (the runtime's zone without one, or for an unknown one). */
function dayIn(d: Date, timeZone?: string) {
  if (timeZone) {
    try {
      return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(d)
    } catch {
      // An unknown zone: fall back to the runtime's day.
    }
  }
  return d.toDateString()
}

/**
 * SPEC §4: a scheduled campaign's badge is Overdue once its start passed, Today if it is today, else
 * Scheduled. "Today" is judged on the campaign's own clock when its zone is given.
 */
export function scheduledBadge(scheduledStart: string | Date | null, now: Date = new Date(), timeZone?: string) {
  if (!scheduledStart) return "Scheduled" as const
  const start = new Date(scheduledStart)
  if (start.getTime() < now.getTime()) return "Overdue" as const
  return dayIn(start, timeZone) === dayIn(now, timeZone) ? ("Today" as const) : ("Scheduled" as const)
}
