/** The rows every fuzz test starts from: a few contacts, calls in each state, campaigns, DNC, settings. */
import { env } from "cloudflare:test"
import type { Env } from "../../src/env"
import { appRequest } from "../app-request"
import { seedCall, seedContact, WEBHOOK_SECRET } from "../call-fixtures"
import { port } from "../port"

export interface Seed {
  contactIds: number[]
  /** A contact's stored number, for Call Now bodies whose phone must match. */
  phones: string[]
  callIds: number[]
  campaignIds: number[]
  /** Provider id of a call in progress (status calling), for webhooks. */
  callingProviderId: string
  callingCallId: number
  dncPhone: string
}

// Queue consumers would dial in the background and change rows between snapshots.
const idleQueue = { send: async () => {}, sendBatch: async () => {} } as unknown as Queue

/**
 * Sandbox calls that are placed and never play. A playing call is a Durable Object whose alarms
 * write through its own binding, outside any request the fuzz watches, at any later moment (one
 * wrote `system_state` in the middle of another endpoint's cases); and call ids repeat each time the
 * seeded database is restored, so an earlier case's call would play into a later case's rows.
 */
const silentSandboxVoice = {
  idFromName: (name: string) => name,
  // A call that never plays has no state: its controls answer as the real object does then.
  get: () => ({
    start: async () => {},
    snapshot: async () => null,
    control: async () => ({ ok: false, message: "The call has already ended." }),
    fetch: async () =>
      Response.json({ error: { code: "call_not_live", message: "The call has ended." } }, { status: 409 }),
  }),
} as unknown as DurableObjectNamespace

/**
 * Loopback mode (no password), sandbox calls that never play, a webhook secret, and queues that
 * only swallow messages.
 */
export const fuzzEnv = (over: Partial<Env> = {}): Env => ({
  ...env,
  OPERATOR_PASSWORD: undefined,
  SESSION_SECRET: undefined,
  VAPI_API_KEY: undefined,
  SANDBOX: undefined,
  SANDBOX_VOICE: silentSandboxVoice,
  VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET,
  CALLS_QUEUE: idleQueue,
  SCRAPE_QUEUE: idleQueue,
  JOBS_QUEUE: idleQueue,
  ...over,
})

/** Deletes every row the app owns; counters kept by triggers follow. */
export async function clearData(tables: string[]) {
  // Children before parents: the foreign keys hold while rows go.
  const order = ["campaign_contacts", "calls", "campaigns", "contacts", "scraped_places", "scraping_jobs"]
  const rest = tables.filter((t) => !order.includes(t) && t !== "data_versions")
  await port.batch([...order, ...rest].map((t) => ({ sql: `DELETE FROM "${t}"` })))
}

export async function seedData(e: Env): Promise<Seed> {
  const contacts = []
  for (const businessName of ["Alpha Dental", "Bravo Plumbing", "Charlie Cafe", "Delta Dental"]) {
    contacts.push(await seedContact({ businessName }))
  }
  const [a, b, c, d] = contacts as [
    (typeof contacts)[0],
    (typeof contacts)[0],
    (typeof contacts)[0],
    (typeof contacts)[0],
  ]
  const calling = await seedCall({
    contactId: b.id,
    status: "calling",
    vapiCallId: "vapi-fuzz-1",
    dialedAt: new Date(),
  })
  const queued = await seedCall({ contactId: a.id, status: "queued" })
  const done = await seedCall({ contactId: c.id, status: "completed", result: "answered", vapiCallId: "vapi-fuzz-0" })
  const campaignIds: number[] = []
  for (const body of [
    { name: "Spring Push", selectedContacts: [a.id, b.id, c.id] },
    { name: "Later", selectedContacts: [d.id], status: "scheduled", scheduledStart: "2099-01-01T10:00:00Z" },
  ]) {
    const res = await appRequest(e, "/api/campaigns", {
      method: "POST",
      json: body,
      headers: { Origin: "http://127.0.0.1" },
    })
    if (res.status !== 201) throw new Error(`seed campaign: ${res.status} ${await res.text()}`)
    campaignIds.push(((await res.json()) as { id: number }).id)
  }
  const dncPhone = "+16165550999"
  // Searches must meet rows: a condition is evaluated per row, so over an empty table a pattern D1
  // refuses (LIKE over 50 bytes) would never run and the fuzz could not see its 500.
  await port.batch([
    { sql: "UPDATE campaigns SET status = 'running' WHERE id = ?", params: [campaignIds[0]] },
    {
      sql: "INSERT INTO do_not_call (phone, reason, source, created_at) VALUES (?, 'asked', 'manual', 0)",
      params: [dncPhone],
    },
    { sql: "INSERT INTO settings (key, value, updated_at) VALUES ('calls_per_minute', '2', 0)" },
  ])
  return {
    contactIds: contacts.map((x) => x.id),
    phones: contacts.map((x) => x.phone),
    callIds: [calling.id, queued.id, done.id],
    campaignIds,
    callingProviderId: "vapi-fuzz-1",
    callingCallId: calling.id,
    dncPhone,
  }
}
