/** Shared helpers for the voice/call tests: seeded rows and settings, the fake Vapi server, webhook bodies. */
import { env } from "cloudflare:test"
import { calls, campaigns, contacts, type NewCall } from "../src/db/schema"
import type { Env } from "../src/env"
import { VapiVoice } from "../src/providers/voice/vapi"
import { appRequest } from "./app-request"
import { port, testDb, uniquePart } from "./port"

export const WEBHOOK_SECRET = "whsec_test_secret"
export const db = testDb

/** Sandbox voice: no Vapi key anywhere (whatever the process environment holds). */
export const sandboxEnv = (): Env => ({
  ...env,
  VAPI_API_KEY: undefined,
  SANDBOX: undefined,
  VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET,
})

/** Real Vapi adapter against the fake server, one fake account per key. */
export const vapiEnv = (apiKey: string): Env => ({
  ...env,
  VAPI_API_KEY: apiKey,
  SANDBOX: undefined,
  VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET,
})

export { appRequest as request }

export async function resetData() {
  await port.batch(
    ["calls", "contacts", "campaigns", "settings", "system_state"].map((t) => ({ sql: `DELETE FROM ${t}` }))
  )
}

/** Stores these settings (key → value) in one batch, replacing what was there. */
export async function setSettings(values: Record<string, string>) {
  await port.batch(
    Object.entries(values).map(([key, value]) => ({
      sql: "INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES (?1, ?2, 0)",
      params: [key, value],
    }))
  )
}

const NOTIFICATION_KINDS = ["demo_scheduled", "call_results", "system_errors", "daily_reports"] as const

/** Every notification kind off but the named ones, so each test sees only what it turned on. */
export const onlyNotifications = (...on: (typeof NOTIFICATION_KINDS)[number][]) =>
  setSettings(Object.fromEntries(NOTIFICATION_KINDS.map((k) => [`notification_${k}`, String(on.includes(k))])))

export async function voiceSettings(assistantId = "asst_test", phoneNumberId = "pn_test") {
  await port.batch([
    {
      sql: "INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES ('assistant_id', ?, 0)",
      params: [assistantId],
    },
    {
      sql: "INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES ('vapi_phone_number_id', ?, 0)",
      params: [phoneNumberId],
    },
    // A number chosen in Settings → Voice has its provider stored: the dial never looks it up.
    {
      sql: "INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES ('vapi_phone_number_provider', 'twilio', 0)",
    },
  ])
}

/**
 * Seeded contacts' phones count up from +16165551000. Tests type their own numbers below that (every
 * literal 616-555 number in the tests is under 1000), and files sharing a workerd runtime move the
 * counter to any value, so a seeded phone must never reach a typed one.
 */
let phoneSeq = 1000
export async function seedContact(over: Partial<typeof contacts.$inferInsert> = {}) {
  const [row] = await db()
    .insert(contacts)
    .values({
      businessName: "Bright Dental",
      phone: `+1616555${String(phoneSeq++).padStart(4, "0")}`,
      address: "12 Main St, Grand Rapids, MI",
      category: "Dentist",
      ...over,
    })
    .returning()
  return row!
}

export async function seedCampaign(name = "Spring Push") {
  const [row] = await db().insert(campaigns).values({ name, status: "running" }).returning()
  return row!
}

export async function seedCall(values: Partial<NewCall> & { contactId: number | null }) {
  const [row] = await db().insert(calls).values(values).returning()
  return row!
}

/** A contact (with these fields) and its call in progress as the provider's `providerCallId`. */
export async function callingCall(providerCallId: string, contact: Parameters<typeof seedContact>[0] = {}) {
  const c = await seedContact(contact)
  const call = await seedCall({ contactId: c.id, status: "calling", vapiCallId: providerCallId, dialedAt: new Date() })
  return { contact: c, call }
}

/**
 * A call in progress (see callingCall), then its end-of-call report through the webhook in `e`;
 * `report` goes over the report's defaults (see endOfCallReport).
 */
export async function endedCall(
  e: Env,
  providerCallId: string,
  contact: Parameters<typeof seedContact>[0] = {},
  report: Record<string, unknown> = {}
) {
  const seeded = await callingCall(providerCallId, contact)
  await webhook(e, endOfCallReport(providerCallId, report))
  return seeded
}

export async function callRow(id: number) {
  return port.first<Record<string, unknown>>("SELECT * FROM calls WHERE id = ?", [id])
}

