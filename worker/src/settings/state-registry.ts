/**
 * The typed registry of `system_state`: small values the server keeps for itself (a watermark, a
 * lease, a token, what the last check found), never typed by the operator (those are settings,
 * registry.ts). Each key has its schema, its default and how it is stored; state-store.ts is the
 * only SQL that touches the table.
 *
 * Stored formats are those the rows already have: "text" values are plain text (numbers in decimal),
 * "json" values are one JSON document, which SQL reads with json_extract (stateJson).
 */
import { z } from "zod"
import { googleCalendarConnectionSchema, googleCalendarStoredSchema } from "../schemas/google-calendar"
import { sheetsConfigSchema, SHEETS_DEFAULTS } from "../schemas/sheets"

interface StateDef<T, D> {
  format: "text" | "json"
  /** Stored text (text) or parsed JSON (json) -> value. */
  schema: z.ZodType<T>
  /** What a missing row, or one that fails the schema, reads as. */
  default: D
}

const text = <T, D>(schema: z.ZodType<T, string>, fallback: D): StateDef<T, D> & { format: "text" } => ({
  format: "text",
  schema,
  default: fallback,
})

const json = <T, D>(schema: z.ZodType<T>, fallback: D): StateDef<T, D> & { format: "json" } => ({
  format: "json",
  schema,
  default: fallback,
})

/** An integer kept as decimal text (epoch ms, a row id). */
const integer = z
  .string()
  .regex(/^-?\d+$/)
  .transform(Number)

/** What the sheets screen shows beside the configuration: the last connection check and the last sync. */
const sheetsConnectionSchema = z.object({
  spreadsheetId: z.string().nullable().default(null),
  title: z.string().nullable().default(null),
  /** The last check or sync reached the spreadsheet. */
  ok: z.boolean().default(false),
  checkedAt: z.number().nullable().default(null),
  error: z.string().nullable().default(null),
  lastSyncAt: z.number().nullable().default(null),
  /** "<mode>|<spreadsheet>|<tab>|<key column>" of the tabs the sync has written its header row to. */
  tabsReady: z.array(z.string()).default([]),
  /**
   * The last Test Connection of a spreadsheet other than the saved one (typed, not saved yet): kept
   * apart so the saved sheet's status stands, and taken over by Save when it names the same sheet.
   */
  tested: z
    .object({
      spreadsheetId: z.string(),
      // json_patch drops a null member: absent reads as null.
      title: z.string().nullable().default(null),
      ok: z.boolean(),
      error: z.string().nullable().default(null),
      checkedAt: z.number(),
    })
    .nullable()
    .default(null),
})

/** What Settings → Voice made in Vapi for the assistant, beside the assistant itself. */
const vapiSetupSchema = z.object({
  /** The template blanks the assistant still held when the app last read it: real calls wait for them. */
  blanks: z
    .object({ assistantId: z.string(), messages: z.array(z.string()) })
    .nullable()
    .default(null),
  credentialId: z.string().nullable().default(null),
  /** SHA-256 (hex, 16 chars) of the token that credential carries: a changed secret needs a new one. */
  credentialTokenHash: z.string().nullable().default(null),
  callOutcomeSchemaId: z.string().nullable().default(null),
  /**
   * SHA-256 (hex, 16 chars) of the Vapi API key these ids were last checked with: they belong to that
   * key's org, so another key has them looked up before reuse (services/voice/vapi-ids.ts).
   */
  keyFingerprint: z.string().nullable().default(null),
})

export type VapiSetupState = z.output<typeof vapiSetupSchema>

/** One provider check's result (services/system/provider-checks.ts), kept for a few minutes. */
const providerCheckSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  checkedAt: z.number(),
  /** What was checked (mode, key, spreadsheet...), hashed: a changed key is checked afresh. */
  fingerprint: z.string(),
})
export type ProviderCheckState = z.output<typeof providerCheckSchema>
const CHECK_NAMES = ["voice", "assistant", "phoneNumber", "places", "sheets", "email", "emailSender"] as const
export type CheckName = (typeof CHECK_NAMES)[number]
const providerChecksSchema = z.partialRecord(z.enum(CHECK_NAMES), providerCheckSchema)

/** The test call Settings → Voice placed last, so the card follows it again after a reload. */
const voiceTestCallSchema = z.object({ callId: z.number(), phone: z.string(), startedAt: z.number() })

export type SheetsConnectionState = z.output<typeof sheetsConnectionSchema>

