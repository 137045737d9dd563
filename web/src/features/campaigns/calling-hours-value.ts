import { useMemo } from "react"
import type { CallingHours } from "@shared/calling-hours"
import { CALLING_POLICY_SETTING, parseCallingPolicy, startingHours } from "@shared/calling-policy"
import { DIALER_SETTING_KEYS, type Weekday } from "@shared/campaign-rules"

import { settingValue, useSettings } from "@/hooks/use-settings"
import { clockLabel, workDaysLabel } from "./campaign-view"

export interface CallingHoursValue {
  startTime: string
  endTime: string
  workDays: Weekday[]
}

/** True when Settings → Dialing rules' "only 8 AM-9 PM in the callee's time" is on. */
export function useCalleeHoursOnly() {
  const { data } = useSettings()
  return settingValue(data, DIALER_SETTING_KEYS.calleeHoursOnly) === "true"
}

/** The operator's calling policy (Settings → Dialing rules), or null while unset or not loaded. */
export function useCallingPolicy() {
  const { data } = useSettings()
  return parseCallingPolicy(settingValue(data, CALLING_POLICY_SETTING))
}

/**
 * The hours a new campaign form starts from: the policy, else the screen's spec default, and never
 * a window the callee rule leaves empty (calling-policy.ts). Stable while the settings are.
 */
export function useStartingHours(specDefault: CallingHours): CallingHoursValue {
  const policy = useCallingPolicy()
  const calleeHoursOnly = useCalleeHoursOnly()
  return useMemo(() => startingHours(specDefault, policy, calleeHoursOnly), [specDefault, policy, calleeHoursOnly])
}

/** "12:01 AM-6:00 AM, Every day". */
export const hoursSummary = (h: CallingHours) =>
  `${clockLabel(h.startTime)}-${clockLabel(h.endTime)}, ${workDaysLabel(h.workDays)}`
