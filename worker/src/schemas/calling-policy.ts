/**
 * The operator's calling policy (ours; Settings → Dialing rules, setting `calling_policy`): the preset
 * new campaigns and AI Automation start from, chosen once. Unset keeps each screen's spec default
 * (SPEC §9: 12:01-6:00 AM on the calls screen and in AI Automation, 09:00-17:00 Mon-Fri from scraped
 * contacts). Pure, so the forms and the server pick the same hours.
 */
import {
  CALLING_HOURS_PRESET_KEYS,
  CALLING_HOURS_PRESETS,
  hoursReach,
  type CallingHours,
  type CallingHoursPresetKey,
} from "./calling-hours"
import type { Weekday } from "./campaign-rules"

export const CALLING_POLICY_SETTING = "calling_policy"

export type CallingPolicy = CallingHoursPresetKey

export const isCallingPolicy = (value: unknown): value is CallingPolicy =>
  (CALLING_HOURS_PRESET_KEYS as readonly unknown[]).includes(value)

/** The stored text as a policy; anything else (unset, a typo) is none. */
export const parseCallingPolicy = (raw: string | null | undefined): CallingPolicy | null =>
  isCallingPolicy(raw) ? raw : null

/** With "only call 8 AM-9 PM callee time" on, a default that reaches no one falls back to this. */
export const REACHABLE_FALLBACK: CallingPolicy = "business"

export const presetHours = (key: CallingHoursPresetKey): CallingHours & { workDays: Weekday[] } => {
  const p = CALLING_HOURS_PRESETS[key]
  return { startTime: p.startTime, endTime: p.endTime, workDays: [...p.workDays] }
}

/**
 * The hours a new campaign starts from: the policy's preset, else the screen's spec default; and,
 * when the callee rule leaves that window no minute (Overnight), Business hours, so a form never
 * opens already refused.
 */
export function startingHours(
  specDefault: CallingHours,
  policy: CallingPolicy | null,
  calleeHoursOnly: boolean
): CallingHours & { workDays: Weekday[] } {
  const chosen = policy ? presetHours(policy) : { ...specDefault, workDays: [...specDefault.workDays] }
  return hoursReach(chosen, calleeHoursOnly) === "none" ? presetHours(REACHABLE_FALLBACK) : chosen
}

/** Where new campaigns start while no policy is chosen, in the checklist's words. */
const unsetStart = (calleeHoursOnly: boolean) =>
  calleeHoursOnly
    ? "Business hours, 9:00 AM-5:00 PM (only 8 AM-9 PM callee time is on)"
    : "12:01 AM-6:00 AM, which mostly reaches voicemail"

export const CALLING_POLICY_MESSAGES = {
  // The setup checklist's line (ours).
  label: "Calling hours chosen",
  unset: (calleeHoursOnly: boolean) =>
    `New campaigns start from ${unsetStart(calleeHoursOnly)}. Choose the hours campaigns start from in Settings → Dialing rules.`,
  sandbox: (calleeHoursOnly: boolean) =>
    `Sandbox: until you choose, new campaigns start from ${unsetStart(calleeHoursOnly)}. Choose in Settings → Dialing rules before going live.`,
  notYet: "Choose the hours campaigns start from in Settings → Dialing rules (needed once calls are real).",
  /** With the callee rule on, an Overnight policy is not what forms start from. */
  overnightFallback:
    "Only calling 8 AM-9 PM callee time is on, so new campaigns start from Business hours instead: Overnight never reaches anyone.",
} as const

/** "New campaigns start from Evening, 7:00 PM-9:00 PM." */
export const policyChosenText = (policy: CallingPolicy) =>
  `New campaigns start from ${CALLING_HOURS_PRESETS[policy].label}.`