/** The fake Vapi server's control endpoints (see fake-vapi-server.mjs). */
export const fakeVapi = {
  async requests(key: string) {
    const res = await fetch(`${env.VAPI_BASE_URL}/__requests`, { headers: { Authorization: `Bearer ${key}` } })
    return (await res.json()) as { method: string; path: string; headers: Record<string, string>; body: any }[]
  },
  /** The next POST /call (or `route`) answers this (with these headers; `raw` is sent as the body as it is). */
  async scriptNext(
    key: string,
    status: number,
    body: unknown,
    more: { headers?: Record<string, string>; raw?: string; route?: string } = {}
  ) {
    await fetch(`${env.VAPI_BASE_URL}/__script`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status, body, ...more }),
    })
  },
  async setCall(key: string, id: string, call: unknown) {
    await fetch(`${env.VAPI_BASE_URL}/__calls/${encodeURIComponent(id)}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(call),
    })
  },
  /** What GET /assistant/:id answers for this key (unknown ids answer Vapi's 404). */
  async setAssistant(key: string, id: string, assistant: unknown) {
    await fetch(`${env.VAPI_BASE_URL}/__assistants/${encodeURIComponent(id)}`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(assistant),
    })
  },
  /** What GET /phone-number answers for this key (Vapi's PhoneNumber objects). */
  async setPhoneNumbers(key: string, numbers: unknown[]) {
    await fetch(`${env.VAPI_BASE_URL}/__phone-numbers`, {
      method: "PUT",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify(numbers),
    })
  },
  /** The next GET this key makes answers `status` and `body` (a 429, a 5xx...). */
  async scriptNextRead(key: string, status: number, body: unknown) {
    await fetch(`${env.VAPI_BASE_URL}/__script-read`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status, body }),
    })
  },
}

let keySeq = 0
/** A fresh fake-Vapi account (its own request log and scripts). */
export const newVapiKey = () => `sk_test_${uniquePart()}_${++keySeq}_abcd`

/** The real Vapi adapter against the fake server. */
export const vapiVoice = (apiKey: string, onAnswer?: (s: number) => void) =>
  new VapiVoice({ apiKey, baseUrl: env.VAPI_BASE_URL, onAnswer })

/** An e-mail as the fake Resend server recorded it (see fake-resend-server.mjs). */
export interface RecordedResendEmail {
  id: string
  from: string
  to: string[]
  subject: string
  text: string | null
  html: string | null
  idempotencyKey: string | null
  headers: { authorization: string | null; contentType: string | null; userAgent: string | null }
}

/** A POST /emails as the fake Resend server recorded it. */
export interface RecordedResendRequest {
  headers: { idempotencyKey: string | null }
  body: Record<string, unknown>
}

/** The fake Resend server's control endpoints (see fake-resend-server.mjs). */
export const fakeResend = {
  async get<T>(key: string, what: "emails" | "requests") {
    const res = await fetch(`${env.RESEND_BASE_URL}/__${what}`, { headers: { Authorization: `Bearer ${key}` } })
    return (await res.json()) as T[]
  },
  emails: (key: string) => fakeResend.get<RecordedResendEmail>(key, "emails"),
  requests: (key: string) => fakeResend.get<RecordedResendRequest>(key, "requests"),
  /** The next POST /emails this key makes answers `status`, `body` and `headers`, and mails nothing. */
  async scriptNext(key: string, status: number, body: unknown, headers: Record<string, string> = {}) {
    await fetch(`${env.RESEND_BASE_URL}/__script`, {
      method: "POST",
      headers: { Authorization: `Bearer ${key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ status, body, headers }),
    })
  },
}

let resendKeySeq = 0
/** A fresh fake-Resend account (its own e-mails and scripts). */
export const newResendKey = () => `re_test_${uniquePart()}_${++resendKeySeq}`

export function webhook(e: Env, body: unknown, secret: string | null = WEBHOOK_SECRET) {
  return appRequest(e, "/api/webhooks/vapi", {
    method: "POST",
    headers: secret === null ? {} : { "X-Vapi-Secret": secret },
    json: body,
  })
}

export const callRef = (providerCallId: string, callId?: number) => ({
  id: providerCallId,
  ...(callId ? { assistantOverrides: { metadata: { callId } } } : {}),
})

export function endOfCallReport(providerCallId: string, over: Record<string, unknown> = {}) {
  return {
    message: {
      type: "end-of-call-report",
      call: callRef(providerCallId),
      endedReason: "customer-ended-call",
      startedAt: "2026-03-02T15:00:00.000Z",
      endedAt: "2026-03-02T15:01:35.400Z",
      artifact: { transcript: "AI: Hello\nUser: Hi there\n", recordingUrl: "https://storage.vapi.ai/rec.wav" },
      analysis: { summary: "Friendly chat.", structuredData: { demoScheduled: false } },
      ...over,
    },
  }
}

const DAY_MS = 86_400_000

/** `days` from now at `utcHour`:00 UTC: a demo time inside the booking window whatever today is. */
export function daysAhead(days: number, utcHour = 15) {
  const d = new Date(Date.now() + days * DAY_MS)
  d.setUTCHours(utcHour, 0, 0, 0)
  return d
}

/** The calendar date ("2027-01-05") `days` from now in `timeZone`. */
export const localDateAhead = (days: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * DAY_MS)
  )

/** The wall clock ("14:00") an instant shows in `timeZone`. */
export const wallClock = (ms: number, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(ms)

/** A `tool-calls` message with one bookDemo call per argument value, as Vapi sends it. */
export function bookDemoMessage(providerCallId: string, ...dateTimes: unknown[]) {
  return {
    message: {
      type: "tool-calls",
      call: callRef(providerCallId),
      toolCallList: dateTimes.map((dateTime, i) => ({
        id: `tc-${i + 1}`,
        type: "function",
        function: { name: "bookDemo", arguments: { dateTime } },
      })),
    },
  }
}

/** The spoken results of a tool-calls reply. */
export async function toolResults(res: Response) {
  return ((await res.json()) as { results: { result: string }[] }).results.map((r) => r.result)
}
