import type { Campaign } from "../../db/schema"
import type { CampaignItem } from "../../schemas/campaigns"
import { nextWindowOpening } from "./calling-window"

const iso = (d: Date | number | null | undefined) =>
  d === null || d === undefined ? null : new Date(d).toISOString()

/** A campaign row as the API shows it; `now` dates the window-paused campaign's resumption. */
export function toCampaignItem(row: Campaign, now = Date.now()): CampaignItem {
  const resumesAt =
    row.status === "paused" && row.pausedReason === "window" ? nextWindowOpening(row, now) : null
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    callsPerHour: row.callsPerHour,
    minutesBetweenCalls: row.minutesBetweenCalls,
    selectedContacts: row.selectedContacts,
    startTime: row.startTime,
    endTime: row.endTime,
    workDays: row.workDays,
    scheduledStart: iso(row.scheduledStart),
    timezone: row.timezone,
    totalContacts: row.totalContacts,
    completedCalls: row.completedCalls,
    demoScheduled: row.demoScheduled,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    pausedReason: row.status === "paused" ? (row.pausedReason ?? "manual") : null,
    resumesAt: iso(resumesAt),
    nextDialAt: iso(row.nextDialAt),
    maxRetries: row.maxRetries,
    retryGapMinutes: row.retryGapMinutes,
  }
}
