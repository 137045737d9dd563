/**
 * When and how an automation run's campaign calls (SPEC §2.6, §9): from 12:01 AM the day after the
 * launch, in the city's time zone, inside the calls screen's 00:01-06:00 window, at the default pace.
 */
import { isSpecWindow } from "../../schemas/calling-hours"
import { startingHours } from "../../schemas/calling-policy"
import { CALLS_SCREEN_WINDOW, CAMPAIGN_DEFAULTS, type Weekday } from "../../schemas/campaign-rules"
import type { Settings } from "../../settings/registry"
import { zonedToInstant } from "../../lib/zoned-time"
import { isWithinWindow, localTime, nextWindowOpening, parseClock } from "../campaigns/calling-window"

/** Calling hours chosen at launch (automation_runs.calling_hours); they carry their own zone. */
export interface RunHours {
  startTime: string
  endTime: string
  workDays: Weekday[]
  timezone: string
}

/** The stored hours, or null (the spec's window) for a run launched without them or a bad value. */
export function parseRunHours(json: string | null | undefined): RunHours | null {
  if (!json) return null
  try {
    const v = JSON.parse(json) as RunHours
    return v && typeof v.startTime === "string" && Array.isArray(v.workDays) && typeof v.timezone === "string"
      ? v
      : null
  } catch {
    return null
  }
}

/**
 * The hours of a run launched without any: the operator's calling policy, and with "only call 8 AM-9
 * PM callee time" on, hours that reach someone (the policy's if they can, else Business hours), as
 * the forms start from. null = the spec's 12:01-6:00 AM every day, in the city's zone.
 */
export function defaultRunHours(
  settings: Pick<Settings, "calling_policy" | "callee_hours_only">,
  timeZone: string
): RunHours | null {
  const spec = { ...CALLS_SCREEN_WINDOW, workDays: [...CAMPAIGN_DEFAULTS.workDays] }
  const hours = startingHours(spec, settings.calling_policy, settings.callee_hours_only)
  return isSpecWindow(hours) && hours.workDays.length === 7 ? null : { ...hours, timezone: timeZone }
}

export const runWindow = (timeZone: string, hours?: RunHours | null) =>
  hours
    ? { timezone: hours.timezone, startTime: hours.startTime, endTime: hours.endTime, workDays: [...hours.workDays] }
    : { timezone: timeZone, ...CALLS_SCREEN_WINDOW, workDays: [...CAMPAIGN_DEFAULTS.workDays] }

/**
 * 12:01 AM on the calendar day after `instant`, in `timeZone` (DST-safe: read as a wall clock). With
 * chosen hours: their first opening from that day on, in their zone.
 */
export function tomorrowAtOpening(instant: number, timeZone: string, hours?: RunHours | null): number {
  const zone = hours?.timezone ?? timeZone
  const today = localTime(instant, zone)
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1))
  const day = [tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate()] as const
  if (hours) {
    const midnight = zonedToInstant(...day, 0, zone)
    return nextWindowOpening(runWindow(zone, hours), midnight) ?? midnight
  }
  return zonedToInstant(...day, parseClock(CALLS_SCREEN_WINDOW.startTime), zone)
}

/**
 * The campaign's start: tomorrow's 12:01 AM as the launch promised. When the searches ran past it (a
 * launch late in the evening), the moment they ended if that is still inside that night's window,
 * else the next 12:01 AM: a campaign never starts in the past or outside its window.
 */
export function campaignStart(launchedAt: number, endedAt: number, timeZone: string, hours?: RunHours | null): number {
  const promised = tomorrowAtOpening(launchedAt, timeZone, hours)
  if (promised >= endedAt) return promised
  const window = runWindow(timeZone, hours)
  if (hours)
    return isWithinWindow(window, endedAt)
      ? Math.ceil(endedAt / 60_000) * 60_000
      : (nextWindowOpening(window, endedAt) ?? promised)
  const sameNight = localTime(endedAt, timeZone).day === localTime(promised, timeZone).day
  if (sameNight && isWithinWindow(window, endedAt)) return Math.ceil(endedAt / 60_000) * 60_000
  return nextWindowOpening(window, endedAt) ?? promised
}

/** "Tue, Nov 24, 12:01 AM EST": a start as the operator reads it, in the city's zone. */
export function formatStart(instant: number, timeZone: string) {
  return new Intl.DateTimeFormat("en-US", {
    timeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(instant))
}

/** "Nov 24": the day in the campaign's name. */
export const formatDay = (instant: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-US", { timeZone, month: "short", day: "numeric" }).format(new Date(instant))
