import { Controller, type Control } from "react-hook-form"
import { CONTACT_STATUSES } from "@shared/contacts"
import { PHONE_INPUT_MAX_LENGTH } from "@shared/phone"
import { Field, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { nextPhoneInput } from "@/lib/phone-input"

import type { ContactFormIn, ContactFormOut } from "./contact-form-values"
import { statusLabel } from "./contact-status"

// maxLength mirrors the shared schema's limits, so the browser stops typing where the server would refuse.
const TEXT_FIELDS = [
  {
    name: "businessName",
    label: "Business Name *",
    placeholder: "e.g., Smile Dental Care",
    maxLength: 200,
    autoComplete: "organization",
  },
  {
    name: "phone",
    label: "Phone Number *",
    placeholder: "(555) 123-4567",
    maxLength: PHONE_INPUT_MAX_LENGTH,
    autoComplete: "tel",
  },
  {
    name: "address",
    label: "Address",
    placeholder: "e.g., 123 Main St, Grand Rapids, MI",
    maxLength: 500,
    autoComplete: undefined,
  },
  { name: "category", label: "Category", placeholder: "e.g., Dentist", maxLength: 120, autoComplete: undefined },
] as const

export type ContactFieldsProps = {
  control: Control<ContactFormIn, unknown, ContactFormOut>
  /** Input ids are `${idPrefix}-${field}`, so two forms on one page never share an id. */
  idPrefix: string
  /** Appended to the Address and Category labels: "(Optional)" in the header (SPEC §2.2), "(optional)" on the import screen (§2.5). */
  optionalSuffix?: string
  /** The contacts screen's dialog also sets the status (SPEC §2.4). */
  withStatus?: boolean
}

/**
 * Business Name, Phone Number, Address, Category (and Status) of a contact form. The phone is
 * live-formatted as "(555) 123-4567" (max 14 characters) and Backspace still works over its
 * formatting characters.
 */
export function ContactFields({ control, idPrefix, optionalSuffix, withStatus }: ContactFieldsProps) {
  return (
    <>
      {TEXT_FIELDS.map(({ name, label, placeholder, maxLength, autoComplete }) => (
        <Controller
          key={name}
          name={name}
          control={control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor={`${idPrefix}-${name}`}>
                {optionalSuffix && !label.endsWith("*") ? `${label} ${optionalSuffix}` : label}
              </FieldLabel>
              <Input
                {...field}
                value={field.value ?? ""}
                id={`${idPrefix}-${name}`}
                placeholder={placeholder}
                maxLength={maxLength}
                autoComplete={autoComplete}
                aria-invalid={fieldState.invalid}
                {...(name === "phone"
                  ? {
                      type: "tel",
                      inputMode: "tel",
                      onChange: (e) => field.onChange(nextPhoneInput(field.value ?? "", e.target.value)),
                    }
                  : {})}
              />
              <FieldError errors={[fieldState.error]} />
            </Field>
          )}
        />
      ))}
      {withStatus && (
        <Controller
          name="status"
          control={control}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor={`${idPrefix}-status`}>Status</FieldLabel>
              <Select value={field.value ?? "ready"} onValueChange={field.onChange}>
                <SelectTrigger id={`${idPrefix}-status`} className="w-full" aria-invalid={fieldState.invalid}>
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
      )}
    </>
  )
}
