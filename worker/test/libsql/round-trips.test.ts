/**
 * Round trips to the database per operation, on each engine the worker runs on: D1 (project "worker",
 * counted by the bench entry's wrapped binding, X-D1-Round-Trips) and libSQL over HTTP (project
 * "libsql-http": every POST the @libsql/client web client sends to sqld, counted on the wire). The
 * same table holds for both: libSQL adds no hidden request (no version probe, no BEGIN/COMMIT of its
 * own: a port batch is one Hrana pipeline), so what a round trip costs is the only difference.
 */
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test"
import { afterEach, beforeAll, describe, expect, it } from "vitest"
import bench from "../../src/bench/bench-entry"
import type { Env } from "../../src/env"
import {
  bookDemoMessage,
  callRef,
  daysAhead,
  endOfCallReport,
  resetData,
  sandboxEnv,
  seedCall,
  seedContact,
  WEBHOOK_SECRET,
} from "../call-fixtures"
import { testDb } from "../port"
import { recordVoiceMessageSeen } from "../../src/services/system/webhook-seen"

const onLibsql = Boolean(env.LIBSQL_URL)
const realFetch = globalThis.fetch
let wireTrips = 0

afterEach(() => {
  globalThis.fetch = realFetch
})

/** One request through the app; the round trips it made before its answer (after-answer work is not counted). */
async function tripsOf(path: string, init: RequestInit & { json?: unknown } = {}) {
  const e: Env = { ...sandboxEnv(), BENCH_ROWS_READ: "1" }
  wireTrips = 0
  globalThis.fetch = (input, i) => {
    const url = input instanceof Request ? input.url : String(input)
    if (onLibsql && url.startsWith(env.LIBSQL_URL!)) wireTrips++
    return realFetch(input, i)
  }
  const { json, ...rest } = init
  const headers = new Headers(rest.headers)
  if (json !== undefined) headers.set("content-type", "application/json")
  const ctx = createExecutionContext()
  const res = await bench.fetch(
    new Request(`http://127.0.0.1${path}`, {
      ...rest,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
    }),
    e,
    ctx
  )
  const trips = onLibsql ? wireTrips : Number(res.headers.get("X-D1-Round-Trips"))
  await res.arrayBuffer()
  await waitOnExecutionContext(ctx)
  globalThis.fetch = realFetch
  return { res, trips }
}

const hook = (json: unknown) => ({ method: "POST", headers: { "X-Vapi-Secret": WEBHOOK_SECRET }, json })

beforeAll(async () => {
  await resetData()
  const contact = await seedContact({ businessName: "Round Trip Bakery" })
  for (let i = 0; i < 30; i++) await seedContact({ businessName: `Shop ${i}`, phone: `+1512555${String(1000 + i)}` })
  await seedCall({ contactId: contact.id, status: "queued", vapiCallId: "rt-1" })
  // A live campaign's webhooks find the "receiving webhooks" mark fresh (it is written at most once a
  // minute, after the answer): these count what every other webhook waits on.
  await recordVoiceMessageSeen(testDb(), "vapi")
})

/** Operation → round trips before the answer, the same on D1 and on libSQL over HTTP. */
const OPERATIONS: [string, () => Promise<{ res: Response; trips: number }>, number][] = [
  ["GET /api/contacts (page 1)", () => tripsOf("/api/contacts?page=1&limit=25"), 1],
  ["GET /api/calls (history page 1)", () => tripsOf("/api/calls?page=1&limit=10"), 2],
  ["GET /api/dashboard/stats", () => tripsOf("/api/dashboard/stats"), 2],
  [
    "POST /api/contacts",
    () => tripsOf("/api/contacts", { method: "POST", json: { businessName: "New Deli", phone: "+15125550999" } }),
    1,
  ],
  [
    "webhook status-update",
    () =>
      tripsOf(
        "/api/webhooks/vapi",
        hook({ message: { type: "status-update", status: "in-progress", call: callRef("rt-1") } })
      ),
    3,
  ],
  [
    "webhook tool-calls (bookDemo)",
    () => tripsOf("/api/webhooks/vapi", hook(bookDemoMessage("rt-1", daysAhead(3).toISOString().slice(0, 16)))),
    3,
  ],
  ["webhook end-of-call-report", () => tripsOf("/api/webhooks/vapi", hook(endOfCallReport("rt-1"))), 3],
]

describe(`database round trips per operation on ${onLibsql ? "libSQL over HTTP" : "D1"}`, () => {
  it.each(OPERATIONS)("%s", async (_name, run, expected) => {
    const { res, trips } = await run()
    expect(res.status).toBeLessThan(300)
    expect(trips).toBe(expected)
  })

  it("the Analytics page reads its settings and all its figures in one round trip", async () => {
    // The first page of an isolate may guess the operator's zone wrong (a second round trip then).
    await tripsOf("/api/analytics?period=30d")
    const { res, trips } = await tripsOf("/api/analytics?period=90d&campaignId=1")
    expect(res.status).toBe(200)
    expect(trips).toBe(1)
  })

  it("a repeated poll is a 304 after one point read", async () => {
    const first = await tripsOf("/api/contacts?page=1&limit=25")
    const etag = first.res.headers.get("ETag")!
    const again = await tripsOf("/api/contacts?page=1&limit=25", { headers: { "If-None-Match": etag } })
    expect(again.res.status).toBe(304)
    expect(again.trips).toBe(1)
  })
})
