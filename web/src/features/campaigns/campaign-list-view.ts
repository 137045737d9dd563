import type { CampaignItem } from "@shared/api-routes/campaigns"

/** Pure logic of the one list of every campaign (Campaign Management → Resume Existing Campaign). */

export type CampaignFilter = "all" | "running" | "scheduled" | "paused" | "draft" | "completed"

export const CAMPAIGN_FILTERS: { value: CampaignFilter; label: string }[] = [
  { value: "all", label: "All" },
  { value: "running", label: "Running" },
  { value: "scheduled", label: "Scheduled" },
  { value: "paused", label: "Paused" },
  { value: "draft", label: "Draft" },
  { value: "completed", label: "Completed" },
]

/**
 * "active" is a campaign created to start at once whose start (active -> running) has not gone
 * through: the dialer does not dial it, so it waits for Start with the drafts (SPEC: "the user is
 * told to start it manually").
 */
const groupOf = (c: CampaignItem): Exclude<CampaignFilter, "all"> => (c.status === "active" ? "draft" : c.status)

/** Running first, then what waits on a date, on you, or on a start; completed last; newest first within. */
const ORDER: Record<Exclude<CampaignFilter, "all">, number> = {
  running: 0,
  scheduled: 1,
  paused: 2,
  draft: 3,
  completed: 4,
}

export function campaignsIn(campaigns: readonly CampaignItem[], filter: CampaignFilter) {
  return campaigns
    .filter((c) => filter === "all" || groupOf(c) === filter)
    .sort((a, b) => ORDER[groupOf(a)] - ORDER[groupOf(b)] || b.id - a.id)
}

export function filterCounts(campaigns: readonly CampaignItem[]): Record<CampaignFilter, number> {
  const counts = { all: campaigns.length, running: 0, scheduled: 0, paused: 0, draft: 0, completed: 0 }
  for (const c of campaigns) counts[groupOf(c)]++
  return counts
}

/** The one action a row offers: what moves the campaign on from where it is (none once completed). */
export type RowAction = "start" | "start_now" | "resume" | "pause" | null

export function rowActionOf(c: CampaignItem): RowAction {
  switch (c.status) {
    case "draft":
    case "active":
      return "start"
    case "scheduled":
      return "start_now"
    case "paused":
      return "resume"
    case "running":
      return "pause"
    default:
      return null
  }
}

export const ROW_ACTION_LABEL: Record<Exclude<RowAction, null>, { idle: string; busy: string }> = {
  start: { idle: "Start", busy: "Starting..." },
  start_now: { idle: "Start now", busy: "Starting..." },
  resume: { idle: "Resume", busy: "Resuming..." },
  pause: { idle: "Pause", busy: "Pausing..." },
}

/** The address of a campaign's row in Call Management (Scraping's "saved as a draft" links here). */
export const campaignHref = (id: number) => `/calls#campaign-${id}`

/** The campaign a location hash names ("#campaign-12"), or null. */
export function campaignIdFromHash(hash: string): number | null {
  const m = /^#campaign-(\d+)$/.exec(hash)
  return m ? Number(m[1]) : null
}
