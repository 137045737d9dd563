/**
 * The typed settings registry: for every key of schemas/settings.ts (whose rules check writes), how
 * the stored text becomes a typed value, its default, whether it is a secret and which env var backs
 * it. Readers get one parsed object (loadSettings) instead of strings read here and there.
 */
import { type CallingPolicy, parseCallingPolicy } from "../schemas/calling-policy"
import { CALLS_PER_MINUTE, CAMPAIGN_DEFAULTS } from "../schemas/campaign-rules"
import { type OperatorHours, parseOperatorHours } from "../schemas/operator"
import {
  DAILY_CALL_QUOTA,
  DEFAULT_RETENTION,
  MAPS_QUERIES_PER_HOUR,
  PLACES_PRICES,
  type Retention,
  SETTING_RULES,
  type SettingKey,
} from "../schemas/settings"
import {
  DEFAULT_ASSISTANT_NAME,
  DEFAULT_ASSISTANT_PROMPT,
  DEFAULT_FIRST_MESSAGE,
  DEFAULT_VOICEMAIL_MESSAGE,
} from "../schemas/voice-setup"
import type { Env } from "../env"

interface SettingDef<T> {
  /** The value when nothing usable is stored (and no env var is set). */
  default: T
  /** Masked in every answer; the full value never leaves the server. */
  secret?: boolean
  /** Used when the stored value is empty: a deploy-time `wrangler secret put` / .dev.vars key. */
  env?: keyof Env
  /** Stored text (already non-empty and accepted by its SETTING_RULES rule) -> typed value. */
  parse: (raw: string) => T
  /** Parse even what the rule refuses (numbers clamp into range instead of falling to the default). */
  lenient?: boolean
}

const text = (extra: Partial<SettingDef<string>> = {}): SettingDef<string> => ({
  default: "",
  parse: (raw) => raw,
  ...extra,
})

const flag = (fallback: boolean): SettingDef<boolean> => ({ default: fallback, parse: (raw) => raw === "true" })

/**
 * Out-of-range numbers are clamped rather than dropped (a value stored before the rules existed),
 * so a typo can never stall the dialer or unleash it.
 */
const int = (fallback: number, min: number, max: number): SettingDef<number> => ({
  default: fallback,
  lenient: true,
  parse: (raw) => {
    const n = Number.parseInt(raw, 10)
    return Number.isFinite(n) ? Math.min(max, Math.max(min, n)) : fallback
  },
})

/** A dollar amount; `null` default = none (a budget that is not set). */
const money = <T extends number | null>(fallback: T): SettingDef<number | T> => ({
  default: fallback,
  parse: (raw) => {
    const n = Number(raw)
    return Number.isFinite(n) && n >= 0 ? n : fallback
  },
})

const retention = (fallback: Retention): SettingDef<Retention> => ({
  default: fallback,
  parse: (raw) => raw as Retention,
})

/** Provider concurrency when none is configured (Vapi's default per account). */
export const DEFAULT_CONCURRENCY = 10

/** The operator's zone when none is chosen: SPEC §9 "default Eastern". */
export const DEFAULT_TIME_ZONE = CAMPAIGN_DEFAULTS.timezone

