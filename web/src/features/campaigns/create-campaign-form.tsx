import { useMemo } from "react"
import { Controller, useForm } from "react-hook-form"
import { zodResolver } from "@hookform/resolvers/zod"
import { Rocket } from "lucide-react"
import { MINUTES_BETWEEN_CALLS_OPTIONS, makeCampaignFormSchema, type CampaignFormValues } from "@shared/campaigns"

import { toast } from "@/hooks/use-toast"
import { Button } from "@/components/ui/button"
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { CampaignScheduleFields } from "./campaign-schedule-fields"
import {
  campaignTimezoneOptions,
  firstFormError,
  newCampaignDefaults,
  timezoneOptionLabel,
} from "./campaign-form-helpers"
import { pacingLabel } from "./campaign-view"
import { ContactPicker } from "./contact-picker"
import { submitCampaign } from "./submit-campaign"
import { browserTimeZone } from "./use-campaigns"
import { WorkDaysPicker } from "./work-days-picker"

/** "Create New Campaign" (SPEC §2.7, §5): validated with the shared schema, errors inline and in a toast. */
export function CreateCampaignForm() {
  // The schema reads the clock when it validates, so the 12:01-6:00 AM rule is checked at submit.
  const schema = useMemo(() => makeCampaignFormSchema(), [])
  // The operator's own zone is the default (and an option when it is not one of the spec's four).
  const localZone = useMemo(() => browserTimeZone(), [])
  const defaults = useMemo(() => newCampaignDefaults(localZone), [localZone])
  const form = useForm<CampaignFormValues>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  })
  const { control, formState } = form

  const onSubmit = form.handleSubmit(
    async (values) => {
      if (await submitCampaign(values)) form.reset(defaults)
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
                    {campaignTimezoneOptions(localZone).map((tz) => (
                      <SelectItem key={tz} value={tz}>
                        {timezoneOptionLabel(tz)}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldDescription className="text-xs">The calling window is kept in this zone.</FieldDescription>
                <FieldError errors={[fieldState.error]} />
              </Field>
            )}
          />
        </div>
        <Controller
          control={control}
          name="workDays"
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel>Work days</FieldLabel>
              <WorkDaysPicker value={field.value} onChange={field.onChange} invalid={fieldState.invalid} />
              <FieldError errors={[fieldState.error]} />
            </Field>
          )}
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
