/** Helpers for the campaign/dialer tests: a recording queue, a fake voice provider, bulk seeding. */
import { env } from "cloudflare:test"
import type { Env } from "../src/env"
import type { Providers } from "../src/providers"
import { SandboxEmail } from "../src/providers/email/sandbox-email"
import {
  type StartCallInput,
  type StartedCall,
  type VoiceProvider,
  VoiceProviderError,
} from "../src/providers/voice/voice-provider"
import { port } from "./port"

export interface SentMessage {
  body: unknown
  delaySeconds: number
}

/** A CALLS_QUEUE that records what would be sent, so tests deliver messages themselves. */
export function recordingQueue() {
  const sent: SentMessage[] = []
  const queue = {
    sent,
    async send(body: unknown, opts?: { delaySeconds?: number }) {
      sent.push({ body, delaySeconds: opts?.delaySeconds ?? 0 })
    },
    async sendBatch(messages: Iterable<{ body: unknown; delaySeconds?: number }>) {
      for (const m of messages) sent.push({ body: m.body, delaySeconds: m.delaySeconds ?? 0 })
    },
    drain() {
      return sent.splice(0, sent.length)
    },
  }
  return queue
}
export type RecordingQueue = ReturnType<typeof recordingQueue>

export const testEnv = (queue: RecordingQueue): Env =>
  ({ ...env, CALLS_QUEUE: queue as unknown as Queue, VAPI_API_KEY: undefined, SANDBOX: undefined }) as Env

export interface Dial {
  callId: number
  phone: string
  at: number
  providerCallId: string
}

export type DialFailure = "busy" | "crash" | "crash-after-dial"

/**
 * A voice provider in our own terms: records each dial with the (simulated) time it happened.
 * `failNext` scripts failures: "busy" (a retryable 429), "crash" (an error after the call was claimed,
 * before any dial) or "crash-after-dial" (the provider placed the call, then the worker failed).
 */
const setupNotUsed = () => Promise.reject(new Error("Not used by the dialer tests."))

export function fakeVoice(clock: () => number, onDial?: (dial: Dial) => void) {
  const dials: Dial[] = []
  const failures: DialFailure[] = []
  /** Numbers the provider always answers 429 for (a call that can never be placed). */
  const busyPhones = new Set<string>()
  let seq = 0
  const voice: VoiceProvider = {
    name: "sandbox",
    async startCall(input: StartCallInput): Promise<StartedCall> {
      if (busyPhones.has(input.contact.phone)) throw new VoiceProviderError("Too many requests", 429, true)
      const failure = failures.shift()
      if (failure === "busy") throw new VoiceProviderError("Too many requests", 429, true)
      if (failure === "crash") throw new Error("worker crashed mid-dial")
      const providerCallId = `fake-${++seq}`
      const dial = { callId: input.callId, phone: input.contact.phone, at: clock(), providerCallId }
      dials.push(dial)
      if (failure === "crash-after-dial") throw new Error("worker crashed after the provider accepted the call")
      onDial?.(dial)
      return { providerCallId, status: "queued" }
    },
    async getCall() {
      return []
    },
    async checkConnection() {
      return { ok: true, message: "A fake voice that records dials." }
    },
    parseWebhook() {
      return []
    },
    // The assistant setup (Settings → Voice) is not the dialer's business.
    setUpAssistant: setupNotUsed,
    readAssistant: setupNotUsed,
    fixAssistant: setupNotUsed,
    listPhoneNumbers: setupNotUsed,
    readPhoneNumber: setupNotUsed,
    importTwilioNumber: setupNotUsed,
    readNumberServer: setupNotUsed,
    setNumberServer: setupNotUsed,
    hasSetupObject: setupNotUsed,
    createWebhookCredential: setupNotUsed,
    createCallOutcomeSchema: setupNotUsed,
    liveMonitor: setupNotUsed,
    controlCall: setupNotUsed,
  }
  const unused = { mode: "not_configured", reason: "Not used by these tests." } as const
  const providers: Providers = {
    voice: {
      name: "voice",
      mode: "sandbox",
      reason: "A fake voice that records dials.",
      provider: voice,
      config: { assistantId: "asst", phoneNumberId: "pn", phoneNumberProvider: "twilio" },
      for: () => voice,
      notReady: () => null,
    },
    places: { name: "places", ...unused },
    sheets: { name: "sheets", ...unused },
    calendar: { name: "calendar", ...unused },
    // Notifications written by these flows are only logged.
    email: { name: "email", mode: "sandbox", reason: "Logged only.", provider: new SandboxEmail() },
  }
  return { providers, dials, busyPhones, failNext: (...f: DialFailure[]) => failures.push(...f) }
}

export { appRequest as call } from "./app-request"

const TABLES = [
  "callbacks",
  "campaign_contacts",
  "do_not_call",
  "calls",
  "campaigns",
  "contacts",
  "settings",
  "system_state",
]
export async function resetAll() {
  await port.batch(TABLES.map((t) => ({ sql: `DELETE FROM ${t}` })))
}

export async function setSetting(key: string, value: string) {
  await port.run("INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES (?, ?, 0)", [key, value])
}

/**
 * `n` contacts with ids from `firstId`, phones +1{area}{id as 7 digits} and the given address per
 * index; one statement per 500 rows.
 */
export async function seedContacts(
  n: number,
  opts: { firstId?: number; area?: (i: number) => string; address?: (i: number) => string } = {}
) {
  const first = opts.firstId ?? 1
  const rows = Array.from({ length: n }, (_, i) => [
    first + i,
    `Business ${first + i}`,
    `+1${opts.area?.(i) ?? "616"}${String(first + i).padStart(7, "0")}`,
    opts.address?.(i) ?? "",
  ])
  const stmts = []
  for (let i = 0; i < rows.length; i += 500) {
    stmts.push({
      sql: `INSERT INTO contacts (id, business_name, phone, address, category, source, status, created_at, updated_at)
         SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]'), json_extract(value, '$[2]'),
           json_extract(value, '$[3]'), 'Dentist', 'seed', 'ready', 0, 0 FROM json_each(?)`,
      params: [JSON.stringify(rows.slice(i, i + 500))],
    })
  }
  await port.batch(stmts)
  return rows.map((r) => ({ id: r[0] as number, phone: r[2] as string }))
}

/** A LiveRoom namespace that records published events instead of reaching the Durable Object. */
export function recordingLiveRoom() {
  const events: { type: string }[] = []
  const stub = {
    async setName() {},
    async fetch(_url: string, init?: RequestInit) {
      // A flush sends its events as one array (live/publish.ts).
      if (init?.body) events.push(...([] as { type: string }[]).concat(JSON.parse(String(init.body))))
      return new Response(null, { status: 204 })
    },
  }
  const namespace = { idFromName: () => ({}), get: () => stub }
  return { namespace: namespace as unknown as DurableObjectNamespace, events }
}
