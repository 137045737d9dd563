import { Controller, type Control } from "react-hook-form"
import { MAPPED_FIELDS, MAPPED_FIELD_LABELS, type SheetsConfig, type SheetsConfigInput } from "@shared/sheets"

import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { Label } from "@/components/ui/label"
import { Switch } from "@/components/ui/switch"

type FormControl = Control<SheetsConfigInput, unknown, SheetsConfig>

const AUTO_SYNC = [
  { name: "callResults", label: "Call Results", description: "Add each finished call to the call log sheet." },
  {
    name: "demoScheduling",
    label: "Demo Scheduling",
    description: "Add booked and cancelled demos to the demo sheet.",
  },
  { name: "contactUpdates", label: "Contact Updates", description: "Record contact status changes as they happen." },
] as const

const SHEET_NAMES = [
  { name: "callLogSheet", label: "Call Log Sheet", placeholder: "Call Logs" },
  { name: "demoSheet", label: "Demo Sheet", placeholder: "Demo Schedule" },
] as const

/** Call Log Sheet and Demo Sheet: the tab names rows go to. */
export function SheetNameFields({ control }: { control: FormControl }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {SHEET_NAMES.map(({ name, label, placeholder }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor={`sheets-${name}`}>{label}</FieldLabel>
              <Input
                id={`sheets-${name}`}
                placeholder={placeholder}
                maxLength={100}
                autoComplete="off"
                aria-invalid={fieldState.invalid}
                {...field}
              />
              <FieldError errors={[fieldState.error]} />
            </Field>
          )}
        />
      ))}
    </div>
  )
}

/** SPEC §2.9 Auto Sync: call results and demo scheduling on, contact updates off by default. */
export function AutoSyncFields({ control }: { control: FormControl }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-medium">Auto Sync</legend>
      {AUTO_SYNC.map(({ name, label, description }) => (
        <Controller
          key={name}
          control={control}
          name={`autoSync.${name}`}
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4">
              <div className="grid min-w-0 gap-1">
                <Label htmlFor={`sheets-sync-${name}`}>{label}</Label>
                <p id={`sheets-sync-${name}-description`} className="text-xs text-muted-foreground">
                  {description}
                </p>
              </div>
              <Switch
                id={`sheets-sync-${name}`}
                name={field.name}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={`sheets-sync-${name}-description`}
              />
            </div>
          )}
        />
      ))}
    </fieldset>
  )
}

/** SPEC §2.9 Column Mapping: one column letter (A–ZZ) per value, each used once. */
export function ColumnMappingFields({ control }: { control: FormControl }) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">Column Mapping</legend>
      <FieldDescription className="text-xs">
        The column each value goes to in the call log sheet (A to ZZ).
      </FieldDescription>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {MAPPED_FIELDS.map((name) => (
          <Controller
            key={name}
            control={control}
            name={`columnMapping.${name}`}
            render={({ field, fieldState }) => (
              <Field data-invalid={fieldState.invalid} className="content-start gap-1.5">
                <FieldLabel htmlFor={`sheets-column-${name}`} className="text-xs">
                  {MAPPED_FIELD_LABELS[name]}
                </FieldLabel>
                <Input
                  id={`sheets-column-${name}`}
                  maxLength={2}
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  className="font-mono uppercase"
                  aria-invalid={fieldState.invalid}
                  {...field}
                  onChange={(e) => field.onChange(e.target.value.toUpperCase())}
                />
                <FieldError errors={[fieldState.error]} className="text-xs" />
              </Field>
            )}
          />
        ))}
      </div>
    </fieldset>
  )
}
