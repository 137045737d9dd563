/**
 * One contract test over the whole route table (schemas/api-routes/): the app registers exactly the
 * table's routes, every JSON route answers a valid request with what its (strict) response schema
 * says, and every route with a body or a query refuses an invalid one with the 400 envelope. One
 * seeded database; the cases run in the table's order, so a route that deletes gets its own row.
 */
import { env } from "cloudflare:test"
import { beforeAll, describe, expect, it } from "vitest"
import type { ZodObject, ZodType } from "zod"
import { appRequest } from "../test/app-request"
import {
  callingCall,
  endOfCallReport,
  seedCall,
  seedCampaign,
  seedContact,
  newVapiKey,
  voiceSettings,
  WEBHOOK_SECRET,
} from "../test/call-fixtures"
import { port } from "../test/port"
import { recordingQueue } from "../test/dialer-fixtures"
import { SHEET_ID } from "../test/sheets-fixtures"
import { app } from "./app"
import { SANDBOX_ASSISTANT_ID, SandboxVoice } from "./providers/voice/sandbox-voice"
import type { Env } from "./env"
import { ALL_ROUTES, type AnyRoute, type TableRoute } from "./schemas/api-routes"
import { CONFIG_FORMAT, CONFIG_VERSION } from "./schemas/settings-config"
import { SHEETS_DEFAULTS } from "./schemas/sheets"

/** Sandbox providers everywhere, queues that only record, the webhook's secret set. */
const e = {
  ...env,
  VAPI_API_KEY: undefined,
  GOOGLE_PLACES_API_KEY: undefined,
  SANDBOX: undefined,
  VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET,
  CALLS_QUEUE: recordingQueue() as unknown as Queue,
  SCRAPE_QUEUE: recordingQueue() as unknown as Queue,
  JOBS_QUEUE: recordingQueue() as unknown as Queue,
} as Env

interface Case {
  params?: Record<string, string | number>
  query?: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
  env?: Partial<Env>
}

const seed = {
  contactId: 0,
  calleeId: 0,
  calleePhone: "",
  doomedContactId: 0,
  campaignId: 0,
  doomedCampaignId: 0,
  callId: 0,
  demoId: 0,
  doomedDemoId: 0,
  pastDemoId: 0,
  jobId: 0,
  jobLabel: "",
  liveCallId: 0,
}

beforeAll(async () => {
  const contact = await seedContact({ businessName: "Contract Dental" })
  seed.contactId = contact.id
  const callee = await seedContact({ businessName: "Callee Co" })
  seed.calleeId = callee.id
  seed.calleePhone = callee.phone
  seed.doomedContactId = (await seedContact({ businessName: "Doomed Co" })).id
  seed.campaignId = (await seedCampaign("Contract Push")).id
  seed.doomedCampaignId = (await seedCampaign("Doomed Push")).id
  const call = await seedCall({ contactId: contact.id, campaignId: seed.campaignId, status: "queued" })
  seed.callId = call.id
  const demo = { contactId: contact.id, status: "completed", result: "answered", demoScheduled: true } as const
  seed.demoId = (await seedCall({ ...demo, demoDate: new Date(Date.now() + 86_400_000) })).id
  seed.doomedDemoId = (await seedCall({ ...demo, demoDate: new Date(Date.now() + 2 * 86_400_000) })).id
  seed.pastDemoId = (await seedCall({ ...demo, demoDate: new Date(Date.now() - 86_400_000) })).id
  await callingCall("prov_contract")
  // A sandbox call in progress, which takes live control (issue 36).
  const liveContact = await seedContact({ businessName: "Live Co" })
  const live = await seedCall({ contactId: liveContact.id, status: "calling", vapiCallId: "pending" })
  const { providerCallId } = await new SandboxVoice(e).startCall({
    callId: live.id,
    contact: {
      contactId: liveContact.id,
      businessName: "Live Co",
      phone: liveContact.phone,
      address: "",
      category: "",
    },
    assistantId: SANDBOX_ASSISTANT_ID,
    phoneNumberId: "sandbox-number-1",
    variables: {},
  })
  await port.run("UPDATE calls SET vapi_call_id = ?1 WHERE id = ?2", [providerCallId, live.id])
  seed.liveCallId = live.id
  const started = await send("POST", "/api/scraping/start", { body: { query: "dentist", location: "Austin, TX" } })
  const { job } = (await started.json()) as { job: { id: number; label: string } }
  seed.jobId = job.id
  seed.jobLabel = job.label
  // Stopped, so the start case may run (one job at a time).
  expect((await send("POST", "/api/scraping/jobs/cleanup")).status).toBe(200)
  await seedContact({ businessName: "Found Co", scrapeJobId: job.id, source: job.label })
  expect((await send("POST", "/api/dnc", { body: { phone: "+16165550197" } })).status).toBe(201)
  // The sandbox voice set up and heard from: the setup checklist's required lines are done.
  await voiceSettings(SANDBOX_ASSISTANT_ID, "sandbox-number-1")
  await port.run(
    "INSERT OR REPLACE INTO system_state (key, value, updated_at) VALUES ('sandbox_voice_seen_at', ?1, ?1)",
    [String(Date.now())]
  )
})

