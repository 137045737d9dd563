import { formatPhoneDisplay } from "@shared/phone"
import type { DncEntry } from "@shared/api-routes/dnc"

import { ConfirmDialog } from "@/components/confirm-dialog"
import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import { dncApi, refreshDnc } from "./use-dnc"

interface RemoveDncDialogProps {
  entry: DncEntry | null
  onClose: () => void
  onRemoved?: () => void
}

/** Removing a number lets every dial path call it again, so it is confirmed first. */
export function RemoveDncDialog({ entry, onClose, onRemoved }: RemoveDncDialogProps) {
  const phone = entry ? formatPhoneDisplay(entry.phone) : ""

  async function confirm() {
    if (!entry) return
    try {
      await dncApi.remove(entry.phone)
      toast({ title: "Number Removed", description: `${phone} can be called again.` })
      onRemoved?.()
    } catch (error) {
      toastApiError(error, { fallback: "Failed to remove number" })
    } finally {
      void refreshDnc()
      onClose()
    }
  }

  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={`Remove ${phone} from the do-not-call list?`}
      description={
        <>
          Campaigns and Call Now will be able to call this number again. Contacts already skipped because of it stay
          skipped.
        </>
      }
      confirmLabel="Remove"
      pendingLabel="Removing..."
      destructive
      holdOpen
      onConfirm={confirm}
    />
  )
}
