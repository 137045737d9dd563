/**
 * Campaign constants and messages (SPEC §3, §5, §8, §9), shared by the worker and the web form.
 * Texts are the spec's, word for word, unless marked as ours.
 */

export const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const WEEKDAYS_MON_FRI: Weekday[] = ["monday", "tuesday", "wednesday", "thursday", "friday"]

/** The four zones the calls screen offers (SPEC §9); the API accepts any IANA zone. */
export const CAMPAIGN_TIMEZONES = [
  "America/New_York",
  "America/Chicago",
  "America/Denver",
  "America/Los_Angeles",
] as const

export const MINUTES_BETWEEN_CALLS_OPTIONS = [1, 2, 3, 5, 10] as const

/** SPEC §9: callsPerHour = round(60 / minutes) (1 -> 60, 2 -> 30, 3 -> 20, 5 -> 12, 10 -> 6). */
export const callsPerHourFor = (minutesBetweenCalls: number) => Math.round(60 / minutesBetweenCalls)

/** Table defaults (SPEC §3, §9). */
export const CAMPAIGN_DEFAULTS = {
  status: "draft",
  callsPerHour: 60,
  minutesBetweenCalls: 2,
  startTime: "19:00",
  endTime: "21:00",
  timezone: "America/New_York",
  workDays: [...WEEKDAYS] as Weekday[],
} as const

/** Campaigns created on the calls screen run from 12:01 AM to 6:00 AM (SPEC §9). */
export const CALLS_SCREEN_WINDOW = { startTime: "00:01", endTime: "06:00" } as const

/** Campaigns created from scraped contacts on the import screen (SPEC §2.5, §9). */
export const IMPORT_SCREEN_DEFAULTS = {
  minutesBetweenCalls: 2,
  startTime: "09:00",
  endTime: "17:00",
  workDays: WEEKDAYS_MON_FRI,
} as const

/** Retries for no answer and busy (ours): 2 more attempts, at least an hour apart, inside the window. */
export const RETRY_DEFAULTS = { maxRetries: 2, retryGapMinutes: 60 } as const

/** 47 CFR 64.1200(c)(1): solicitations only 8am-9pm in the called party's local time. */
export const CALLEE_HOURS = { startTime: "08:00", endTime: "21:00" } as const

/** Settings keys the dialer reads (values are strings, like every setting). */
export const DIALER_SETTING_KEYS = {
  /** SPEC §9: rate limit calls per minute, default 2, 1 to 10. */
  callsPerMinute: "calls_per_minute",
  /** "true" limits every campaign to 8am-9pm in the callee's local time. */
  calleeHoursOnly: "callee_hours_only",
} as const
export const CALLS_PER_MINUTE = { default: 2, min: 1, max: 10 } as const

export const CAMPAIGN_MESSAGES = {
  nameRequired: "Please enter a campaign name",
  contactsRequired: "Please select at least one contact to call",
  immediateOutsideWindow:
    "Campaigns can only run between 12:01 AM and 6:00 AM. Please schedule for the next calling window or wait until 12:01 AM.",
  scheduledStartRequired: "Please set a scheduled start date and time, or check 'Start campaign immediately'",
  selectToStart: "Please select a campaign to start",
  selectToDelete: "Please select a campaign to delete",
  autoStartFailed: "Campaign created but failed to start automatically. Please start it manually.",
  invalidDateTitle: "Invalid Date",
  invalidDateDescription: "Please enter a valid date and time in YYYY-MM-DD HH:MM format",
  // Ours (the spec names the rule, not its text):
  minutesInvalid: "Minutes between calls must be 1, 2, 3, 5 or 10",
  workDaysRequired: "Please select at least one work day",
  timeInvalid: "Please enter a time as HH:MM",
  timezoneInvalid: "Please choose a valid time zone",
  scheduledStartInvalid: "Please enter a valid scheduled start date and time",
} as const
