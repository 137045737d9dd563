import { costPer, formatCents } from "@shared/costs"
import type { CampaignItem } from "@shared/api-routes/campaigns"
import { callsPerHourFor, type scheduledBadge, WEEKDAYS, WEEKDAYS_MON_FRI, type Weekday } from "@shared/campaigns"
import { zoneWords } from "@/lib/zone-words"
import { shortDateTime } from "@/lib/zoned-format"

/** Pure view logic for the campaign screens (kept out of components so it is unit-tested). */

/** SPEC §4/§9: a call is live while "calling" and created less than 5 minutes ago; 3 are listed. */
export const LIVE_CALL_WINDOW_MS = 5 * 60_000
export const LIVE_CALLS_SHOWN = 3

export function isLiveCall(call: { status?: string; createdAt: string }, now = Date.now()) {
  if (call.status !== undefined && call.status !== "calling") return false
  const age = now - new Date(call.createdAt).getTime()
  return age >= 0 && age < LIVE_CALL_WINDOW_MS
}

/**
 * The LIVE box: at most 3 calls plus "+N more". `moreCount` is how many live calls the server did
 * not send; calls that aged past 5 minutes since the last poll are dropped from both.
 */
export function liveCallsView<T extends { status?: string; createdAt: string }>(
  calls: T[],
  moreCount = 0,
  now = Date.now()
) {
  const live = calls.filter((c) => isLiveCall(c, now))
  const shown = live.slice(0, LIVE_CALLS_SHOWN)
  const more = Math.max(0, live.length - shown.length + moreCount)
  return { shown, more, moreLabel: more > 0 ? `+${more} more` : null }
}

/** "1:05" since the call was created (SPEC §9 duration format m:ss). */
export function elapsedLabel(createdAt: string, now = Date.now()) {
  const seconds = Math.max(0, Math.floor((now - new Date(createdAt).getTime()) / 1000))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`
}

/** "30 calls per hour" under the pacing select (SPEC §9: round(60 / minutes)). */
export function pacingLabel(minutes: number) {
  const perHour = callsPerHourFor(minutes)
  return `${perHour} call${perHour === 1 ? "" : "s"} per hour`
}

/** Resume existing (SPEC §2.7): campaigns in paused, draft or scheduled state. */
export const RESUMABLE_STATUSES = ["paused", "draft", "scheduled"] as const
export const isResumable = (c: CampaignItem) => (RESUMABLE_STATUSES as readonly string[]).includes(c.status)

/** The Scheduled Campaigns dropdown, soonest first (no date last). */
export function scheduledCampaigns(campaigns: CampaignItem[]) {
  const at = (c: CampaignItem) => (c.scheduledStart ? Date.parse(c.scheduledStart) : Infinity)
  return campaigns.filter((c) => c.status === "scheduled").sort((a, b) => at(a) - at(b))
}

export const pausedCampaigns = (campaigns: CampaignItem[]) => campaigns.filter((c) => c.status === "paused")

export type ScheduleBadge = ReturnType<typeof scheduledBadge>

export const SCHEDULE_BADGE_VARIANT: Record<ScheduleBadge, "destructive" | "warning" | "info"> = {
  Overdue: "destructive",
  Today: "warning",
  Scheduled: "info",
}

const SHORT_DAY: Record<Weekday, string> = {
  sunday: "Sun",
  monday: "Mon",
  tuesday: "Tue",
  wednesday: "Wed",
  thursday: "Thu",
  friday: "Fri",
  saturday: "Sat",
}
export const shortDay = (day: Weekday) => SHORT_DAY[day]

/** Work days for display, Monday first: "Every day", "Mon-Fri", or a list. */
export function workDaysLabel(days: readonly Weekday[]) {
  const set = new Set(days)
  if (WEEKDAYS.every((d) => set.has(d))) return "Every day"
  if (set.size === 5 && WEEKDAYS_MON_FRI.every((d) => set.has(d))) return "Mon-Fri"
  const mondayFirst = [...WEEKDAYS.slice(1), WEEKDAYS[0]]
  return mondayFirst
    .filter((d) => set.has(d))
    .map(shortDay)
    .join(", ")
}

/** "00:01" -> "12:01 AM". */
export function clockLabel(hhmm: string) {
  const [h = 0, m = 0] = hhmm.split(":").map(Number)
  const suffix = h < 12 ? "AM" : "PM"
  return `${h % 12 || 12}:${String(m).padStart(2, "0")} ${suffix}`
}

/** "America/Los_Angeles" -> "Los Angeles (Pacific)". */
const ZONE_LABELS: Record<string, string> = {
  "America/New_York": "New York (Eastern)",
  "America/Chicago": "Chicago (Central)",
  "America/Denver": "Denver (Mountain)",
  "America/Los_Angeles": "Los Angeles (Pacific)",
}
export const timezoneLabel = (tz: string) => ZONE_LABELS[tz] ?? zoneWords(tz)

/**
 * A campaign's start or resume time on the campaign's own clock, with its zone ("Mar 4, 12:01 AM
 * EST"): the zone its calling window is defined in, which may not be the operator's. The year only
 * when it is not this year.
 */
export function dateTimeLabel(iso: string | null, timeZone: string, now = new Date()) {
  return shortDateTime(iso, timeZone, { now, zoneName: true }) || "No start set"
}

/** Why a paused campaign is paused, for the Paused Campaigns list. */
export function pausedReasonLabel(c: CampaignItem, now = new Date()) {
  switch (c.pausedReason) {
    case "window":
      return c.resumesAt
        ? `Outside calling window · resumes ${dateTimeLabel(c.resumesAt, c.timezone, now)}`
        : "Outside calling window"
    case "rescheduled":
      return `Rescheduled for ${dateTimeLabel(c.scheduledStart, c.timezone, now)}`
    case "budget":
      return "Monthly voice budget reached: raise it in Settings → Costs, then resume"
    case "voice_changed":
      return c.voiceMode === "sandbox"
        ? "Started with the sandbox voice, and Vapi is set up now: create a new campaign to call for real"
        : "The Vapi key was removed after this campaign started calling: add it back in Settings, then resume"
    default:
      return "Paused by you"
  }
}

/** "12 of 40 contacts done" (completedCalls counts contacts whose calling is finished). */
export const progressLabel = (c: CampaignItem) =>
  `${c.completedCalls} of ${c.totalContacts} contact${c.totalContacts === 1 ? "" : "s"} done`

export const progressPercent = (c: CampaignItem) =>
  c.totalContacts > 0 ? Math.min(100, Math.round((c.completedCalls / c.totalContacts) * 100)) : 0

/**
 * "Spent $4.20 · $0.35 per answered call · $2.10 per demo": what the voice provider billed for the
 * campaign's calls, in cents; a ratio shows once there is something to divide by.
 */
export function campaignCostText(c: Pick<CampaignItem, "spent" | "answeredCalls" | "demoScheduled">) {
  const perAnswered = costPer(c.spent, c.answeredCalls)
  const perDemo = costPer(c.spent, c.demoScheduled)
  return [
    `Spent ${formatCents(c.spent)}`,
    perAnswered !== null && `${formatCents(perAnswered)} per answered call`,
    perDemo !== null && `${formatCents(perDemo)} per demo`,
  ]
    .filter(Boolean)
    .join(" · ")
}
