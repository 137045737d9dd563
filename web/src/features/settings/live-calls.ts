import type { SettingItem } from "@shared/api-routes/settings"
import { toE164 } from "@shared/phone"

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

export function liveCallsFrom(items: readonly SettingItem[] | undefined): LiveCallsForm {
  const hours = parseHours(settingValue(items, "operator_hours"))
  return {
    phone: settingValue(items, "operator_phone"),
    available: hours !== null,
    ...(hours ?? DEFAULT_HOURS),
  }
}

const hoursValue = (f: LiveCallsForm) =>
  f.available ? JSON.stringify({ days: [...f.days].sort((a, b) => a - b), start: f.start, end: f.end }) : ""

/** Only what changed: the phone as typed is stored in E.164 (the server checks it like any phone). */
export function liveCallsChanges(stored: LiveCallsForm, form: LiveCallsForm) {
  const changes: { key: string; value: string }[] = []
  const phone = form.phone.trim() ? (toE164(form.phone) ?? form.phone.trim()) : ""
  if (phone !== stored.phone) changes.push({ key: "operator_phone", value: phone })
  if (hoursValue(form) !== hoursValue(stored)) changes.push({ key: "operator_hours", value: hoursValue(form) })
  return changes
}

/** The first field the server would refuse, by id, or null. */
export function liveCallsProblem(form: LiveCallsForm): string | null {
  if (form.phone.trim() && !toE164(form.phone)) return "operator-phone"
  if (form.available && !form.days.length) return "operator-days"
  if (form.available && form.start >= form.end) return "operator-end"
  return null
}
