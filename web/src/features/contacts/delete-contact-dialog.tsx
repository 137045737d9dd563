import { useState } from "react"

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
import { toast } from "@/hooks/use-toast"
import type { ContactListItem } from "./types"
import { deleteContact } from "./use-contacts"

type DeleteContactDialogProps = {
  /** The contact to delete; null keeps the dialog closed. */
  contact: ContactListItem | null
  onClose: () => void
  onDeleted: (id: number) => void
}

/** SPEC §2.4: "Are you sure you want to delete {name}?", then the Contact Deleted / Error toasts. */
export function DeleteContactDialog({ contact, onClose, onDeleted }: DeleteContactDialogProps) {
  const [pending, setPending] = useState(false)

  async function confirm() {
    if (!contact) return
    setPending(true)
    try {
      await deleteContact(contact.id)
      toast({ title: "Contact Deleted", description: `${contact.businessName} has been deleted.` })
      onDeleted(contact.id)
      onClose()
    } catch (error) {
      console.error("Delete contact failed", error)
      toast({ variant: "destructive", title: "Error", description: "Failed to delete contact. Please try again." })
    } finally {
      setPending(false)
    }
  }

  return (
    <AlertDialog open={contact !== null} onOpenChange={(open) => !open && !pending && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete Contact</AlertDialogTitle>
          <AlertDialogDescription>Are you sure you want to delete {contact?.businessName}?</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className={buttonVariants({ variant: "destructive" })}
            disabled={pending}
            onClick={(event) => {
              // Stay open until the server answers, so a failure is seen next to the question.
              event.preventDefault()
              void confirm()
            }}
          >
            {pending ? "Deleting..." : "Delete"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
