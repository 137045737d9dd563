import { API } from "@shared/api-routes/endpoints"

import { useApi } from "@/hooks/use-api"
import { CAMPAIGNS_POLL_MS } from "./use-campaigns"

/**
 * Why each scheduled, running or paused campaign is (not) dialling, from the server. Polled with the
 * campaigns (5 s) and under their /api/campaigns key prefix, so a campaign change re-reads it at once.
 */
export function useCampaignWaiting() {
  return useApi(API.campaigns.waiting, undefined, { refreshInterval: CAMPAIGNS_POLL_MS })
}

/** The "why" of one campaign, or undefined until it is known. */
export function useCampaignWhy(campaignId: number) {
  const { data } = useCampaignWaiting()
  return data?.items.find((i) => i.campaignId === campaignId)
}