function send(method: string, path: string, c: Case = {}) {
  const url = new URL(path, "http://127.0.0.1")
  for (const [k, v] of Object.entries(c.query ?? {})) url.searchParams.set(k, v)
  const rawBody = typeof c.body === "string" ? { body: c.body } : { json: c.body }
  return appRequest({ ...e, ...c.env } as Env, url.pathname + url.search, { method, headers: c.headers, ...rawBody })
}

/** A wall-clock time `days` from now, as the callback forms send it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16)

async function newCallback() {
  const res = await send("POST", "/api/callbacks", { body: { contactId: seed.contactId, dateTime: inDays(2) } })
  expect(res.status).toBe(201)
  return ((await res.json()) as { id: number }).id
}

const toPath = (route: AnyRoute, params: Case["params"] = {}) =>
  route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])))

/** A valid request for every route of the table (a missing route fails to compile). */
const CASES: Record<TableRoute["endpoint"], () => Case | Promise<Case>> = {
  "GET /api/health": () => ({}),
  "GET /api/auth/session": () => ({}),
  "POST /api/auth/login": () => ({ body: { password: "pw" }, env: { OPERATOR_PASSWORD: "pw" } }),
  "POST /api/auth/logout": () => ({}),
  "GET /api/contacts": () => ({ query: { q: "Contract" } }),
  "GET /api/contacts/facets": () => ({}),
  // Outside seedContact's +1616555… range: earlier files in the runtime move its counter to any value.
  "POST /api/contacts": () => ({ body: { businessName: "New Co", phone: "(303) 555-0142" } }),
  "POST /api/contacts/bulk": () => ({ body: { contacts: [{ businessName: "Bulk Co", phone: "(303) 555-0143" }] } }),
  "POST /api/contacts/bulk-status": () => ({ body: { ids: [seed.contactId], status: "follow_up" } }),
  "PATCH /api/contacts/:id": () => ({ params: { id: seed.contactId }, body: { status: "called" } }),
  "PUT /api/contacts/:id": () => ({ params: { id: seed.contactId }, body: { category: "Dentist" } }),
  "DELETE /api/contacts/:id": () => ({ params: { id: seed.doomedContactId } }),
  "GET /api/contacts/:id/timeline": () => ({ params: { id: seed.contactId }, query: { limit: "1" } }),
  "GET /api/settings": () => ({}),
  "GET /api/settings/export": () => ({}),
  "POST /api/settings/import": () => ({
    body: { format: CONFIG_FORMAT, version: CONFIG_VERSION, settings: { timezone: "America/Detroit" } },
  }),
  "POST /api/settings/test-vapi": () => ({}),
  // Runs after every other case (WIPES below): it deletes the rows they read.
  "POST /api/settings/clear-all-data": () => ({ body: { confirm: "DELETE" } }),
  "PUT /api/settings": () => ({ body: { calls_per_minute: "2" } }),
  "PUT /api/settings/:key": () => ({ params: { key: "timezone" }, body: { value: "America/New_York" } }),
  "GET /api/system/status": () => ({ query: { refresh: "1" } }),
  "GET /api/system/info": () => ({}),
  "GET /api/system/setup": () => ({ query: { refresh: "1" } }),
  // The sandbox voice's lines are done once an assistant, a number and a message exist (set up below).
  "POST /api/system/setup/dismiss": () => ({}),
  "GET /api/calls": () => ({ query: { sort: "status" } }),
  "POST /api/calls/vapi/initiate": () => ({ body: { contactId: seed.calleeId, phoneNumber: seed.calleePhone } }),
  "POST /api/calls/bulk-update-status": () => ({ body: { callIds: [seed.callId], status: "queued" } }),
  "POST /api/calls/clear-pending": () => ({}),
  "POST /api/calls/simulate-callback": () => ({ body: { contactId: seed.contactId } }),
  "GET /api/calls/:id": () => ({ params: { id: seed.callId } }),
  "GET /api/calls/:id/live": () => ({ params: { id: seed.liveCallId } }),
  "POST /api/calls/:id/control": () => ({
    params: { id: seed.liveCallId },
    body: { action: "say", message: "One moment, please." },
  }),
  "GET /api/calls/:id/listen": () => ({ params: { id: seed.liveCallId } }),
  "GET /api/dashboard/stats": () => ({ query: { tz: "America/Detroit" } }),
  "GET /api/dashboard/recent-calls": () => ({}),
  "GET /api/analytics": () => ({
    query: { period: "custom", from: "2026-01-01", to: "2026-12-31", category: "Dentist" },
  }),
  "POST /api/webhooks/vapi": () => ({
    headers: { "x-vapi-secret": WEBHOOK_SECRET },
    body: endOfCallReport("prov_contract"),
  }),
  "GET /api/campaigns": () => ({}),
  "GET /api/campaigns/status": () => ({}),
  "POST /api/campaigns": () => ({ body: { name: "Contract Draft", selectedContacts: [seed.contactId] } }),
  "POST /api/campaigns/resume-queued": () => ({}),
  "GET /api/campaigns/:id": () => ({ params: { id: seed.campaignId } }),
  "GET /api/campaigns/:id/contacts": () => ({ params: { id: seed.campaignId }, query: { pageSize: "10" } }),
  "PUT /api/campaigns/:id": () => ({ params: { id: seed.campaignId }, body: { status: "paused" } }),
  "PUT /api/campaigns/:id/hours": () => ({
    params: { id: seed.campaignId },
    body: { startTime: "09:00", endTime: "17:00", workDays: ["monday", "friday"] },
  }),
  "GET /api/campaigns/waiting": () => ({}),
  "DELETE /api/campaigns/:id": () => ({ params: { id: seed.doomedCampaignId } }),
  "GET /api/dnc": () => ({ query: { search: "616" } }),
  "POST /api/dnc": () => ({ body: { phone: "(616) 555-0199", reason: "Asked" } }),
  "POST /api/dnc/import": () => ({ body: { phones: ["(616) 555-0198", "nope"] } }),
  "DELETE /api/dnc/:phone": () => ({ params: { phone: "+16165550197" } }),
  "POST /api/scraping/start": () => ({ body: { query: "plumber", location: "Austin, TX", maxResults: 50 } }),
  "GET /api/scraping/jobs": () => ({ query: { limit: "5" } }),
  "GET /api/scraping/jobs/:id": () => ({ params: { id: seed.jobId } }),
  "POST /api/scraping/jobs/cleanup": () => ({}),
  "GET /api/scraping/usage": () => ({}),
  "GET /api/scraping/contacts": () => ({ query: { label: seed.jobLabel } }),
  "GET /api/scraping/groups": () => ({}),
  "POST /api/scraping/campaign": () => ({ body: { name: "From search", labels: [seed.jobLabel] } }),
  "GET /api/automation/states": () => ({}),
  "GET /api/automation/cities/:state": () => ({ params: { state: "MI" } }),
  "POST /api/automation/launch-city-campaign": () => ({ body: { city: "Grand Rapids", state: "MI" } }),
  "GET /api/automation/runs/latest": () => ({}),
  "GET /api/calendar/events": () => ({}),
  "GET /api/callbacks": () => ({ query: { contactId: String(seed.contactId) } }),
  "POST /api/callbacks": () => ({
    body: { contactId: seed.calleeId, dateTime: inDays(3), reason: "Owner back Thursday" },
  }),
  "PATCH /api/callbacks/:id": async () => ({ params: { id: await newCallback() }, body: { dateTime: inDays(4) } }),
  "DELETE /api/callbacks/:id": async () => ({ params: { id: await newCallback() } }),
  "DELETE /api/calendar/demo/:id": () => ({ params: { id: seed.doomedDemoId } }),
  "PUT /api/calendar/demo/:id": () => ({
    params: { id: seed.demoId },
    body: { dateTime: inDays(3), timeZone: "America/New_York" },
  }),
  "PUT /api/calendar/demo/:id/outcome": () => ({ params: { id: seed.pastDemoId }, body: { outcome: "held" } }),
  "GET /api/calendar/demo/:file": () => ({ params: { file: `${seed.demoId}.ics` } }),
  "GET /api/calendar/feed": () => ({}),
  "POST /api/calendar/feed/rotate": () => ({}),
  "GET /api/calendar/feed/:file": async () => {
    const { url } = (await (await send("GET", "/api/calendar/feed")).json()) as { url: string }
    return { params: { file: url.split("/").pop()! } }
  },
  "GET /api/calendar/google": () => ({}),
  "PUT /api/calendar/google": () => ({ body: { calendarId: "contract@group.calendar.google.com" } }),
  "GET /api/calendar/google/sandbox": () => ({}),
  "GET /api/notifications": () => ({ query: { limit: "5" } }),
  "POST /api/notifications/read": () => ({ body: {} }),
  "GET /api/sheets/config": () => ({}),
  "PUT /api/sheets/config": () => ({ body: { ...SHEETS_DEFAULTS, spreadsheetUrl: SHEET_ID } }),
  "GET /api/sheets/status": () => ({}),
  "POST /api/sheets/test-connection": () => ({ body: { spreadsheetUrl: SHEET_ID } }),
  "POST /api/sheets/sync": () => ({}),
  "GET /api/sheets/updates": () => ({}),
  "GET /api/sheets/sandbox": () => ({ query: { sheet: "Call Logs" } }),
  "GET /api/sheets/backup": () => ({}),
  "GET /api/sheets/backfill": () => ({}),
  "POST /api/sheets/backfill": () => ({}),
  "GET /api/voice/setup": () => ({}),
  "POST /api/voice/assistant": () => ({
    body: { name: "Contract caller", prompt: "Call {{businessName}}.", firstMessage: "Hello!" },
  }),
  "POST /api/voice/assistant/link": () => ({ body: { assistantId: "sandbox-assistant" } }),
  "POST /api/voice/assistant/fix": () => ({}),
  "POST /api/voice/webhook-secret/rotate": () => ({ env: { VAPI_WEBHOOK_SECRET: undefined } }),
  "GET /api/voice/phone-numbers": () => ({}),
  "PUT /api/voice/phone-number": () => ({ body: { phoneNumberId: "sandbox-number-1" } }),
  // Through the fake Vapi: the sandbox imports nothing.
  "POST /api/voice/phone-numbers/twilio": () => ({
    env: { VAPI_API_KEY: newVapiKey() },
    body: { number: "+16165550150", accountSid: `AC${"0".repeat(32)}`, authToken: "contract-auth-token" },
  }),
  "POST /api/voice/start-over": () => ({}),
  // Not a number the DNC examples above listed: a test call refuses those.
  "POST /api/voice/test-call": () => ({ body: { phone: "(616) 555-0123" } }),
  "GET /api/voice/test-call": () => ({}),
  "GET /ws": () => ({}),
}

