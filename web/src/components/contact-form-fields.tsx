import { Controller, type Control } from "react-hook-form"
import type { z } from "zod"

import type { contactInputSchema } from "@shared/contacts"
import { PHONE_INPUT_MAX_LENGTH } from "@shared/phone"
import { Field, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { nextPhoneInput } from "@/lib/phone-input"

export type ContactFormIn = z.input<typeof contactInputSchema>
export type ContactFormOut = z.output<typeof contactInputSchema>

/** SPEC §5 form defaults: source manual, status ready, other fields empty. */
export const EMPTY_CONTACT_FORM: ContactFormIn = {
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
  { name: "address", label: "Address", placeholder: "e.g., 123 Main St, Grand Rapids, MI" },
  { name: "category", label: "Category", placeholder: "e.g., Dentist" },
] as const

type ContactTextFieldsProps = {
  control: Control<ContactFormIn, unknown, ContactFormOut>
  /** Input ids are `${idPrefix}-${field}`, so two forms on one page never share an id. */
  idPrefix: string
  /** The header's quick-add dialog labels Address and Category "(Optional)" (SPEC §2.2). */
  markOptional?: boolean
}

/**
 * Business Name, Phone Number, Address and Category of a contact form. The phone is live-formatted
 * as "(555) 123-4567" (max 14 characters) and Backspace still works over its formatting characters.
 */
export function ContactTextFields({ control, idPrefix, markOptional }: ContactTextFieldsProps) {
  return TEXT_FIELDS.map(({ name, label, placeholder }) => (
    <Controller
      key={name}
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <Field data-invalid={fieldState.invalid}>
          <FieldLabel htmlFor={`${idPrefix}-${name}`}>
            {markOptional && !label.endsWith("*") ? `${label} (Optional)` : label}
          </FieldLabel>
          <Input
            {...field}
            value={field.value ?? ""}
            id={`${idPrefix}-${name}`}
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
  ))
}
