import type { CampaignItem } from "@shared/api-routes/campaigns"
import { CAMPAIGN_MESSAGES } from "@shared/campaigns"

import { dateTimeLabel } from "./campaign-view"

/** Toast texts of the campaign screens (SPEC §8, word for word where the spec gives them). */
export const CAMPAIGN_TOASTS = {
  started: "Campaign Started",
  scheduled: "Campaign Scheduled",
  created: "Campaign Created",
  paused: "Campaign Paused",
  resumed: "Resumed",
  rescheduled: "Rescheduled",
  deleted: "Campaign Deleted",
  createFailed: "Failed to create campaign",
  updateFailed: "Failed to update campaign",
  deleteFailed: "Failed to delete campaign",
  autoStartFailed: CAMPAIGN_MESSAGES.autoStartFailed,
} as const

export type ToastContent = {
  title: string
  description?: string
  variant?: "default" | "destructive"
}

/** Did a start/resume land outside the calling window (stored as paused by the window)? */
export const startedOutsideWindow = (c: CampaignItem) => c.status === "paused" && c.pausedReason === "window"

/**
 * What a start/resume answer means. Starting outside the calling window is accepted but stored as
 * paused by the window; the cron starts it when the window opens, so it says "scheduled" and when.
 */
export function startedDescription(c: CampaignItem, now = new Date()) {
  if (startedOutsideWindow(c)) {
    const when = c.resumesAt ? `starts ${dateTimeLabel(c.resumesAt, c.timezone, now)}` : "starts when its window opens"
    return `"${c.name}" is outside its calling hours: scheduled: ${when}.`
  }
  return `"${c.name}" is now calling its contacts.`
}

/** The toast after a start/resume: never "Started" for a campaign that waits for its window. */
export const startedToast = (c: CampaignItem, title: string, now = new Date()): ToastContent => ({
  title: startedOutsideWindow(c) ? CAMPAIGN_TOASTS.scheduled : title,
  description: startedDescription(c, now),
})

/** The toast after POST (and, when immediate, the automatic start). */
export function createdToast(
  created: CampaignItem,
  start?: { ok: true; campaign: CampaignItem } | { ok: false },
  now = new Date()
): ToastContent {
  if (start && !start.ok) {
    return { variant: "destructive", title: CAMPAIGN_TOASTS.created, description: CAMPAIGN_TOASTS.autoStartFailed }
  }
  if (start?.ok) return startedToast(start.campaign, CAMPAIGN_TOASTS.started, now)
  if (created.status === "scheduled") {
    return {
      title: CAMPAIGN_TOASTS.scheduled,
      description: `"${created.name}" will start ${dateTimeLabel(created.scheduledStart, created.timezone, now)}.`,
    }
  }
  return { title: CAMPAIGN_TOASTS.created, description: `"${created.name}" was saved.` }
}
