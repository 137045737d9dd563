import { useState, type MouseEvent } from "react"
import { formatPhoneDisplay } from "@shared/phone"
import type { DncEntry } from "@shared/dnc"

import { toast } from "@/hooks/use-toast"
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
import { failureToast } from "@/features/campaigns/campaign-messages"
import { dncApi, refreshDnc } from "./use-dnc"

interface RemoveDncDialogProps {
  entry: DncEntry | null
  onClose: () => void
  onRemoved?: () => void
}

/** Removing a number lets every dial path call it again, so it is confirmed first. */
export function RemoveDncDialog({ entry, onClose, onRemoved }: RemoveDncDialogProps) {
  const [busy, setBusy] = useState(false)
  const phone = entry ? formatPhoneDisplay(entry.phone) : ""

  async function confirm(event: MouseEvent) {
    event.preventDefault()
    if (!entry) return
    setBusy(true)
    try {
      await dncApi.remove(entry.phone)
      toast({ title: "Number Removed", description: `${phone} can be called again.` })
      onRemoved?.()
    } catch (error) {
      toast(failureToast("Failed to remove number", error))
    } finally {
      setBusy(false)
      void refreshDnc()
      onClose()
    }
  }

  return (
    <AlertDialog open={entry !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Remove {phone} from the do-not-call list?</AlertDialogTitle>
          <AlertDialogDescription>
            Campaigns and Call Now will be able to call this number again. Contacts already skipped because of it
            stay skipped.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction className={buttonVariants({ variant: "destructive" })} disabled={busy} onClick={confirm}>
            {busy ? "Removing..." : "Remove"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
