import type { CampaignItem } from "@shared/api-routes/campaigns"
import { toCreatePayload, type CampaignFormValues } from "@shared/campaigns"

import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { CAMPAIGN_TOASTS, createdToast } from "./campaign-messages"
import { campaignApi, refreshCampaigns } from "./use-campaigns"

/**
 * POST the calls-screen campaign; when it comes back active, PUT it to running at once (SPEC §4).
 * A failed automatic start still leaves the campaign created, so the operator is told to start it
 * from "Resume Existing Campaign". Resolves true when the campaign exists.
 */
export async function submitCampaign(values: CampaignFormValues): Promise<boolean> {
  let created: CampaignItem
  try {
    created = await campaignApi.create(toCreatePayload(values))
  } catch (error) {
    // SPEC §8: the server message or "Failed to create campaign".
    toastApiError(error, { fallback: CAMPAIGN_TOASTS.createFailed, reason: "replace" })
    return false
  }
  let start: { ok: true; campaign: CampaignItem } | { ok: false } | undefined
  if (created.status === "active") {
    try {
      start = { ok: true, campaign: await campaignApi.update(created.id, { status: "running" }) }
    } catch (error) {
      // SPEC §8: the underlying failure is "Failed to start campaign" with the status and body.
      console.error("Failed to start campaign", error)
      start = { ok: false }
    }
  }
  toast(createdToast(created, start))
  void refreshCampaigns()
  return true
}