export const SETTINGS = {
  vapi_api_key: text({ secret: true, env: "VAPI_API_KEY" }),
  assistant_id: text(),
  vapi_phone_number_id: text(),
  vapi_phone_number_provider: text(),
  assistant_name: text({ default: DEFAULT_ASSISTANT_NAME }),
  assistant_prompt: text({ default: DEFAULT_ASSISTANT_PROMPT }),
  assistant_first_message: text({ default: DEFAULT_FIRST_MESSAGE }),
  voicemail_message: text({ default: DEFAULT_VOICEMAIL_MESSAGE }),
  google_sheets_credentials: text({ secret: true, env: "GOOGLE_SHEETS_CREDENTIALS" }),
  google_places_api_key: text({ secret: true, env: "GOOGLE_PLACES_API_KEY" }),
  resend_api_key: text({ secret: true, env: "RESEND_API_KEY" }),
  notification_emails: {
    default: [] as string[],
    parse: (raw: string) => raw.split(/[,;\s]+/).filter(Boolean),
  },
  // The spec names these flags, not their defaults: the two that need the operator's attention are
  // on, the per-call and daily mails (noisy) are opt-in.
  notification_call_results: flag(false),
  notification_demo_scheduled: flag(true),
  notification_callback_scheduled: flag(true),
  notification_system_errors: flag(true),
  notification_daily_reports: flag(false),
  calls_per_minute: int(CALLS_PER_MINUTE.default, CALLS_PER_MINUTE.min, CALLS_PER_MINUTE.max),
  voice_concurrency_limit: int(DEFAULT_CONCURRENCY, 1, 100),
  callee_hours_only: flag(false),
  calling_policy: { default: null as CallingPolicy | null, parse: parseCallingPolicy },
  maps_queries_per_hour: int(MAPS_QUERIES_PER_HOUR.default, MAPS_QUERIES_PER_HOUR.min, MAPS_QUERIES_PER_HOUR.max),
  call_logs_retention: retention(DEFAULT_RETENTION),
  scraped_data_retention: retention(DEFAULT_RETENTION),
  timezone: text({ default: DEFAULT_TIME_ZONE }),
  daily_call_quota: int(DAILY_CALL_QUOTA.default, DAILY_CALL_QUOTA.min, DAILY_CALL_QUOTA.max),
  places_search_price_per_1000: money<number>(PLACES_PRICES.searchPer1000),
  places_lookup_price_per_1000: money<number>(PLACES_PRICES.lookupPer1000),
  voice_monthly_budget: money<null>(null),
  places_monthly_budget: money<null>(null),
  operator_phone: text(),
  operator_hours: { default: null as OperatorHours | null, parse: parseOperatorHours },
} satisfies Record<SettingKey, SettingDef<unknown>>

export type Settings = { [K in SettingKey]: ReturnType<(typeof SETTINGS)[K]["parse"]> }

export const isSecretSetting = (key: SettingKey) => "secret" in SETTINGS[key] && !!SETTINGS[key].secret

/** The text in use for `key`: the stored value if non-empty, else its env var, else "". */
export function rawSetting(stored: ReadonlyMap<string, string>, env: Partial<Env>, key: SettingKey) {
  const own = stored.get(key)?.trim()
  if (own) return own
  const def: SettingDef<unknown> = SETTINGS[key]
  const fromEnv = def.env ? env[def.env] : undefined
  return typeof fromEnv === "string" ? fromEnv.trim() : ""
}

/**
 * One key's typed value. A stored value its rule refuses (written before the rules, or by hand)
 * counts as unset, or is clamped for numbers: readers always get something valid.
 */
export function parseSetting<K extends SettingKey>(key: K, raw: string | null | undefined): Settings[K] {
  const def = SETTINGS[key] as SettingDef<Settings[K]>
  const value = raw?.trim() ?? ""
  if (!value) return def.default
  if (!def.lenient && !SETTING_RULES[key].safeParse(value).success) return def.default
  return def.parse(value)
}

/** Every setting, parsed: stored rows first, env vars for empty secrets, defaults for the rest. */
export function parseSettings(stored: ReadonlyMap<string, string>, env: Partial<Env>): Settings {
  const keys = Object.keys(SETTINGS) as SettingKey[]
  return Object.fromEntries(keys.map((key) => [key, parseSetting(key, rawSetting(stored, env, key))])) as Settings
}

/** A key's default as the text a setting is stored as ("" for an empty list or an unset text). */
export function defaultText(key: SettingKey): string {
  const value: unknown = SETTINGS[key].default
  if (Array.isArray(value)) return value.join(", ")
  // No default (an optional budget): nothing, as the settings table would hold.
  if (value === null || value === undefined) return ""
  return String(value)
}
