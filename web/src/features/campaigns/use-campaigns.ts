import { API } from "@shared/api-routes/endpoints"
import { CAMPAIGN_DEFAULTS } from "@shared/campaign-rules"
import type { CampaignHoursInput, CreateCampaignInput, UpdateCampaignInput } from "@shared/campaigns"

import { useApi } from "@/hooks/use-api"
import { revalidatePrefixes } from "@/lib/api"
import { apiCall } from "@/lib/api-call"

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
  return useApi(API.campaigns.list, undefined, { refreshInterval: CAMPAIGNS_POLL_MS })
}

/**
 * Counters and live calls of the Campaign Status panel; "today" is the operator's day in the time
 * zone set on Settings (the server's default). The key sits under /api/campaigns, so
 * campaign_updated refreshes it; calls starting or ending show within one poll.
 */
export function useCampaignStatus() {
  return useApi(API.campaigns.status, undefined, {
    refreshInterval: CAMPAIGNS_POLL_MS,
  })
}

/** Every campaign view (list, status panel) shares the /api/campaigns prefix. */
export const refreshCampaigns = () => revalidatePrefixes(CAMPAIGNS_KEY)

export const campaignApi = {
  create: (body: CreateCampaignInput) => apiCall(API.campaigns.create, { body }),
  update: (id: number, body: UpdateCampaignInput) => apiCall(API.campaigns.update, { params: { id }, body }),
  hours: (id: number, body: CampaignHoursInput) => apiCall(API.campaigns.hours, { params: { id }, body }),
  remove: (id: number) => apiCall(API.campaigns.remove, { params: { id } }),
}
