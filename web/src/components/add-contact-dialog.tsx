import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"

import { contactInputSchema } from "@shared/contacts"
import { normalizePhone } from "@shared/phone"
import {
  ContactTextFields,
  EMPTY_CONTACT_FORM,
  type ContactFormIn,
  type ContactFormOut,
} from "@/components/contact-form-fields"
import { Button } from "@/components/ui/button"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog"
import { FieldGroup } from "@/components/ui/field"
import { toast } from "@/hooks/use-toast"
import { apiFetch, revalidatePrefixes } from "@/lib/api"
import { addContactFailureText, contactFieldErrors } from "./add-contact-errors"

export type AddContactDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called with the created contact after the success toast. */
  onAdded?: (contact: { id: number; businessName: string; phone: string }) => void
}

/** SPEC §2.2: the header's quick-add dialog. Validation is the server's own schema. */
export function AddContactDialog({ open, onOpenChange, onAdded }: AddContactDialogProps) {
  const form = useForm<ContactFormIn, unknown, ContactFormOut>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY_CONTACT_FORM,
  })
  const pending = form.formState.isSubmitting

  async function submit(values: ContactFormOut) {
    try {
      const contact = await apiFetch<{ id: number; businessName: string; phone: string }>(
        "/api/contacts",
        { method: "POST", body: { ...values, phone: normalizePhone(values.phone), source: "manual", status: "ready" } }
      )
      toast({ title: "Contact Added", description: "Contact has been successfully added to your database." })
      form.reset(EMPTY_CONTACT_FORM)
      onOpenChange(false)
      void revalidatePrefixes("/api/contacts")
      onAdded?.(contact)
    } catch (error) {
      for (const [name, message] of contactFieldErrors(error)) form.setError(name, { message })
      toast({ variant: "destructive", title: "Error", description: addContactFailureText(error) })
    }
  }

  function changeOpen(next: boolean) {
    if (pending) return
    if (!next) form.reset(EMPTY_CONTACT_FORM)
    onOpenChange(next)
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Add New Contact</DialogTitle>
          <DialogDescription>Add a business to your contact list.</DialogDescription>
        </DialogHeader>
        <form id="add-contact-form" onSubmit={form.handleSubmit(submit)} noValidate>
          <FieldGroup>
            <ContactTextFields control={form.control} idPrefix="add-contact" markOptional />
          </FieldGroup>
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => changeOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form="add-contact-form" disabled={pending}>
            {pending ? "Adding..." : "Add Contact"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
