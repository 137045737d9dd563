import { useState, type MouseEvent } from "react"
import type { CampaignItem } from "@shared/campaigns"

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog"
import { buttonVariants } from "@/components/ui/button"
import { deleteCampaign } from "./campaign-actions"

interface DeleteCampaignDialogProps {
  /** The campaign to delete; null keeps the dialog closed. */
  campaign: CampaignItem | null
  onClose: () => void
  onDeleted?: () => void
}

/** SPEC §2.7: campaign deletion is confirmed with a warning that it cannot be undone. */
export function DeleteCampaignDialog({ campaign, onClose, onDeleted }: DeleteCampaignDialogProps) {
  const [busy, setBusy] = useState(false)

  async function confirm(event: MouseEvent) {
    event.preventDefault() // keep the dialog open while the request runs
    if (!campaign) return
    setBusy(true)
    const ok = await deleteCampaign(campaign)
    setBusy(false)
    if (ok) onDeleted?.()
    onClose()
  }

  return (
    <AlertDialog open={campaign !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete campaign?</AlertDialogTitle>
          <AlertDialogDescription>
            This will permanently delete "{campaign?.name}" and cancel its queued calls. Calls already made stay in
            the call history. This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} disabled={busy} onClick={confirm}>
            {busy ? "Deleting..." : "Delete Campaign"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
