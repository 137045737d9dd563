import type { FieldErrors } from "react-hook-form"
import type { CampaignItem } from "@shared/api-routes/campaigns"
import { CALLING_HOURS_PRESETS } from "@shared/calling-hours"
import {
  CAMPAIGN_DEFAULTS,
  CAMPAIGN_TIMEZONES,
  formatRescheduleInput,
  WEEKDAYS,
  type CampaignFormValues,
} from "@shared/campaigns"

import { zoneWords } from "@/lib/zone-words"
import { timezoneLabel } from "./campaign-view"

/**
 * A new calls-screen campaign (SPEC §9): 2 minutes, all 7 days, Eastern, start immediately. The form
 * itself starts from newCampaignDefaults (the operator's own zone).
 */
export const NEW_CAMPAIGN_DEFAULTS: CampaignFormValues = {
  name: "",
  selectedContacts: [],
  minutesBetweenCalls: CAMPAIGN_DEFAULTS.minutesBetweenCalls,
  // SPEC §9: the calls screen's window, 12:01 AM to 6:00 AM, every day (other presets in the form).
  startTime: CALLING_HOURS_PRESETS.overnight.startTime,
  endTime: CALLING_HOURS_PRESETS.overnight.endTime,
  workDays: [...WEEKDAYS],
  timezone: CAMPAIGN_DEFAULTS.timezone,
  startImmediately: true,
  scheduledStart: "",
}

/**
 * The Timezone select's zones: the four of SPEC §9, plus the operator's own zone when it is none of
 * them (listed last).
 */
export function campaignTimezoneOptions(localZone: string): string[] {
  const spec: readonly string[] = CAMPAIGN_TIMEZONES
  return spec.includes(localZone) ? [...spec] : [...spec, localZone]
}

/** "New York (Eastern)" for the spec's zones; "Local time (Japan Standard Time)" for the operator's own. */
export const timezoneOptionLabel = (tz: string) =>
  (CAMPAIGN_TIMEZONES as readonly string[]).includes(tz) ? timezoneLabel(tz) : `Local time (${zoneWords(tz)})`

/**
 * A new campaign defaults to the operator's zone (Settings → Time Zone), as on every path that
 * creates one. "Start immediately" is judged on the campaign's own clock, where the server keeps its
 * window, so the two always agree. `hours`: where the form starts (the calling policy's, useStartingHours).
 */
export const newCampaignDefaults = (
  localZone: string,
  hours?: Pick<CampaignFormValues, "startTime" | "endTime" | "workDays">
): CampaignFormValues => ({
  ...NEW_CAMPAIGN_DEFAULTS,
  ...(hours && { startTime: hours.startTime, endTime: hours.endTime, workDays: [...hours.workDays] }),
  timezone: localZone,
})

/** The order the form's messages are read in (top to bottom), for the one toast on submit. */
const FIELD_ORDER: (keyof CampaignFormValues)[] = [
  "name",
  "selectedContacts",
  "minutesBetweenCalls",
  "startTime",
  "endTime",
  "workDays",
  "timezone",
  "startImmediately",
  "scheduledStart",
]

/** The first message of a failed submit, top to bottom, or null when the form is valid. */
export function firstFormError(errors: FieldErrors<CampaignFormValues>): string | null {
  for (const field of FIELD_ORDER) {
    const error = errors[field] as { message?: unknown; root?: { message?: unknown } } | undefined
    const message = error?.message ?? error?.root?.message
    if (typeof message === "string" && message) return message
  }
  return null
}

/** Adds (on) or removes (off) ids from a selection, keeping its order and no duplicates. */
export function toggleIds(selected: readonly number[], ids: readonly number[], on: boolean) {
  if (on) {
    const next = [...selected]
    const have = new Set(selected)
    for (const id of ids) {
      if (!have.has(id)) {
        have.add(id)
        next.push(id)
      }
    }
    return next
  }
  const drop = new Set(ids)
  return selected.filter((id) => !drop.has(id))
}

const pad = (n: number) => String(n).padStart(2, "0")

/** A Date as a datetime-local value ("YYYY-MM-DDTHH:MM", browser time). */
export const toDateTimeLocal = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`

/**
 * The next opening of a window on this browser's clock (today's if still ahead, else the next work
 * day's): the "Next window" shortcut. Defaults to 12:01 AM every day (SPEC §9).
 */
export function nextWindowStart(
  now = new Date(),
  startTime: string = CALLING_HOURS_PRESETS.overnight.startTime,
  workDays: readonly string[] = WEEKDAYS
) {
  const [h = 0, m = 0] = startTime.split(":").map(Number)
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), h, m)
  for (let k = 0; k < 8; k++) {
    if (start.getTime() > now.getTime() && workDays.includes(WEEKDAYS[start.getDay()]!)) return start
    start.setDate(start.getDate() + 1)
  }
  return start
}

/** The reschedule prompt's prefill: the current start if it is still ahead, else the next 12:01 AM. */
export function reschedulePrefill(campaign: CampaignItem, now = new Date()) {
  const current = campaign.scheduledStart ? new Date(campaign.scheduledStart) : null
  return formatRescheduleInput(current && current > now ? current : nextWindowStart(now))
}
