/**
 * Calling hours: the presets every campaign form offers and the check that a window can reach anyone
 * under the operator's own rules. Pure (no zod, no Intl) so the server's refusal and the form's
 * warning are the same code.
 */
import { CALLEE_HOURS, CALLS_SCREEN_WINDOW, IMPORT_SCREEN_DEFAULTS, WEEKDAYS, type Weekday } from "./campaign-rules"

export interface CallingHours {
  /** "HH:MM", inclusive. */
  startTime: string
  /** "HH:MM", exclusive; before the start it crosses midnight, equal to it means the whole day. */
  endTime: string
  workDays: readonly Weekday[]
}

export const CALLING_HOURS_PRESET_KEYS = ["overnight", "business", "evening"] as const
export type CallingHoursPresetKey = (typeof CALLING_HOURS_PRESET_KEYS)[number]
export type CallingHoursChoice = CallingHoursPresetKey | "custom"

/**
 * The presets (ours; their windows are the spec's): overnight is the calls screen's 12:01-6:00 AM
 * (SPEC §9), business hours the import screen's 09:00-17:00 Monday to Friday, evening the table's
 * default 19:00-21:00.
 */
export const CALLING_HOURS_PRESETS: Record<CallingHoursPresetKey, CallingHours & { label: string }> = {
  overnight: { label: "Overnight, 12:01 AM-6:00 AM", ...CALLS_SCREEN_WINDOW, workDays: [...WEEKDAYS] },
  business: {
    label: "Business hours, 9:00 AM-5:00 PM",
    startTime: IMPORT_SCREEN_DEFAULTS.startTime,
    endTime: IMPORT_SCREEN_DEFAULTS.endTime,
    workDays: [...IMPORT_SCREEN_DEFAULTS.workDays],
  },
  evening: { label: "Evening, 7:00 PM-9:00 PM", startTime: "19:00", endTime: "21:00", workDays: [...WEEKDAYS] },
}

/**
 * Who each preset reaches, in one line (ours): the control shows it under the select and in the
 * options, so the spec's overnight window is never a surprise.
 */
export const CALLING_HOURS_REACH: Record<CallingHoursChoice, string> = {
  overnight: "Reaches voicemail and after-hours lines; owners rarely answer.",
  business: "Reaches owners and front desks while businesses are open.",
  evening: "Reaches some owners after closing, often on a mobile; else voicemail.",
  custom: "Business hours reach owners; nights reach voicemail and after-hours lines.",
}

/** Which preset these hours are (days included), or "custom". */
export function choiceOf(hours: CallingHours): CallingHoursChoice {
  for (const key of CALLING_HOURS_PRESET_KEYS) {
    const p = CALLING_HOURS_PRESETS[key]
    const sameDays = p.workDays.length === hours.workDays.length && p.workDays.every((d) => hours.workDays.includes(d))
    if (p.startTime === hours.startTime && p.endTime === hours.endTime && sameDays) return key
  }
  return "custom"
}

/** Is this the spec's own window (12:01-6:00 AM), whose "start immediately" text is the spec's? */
export const isSpecWindow = (hours: Pick<CallingHours, "startTime" | "endTime">) =>
  hours.startTime === CALLS_SCREEN_WINDOW.startTime && hours.endTime === CALLS_SCREEN_WINDOW.endTime

export const clockMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number)
  return (h ?? 0) * 60 + (m ?? 0)
}

/** Is a wall-clock minute of the day inside the window's hours (days aside)? */
export function minuteInHours(hours: Pick<CallingHours, "startTime" | "endTime">, minute: number) {
  const start = clockMinutes(hours.startTime)
  const end = clockMinutes(hours.endTime)
  if (start === end) return true
  return start < end ? minute >= start && minute < end : minute >= start || minute < end
}

/** Minutes of the window's day that are also inside 8 AM-9 PM. */
function minutesInsideCalleeHours(hours: Pick<CallingHours, "startTime" | "endTime">) {
  let n = 0
  for (let m = clockMinutes(CALLEE_HOURS.startTime); m < clockMinutes(CALLEE_HOURS.endTime); m++) {
    if (minuteInHours(hours, m)) n++
  }
  return n
}

export type HoursReach = "full" | "partial" | "none"

/**
 * Whether the window can reach anyone. The dialer applies the window in each callee's own zone, so
 * with "only call 8 AM-9 PM callee time" on, only the part of the window inside 8 AM-9 PM is ever
 * used: none of it (overnight) means the campaign would never dial.
 */
export function hoursReach(hours: CallingHours, calleeHoursOnly: boolean): HoursReach {
  if (!hours.workDays.length) return "none"
  if (!calleeHoursOnly) return "full"
  const inside = minutesInsideCalleeHours(hours)
  if (inside === 0) return "none"
  const start = clockMinutes(hours.startTime)
  const end = clockMinutes(hours.endTime)
  const length = start === end ? 1440 : (end - start + 1440) % 1440
  return inside === length ? "full" : "partial"
}

export const CALLING_HOURS_MESSAGES = {
  // Ours (the spec has no such rule).
  unreachable:
    "This calling window never reaches anyone: Settings → Dialing rules only allows calls from 8 AM to 9 PM in each contact's local time. Choose hours inside 8 AM-9 PM (for example Business hours), or turn that rule off.",
  partial:
    "Part of this window falls outside 8 AM-9 PM, the hours Settings → Dialing rules allows in each contact's local time. Calls will only be placed where the two overlap.",
  notEditable: "A completed campaign's calling hours cannot be changed.",
} as const

/** The form's and the server's message for a window under the operator's rules, or null when fine. */
export function hoursReachMessage(hours: CallingHours, calleeHoursOnly: boolean) {
  const reach = hoursReach(hours, calleeHoursOnly)
  return reach === "none"
    ? CALLING_HOURS_MESSAGES.unreachable
    : reach === "partial"
      ? CALLING_HOURS_MESSAGES.partial
      : null
}
