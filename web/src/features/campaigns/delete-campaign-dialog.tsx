import type { CampaignItem } from "@shared/api-routes/campaigns"

import { ConfirmDialog } from "@/components/confirm-dialog"
import { deleteCampaign } from "./campaign-actions"

interface DeleteCampaignDialogProps {
  /** The campaign to delete; null keeps the dialog closed. */
  campaign: CampaignItem | null
  onClose: () => void
  onDeleted?: () => void
}

/** SPEC §2.7: campaign deletion is confirmed with a warning that it cannot be undone. */
export function DeleteCampaignDialog({ campaign, onClose, onDeleted }: DeleteCampaignDialogProps) {
  async function confirm() {
    if (!campaign) return
    const ok = await deleteCampaign(campaign)
    if (ok) onDeleted?.()
    onClose()
  }

  return (
    <ConfirmDialog
      open={campaign !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete campaign?"
      description={
        <>
          This will permanently delete "{campaign?.name}" and cancel its queued calls. Calls already made stay in the
          call history. This action cannot be undone.
        </>
      }
      confirmLabel="Delete Campaign"
      pendingLabel="Deleting..."
      destructive
      holdOpen
      onConfirm={confirm}
    />
  )
}
