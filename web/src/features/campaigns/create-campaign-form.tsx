import { useEffect, useMemo, useRef } from "react"
import { Controller, useForm, useFormState, useWatch, type Control, type UseFormSetValue } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { Rocket } from "lucide-react"
import { MINUTES_BETWEEN_CALLS_OPTIONS, makeCampaignFormSchema, type CampaignFormValues } from "@shared/campaigns"

import { toast } from "@/hooks/use-toast"
import { Button } from "@/components/ui/button"
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { useOperatorZone } from "@/hooks/use-operator-zone"
import { CallingHoursField } from "./calling-hours-field"
import { useCalleeHoursOnly, useStartingHours } from "./calling-hours-value"
import { CampaignScheduleFields } from "./campaign-schedule-fields"
import {
  campaignTimezoneOptions,
  firstFormError,
  NEW_CAMPAIGN_DEFAULTS,
  newCampaignDefaults,
  timezoneOptionLabel,
} from "./campaign-form-helpers"
import { pacingLabel } from "./campaign-view"
import { ContactPicker } from "./contact-picker"
import { submitCampaign } from "./submit-campaign"

const SPEC_HOURS = {
  startTime: NEW_CAMPAIGN_DEFAULTS.startTime,
  endTime: NEW_CAMPAIGN_DEFAULTS.endTime,
  workDays: NEW_CAMPAIGN_DEFAULTS.workDays,
}
const HOURS_FIELDS = ["startTime", "endTime", "workDays"] as const

/** "Create New Campaign" (SPEC §2.7, §5): validated with the shared schema, errors inline and in a toast. */
export function CreateCampaignForm() {
  // The schema reads the clock and the operator's callee rule when it validates (at submit).
  const calleeHoursOnly = useCalleeHoursOnly()
  const calleeRef = useRef(calleeHoursOnly)
  calleeRef.current = calleeHoursOnly
  const schema = useMemo(() => makeCampaignFormSchema(undefined, () => calleeRef.current), [])
  // The operator's zone (Settings) is the default, as on every path that creates a campaign.
  const operatorZone = useOperatorZone()
  // The hours: Settings' calling policy, else the spec's 12:01-6:00 AM, and one that reaches someone.
  const hours = useStartingHours(SPEC_HOURS)
  const defaults = useMemo(() => newCampaignDefaults(operatorZone, hours), [operatorZone, hours])
  const form = useForm<CampaignFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  })
  const { control, formState } = form
  // Settings arrive after the first render: follow them until the operator picks a zone.
  useEffect(() => {
    if (!form.getFieldState("timezone").isDirty) form.resetField("timezone", { defaultValue: operatorZone })
  }, [form, operatorZone])
  // The hours follow the settings too, until the operator picks some (they are not registered
  // fields, so resetField would not reach them).
  const hoursPicked = useRef(false)
  useEffect(() => {
    if (!hoursPicked.current) for (const f of HOURS_FIELDS) form.setValue(f, hours[f])
  }, [form, hours])

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (await submitCampaign(values)) {
        hoursPicked.current = false
        form.reset(defaults)
      }
    },
    (errors) => {
      const message = firstFormError(errors)
      if (message) toast({ variant: "destructive", title: "Error", description: message })
    }
  )

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Create new campaign">
      <FieldGroup className="gap-5">
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="campaign-name">Campaign name</FieldLabel>
              <Input
                id="campaign-name"
                placeholder="Grand Rapids dentists, March"
                maxLength={200}
                autoComplete="off"
                aria-invalid={fieldState.invalid}
                {...field}
              />
              <FieldError errors={[fieldState.error]} />
            </Field>
          )}
        />
        <Controller
          control={control}
          name="selectedContacts"
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel>Contacts to call</FieldLabel>
              <ContactPicker value={field.value} onChange={field.onChange} invalid={fieldState.invalid} />
              <FieldError errors={[fieldState.error]} />
            </Field>
          )}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="minutesBetweenCalls"
            render={({ field, fieldState }) => (
              <Field data-invalid={fieldState.invalid}>
                <FieldLabel htmlFor="campaign-minutes">Minutes between calls</FieldLabel>
                <Select value={String(field.value)} onValueChange={(v) => field.onChange(Number(v))}>
                  <SelectTrigger id="campaign-minutes" className="w-full" aria-invalid={fieldState.invalid}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {MINUTES_BETWEEN_CALLS_OPTIONS.map((m) => (
                      <SelectItem key={m} value={String(m)}>
                        {m} minute{m === 1 ? "" : "s"}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldDescription className="text-xs">{pacingLabel(field.value)}</FieldDescription>
                <FieldError errors={[fieldState.error]} />
              </Field>
            )}
          />
          <Controller
            control={control}
            name="timezone"
            render={({ field, fieldState }) => (
              <Field data-invalid={fieldState.invalid}>
                <FieldLabel htmlFor="campaign-timezone">Timezone</FieldLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id="campaign-timezone" className="w-full" aria-invalid={fieldState.invalid}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {campaignTimezoneOptions(operatorZone).map((tz) => (
                      <SelectItem key={tz} value={tz}>
                        {timezoneOptionLabel(tz)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldDescription className="text-xs">The calling hours are kept in this zone.</FieldDescription>
                <FieldError errors={[fieldState.error]} />
              </Field>
            )}
          />
        </div>
        <CampaignHoursController
          control={control}
          setValue={form.setValue}
          onPick={() => {
            hoursPicked.current = true
          }}
        />
        <CampaignScheduleFields control={control} />
        <Button type="submit" size="lg" disabled={formState.isSubmitting} className="w-full sm:w-auto sm:self-start">
          <Rocket aria-hidden />
          {formState.isSubmitting ? "Creating..." : "Create Campaign"}
        </Button>
      </FieldGroup>
    </form>
  )
}

/** The shared calling-hours control bound to the form's startTime, endTime and workDays. */
function CampaignHoursController({
  control,
  setValue,
  onPick,
}: {
  control: Control<CampaignFormValues>
  setValue: UseFormSetValue<CampaignFormValues>
  onPick: () => void
}) {
  const [startTime, endTime, workDays, timezone] = useWatch({
    control,
    name: ["startTime", "endTime", "workDays", "timezone"],
  })
  const { errors } = useFormState({ control, name: ["startTime", "workDays"] })
  const error = errors.startTime ?? errors.workDays
  return (
    <Field data-invalid={!!error}>
      <CallingHoursField
        idPrefix="campaign-hours"
        value={{ startTime, endTime, workDays }}
        timezone={timezone}
        invalid={!!error}
        onChange={(v) => {
          onPick()
          const opts = { shouldDirty: true, shouldValidate: !!error }
          setValue("startTime", v.startTime, opts)
          setValue("endTime", v.endTime, opts)
          setValue("workDays", v.workDays, opts)
        }}
      />
      <FieldError errors={[error]} />
    </Field>
  )
}
