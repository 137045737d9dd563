import { useEffect, useState, type ReactNode } from "react"
import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"

import { contactInputSchema } from "@shared/contacts"
import type { ContactItem, ContactListItem } from "@shared/contacts-api"
import { toast } from "@/hooks/use-toast"
import { cn } from "@/lib/utils"
import { toastApiError } from "@/lib/toast-error"
import { ADD_CONTACT_FAILED, contactFieldErrors } from "./add-contact-errors"
import { ContactFields, type ContactFieldsProps } from "./contact-form-fields"
import {
  changedFields,
  contactFailureText,
  EMPTY_CONTACT_FORM,
  formValuesOf,
  newContactBody,
  UPDATE_CONTACT_FAILED,
  type ContactFormIn,
  type ContactFormOut,
} from "./contact-form-values"
import { createContact, updateContact } from "./use-contacts"

export type ContactFormProps = Pick<ContactFieldsProps, "optionalSuffix" | "withStatus"> & {
  /** The form element's id (for a submit button outside it) and the prefix of its input ids. */
  id: string
  /** The contact to edit (PATCH with the changed fields); without one the form adds a contact. */
  contact?: ContactListItem | null
  /** After a save; null when an edit changed nothing. An added contact also resets the form. */
  onSaved?: (contact: ContactItem | null) => void
  /** A submit the shared schema refused before anything was sent (the import screen's toast). */
  onInvalidSubmit?: (values: ContactFormIn) => void
  onPendingChange?: (pending: boolean) => void
  className?: string
  /** The buttons, inside the form so Enter submits. */
  children: (pending: boolean) => ReactNode
}

/**
 * The one contact form of the header dialog, the contacts screen and the import screen: validated
 * by the server's own schema, with the server's field errors (a 400's issues, a 409's duplicate
 * phone) shown under their fields and SPEC §8's toasts.
 */
export function ContactForm({
  id,
  contact,
  onSaved,
  onInvalidSubmit,
  onPendingChange,
  className,
  children,
  ...fields
}: ContactFormProps) {
  // Frozen at mount: the edit's PATCH holds what the operator changed since the form opened.
  const [initial] = useState(() => (contact ? formValuesOf(contact) : EMPTY_CONTACT_FORM))
  const form = useForm<ContactFormIn, unknown, ContactFormOut>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: initial,
  })
  const pending = form.formState.isSubmitting
  useEffect(() => {
    onPendingChange?.(pending)
    // A form closed mid-save must not leave its dialog locked.
    return () => onPendingChange?.(false)
  }, [pending, onPendingChange])

  async function submit(values: ContactFormOut) {
    const mode = contact ? "edit" : "add"
    try {
      if (contact) {
        const patch = changedFields(initial, values)
        if (Object.keys(patch).length === 0) return onSaved?.(null)
        const saved = await updateContact(contact.id, patch)
        toast({ title: "Contact Updated", description: `${values.businessName} has been updated.` })
        onSaved?.(saved)
      } else {
        const saved = await createContact(newContactBody(values))
        toast({ title: "Contact Added", description: "Contact has been successfully added to your database." })
        form.reset(EMPTY_CONTACT_FORM)
        onSaved?.(saved)
      }
    } catch (error) {
      for (const [name, message] of contactFieldErrors(error)) form.setError(name, { message })
      // SPEC §8's generic text; a 409 also names the contact that already has this phone.
      const fallback = mode === "add" ? ADD_CONTACT_FAILED : UPDATE_CONTACT_FAILED
      toastApiError(error, { fallback, reason: (e) => contactFailureText(mode, e) })
    }
  }

  return (
    <form
      id={id}
      onSubmit={form.handleSubmit(submit, () => onInvalidSubmit?.(form.getValues()))}
      noValidate
      className={cn("grid gap-4", className)}
    >
      <ContactFields control={form.control} idPrefix={id} {...fields} />
      {children(pending)}
    </form>
  )
}
