import type { CampaignItem } from "@shared/api-routes/campaigns"

import { toast } from "@/hooks/use-toast"
import { revalidatePrefixes } from "@/lib/api"
import { toastApiError } from "@/lib/toast-error"
import { CAMPAIGN_TOASTS, startedToast } from "./campaign-messages"
import { dateTimeLabel } from "./campaign-view"
import { campaignApi, refreshCampaigns } from "./use-campaigns"

/*
 * The campaign actions shared by Campaign Management and the Campaign Status panel. Each one shows
 * its own toast and resolves to true on success, so callers only clear their selection or close.
 */

/** Runs one campaign request: true on success, the failure toast on error, the list re-read either way. */
async function campaignRequest(failedTitle: string, run: () => Promise<void>) {
  try {
    await run()
    return true
  } catch (error) {
    toastApiError(error, { fallback: failedTitle })
    return false
  } finally {
    void refreshCampaigns()
  }
}

/** Start (or resume) a paused, draft or scheduled campaign: PUT status running. */
export function startCampaign(campaign: CampaignItem, title: string = CAMPAIGN_TOASTS.started) {
  return campaignRequest(CAMPAIGN_TOASTS.updateFailed, async () => {
    const updated = await campaignApi.update(campaign.id, { status: "running" })
    toast(startedToast(updated, title))
  })
}

export function pauseCampaign(campaign: CampaignItem) {
  return campaignRequest(CAMPAIGN_TOASTS.updateFailed, async () => {
    await campaignApi.update(campaign.id, { status: "paused" })
    toast({
      title: CAMPAIGN_TOASTS.paused,
      description: `"${campaign.name}" will place no more calls until you resume it.`,
    })
  })
}

/** Reschedule changes only scheduledStart (SPEC §4). */
export function rescheduleCampaign(campaign: CampaignItem, start: Date) {
  return campaignRequest(CAMPAIGN_TOASTS.updateFailed, async () => {
    const updated = await campaignApi.update(campaign.id, { scheduledStart: start.toISOString() })
    toast({
      title: CAMPAIGN_TOASTS.rescheduled,
      description: `"${campaign.name}" will start ${dateTimeLabel(updated.scheduledStart, updated.timezone)}.`,
    })
  })
}

export function deleteCampaign(campaign: CampaignItem) {
  return campaignRequest(CAMPAIGN_TOASTS.deleteFailed, async () => {
    const { cancelledCalls } = await campaignApi.remove(campaign.id)
    const cancelled = cancelledCalls
      ? ` ${cancelledCalls} queued call${cancelledCalls === 1 ? " was" : "s were"} cancelled.`
      : ""
    toast({ title: CAMPAIGN_TOASTS.deleted, description: `"${campaign.name}" was deleted.${cancelled}` })
    // Its queued calls were cancelled: the call history changes too.
    if (cancelledCalls) void revalidatePrefixes("/api/calls")
  })
}