export const STATE = {
  /** When Vapi last answered 429 (epoch ms): the header shows "Rate Limited" for a minute. */
  vapi_rate_limited_at: text(integer, null),
  /** When Google Places last answered 429 (epoch ms): the maps light shows "rate_limited". */
  places_rate_limited_at: text(integer, null),
  /** The highest notification_logs id "Mark all as read" covered. */
  notifications_read_upto: text(integer, 0),
  /** The operator-zone date (YYYY-MM-DD) whose retention purge is finished. */
  retention_purge_date: text(z.string().regex(/^\d{4}-\d{2}-\d{2}$/), null),
  /** The token of the sheets sync holding the lease; updated_at is when it was taken or renewed. */
  sheets_sync_lease: text(z.string(), null),
  /** The sheets configuration (SPEC §2.9 form); outbox SQL reads its flags with stateJson. */
  sheets_config: json(sheetsConfigSchema, SHEETS_DEFAULTS),
  sheets_connection: json(sheetsConnectionSchema, sheetsConnectionSchema.parse({})),
  /** The calendar feed's secret; updated_at is when it was last rotated (0: made on first use). */
  calendar_feed_token: text(z.string(), null),
  /**
   * The webhook bearer token the app generated (Vapi sends it through the credential); never shown,
   * listed or exported. VAPI_WEBHOOK_SECRET, when set, is used for new credentials instead.
   */
  vapi_webhook_token: text(z.string().min(32), null),
  /**
   * A rotation under way (services/voice/webhook-rotation.ts): the new secret, accepted beside the
   * old one until the assistant carries it; a lease, so one rotation runs at a time.
   */
  vapi_webhook_token_next: text(z.string().min(32), null),
  /** The Vapi credential and call-outcome structured output Settings → Voice created. */
  vapi_setup: json(vapiSetupSchema, vapiSetupSchema.parse({})),
  /** The cached result of each provider's real check, with when it ran (system-status, setup checklist). */
  provider_checks: json(providerChecksSchema, {} as z.output<typeof providerChecksSchema>),
  /** When a Vapi webhook was last accepted (epoch ms); written at most once a minute. */
  vapi_webhook_seen_at: text(integer, null),
  /** When the sandbox voice last delivered a message in-process (epoch ms); written at most once a minute. */
  sandbox_voice_seen_at: text(integer, null),
  /** When the operator dismissed the dashboard's setup checklist (epoch ms). */
  setup_dismissed_at: text(integer, null),
  voice_test_call: json(voiceTestCallSchema, null),
  /** The Google Calendar demos go to (the Demo Calendar page); outbox SQL reads its id with stateJson. */
  google_calendar_config: json(googleCalendarStoredSchema, googleCalendarStoredSchema.parse({})),
  /** What the last calendar check or sync found, for the status card. */
  google_calendar_connection: json(googleCalendarConnectionSchema, googleCalendarConnectionSchema.parse({})),
  /** The token of the calendar sync holding the lease; updated_at is when it was taken or renewed. */
  calendar_sync_lease: text(z.string(), null),
} satisfies Record<string, StateDef<unknown, unknown>>

export type StateKey = keyof typeof STATE
type Def<K extends StateKey> = (typeof STATE)[K]

/** What a write stores for `K` (the schema's output). */
export type StateInput<K extends StateKey> = z.output<Def<K>["schema"]>
/** What a read answers for `K`: a stored value, or the default. */
export type StateValue<K extends StateKey> = StateInput<K> | Def<K>["default"]

export type JsonStateKey = { [K in StateKey]: Def<K>["format"] extends "json" ? K : never }[StateKey]
export type IntegerStateKey = { [K in StateKey]: StateInput<K> extends number ? K : never }[StateKey]
export type TextStateKey = { [K in StateKey]: StateInput<K> extends string ? K : never }[StateKey]

/** The text a value is stored as. */
export function encodeState<K extends StateKey>(key: K, value: StateInput<K>): string {
  return STATE[key].format === "json" ? JSON.stringify(value) : String(value)
}

/**
 * The stored text as a typed value. A missing row, text that is not JSON where JSON is kept, or a
 * value its schema refuses (written by hand, or by an older version) all read as the default:
 * readers always get something valid.
 */
export function decodeState<K extends StateKey>(key: K, stored: string | null | undefined): StateValue<K> {
  const def: StateDef<unknown, unknown> = STATE[key]
  if (stored === null || stored === undefined) return def.default as StateValue<K>
  let raw: unknown = stored
  if (def.format === "json") {
    try {
      raw = JSON.parse(stored)
    } catch {
      return def.default as StateValue<K>
    }
  }
  const parsed = def.schema.safeParse(raw)
  return (parsed.success ? parsed.data : def.default) as StateValue<K>
}
