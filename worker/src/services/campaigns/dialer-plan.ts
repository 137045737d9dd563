import { CALLS_PER_MINUTE } from "../../schemas/campaign-rules"
import type { Weekday } from "../../schemas/campaign-rules"
import { isWithinCalleeHours } from "./callee-time"
import { type LocalTime, isWithinWindowAt, localTime } from "./calling-window"
import { clampSetting } from "./pacing"
import { US_ZONES } from "./us-time-zones"

/** Provider concurrency when none is configured (Vapi's default per account). */
export const DEFAULT_CONCURRENCY = 10

export interface ActiveCampaign {
  id: number
  status: "running" | "paused"
  pausedReason: string | null
  timezone: string
  startTime: string
  endTime: string
  workDays: Weekday[]
  minutesBetweenCalls: number
  nextDialAt: number | null
}

export interface Budget {
  callsPerMinute: number
  concurrencyLimit: number
  calleeHoursOnly: boolean
  /** Calls that may still be handed to the queue this tick. */
  slots: number
}

export function budgetFrom(row: {
  callsPerMinute: string | null
  calleeHoursOnly: string | null
  concurrencyLimit: string | null
  inFlight: number
  lastMinute: number
}): Budget {
  const callsPerMinute = clampSetting(row.callsPerMinute, CALLS_PER_MINUTE.default, CALLS_PER_MINUTE.min, CALLS_PER_MINUTE.max)
  const concurrencyLimit = clampSetting(row.concurrencyLimit, DEFAULT_CONCURRENCY, 1, 1000)
  return {
    callsPerMinute,
    concurrencyLimit,
    calleeHoursOnly: row.calleeHoursOnly === "true",
    slots: Math.max(0, Math.min(callsPerMinute - row.lastMinute, concurrencyLimit - row.inFlight)),
  }
}

/** Wall-clock readings for one tick, one Intl call per zone however many campaigns share it. */
export function clockAt(now: number) {
  const cache = new Map<string, LocalTime>()
  return (zone: string) => {
    let t = cache.get(zone)
    if (!t) cache.set(zone, (t = localTime(now, zone)))
    return t
  }
}

export interface WindowPlan {
  pause: number[]
  resume: number[]
  /** Running (or resumed) campaigns inside their window whose pacing allows a call, most overdue first. */
  due: ActiveCampaign[]
}

/** SPEC §4: campaigns outside their window pause, and resume when it opens again. */
export function planWindows(campaigns: ActiveCampaign[], now: number, clock = clockAt(now)): WindowPlan {
  const plan: WindowPlan = { pause: [], resume: [], due: [] }
  for (const c of campaigns) {
    const inside = isWithinWindowAt(c, clock(c.timezone))
    if (c.status === "running" && !inside) plan.pause.push(c.id)
    else if (c.status === "paused" && c.pausedReason === "window" && inside) plan.resume.push(c.id)
    if (inside && (c.nextDialAt ?? 0) <= now) plan.due.push(c)
  }
  plan.due.sort((a, b) => (a.nextDialAt ?? 0) - (b.nextDialAt ?? 0) || a.id - b.id)
  return plan
}

/**
 * The callee zones a campaign may call into right now: its window must also hold in the callee's
 * zone, and with the 8am-9pm rule on, so must those hours. "" (zone unknown) is judged by the
 * campaign's own zone.
 */
export function allowedZones(c: ActiveCampaign, budget: Budget, clock: (zone: string) => LocalTime) {
  const zones: string[] = []
  if (!budget.calleeHoursOnly || isWithinCalleeHours(clock(c.timezone))) zones.push("")
  for (const zone of US_ZONES) {
    const local = clock(zone)
    if (!isWithinWindowAt(c, local)) continue
    if (budget.calleeHoursOnly && !isWithinCalleeHours(local)) continue
    zones.push(zone)
  }
  return zones
}

/** How many campaigns to look at for `slots` calls: a few spares, since some have nobody dialable now. */
export const campaignsToExamine = (slots: number) => (slots ? Math.max(10, slots * 3) : 0)
