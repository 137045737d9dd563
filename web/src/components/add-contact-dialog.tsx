import { zodResolver } from "@hookform/resolvers/zod"
import { Controller, useForm } from "react-hook-form"
import type { z } from "zod"

import { contactInputSchema } from "@shared/contacts"
import { normalizePhone, PHONE_INPUT_MAX_LENGTH } from "@shared/phone"
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
import { Input } from "@/components/ui/input"
import { toast } from "@/hooks/use-toast"
import { apiFetch, revalidatePrefixes } from "@/lib/api"
import { nextPhoneInput } from "@/lib/phone-input"
import { addContactFailureText } from "./add-contact-errors"

export type AddContactDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called with the created contact after the success toast. */
  onAdded?: (contact: { id: number; businessName: string; phone: string }) => void
}

type FormIn = z.input<typeof contactInputSchema>
type FormOut = z.output<typeof contactInputSchema>

const EMPTY: FormIn = {
  businessName: "",
  phone: "",
  address: "",
  category: "",
  source: "manual",
  status: "ready",
}

const TEXT_FIELDS = [
  { name: "businessName", label: "Business Name *", placeholder: "e.g., Smile Dental Care" },
  { name: "phone", label: "Phone Number *", placeholder: "(555) 123-4567" },
  { name: "address", label: "Address (Optional)", placeholder: "e.g., 123 Main St, Grand Rapids, MI" },
  { name: "category", label: "Category (Optional)", placeholder: "e.g., Dentist" },
] as const

/** SPEC §2.2: the header's quick-add dialog. Validation is the server's own schema. */
export function AddContactDialog({ open, onOpenChange, onAdded }: AddContactDialogProps) {
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(contactInputSchema),
    defaultValues: EMPTY,
  })
  const pending = form.formState.isSubmitting

  async function submit(values: FormOut) {
    try {
      const contact = await apiFetch<{ id: number; businessName: string; phone: string }>(
        "/api/contacts",
        { method: "POST", body: { ...values, phone: normalizePhone(values.phone), source: "manual", status: "ready" } }
      )
      toast({ title: "Contact Added", description: "Contact has been successfully added to your database." })
      form.reset(EMPTY)
      onOpenChange(false)
      void revalidatePrefixes("/api/contacts")
      onAdded?.(contact)
    } catch (error) {
      toast({ variant: "destructive", title: "Error", description: addContactFailureText(error) })
    }
  }

  function changeOpen(next: boolean) {
    if (pending) return
    if (!next) form.reset(EMPTY)
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
            {TEXT_FIELDS.map(({ name, label, placeholder }) => (
              <Controller
                key={name}
                name={name}
                control={form.control}
                render={({ field, fieldState }) => (
                  <Field data-invalid={fieldState.invalid}>
                    <FieldLabel htmlFor={`add-contact-${name}`}>{label}</FieldLabel>
                    <Input
                      {...field}
                      value={field.value ?? ""}
                      id={`add-contact-${name}`}
                      placeholder={placeholder}
                      aria-invalid={fieldState.invalid}
                      {...(name === "phone"
                        ? {
                            type: "tel",
                            inputMode: "tel",
                            autoComplete: "tel",
                            maxLength: PHONE_INPUT_MAX_LENGTH,
                            onChange: (e) => field.onChange(nextPhoneInput(field.value ?? "", e.target.value)),
                          }
                        : {})}
                    />
                    <FieldError errors={[fieldState.error]} />
                  </Field>
                )}
              />
            ))}
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
