import { useState } from "react"

import type { ContactItem, ContactListItem } from "@shared/contacts-api"
import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog"
import { ContactForm, type ContactFormProps } from "./contact-form"

type ContactFormDialogProps = Pick<ContactFormProps, "optionalSuffix" | "withStatus"> & {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The contact to edit; without one the dialog adds a new contact. */
  contact?: ContactListItem | null
  /** After a save, once the dialog has closed (null when an edit changed nothing). */
  onSaved?: (contact: ContactItem | null) => void
}

/**
 * SPEC §2.4 "Add New Contact" / "Edit Contact", and §2.2 the header's Add Contact dialog. The form
 * mounts on open, so it starts fresh each time; it cannot be closed while a save is in flight.
 */
export function ContactFormDialog({
  open,
  onOpenChange,
  contact,
  onSaved,
  withStatus = true,
  optionalSuffix,
}: ContactFormDialogProps) {
  const [pending, setPending] = useState(false)
  const close = () => onOpenChange(false)

  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{contact ? "Edit Contact" : "Add New Contact"}</DialogTitle>
          <DialogDescription>
            {contact ? "Update the details of this contact." : "Add a business to your contact list."}
          </DialogDescription>
        </DialogHeader>
        <ContactForm
          id={contact ? "contact" : "add-contact"}
          contact={contact ?? null}
          withStatus={withStatus}
          optionalSuffix={optionalSuffix}
          onPendingChange={setPending}
          onSaved={(saved) => {
            close()
            onSaved?.(saved)
          }}
        >
          {(busy) => (
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy}>
                {contact ? (busy ? "Saving..." : "Save Changes") : busy ? "Adding..." : "Add Contact"}
              </Button>
            </DialogFooter>
          )}
        </ContactForm>
      </DialogContent>
    </Dialog>
  )
}
