import type { CampaignItem } from "@shared/campaigns"

import { toast } from "@/hooks/use-toast"
import { revalidatePrefixes } from "@/lib/api"
import { CAMPAIGN_TOASTS, failureToast, startedDescription } from "./campaign-messages"
import { dateTimeLabel } from "./campaign-view"
import { campaignApi, refreshCampaigns } from "./use-campaigns"

/*
 * The campaign actions shared by Campaign Management and the Campaign Status panel. Each one shows
 * its own toast and resolves to true on success, so callers only clear their selection or close.
 */

/** Start (or resume) a paused, draft or scheduled campaign: PUT status running. */
export async function startCampaign(campaign: CampaignItem, title: string = CAMPAIGN_TOASTS.started) {
  try {
    const updated = await campaignApi.update(campaign.id, { status: "running" })
    toast({ title, description: startedDescription(updated) })
    return true
  } catch (error) {
    toast(failureToast(CAMPAIGN_TOASTS.updateFailed, error))
    return false
  } finally {
    void refreshCampaigns()
  }
}

export async function pauseCampaign(campaign: CampaignItem) {
  try {
    await campaignApi.update(campaign.id, { status: "paused" })
    toast({
      title: CAMPAIGN_TOASTS.paused,
      description: `"${campaign.name}" will place no more calls until you resume it.`,
    })
    return true
  } catch (error) {
    toast(failureToast(CAMPAIGN_TOASTS.updateFailed, error))
    return false
  } finally {
    void refreshCampaigns()
  }
}

/** Reschedule changes only scheduledStart (SPEC §4). */
export async function rescheduleCampaign(campaign: CampaignItem, start: Date) {
  try {
    const updated = await campaignApi.update(campaign.id, { scheduledStart: start.toISOString() })
    toast({
      title: CAMPAIGN_TOASTS.rescheduled,
      description: `"${campaign.name}" will start ${dateTimeLabel(updated.scheduledStart)}.`,
    })
    return true
  } catch (error) {
    toast(failureToast(CAMPAIGN_TOASTS.updateFailed, error))
    return false
  } finally {
    void refreshCampaigns()
  }
}

export async function deleteCampaign(campaign: CampaignItem) {
  try {
    const { cancelledCalls } = await campaignApi.remove(campaign.id)
    const cancelled = cancelledCalls
      ? ` ${cancelledCalls} queued call${cancelledCalls === 1 ? " was" : "s were"} cancelled.`
      : ""
    toast({ title: CAMPAIGN_TOASTS.deleted, description: `"${campaign.name}" was deleted.${cancelled}` })
    // Its queued calls were cancelled: the call history changes too.
    if (cancelledCalls) void revalidatePrefixes("/api/calls")
    return true
  } catch (error) {
    toast(failureToast(CAMPAIGN_TOASTS.deleteFailed, error))
    return false
  } finally {
    void refreshCampaigns()
  }
}
