import { CALLS_PER_MINUTE } from "@shared/campaign-rules"
import { MAPS_QUERIES_PER_HOUR, type SettingItem } from "@shared/settings"

import { settingRuleError, settingValue } from "./use-settings"

/** SPEC §9: calls per minute 1 to 10 (default 2); maps queries per hour 100 to 1000 (default 500). */
export const RATE_LIMITS = {
  callsPerMinute: {
    key: "calls_per_minute",
    min: CALLS_PER_MINUTE.min,
    max: CALLS_PER_MINUTE.max,
    default: String(CALLS_PER_MINUTE.default),
  },
  mapsQueriesPerHour: {
    key: "maps_queries_per_hour",
    min: MAPS_QUERIES_PER_HOUR.min,
    max: MAPS_QUERIES_PER_HOUR.max,
    default: String(MAPS_QUERIES_PER_HOUR.default),
  },
} as const

export type RateLimitsForm = Record<keyof typeof RATE_LIMITS, string>

const FIELDS = Object.entries(RATE_LIMITS) as [
  keyof typeof RATE_LIMITS,
  (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS],
][]

/** The stored limits, or the defaults when unset. */
export function rateLimitsFrom(items: readonly SettingItem[] | undefined): RateLimitsForm {
  const get = (key: string) => settingValue(items, key)
  return {
    callsPerMinute: get(RATE_LIMITS.callsPerMinute.key) || RATE_LIMITS.callsPerMinute.default,
    mapsQueriesPerHour: get(RATE_LIMITS.mapsQueriesPerHour.key) || RATE_LIMITS.mapsQueriesPerHour.default,
  }
}

/** The server's rule for one limit, run as the operator types: its message, or null when fine. */
export function rateLimitError(field: keyof typeof RATE_LIMITS, value: string): string | null {
  const text = value.trim()
  if (!text) return `Enter a number from ${RATE_LIMITS[field].min} to ${RATE_LIMITS[field].max}`
  return settingRuleError(RATE_LIMITS[field].key, text)
}

/** Settings to PUT: only the limits that differ from what is stored. */
export function rateLimitsChanges(stored: RateLimitsForm, form: RateLimitsForm) {
  return FIELDS.filter(([field]) => form[field].trim() !== stored[field]).map(([field, { key }]) => ({
    key,
    value: form[field].trim(),
  }))
}
