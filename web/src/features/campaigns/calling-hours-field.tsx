import { useId, useState } from "react"
import { AlertTriangle, Clock, Users } from "lucide-react"
import {
  CALLING_HOURS_PRESET_KEYS,
  CALLING_HOURS_PRESETS,
  CALLING_HOURS_REACH,
  choiceOf,
  hoursReach,
  hoursReachMessage,
  type CallingHoursChoice,
} from "@shared/calling-hours"

import { cn } from "@/lib/utils"
import { Field, FieldDescription, FieldLabel } from "@/components/ui/field"
import { Input } from "@/components/ui/input"
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select"
import { hoursSummary, useCalleeHoursOnly, type CallingHoursValue } from "./calling-hours-value"
import { zoneWords } from "@/lib/zone-words"
import { WorkDaysPicker } from "./work-days-picker"

interface CallingHoursFieldProps {
  value: CallingHoursValue
  onChange: (value: CallingHoursValue) => void
  /** The zone the hours are kept in (and in each callee's own zone). */
  timezone: string
  invalid?: boolean
  /** The id prefix of the inputs (several forms may be on one page). */
  idPrefix?: string
}

/**
 * Calling hours, the same on every campaign form: a preset (the spec's overnight window, business
 * hours, evening) or custom start, end and days, a line saying who the choice reaches, and the
 * operator's own rule checked before saving.
 */
export function CallingHoursField({ value, onChange, timezone, invalid, idPrefix }: CallingHoursFieldProps) {
  const autoId = useId()
  const id = idPrefix ?? autoId
  const calleeHoursOnly = useCalleeHoursOnly()
  // "Custom hours" opens the start, end and day inputs even while they still match a preset.
  const [customOpen, setCustomOpen] = useState(false)
  const choice = customOpen ? "custom" : choiceOf(value)
  const reach = hoursReach(value, calleeHoursOnly)
  const message = hoursReachMessage(value, calleeHoursOnly)

  const choose = (next: CallingHoursChoice) => {
    setCustomOpen(next === "custom")
    if (next === "custom") return
    const p = CALLING_HOURS_PRESETS[next]
    onChange({ startTime: p.startTime, endTime: p.endTime, workDays: [...p.workDays] })
  }

  return (
    <div className="grid gap-3 rounded-lg border bg-muted/30 p-3" role="group" aria-label="Calling hours">
      <Field data-invalid={invalid || reach === "none"}>
        <FieldLabel htmlFor={`${id}-preset`} className="flex items-center gap-1.5">
          <Clock className="size-4 text-primary" aria-hidden />
          Calling hours
        </FieldLabel>
        <Select value={choice} onValueChange={(v) => choose(v as CallingHoursChoice)}>
          <SelectTrigger id={`${id}-preset`} className="w-full" aria-invalid={reach === "none"}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-w-(--radix-select-trigger-width)">
            {CALLING_HOURS_PRESET_KEYS.map((key) => (
              <SelectItem key={key} value={key} description={CALLING_HOURS_REACH[key]}>
                {CALLING_HOURS_PRESETS[key].label}
              </SelectItem>
            ))}
            <SelectItem value="custom">Custom hours</SelectItem>
          </SelectContent>
        </Select>
        <p className="flex items-start gap-1.5 text-xs" data-testid={`${id}-reach`}>
          <Users className="mt-px size-3.5 shrink-0 text-muted-foreground" aria-hidden />
          {CALLING_HOURS_REACH[choice]}
        </p>
        <FieldDescription className="text-xs">
          {hoursSummary(value)}, {zoneWords(timezone)}, and the same hours in each contact&apos;s own time zone when it
          is known.
        </FieldDescription>
      </Field>
      {choice === "custom" && (
        <div className="grid gap-3">
          <div className="grid grid-cols-2 gap-3">
            <Field>
              <FieldLabel htmlFor={`${id}-start`}>From</FieldLabel>
              <Input
                id={`${id}-start`}
                type="time"
                value={value.startTime}
                onChange={(e) => e.target.value && onChange({ ...value, startTime: e.target.value })}
              />
            </Field>
            <Field>
              <FieldLabel htmlFor={`${id}-end`}>To</FieldLabel>
              <Input
                id={`${id}-end`}
                type="time"
                value={value.endTime}
                onChange={(e) => e.target.value && onChange({ ...value, endTime: e.target.value })}
              />
            </Field>
          </div>
          <WorkDaysPicker
            value={value.workDays}
            onChange={(workDays) => onChange({ ...value, workDays })}
            invalid={!value.workDays.length}
          />
        </div>
      )}
      {message && (
        <div
          role="alert"
          className={cn(
            "flex items-start gap-2 rounded-md border p-2.5 text-sm",
            reach === "none"
              ? "border-destructive/50 bg-destructive/10 text-destructive"
              : "border-warning/50 bg-warning/15 text-warning-foreground"
          )}
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <p>{message}</p>
        </div>
      )}
    </div>
  )
}
