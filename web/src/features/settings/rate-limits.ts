import { CALLS_PER_MINUTE } from "@shared/campaign-rules"
import type { SettingItem } from "@shared/api-routes/settings"
import { DAILY_CALL_QUOTA, MAPS_QUERIES_PER_HOUR, type SettingKey } from "@shared/settings"

import { settingValue } from "@/hooks/use-settings"
import { settingRuleError } from "./use-settings"

/** A limit's setting key and its rule's bounds; the default as the form holds it (a string). */
const limit = (key: SettingKey, rule: { min: number; max: number; default: number }) => ({
  key,
  min: rule.min,
  max: rule.max,
  default: String(rule.default),
})

/**
 * SPEC §9: calls per minute 1 to 10 (default 2); maps queries per hour 100 to 1000 (default 500); and
 * SPEC §2.3's daily quota as a setting: calls per day (default 2,000), which the dialer enforces.
 */
export const RATE_LIMITS = {
  callsPerMinute: limit("calls_per_minute", CALLS_PER_MINUTE),
  mapsQueriesPerHour: limit("maps_queries_per_hour", MAPS_QUERIES_PER_HOUR),
  dailyCallQuota: limit("daily_call_quota", DAILY_CALL_QUOTA),
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
    dailyCallQuota: get(RATE_LIMITS.dailyCallQuota.key) || RATE_LIMITS.dailyCallQuota.default,
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
