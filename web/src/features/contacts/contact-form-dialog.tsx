import { zodResolver } from "@hookform/resolvers/zod"
import { Controller, useForm } from "react-hook-form"

import { CONTACT_STATUSES, contactInputSchema } from "@shared/contacts"
import { normalizePhone } from "@shared/phone"
import { contactFieldErrors } from "@/components/add-contact-errors"
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
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { toast } from "@/hooks/use-toast"
import { changedFields, contactFailureText, formValuesOf } from "./contact-form"
import { statusLabel } from "./contact-status"
import type { ContactListItem } from "./types"
import { createContact, updateContact } from "./use-contacts"

type ContactFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The contact to edit; without one the dialog adds a new contact. */
  contact?: ContactListItem | null
}

/** SPEC §2.4 "Add New Contact" / "Edit Contact". The form mounts on open, so it starts fresh each time. */
export function ContactFormDialog({ open, onOpenChange, contact }: ContactFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <ContactForm contact={contact ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function ContactForm({ contact, onDone }: { contact: ContactListItem | null; onDone: () => void }) {
  const mode = contact ? "edit" : "add"
  const initial = contact ? formValuesOf(contact) : EMPTY_CONTACT_FORM
  const form = useForm<ContactFormIn, unknown, ContactFormOut>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: initial,
  })
  const pending = form.formState.isSubmitting

  async function submit(values: ContactFormOut) {
    try {
      if (contact) {
        const patch = changedFields(initial, values)
        if (Object.keys(patch).length > 0) {
          await updateContact(contact.id, patch)
          toast({ title: "Contact Updated", description: `${values.businessName} has been updated.` })
        }
      } else {
        await createContact({ ...values, phone: normalizePhone(values.phone), source: "manual" })
        toast({ title: "Contact Added", description: "Contact has been successfully added to your database." })
      }
      onDone()
    } catch (error) {
      // The server validates with the same schema and knows the stored phones: its field messages
      // go where they belong.
      for (const [name, message] of contactFieldErrors(error)) form.setError(name, { message })
      toast({ variant: "destructive", title: "Error", description: contactFailureText(mode, error) })
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{contact ? "Edit Contact" : "Add New Contact"}</DialogTitle>
        <DialogDescription>
          {contact ? "Update the details of this contact." : "Add a business to your contact list."}
        </DialogDescription>
      </DialogHeader>
      <form id="contact-form" onSubmit={form.handleSubmit(submit)} noValidate>
        <FieldGroup>
          <ContactTextFields control={form.control} idPrefix="contact" />
          <Controller
            name="status"
            control={form.control}
            render={({ field, fieldState }) => (
              <Field data-invalid={fieldState.invalid}>
                <FieldLabel htmlFor="contact-status">Status</FieldLabel>
                <Select value={field.value ?? "ready"} onValueChange={field.onChange}>
                  <SelectTrigger id="contact-status" className="w-full" aria-invalid={fieldState.invalid}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {CONTACT_STATUSES.map((s) => (
                      <SelectItem key={s} value={s}>
                        {statusLabel(s)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldError errors={[fieldState.error]} />
              </Field>
            )}
          />
        </FieldGroup>
      </form>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" form="contact-form" disabled={pending}>
          {contact ? (pending ? "Saving..." : "Save Changes") : pending ? "Adding..." : "Add Contact"}
        </Button>
      </DialogFooter>
    </>
  )
}
