import type { ContactItem } from "@shared/contacts-api"
import { ContactFormDialog } from "./contact-form-dialog"

export type AddContactDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called with the created contact after the success toast. */
  onAdded?: (contact: ContactItem) => void
}

/** SPEC §2.2: the header's quick-add dialog (no status; Address and Category marked "(Optional)"). */
export function AddContactDialog({ open, onOpenChange, onAdded }: AddContactDialogProps) {
  return (
    <ContactFormDialog
      open={open}
      onOpenChange={onOpenChange}
      withStatus={false}
      optionalSuffix="(Optional)"
      onSaved={(contact) => contact && onAdded?.(contact)}
    />
  )
}
