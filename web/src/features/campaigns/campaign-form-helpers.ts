import type { FieldErrors } from "react-hook-form"
import {
  CAMPAIGN_DEFAULTS,
  formatRescheduleInput,
  WEEKDAYS,
  type CampaignFormValues,
  type CampaignItem,
} from "@shared/campaigns"

/** A new calls-screen campaign (SPEC §9): 2 minutes, all 7 days, Eastern, start immediately. */
export const NEW_CAMPAIGN_DEFAULTS: CampaignFormValues = {
  name: "",
  selectedContacts: [],
  minutesBetweenCalls: CAMPAIGN_DEFAULTS.minutesBetweenCalls,
  workDays: [...WEEKDAYS],
  timezone: CAMPAIGN_DEFAULTS.timezone,
  startImmediately: true,
  scheduledStart: "",
}

/** The order the form's messages are read in (top to bottom), for the one toast on submit. */
const FIELD_ORDER: (keyof CampaignFormValues)[] = [
  "name",
  "selectedContacts",
  "minutesBetweenCalls",
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

/** The next 12:01 AM (today's if it is still ahead, else tomorrow's): the "Next window" shortcut. */
export function nextWindowStart(now = new Date()) {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 0, 1)
  if (start.getTime() <= now.getTime()) start.setDate(start.getDate() + 1)
  return start
}

/** The reschedule prompt's prefill: the current start if it is still ahead, else the next 12:01 AM. */
export function reschedulePrefill(campaign: CampaignItem, now = new Date()) {
  const current = campaign.scheduledStart ? new Date(campaign.scheduledStart) : null
  return formatRescheduleInput(current && current > now ? current : nextWindowStart(now))
}
