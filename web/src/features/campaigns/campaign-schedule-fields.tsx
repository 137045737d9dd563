import { AlertTriangle, Clock } from "lucide-react"
import { Controller, useWatch, type Control } from "react-hook-form"
import {
  CALLS_SCREEN_WINDOW,
  CAMPAIGN_MESSAGES,
  DIALER_SETTING_KEYS,
  windowOutsideCalleeHours,
  type CampaignFormValues,
} from "@shared/campaigns"

import { Button } from "@/components/ui/button"
import { Checkbox } from "@/components/ui/checkbox"
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { useSettings } from "@/hooks/use-settings"
import { nextWindowStart, toDateTimeLocal } from "./campaign-form-helpers"
import { clockLabel, timezoneLabel } from "./campaign-view"

const WINDOW_LABEL = `${clockLabel(CALLS_SCREEN_WINDOW.startTime)} to ${clockLabel(CALLS_SCREEN_WINDOW.endTime)}`

/** True when the optional "8am-9pm in the callee's local time" setting is on. */
function useCalleeHoursOnly() {
  const { data } = useSettings()
  return data?.find((s) => s.key === DIALER_SETTING_KEYS.calleeHoursOnly)?.value === "true"
}

/** Calling window, start immediately or a scheduled date-time (SPEC §2.7, §5, §9). */
export function CampaignScheduleFields({ control }: { control: Control<CampaignFormValues> }) {
  const [immediate, timezone] = useWatch({ control, name: ["startImmediately", "timezone"] })
  const calleeHoursOnly = useCalleeHoursOnly()
  const warn = calleeHoursOnly && windowOutsideCalleeHours(CALLS_SCREEN_WINDOW.startTime, CALLS_SCREEN_WINDOW.endTime)

  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
        <Clock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <p>
          <span className="font-medium">Calling window: {WINDOW_LABEL}</span>
          <span className="text-muted-foreground">
            {" "}
            ({timezoneLabel(timezone)} time). Outside it the campaign pauses and resumes at 12:01 AM.
          </span>
        </p>
      </div>
      {warn && (
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-warning/50 bg-warning/15 p-3 text-sm text-warning-foreground"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{CAMPAIGN_MESSAGES.calleeHoursWarning}</p>
        </div>
      )}
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
            <FieldDescription className="text-xs">
              Allowed from 12:01 AM to 6:00 AM your local time; otherwise schedule it.
            </FieldDescription>
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
                  onClick={() => field.onChange(toDateTimeLocal(nextWindowStart()))}
                >
                  Next 12:01 AM
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
