import { Controller, useWatch, type Control } from "react-hook-form"
import { isSpecWindow } from "@shared/calling-hours"
import { daysText } from "@shared/calling-hours-start"
import { type CampaignFormValues } from "@shared/campaigns"

import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { nextWindowStart, toDateTimeLocal } from "./campaign-form-helpers"
import { clockLabel, timezoneLabel } from "./campaign-view"

/** Start immediately or a scheduled date-time (SPEC §2.7, §5), following the chosen calling hours. */
export function CampaignScheduleFields({ control }: { control: Control<CampaignFormValues> }) {
  const [immediate, timezone, startTime, endTime, workDays] = useWatch({
    control,
    name: ["startImmediately", "timezone", "startTime", "endTime", "workDays"],
  })
  const spec = isSpecWindow({ startTime, endTime }) && workDays.length === 7
  // SPEC §5's rule for its window, in its words; the same rule for any other window.
  const allowed = spec
    ? "Allowed from 12:01 AM to 6:00 AM your local time; otherwise schedule it."
    : `Allowed from ${clockLabel(startTime)} to ${clockLabel(endTime)}, ${daysText(workDays)}, ${timezoneLabel(timezone)} time; otherwise schedule it.`

  return (
    <div className="grid gap-4">
      <Controller
        control={control}
        name="startImmediately"
        render={({ field, fieldState }) => (
          <Field data-invalid={fieldState.invalid} className="gap-1.5">
            <div className="flex items-center gap-2">
              <Checkbox
                id="campaign-start-immediately"
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
                aria-invalid={fieldState.invalid}
              />
              <FieldLabel htmlFor="campaign-start-immediately" className="font-normal">
                Start campaign immediately
              </FieldLabel>
            </div>
            <FieldDescription className="text-xs">{allowed}</FieldDescription>
            <FieldError errors={[fieldState.error]} />
          </Field>
        )}
      />
      {!immediate && (
        <Controller
          control={control}
          name="scheduledStart"
          render={({ field, fieldState }) => (
            <Field data-invalid={fieldState.invalid}>
              <FieldLabel htmlFor="campaign-scheduled-start">Scheduled start</FieldLabel>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Input
                  id="campaign-scheduled-start"
                  type="datetime-local"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={fieldState.invalid}
                  className="sm:max-w-64"
                />
                <Button
                  type="button"
                  variant="outline"
                  className="text-foreground"
                  onClick={() => field.onChange(toDateTimeLocal(nextWindowStart(new Date(), startTime, workDays)))}
                >
                  Next {clockLabel(startTime)}
                </Button>
              </div>
              <FieldError errors={[fieldState.error]} />
            </Field>
          )}
        />
      )}
    </div>
  )
}
