import type { Weekday } from "../../schemas/campaign-rules"
import type { Settings } from "../../settings/registry"
import { isWithinCalleeHours } from "./callee-time"
import { type LocalTime, isWithinWindowAt, localTime } from "./calling-window"
import { US_ZONES } from "./us-time-zones"

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

/** The tick's budget from the parsed settings (registry.ts) and the in-flight counts. */
export function budgetFrom(
  settings: Pick<Settings, "calls_per_minute" | "voice_concurrency_limit" | "callee_hours_only">,
  row: { inFlight: number; lastMinute: number }
): Budget {
  const callsPerMinute = settings.calls_per_minute
  const concurrencyLimit = settings.voice_concurrency_limit
  return {
    callsPerMinute,
    concurrencyLimit,
    calleeHoursOnly: settings.callee_hours_only,
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
