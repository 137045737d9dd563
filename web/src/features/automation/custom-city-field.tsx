import { List } from "lucide-react"

import { Button } from "@/components/ui/button"
import { Field, FieldDescription, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { CUSTOM_CITY_MAX } from "./automation-selection"

type Props = {
  value: string
  stateName: string
  onChange: (value: string) => void
  onBack: () => void
  disabled?: boolean
}

/** SPEC §2.6: a city typed in, for a place the list leaves out (a suburb, a township). */
export function CustomCityField({ value, stateName, onChange, onBack, disabled }: Props) {
  return (
    <div className="space-y-3">
      <Field>
        <FieldLabel htmlFor="automation-custom-city">City name</FieldLabel>
        <Input
          id="automation-custom-city"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          maxLength={CUSTOM_CITY_MAX}
          placeholder={`A city in ${stateName}`}
          autoComplete="off"
          disabled={disabled}
          className="sm:max-w-sm"
        />
        <FieldDescription className="text-xs">
          Any place in {stateName} the list leaves out, up to {CUSTOM_CITY_MAX} characters.
        </FieldDescription>
      </Field>
      <Button type="button" variant="outline" size="sm" onClick={onBack} disabled={disabled}>
        <List aria-hidden />
        Back to the city list
      </Button>
    </div>
  )
}
