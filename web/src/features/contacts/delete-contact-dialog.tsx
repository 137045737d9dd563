import { ConfirmDialog } from "@/components/confirm-dialog"
import { toast } from "@/hooks/use-toast"
import { toastApiError } from "@/lib/toast-error"
import type { ContactListItem } from "@shared/contacts-api"
import { deleteContact } from "./use-contacts"

type DeleteContactDialogProps = {
  /** The contact to delete; null keeps the dialog closed. */
  contact: ContactListItem | null
  onClose: () => void
  onDeleted: (id: number) => void
}

/** SPEC §2.4: "Are you sure you want to delete {name}?", then the Contact Deleted / Error toasts. */
export function DeleteContactDialog({ contact, onClose, onDeleted }: DeleteContactDialogProps) {
  async function confirm() {
    if (!contact) return
    try {
      await deleteContact(contact.id)
      toast({ title: "Contact Deleted", description: `${contact.businessName} has been deleted.` })
      onDeleted(contact.id)
      onClose()
    } catch (error) {
      // The dialog stays open, so the failure is seen next to the question.
      console.error("Delete contact failed", error)
      toastApiError(error, { fallback: "Failed to delete contact. Please try again.", reason: "none" })
    }
  }

  return (
    <ConfirmDialog
      open={contact !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete Contact"
      description={<>Are you sure you want to delete {contact?.businessName}?</>}
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      destructive
      holdOpen
      onConfirm={confirm}
    />
  )
}
