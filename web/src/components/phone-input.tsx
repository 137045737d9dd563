import type { ComponentProps } from "react"
import { PHONE_INPUT_MAX_LENGTH } from "@shared/phone"

import { Input } from "@/components/ui/input"
import { nextPhoneInput } from "@/lib/phone-input"

type PhoneInputProps = Omit<ComponentProps<typeof Input>, "value" | "onChange" | "type"> & {
  value: string
  /** The typed text, formatted as the operator types (see lib/phone-input.ts). */
  onValueChange: (value: string) => void
}

/** A single phone number field: the phone keyboard, formatting while typing, the app's length cap. */
export function PhoneInput({ value, onValueChange, ...props }: PhoneInputProps) {
  return (
    <Input
      type="tel"
      inputMode="tel"
      placeholder="(555) 123-4567"
      maxLength={PHONE_INPUT_MAX_LENGTH}
      {...props}
      value={value}
      onChange={(e) => onValueChange(nextPhoneInput(value, e.target.value))}
    />
  )
}
