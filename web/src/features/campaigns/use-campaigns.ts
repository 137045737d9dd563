import useSWR from "swr"
import type { DeletedCampaign } from "@shared/action-results"
import { CAMPAIGN_DEFAULTS } from "@shared/campaign-rules"
import type { CampaignItem, CampaignStatusPanel, CreateCampaignInput, UpdateCampaignInput } from "@shared/campaigns"

import { apiFetch, revalidatePrefixes } from "@/lib/api"

export const CAMPAIGNS_KEY = "/api/campaigns"
export const CAMPAIGN_STATUS_PATH = "/api/campaigns/status"
/** SPEC §9: campaigns are polled every 5000 ms (the live channel refreshes them sooner). */
export const CAMPAIGNS_POLL_MS = 5000

/**
 * This browser's zone: "start immediately" is judged on the browser's clock, so the new-campaign
 * form offers it first (the spec's default zone when Intl cannot tell).
 */
export const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || CAMPAIGN_DEFAULTS.timezone
  } catch {
    return CAMPAIGN_DEFAULTS.timezone
  }
}

export function useCampaigns() {
  return useSWR<CampaignItem[]>(CAMPAIGNS_KEY, { refreshInterval: CAMPAIGNS_POLL_MS })
}

/**
 * Counters and live calls of the Campaign Status panel; "today" is the operator's day in the time
 * zone set on Settings (the server's default). The key sits under /api/campaigns, so
 * campaign_updated refreshes it; calls starting or ending show within one poll.
 */
export function useCampaignStatus() {
  return useSWR<CampaignStatusPanel>(CAMPAIGN_STATUS_PATH, {
    refreshInterval: CAMPAIGNS_POLL_MS,
  })
}

/** Every campaign view (list, status panel) shares the /api/campaigns prefix. */
export const refreshCampaigns = () => revalidatePrefixes(CAMPAIGNS_KEY)

export const campaignApi = {
  create: (body: CreateCampaignInput) => apiFetch<CampaignItem>(CAMPAIGNS_KEY, { method: "POST", body }),
  update: (id: number, body: UpdateCampaignInput) =>
    apiFetch<CampaignItem>(`${CAMPAIGNS_KEY}/${id}`, { method: "PUT", body }),
  remove: (id: number) => apiFetch<DeletedCampaign>(`${CAMPAIGNS_KEY}/${id}`, { method: "DELETE" }),
}
