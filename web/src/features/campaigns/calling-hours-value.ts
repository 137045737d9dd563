import type { CallingHours } from "@shared/calling-hours"
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

/** "12:01 AM-6:00 AM, Every day". */
export const hoursSummary = (h: CallingHours) =>
  `${clockLabel(h.startTime)}-${clockLabel(h.endTime)}, ${workDaysLabel(h.workDays)}`
