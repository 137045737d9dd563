import type { SettingItem } from "@shared/api-routes/settings"

import { settingValue } from "@/hooks/use-settings"

/** The dialer's settings as the form edits them; empty stored values mean the defaults. */
export interface DialingRulesForm {
  concurrencyLimit: string
  calleeHoursOnly: boolean
}

export const DIALING_DEFAULTS = { concurrencyLimit: "10" } as const

export function dialingRulesFrom(items: readonly SettingItem[] | undefined): DialingRulesForm {
  const get = (key: string) => settingValue(items, key)
  return {
    concurrencyLimit: get("voice_concurrency_limit") || DIALING_DEFAULTS.concurrencyLimit,
    calleeHoursOnly: get("callee_hours_only") === "true",
  }
}

/** Settings to PUT: only what differs from what is stored (or from the defaults when unset). */
export function dialingRulesChanges(stored: DialingRulesForm, form: DialingRulesForm) {
  const changes: { key: string; value: string }[] = []
  if (form.concurrencyLimit.trim() !== stored.concurrencyLimit)
    changes.push({ key: "voice_concurrency_limit", value: form.concurrencyLimit.trim() })
  if (form.calleeHoursOnly !== stored.calleeHoursOnly)
    changes.push({ key: "callee_hours_only", value: String(form.calleeHoursOnly) })
  return changes
}
