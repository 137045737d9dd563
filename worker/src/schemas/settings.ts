import { z } from "zod"

/** Keys the app reads; other keys (notifications, retention, …) are stored as given. */
export const KNOWN_SETTING_KEYS = [
  "vapi_api_key",
  "assistant_id",
  "vapi_phone_number_id",
  "google_sheets_credentials",
  "notification_emails",
  "notification_call_results",
  "notification_demo_scheduled",
  "notification_system_errors",
  "notification_daily_reports",
  "calls_per_minute",
  "voice_concurrency_limit",
  "callee_hours_only",
] as const

const intBetween = (min: number, max: number, what: string) =>
  z
    .string()
    .regex(/^\d+$/, `${what} must be a whole number`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `${what} must be between ${min} and ${max}`)

/**
 * Values the dialer parses are checked on save, so a typo can never stall the campaigns. Empty means
 * "use the default". SPEC §5: calls per minute 1 to 10.
 */
export const SETTING_VALUE_RULES: Partial<Record<string, z.ZodType<string>>> = {
  calls_per_minute: intBetween(1, 10, "Calls per minute").or(z.literal("")),
  voice_concurrency_limit: intBetween(1, 100, "Concurrent calls").or(z.literal("")),
  callee_hours_only: z.enum(["true", "false", ""], { message: "Use true or false" }),
}

export const settingKeySchema = z
  .string()
  .regex(/^[a-z0-9_]{1,64}$/, "Setting keys are 1-64 lowercase letters, digits or underscores")

export const settingValueSchema = z.object({
  value: z.string().max(20000, "A setting value is at most 20000 characters"),
})
export type SettingValueInput = z.infer<typeof settingValueSchema>

export interface SettingItem {
  key: string
  value: string
}

/** Secret settings never leave the server in full; GET/PUT answer a masked form. */
export const isSecretKey = (key: string) =>
  key === "vapi_api_key" ||
  key === "google_sheets_credentials" ||
  /_(api_key|secret|credentials)$/.test(key)

export const MASK = "••••••••"

/** "••••••••abcd" (last 4 characters shown only when the secret is long enough to hide the rest). */
export function maskSecret(value: string) {
  if (!value) return ""
  return MASK + (value.length >= 12 ? value.slice(-4) : "")
}

/** True for a value that is (or looks like) a masked secret echoed back by a form. */
export const isMaskedValue = (value: string) => value.startsWith(MASK)
