/**
 * Settings: every key the app knows, each with its own value rule. Shared by the worker's
 * validators and the web forms (`@shared/settings`); no worker-only imports.
 */
import { z } from "zod"
import { CALLING_HOURS_PRESET_KEYS } from "./calling-hours"
import { DAILY_CALL_QUOTA } from "./daily-quota"
import { operatorHoursRule, operatorPhoneSchema } from "./operator"
import { plainObject } from "./plain-object"
import { PROVIDER_ID } from "./provider-id"
import { textProblem } from "./text-rule"
import { isTimeZone } from "./time-zone"
import { ASSISTANT_TEXT_RULES } from "./voice-setup"

/** Secret settings never leave the server in full; GET/PUT answer a masked form. */
export const isSecretKey = (key: string) => /_(api_key|secret|credentials)$/.test(key)

export const MASK = "••••••••"

/** "••••••••abcd" (last 4 characters shown only when the secret is long enough to hide the rest). */
export function maskSecret(value: string) {
  if (!value) return ""
  return MASK + (value.length >= 12 ? value.slice(-4) : "")
}

/** True for a value that is (or looks like) a masked secret echoed back by a form. */
export const isMaskedValue = (value: string) => value.startsWith(MASK)

export const MAX_SETTING_LENGTH = 20_000

// Every rule accepts "" (= not set: the default applies).
const unset = z.literal("")

const oneLine = (what: string, max = 500) =>
  z
    .string()
    .trim()
    .max(max, `${what} must be at most ${max} characters`)
    // The text rule (text-rule.ts): no controls, no direction overrides, not only invisible characters.
    .refine((v) => textProblem(v) === undefined, `${what} must be a single line of visible text`)

/** Vapi's ids are UUIDs; any token of provider-id.ts's shape is accepted so other accounts' formats still fit. */
const providerId = (what: string) =>
  oneLine(what, 128).refine((v) => v === "" || PROVIDER_ID.test(v), `${what} must be letters, digits, - or _`)

const intBetween = (min: number, max: number, what: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, `${what} must be a whole number`)
    .refine((v) => Number(v) >= min && Number(v) <= max, `${what} must be between ${min} and ${max}`)
    .or(unset)

const flag = z.enum(["true", "false", ""], { message: "Use true or false" })

/** US dollars with at most 2 decimals (cents), or 4 for prices per 1,000 requests. */
const dollars = (max: number, what: string, decimals = 2) =>
  z
    .string()
    .trim()
    .regex(
      new RegExp(`^\\d{1,7}(\\.\\d{1,${decimals}})?$`),
      `${what} must be an amount in US dollars, e.g. 250 or 12.50`
    )
    .refine((v) => Number(v) <= max, `${what} must be at most $${max.toLocaleString("en-US")}`)
    .or(unset)

const SERVICE_ACCOUNT_KEY = "Paste the service account's JSON key file: a JSON object with client_email and private_key"

/**
 * google_sheets_credentials: a Google service account's JSON key file. The Sheets adapter signs
 * with its client_email and private_key (providers/sheets/service-account.ts checks the key itself);
 * a message never quotes the value, which may be the key.
 */
const serviceAccountKey = z.string().superRefine((v, ctx) => {
  if (v.trim() === "") return
  let parsed: unknown
  try {
    parsed = JSON.parse(v)
  } catch {
    ctx.addIssue({
      code: "custom",
      message: `The Google Sheets credentials are not valid JSON. ${SERVICE_ACCOUNT_KEY}`,
    })
    return
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    ctx.addIssue({
      code: "custom",
      message: `The Google Sheets credentials are not a JSON object. ${SERVICE_ACCOUNT_KEY}`,
    })
    return
  }
  const key = parsed as Record<string, unknown>
  const missing = [
    !(typeof key.client_email === "string" && z.email().safeParse(key.client_email.trim()).success) && "client_email",
    !(typeof key.private_key === "string" && key.private_key.trim() !== "") && "private_key",
  ].filter((f): f is string => !!f)
  if (missing.length) {
    const fields = missing.join(" and ")
    ctx.addIssue({
      code: "custom",
      message: `The Google Sheets credentials lack ${fields}. ${SERVICE_ACCOUNT_KEY}`,
    })
  }
})

const emailList = z
  .string()
  .trim()
  .max(2000, "At most 2000 characters of email addresses")
  .refine(
    (v) => v.split(/[,;\s]+/).every((e) => e === "" || z.email().safeParse(e).success),
    "Enter valid email addresses, separated by commas"
  )

export const RETENTION_OPTIONS = ["30_days", "90_days", "1_year", "forever"] as const
export type Retention = (typeof RETENTION_OPTIONS)[number]

/** SPEC §9: both call logs and scraped data keep 90 days unless the operator chooses otherwise. */
export const DEFAULT_RETENTION: Retention = "90_days"

/** The select's labels, in SPEC §9's words. */
export const RETENTION_LABELS: Record<Retention, string> = {
  "30_days": "30 days",
  "90_days": "90 days",
  "1_year": "1 year",
  forever: "Forever",
}

/** How many days each option keeps; null keeps everything. */
export const RETENTION_DAYS: Record<Retention, number | null> = {
  "30_days": 30,
  "90_days": 90,
  "1_year": 365,
  forever: null,
}

/** SPEC §9: Google Maps queries per hour, 100 to 1000 (default 500). */
export const MAPS_QUERIES_PER_HOUR = { default: 500, min: 100, max: 1000 } as const

/** SPEC §2.3's Daily Quota Usage bar (./daily-quota.ts, without zod for the dashboard). */
export { DAILY_CALL_QUOTA }

