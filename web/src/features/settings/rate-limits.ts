import { SETTING_RULES, type SettingItem } from "@shared/settings"

/** SPEC §9: calls per minute 1 to 10 (default 2); maps queries per hour 100 to 1000 (default 500). */
export const RATE_LIMITS = {
  callsPerMinute: { key: "calls_per_minute", min: 1, max: 10, default: "2" },
  mapsQueriesPerHour: { key: "maps_queries_per_hour", min: 100, max: 1000, default: "500" },
} as const

export type RateLimitsForm = Record<keyof typeof RATE_LIMITS, string>

const FIELDS = Object.entries(RATE_LIMITS) as [
  keyof typeof RATE_LIMITS,
  (typeof RATE_LIMITS)[keyof typeof RATE_LIMITS],
][]

/** The stored limits, or the defaults when unset. */
export function rateLimitsFrom(items: readonly SettingItem[] | undefined): RateLimitsForm {
  const get = (key: string) => items?.find((s) => s.key === key)?.value ?? ""
  return {
    callsPerMinute: get(RATE_LIMITS.callsPerMinute.key) || RATE_LIMITS.callsPerMinute.default,
    mapsQueriesPerHour: get(RATE_LIMITS.mapsQueriesPerHour.key) || RATE_LIMITS.mapsQueriesPerHour.default,
  }
}

/** The server's rule for one limit, run as the operator types: its message, or null when fine. */
export function rateLimitError(field: keyof typeof RATE_LIMITS, value: string): string | null {
  const text = value.trim()
  if (!text) return `Enter a number from ${RATE_LIMITS[field].min} to ${RATE_LIMITS[field].max}`
  const result = SETTING_RULES[RATE_LIMITS[field].key].safeParse(text)
  return result.success ? null : (result.error.issues[0]?.message ?? "This value is not valid")
}

/** Settings to PUT: only the limits that differ from what is stored. */
export function rateLimitsChanges(stored: RateLimitsForm, form: RateLimitsForm) {
  return FIELDS.filter(([field]) => form[field].trim() !== stored[field]).map(([field, { key }]) => ({
    key,
    value: form[field].trim(),
  }))
}
