/**
 * When and how an automation run's campaign calls (SPEC §2.6, §9): from 12:01 AM the day after the
 * launch, in the city's time zone, inside the calls screen's 00:01-06:00 window, at the default pace.
 */
import { CALLS_SCREEN_WINDOW, CAMPAIGN_DEFAULTS } from "../../schemas/campaign-rules"
import { zonedToInstant } from "../../lib/zoned-time"
import { isWithinWindow, localTime, nextWindowOpening, parseClock } from "../campaigns/calling-window"

export const runWindow = (timeZone: string) => ({
  timezone: timeZone,
  ...CALLS_SCREEN_WINDOW,
  workDays: [...CAMPAIGN_DEFAULTS.workDays],
})

/** 12:01 AM on the calendar day after `instant`, in `timeZone` (DST-safe: read as a wall clock). */
export function tomorrowAtOpening(instant: number, timeZone: string): number {
  const today = localTime(instant, timeZone)
  const tomorrow = new Date(Date.UTC(today.year, today.month - 1, today.day + 1))
  return zonedToInstant(
    tomorrow.getUTCFullYear(),
    tomorrow.getUTCMonth() + 1,
    tomorrow.getUTCDate(),
    parseClock(CALLS_SCREEN_WINDOW.startTime),
    timeZone
  )
}

/**
 * The campaign's start: tomorrow's 12:01 AM as the launch promised. When the searches ran past it (a
 * launch late in the evening), the moment they ended if that is still inside that night's window,
 * else the next 12:01 AM: a campaign never starts in the past or outside its window.
 */
export function campaignStart(launchedAt: number, endedAt: number, timeZone: string): number {
  const promised = tomorrowAtOpening(launchedAt, timeZone)
  if (promised >= endedAt) return promised
  const window = runWindow(timeZone)
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
