import type { SettingItem } from "@shared/api-routes/settings"
import { CALLING_HOURS_REACH, hoursReach } from "@shared/calling-hours"
import {
  CALLING_POLICY_MESSAGES,
  CALLING_POLICY_SETTING,
  parseCallingPolicy,
  presetHours,
  type CallingPolicy,
} from "@shared/calling-policy"

import { settingValue } from "@/hooks/use-settings"

/** The dialer's settings as the form edits them; empty stored values mean the defaults. */
export interface DialingRulesForm {
  concurrencyLimit: string
  calleeHoursOnly: boolean
  /** The preset new campaigns start from; "" = not chosen (the spec's defaults). */
  callingPolicy: CallingPolicy | ""
}

export const DIALING_DEFAULTS = { concurrencyLimit: "10" } as const

export function dialingRulesFrom(items: readonly SettingItem[] | undefined): DialingRulesForm {
  const get = (key: string) => settingValue(items, key)
  return {
    concurrencyLimit: get("voice_concurrency_limit") || DIALING_DEFAULTS.concurrencyLimit,
    calleeHoursOnly: get("callee_hours_only") === "true",
    callingPolicy: parseCallingPolicy(get(CALLING_POLICY_SETTING)) ?? "",
  }
}

/** Settings to PUT: only what differs from what is stored (or from the defaults when unset). */
export function dialingRulesChanges(stored: DialingRulesForm, form: DialingRulesForm) {
  const changes: { key: string; value: string }[] = []
  if (form.concurrencyLimit.trim() !== stored.concurrencyLimit)
    changes.push({ key: "voice_concurrency_limit", value: form.concurrencyLimit.trim() })
  if (form.calleeHoursOnly !== stored.calleeHoursOnly)
    changes.push({ key: "callee_hours_only", value: String(form.calleeHoursOnly) })
  if (form.callingPolicy !== stored.callingPolicy)
    changes.push({ key: CALLING_POLICY_SETTING, value: form.callingPolicy })
  return changes
}

/**
 * The line under the policy select: who the choice reaches, what an unset policy means, or (with
 * the callee rule on) that Overnight gives way to Business hours. `warn` when that happens.
 */
export function callingPolicyNote({ callingPolicy, calleeHoursOnly }: DialingRulesForm) {
  if (!callingPolicy) {
    return {
      warn: false,
      text: calleeHoursOnly
        ? "Not chosen yet: new campaigns start from Business hours, as the spec's 12:01 AM-6:00 AM never reaches anyone under the 8 AM-9 PM rule."
        : `Not chosen yet: new campaigns start from the spec's 12:01 AM-6:00 AM. ${CALLING_HOURS_REACH.overnight}`,
    }
  }
  if (hoursReach(presetHours(callingPolicy), calleeHoursOnly) === "none")
    return { warn: true, text: CALLING_POLICY_MESSAGES.overnightFallback }
  return { warn: false, text: CALLING_HOURS_REACH[callingPolicy] }
}
