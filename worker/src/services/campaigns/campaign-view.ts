import { getTableColumns } from "drizzle-orm"
import { type Campaign, campaigns } from "../../db/schema"
import type { CampaignItem } from "../../schemas/api-routes/campaigns"
import { nextWindowOpening } from "./calling-window"

const iso = (d: Date | number | null | undefined) => (d === null || d === undefined ? null : new Date(d).toISOString())

// The selected ids (up to 100k) stay in the table: lists read counts, and the ids are paged
// through GET /api/campaigns/:id/contacts.
const { selectedContacts: _ids, ...itemColumns } = getTableColumns(campaigns)

/** Every column an API answer shows: select and return these, never the selected ids. */
export const campaignItemColumns = itemColumns

export type CampaignItemRow = Omit<Campaign, "selectedContacts">

/** A campaign row as the API shows it; `now` dates the window-paused campaign's resumption. */
export function toCampaignItem(row: CampaignItemRow, now = Date.now()): CampaignItem {
  const resumesAt = row.status === "paused" && row.pausedReason === "window" ? nextWindowOpening(row, now) : null
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    callsPerHour: row.callsPerHour,
    minutesBetweenCalls: row.minutesBetweenCalls,
    startTime: row.startTime,
    endTime: row.endTime,
    workDays: row.workDays,
    scheduledStart: iso(row.scheduledStart),
    timezone: row.timezone,
    totalContacts: row.totalContacts,
    completedCalls: row.completedCalls,
    demoScheduled: row.demoScheduled,
    answeredCalls: row.answeredCalls,
    spent: Math.round(row.spent * 1e4) / 1e4,
    createdAt: iso(row.createdAt)!,
    updatedAt: iso(row.updatedAt)!,
    pausedReason: row.status === "paused" ? (row.pausedReason ?? "manual") : null,
    voiceMode: row.voiceMode,
    resumesAt: iso(resumesAt),
    maxRetries: row.maxRetries,
    retryGapMinutes: row.retryGapMinutes,
  }
}
