import type { SettingItem } from "@shared/api-routes/settings"
import {
  OPERATOR_HOURS_SETTING,
  OPERATOR_PHONE_SETTING,
  operatorHoursSchema,
  operatorHoursText,
  operatorPhoneSchema,
} from "@shared/operator"

import { formatPhoneDisplay } from "@shared/phone"

import { settingValue } from "@/hooks/use-settings"

/** Days as the server stores them: 0 = Sunday … 6 = Saturday. */
export const WEEKDAYS = [
  { day: 1, short: "Mon" },
  { day: 2, short: "Tue" },
  { day: 3, short: "Wed" },
  { day: 4, short: "Thu" },
  { day: 5, short: "Fri" },
  { day: 6, short: "Sat" },
  { day: 0, short: "Sun" },
] as const

/** Settings → Live calls as the form edits it: the operator's phone and when they take transfers. */
export interface LiveCallsForm {
  phone: string
  /** Whether the assistant may transfer a lead who asks for a person (inside the hours below). */
  available: boolean
  days: number[]
  start: string
  end: string
}

const DEFAULT_HOURS = { days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" }

interface StoredHours {
  days: number[]
  start: string
  end: string
}

function parseHours(raw: string): StoredHours | null {
  if (!raw) return null
  try {
    const v = JSON.parse(raw) as Partial<StoredHours> | null
    if (!v || !Array.isArray(v.days) || typeof v.start !== "string" || typeof v.end !== "string") return null
    return { days: v.days.filter((d) => Number.isInteger(d)), start: v.start, end: v.end }
  } catch {
    return null
  }
}

const phoneOf = (stored: string) => (stored ? formatPhoneDisplay(stored) : "")

export function liveCallsFrom(items: readonly SettingItem[] | undefined): LiveCallsForm {
  const hours = parseHours(settingValue(items, OPERATOR_HOURS_SETTING))
  return {
    // As people write it: "(616) 555-0142", not the stored "+16165550142".
    phone: phoneOf(settingValue(items, OPERATOR_PHONE_SETTING)),
    available: hours !== null,
    ...(hours ?? DEFAULT_HOURS),
  }
}

// The server's own text for the hours (sorted days), so an unchanged form saves nothing.
const hoursValue = (f: LiveCallsForm) =>
  operatorHoursText(f.available ? { days: f.days, start: f.start, end: f.end } : null)

/** Only what changed: the phone as typed is stored in E.164 (the server checks it like any phone). */
export function liveCallsChanges(stored: LiveCallsForm, form: LiveCallsForm) {
  const changes: { key: string; value: string }[] = []
  const e164 = (typed: string) => {
    const parsed = operatorPhoneSchema.safeParse(typed)
    return parsed.success ? parsed.data : typed.trim()
  }
  const phone = e164(form.phone)
  if (phone !== e164(stored.phone)) changes.push({ key: OPERATOR_PHONE_SETTING, value: phone })
  if (hoursValue(form) !== hoursValue(stored)) changes.push({ key: OPERATOR_HOURS_SETTING, value: hoursValue(form) })
  return changes
}

/** The first field the server would refuse (the same schemas), by its input's id, or null. */
export function liveCallsProblem(form: LiveCallsForm): string | null {
  if (!operatorPhoneSchema.safeParse(form.phone).success) return "operator-phone"
  if (!form.available) return null
  const hours = operatorHoursSchema.safeParse({ days: form.days, start: form.start, end: form.end })
  if (hours.success) return null
  const path = hours.error.issues[0]?.path[0]
  return path === "days" ? "operator-days" : path === "start" ? "operator-start" : "operator-end"
}

/** What the server would say of the phone as typed (premium-rate and service numbers refused too). */
export const operatorPhoneMessage = (phone: string) => {
  const parsed = operatorPhoneSchema.safeParse(phone)
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null)
}