/** Clear All Data empties the seeded database: its valid request runs after every other case. */
const WIPES = "POST /api/settings/clear-all-data"

const isSchema = (r: AnyRoute["response"]): r is ZodType => !("kind" in r)

describe("the route table", () => {
  it("is exactly what the app registers", () => {
    // Method ALL entries are middleware and the fallbacks (unknown /api paths, the SPA's assets).
    const registered = new Set(app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path}`))
    expect([...registered].sort()).toEqual(ALL_ROUTES.map((r) => r.endpoint).sort())
  })

  async function answersItsSchema(_: string, route: AnyRoute) {
    const c = await CASES[route.endpoint as TableRoute["endpoint"]]()
    const res = await send(route.method, toPath(route, c.params), c)
    const response = route.response
    if (!isSchema(response)) {
      if (response.kind === "websocket") return expect(res.status).toBe(426)
      expect(res.status, await res.clone().text()).toBe(200)
      expect(res.headers.get("content-type")).toBe(response.contentType)
      return
    }
    const body: unknown = await res.json()
    expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(200)
    expect(res.status, JSON.stringify(body)).toBeLessThan(300)
    const parsed = response.safeParse(body)
    expect(parsed.error?.issues ?? [], JSON.stringify(body).slice(0, 2000)).toEqual([])
  }
  const answering = ALL_ROUTES.filter((r) => r.endpoint !== WIPES)
  it.each(answering.map((r) => [r.endpoint, r] as const))("%s answers what its schema says", answersItsSchema)

  /** A value no query field of the API takes: control characters, over every length limit, not a number. */
  const HOSTILE = `\u0001${"x".repeat(1000)}`
  const checked = ALL_ROUTES.filter((r) => r.query || r.body)

  it.each(checked.map((r) => [r.endpoint, r] as const))(
    "%s refuses an invalid request with a 400",
    async (_, route) => {
      const c = await CASES[route.endpoint as TableRoute["endpoint"]]()
      const field = route.query ? Object.keys((route.query as ZodObject).shape)[0]! : undefined
      const bad: Case = route.query
        ? { ...c, query: { ...c.query, [field!]: HOSTILE } }
        : { ...c, body: route.bodyReadByHandler ? "{ not json" : [] }
      const res = await send(route.method, toPath(route, c.params), bad)
      expect(res.status).toBe(400)
      const { error } = (await res.json()) as { error: { code: string; message: string; issues?: unknown[] } }
      expect(error.message).toEqual(expect.any(String))
      if (!route.bodyReadByHandler) {
        expect(error.code).toBe("validation_failed")
        expect(error.issues?.length).toBeGreaterThan(0)
      }
    }
  )

  it.each(ALL_ROUTES.filter((r) => r.endpoint === WIPES).map((r) => [r.endpoint, r] as const))(
    "%s answers what its schema says",
    answersItsSchema
  )
})