/**
 * Google's list prices (USD per 1,000 requests, 0-100k a month) for the SKUs our Text Search field
 * masks bill: the lead search's (phones and website: Text Search Enterprise) and the area lookup's
 * (address, location, viewport: Text Search Pro). Settings so an operator on another price band or
 * currency deal can match their invoice; Google's free monthly allowance is not subtracted.
 */
export const PLACES_PRICES = { searchPer1000: 35, lookupPer1000: 32, max: 1000 } as const

/** Monthly spending budgets (USD) per provider: empty means none. */
export const MONTHLY_BUDGET_MAX = 1_000_000

/**
 * The keys of SPEC §3 (settings entity) and §9 (rate limits, retention, timezone), plus the ones the
 * voice provider and dialer read. Nothing else is stored: an unknown key is a typo or an attack.
 */
export const SETTING_RULES = {
  vapi_api_key: oneLine("The Vapi API key"),
  assistant_id: providerId("Assistant ID"),
  vapi_phone_number_id: providerId("Phone Number ID"),
  // Vapi's `provider` of that number, read when it was chosen ("vapi": a free number, inbound only);
  // "" when unknown (chosen another way). The dialer reads it instead of asking Vapi per call.
  vapi_phone_number_provider: providerId("Phone number provider"),
  // The texts Settings → Voice creates the assistant with (defaults: schemas/voice-setup.ts).
  ...ASSISTANT_TEXT_RULES,
  google_sheets_credentials: serviceAccountKey,
  google_places_api_key: oneLine("The Google Places API key"),
  resend_api_key: oneLine("The Resend API key"),
  notification_emails: emailList,
  notification_call_results: flag,
  notification_demo_scheduled: flag,
  notification_callback_scheduled: flag,
  notification_system_errors: flag,
  notification_daily_reports: flag,
  /** SPEC §5: calls per minute 1 to 10; the dialer parses these, so a typo can never stall it. */
  calls_per_minute: intBetween(1, 10, "Calls per minute"),
  voice_concurrency_limit: intBetween(1, 100, "Concurrent calls"),
  callee_hours_only: flag,
  // The preset new campaigns start from (calling-policy.ts); "" = the spec's defaults.
  calling_policy: z.enum([...CALLING_HOURS_PRESET_KEYS, ""], {
    message: "Choose Overnight, Business hours or Evening",
  }),
  maps_queries_per_hour: intBetween(MAPS_QUERIES_PER_HOUR.min, MAPS_QUERIES_PER_HOUR.max, "Maps queries per hour"),
  call_logs_retention: z.enum([...RETENTION_OPTIONS, ""], { message: "Choose 30 days, 90 days, 1 year or forever" }),
  scraped_data_retention: z.enum([...RETENTION_OPTIONS, ""], { message: "Choose 30 days, 90 days, 1 year or forever" }),
  timezone: z.string().refine((v) => v === "" || isTimeZone(v), "Please choose a valid time zone"),
  daily_call_quota: intBetween(DAILY_CALL_QUOTA.min, DAILY_CALL_QUOTA.max, "Calls per day"),
  places_search_price_per_1000: dollars(PLACES_PRICES.max, "The lead search price", 4),
  places_lookup_price_per_1000: dollars(PLACES_PRICES.max, "The area lookup price", 4),
  voice_monthly_budget: dollars(MONTHLY_BUDGET_MAX, "The voice budget"),
  places_monthly_budget: dollars(MONTHLY_BUDGET_MAX, "The Places budget"),
  // Issue 36: where "Take over" and the assistant's transfer tool put a live call (./operator.ts).
  operator_phone: operatorPhoneSchema,
  operator_hours: operatorHoursRule,
} satisfies Record<string, z.ZodType<string, string>>

export type SettingKey = keyof typeof SETTING_RULES

export const KNOWN_SETTING_KEYS = Object.keys(SETTING_RULES) as SettingKey[]

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_RULES, key)

const unknownSetting = (key: string) => `Unknown setting: ${key.slice(0, 64)}`

export const settingKeySchema = z.string().refine(isSettingKey, { error: (i) => unknownSetting(String(i.input)) })

/** One key's value: text within the size limit, then the key's rule; a masked secret echo passes. */
export function settingValueFor(key: SettingKey) {
  const rule: z.ZodType<string, string> = SETTING_RULES[key]
  return z
    .string({ error: "A setting value must be text" })
    .max(MAX_SETTING_LENGTH, `A setting value is at most ${MAX_SETTING_LENGTH} characters`)
    .transform((value, ctx) => {
      if (isSecretKey(key) && isMaskedValue(value)) return value
      const parsed = rule.safeParse(value)
      if (parsed.success) return parsed.data
      for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", message: issue.message })
      return z.NEVER
    })
}

/** PUT /api/settings/:key: the body's shape; the value is checked by its key's rule. */
export const settingValueSchema = z.object({ value: z.unknown() })

/** PUT /api/settings: `{ key: value, ... }`, saved all together or not at all. */
export const settingsPatchSchema = plainObject("Send an object of settings").transform((input, ctx) => {
  const out: Partial<Record<SettingKey, string>> = {}
  const keys = Object.keys(input)
  if (!keys.length) ctx.addIssue({ code: "custom", message: "There is nothing to save" })
  for (const key of keys) {
    if (!isSettingKey(key)) {
      ctx.addIssue({ code: "custom", path: [key], message: unknownSetting(key) })
      continue
    }
    const parsed = settingValueFor(key).safeParse(input[key])
    if (parsed.success) out[key] = parsed.data
    else for (const issue of parsed.error.issues) ctx.addIssue({ code: "custom", path: [key], message: issue.message })
  }
  return out
})
export type SettingsPatch = z.infer<typeof settingsPatchSchema>
