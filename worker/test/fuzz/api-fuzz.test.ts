/**
 * Issue 8 "Proof": every endpoint gets generated malformed and hostile requests. Invariants: no 5xx,
 * every refusal a 4xx `{ error: { code, message } }`, a refused request changes no stored row, and
 * text that is accepted (HTML, SQL, FTS5 syntax) comes back exactly as sent.
 * Cases come from a seeded PRNG: change SEED to explore, keep it to reproduce a failure; each failure
 * prints the request (method, path, the generator's label, a body excerpt) and the answer.
 */
import ICAL from "ical.js"
import { describe, expect, it } from "vitest"
import { app } from "../../src/app"
import { WEBHOOK_SECRET } from "../call-fixtures"
import { port } from "../port"
import { ENDPOINTS, toolCall } from "./endpoints"
import { type Failure, type FuzzCase, runCase } from "./fuzz-harness"
import { expectNone, fresh, fuzzEndpoints, fuzzTables, readTablesBeforeAll, runAll, SEED } from "./fuzz-run"
import { fuzzEnv } from "./fuzz-seed"
import { ANY_VALUE, HTML, ODD_TEXT, toJson } from "./payloads"
import { prng, seedFor } from "./prng"

readTablesBeforeAll()

describe("API fuzz", () => {
  it("covers every route the app registers", () => {
    const registered = new Set(
      app.routes.filter((r) => r.method !== "ALL").map((r) => `${r.method} ${r.path.replace(/\/$/, "") || "/"}`)
    )
    const fuzzed = new Set(ENDPOINTS.map((e) => `${e.method} ${e.route}`))
    expect([...registered].filter((r) => !fuzzed.has(r))).toEqual([])
  })

  // The other half of the endpoints: api-fuzz-routes.test.ts (the two files run side by side).
  fuzzEndpoints(0, 2)

  it("refuses forged, missing and odd webhook secrets without reading the body", async () => {
    const seed = await fresh()
    const body = toJson(toolCall(seed))
    const secrets: [string, string | null][] = [
      ["missing", null],
      ["empty", ""],
      ["wrong", "whsec_wrong"],
      ["one char off", `${WEBHOOK_SECRET.slice(0, -1)}x`],
      ["prefix", WEBHOOK_SECRET.slice(0, 4)],
      ["with suffix", `${WEBHOOK_SECRET}x`],
      ["upper case", WEBHOOK_SECRET.toUpperCase()],
      ["twice", `${WEBHOOK_SECRET}, ${WEBHOOK_SECRET}`],
      ["huge", "x".repeat(64 * 1024)],
    ]
    const cases: FuzzCase[] = secrets.map(([label, secret]) => ({
      label: `X-Vapi-Secret = ${label}`,
      method: "POST",
      path: "/api/webhooks/vapi",
      headers: { "X-Vapi-Secret": secret },
      body,
      mustReject: true,
    }))
    const failures = await runAll(undefined, cases)
    expectNone(failures, "webhook secrets")
  })

  it("a replayed webhook changes nothing once the call has ended", async () => {
    const seed = await fresh()
    const send = (label: string, message: Record<string, unknown>, mustNotWrite = true): FuzzCase => ({
      label,
      method: "POST",
      path: "/api/webhooks/vapi",
      headers: { "X-Vapi-Secret": WEBHOOK_SECRET },
      body: toJson({ message: { call: { id: seed.callingProviderId }, ...message } }),
      mustNotWrite,
    })
    const ended = {
      type: "end-of-call-report",
      endedReason: "customer-ended-call",
      startedAt: "2026-03-02T15:00:00.000Z",
      endedAt: "2026-03-02T15:01:35.400Z",
      analysis: {
        summary: "Done.",
        structuredData: { demoScheduled: true, demoDate: new Date(Date.now() + 5 * 86_400_000).toISOString() },
      },
    }
    const env = fuzzEnv()
    const first = await runCase(env, send("end-of-call-report", ended, false), fuzzTables())
    expect(first.status).toBe(200)
    const replays = [
      send("end-of-call-report replayed", ended),
      send("end-of-call-report replayed with another result", { ...ended, endedReason: "customer-busy" }),
      send("status-update in-progress after the end", { type: "status-update", status: "in-progress" }),
      send("bookDemo tool call after the end", toolCall(seed).message as Record<string, unknown>),
    ]
    const failures = await runAll(undefined, replays)
    expectNone(failures, "webhook replays")
  })

  it("/ws refuses foreign origins and plain requests", async () => {
    await fresh()
    const upgrade = {
      Upgrade: "websocket",
      Connection: "Upgrade",
      "Sec-WebSocket-Version": "13",
      "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ==",
    }
    const cases: FuzzCase[] = [
      {
        label: "foreign Origin",
        method: "GET",
        path: "/ws",
        headers: { ...upgrade, Origin: "https://evil.example" },
        mustReject: true,
      },
      {
        label: "Sec-Fetch-Site cross-site",
        method: "GET",
        path: "/ws",
        headers: { ...upgrade, Origin: null, "Sec-Fetch-Site": "cross-site" },
        mustReject: true,
      },
      { label: "no Upgrade header", method: "GET", path: "/ws", mustReject: true },
      { label: "Upgrade h2c", method: "GET", path: "/ws", headers: { Upgrade: "h2c" }, mustReject: true },
      { label: "query junk", method: "GET", path: "/ws?room=..%2F..%2Fother&_pk=%00", headers: upgrade },
    ]
    const failures = await runAll(undefined, cases)
    expectNone(failures, "/ws")
  })

  it("unknown API paths answer a JSON 404", async () => {
    await fresh()
    const paths = ["/api/nope", "/api/contacts/1/extra", "/api/%00", "/api/contacts/%FF/x", `/api/${"a".repeat(8000)}`]
    const cases: FuzzCase[] = paths.flatMap((path) =>
      ["GET", "POST", "DELETE"].map((method) => ({
        label: `unknown path ${method}`,
        method,
        path,
        body: method === "GET" ? undefined : "{}",
        mustReject: true,
      }))
    )
    const failures = await runAll(undefined, cases)
    expectNone(failures, "unknown paths")
  })

  it("finds a contact by its exact name, whatever characters the name holds", async () => {
    await fresh()
    const env = fuzzEnv()
    const failures: Failure[] = []
    let n = 0
    for (const name of [...HTML, ...ODD_TEXT].filter((t) => t.trim().length >= 3)) {
      const phone = `(616) 555-${String(8100 + n++)}`
      const create = await runCase(
        env,
        {
          label: `create ${name}`,
          method: "POST",
          path: "/api/contacts",
          body: toJson({ businessName: name, phone }),
          roundTrip: { businessName: name },
        },
        fuzzTables()
      )
      failures.push(...create.failures)
      if (create.status !== 201) continue
      const q = new URLSearchParams({ q: name }).toString()
      const found = await app.request(`/api/contacts?${q}`, { headers: { Origin: "http://127.0.0.1" } }, env)
      const items = found.status === 200 ? ((await found.json()) as { items: { businessName: string }[] }).items : []
      if (!items.some((i) => i.businessName === name)) {
        failures.push({
          problem: "not found by its exact name",
          status: found.status,
          label: "search",
          request: `GET /api/contacts?${q}`,
        })
      }
    }
    expectNone(failures, "search round trip")
  })

  it("hostile demo dates from the assistant never store a demo outside the booking window or break the calendar", async () => {
    const seed = await fresh()
    const env = fuzzEnv()
    const rng = prng(seedFor("demo dates", SEED))
    const now = Date.now()
    const day = (n: number) => new Date(now + n * 86_400_000).toISOString().slice(0, 10)
    const dates: unknown[] = [
      8_640_000_000_000_000,
      -8.64e15,
      9e15,
      Number.MAX_SAFE_INTEGER,
      "+275760-09-13T00:00:00Z",
      "-271821-04-20T00:00:00Z",
      "2027-02-30 10:00",
      "2027-13-05 10:00",
      `${day(10)} 25:00`,
      day(10),
      "2pm",
      "next Tuesday-ish",
      `${day(10)}T14:00\u0000`,
      `${day(10)}T14:00\u202E`,
      "9999-12-31T23:59:59Z",
      "0000-01-01T00:00:00Z",
      `${day(400)}T10:00`,
      // Good ones among them, so the calendar checked at the end has demos to show.
      `${day(10)}T14:00`,
      `${day(20)} 2:00 PM`,
      ...ANY_VALUE.slice(0, 20),
      // Random instants across the whole Date range and beyond it, as numbers and as ISO-like text.
      ...Array.from({ length: 10 }, () => Math.round((rng.next() * 2 - 1) * 9e15)),
      ...Array.from({ length: 10 }, () => `${rng.int(12000)}-${rng.int(14)}-${rng.int(33)} ${rng.int(26)}:00`),
    ]
    const failures: Failure[] = []
    const webhookCase = (label: string, message: Record<string, unknown>): FuzzCase => ({
      label,
      method: "POST",
      path: "/api/webhooks/vapi",
      headers: { "X-Vapi-Secret": WEBHOOK_SECRET },
      body: toJson({ message }),
    })
    for (const [i, dateTime] of dates.entries()) {
      // The tool, on the call in progress (its booking count reset so the cap does not hide a case).
      await port.run("UPDATE calls SET demo_bookings = 0 WHERE id = ?1", [seed.callingCallId])
      const tool = webhookCase(`bookDemo ${String(dateTime).slice(0, 40)}`, {
        type: "tool-calls",
        call: { id: seed.callingProviderId },
        toolCallList: [{ id: `t${i}`, type: "function", function: { name: "bookDemo", arguments: { dateTime } } }],
      })
      failures.push(...(await runCase(env, tool, fuzzTables(), ["calls", "contacts"])).failures)
      // The end-of-call report, on a call of its own (a report applies once per call).
      const call = await port.first<{ id: number }>(
        "INSERT INTO calls (contact_id, status, vapi_call_id, created_at, updated_at) VALUES (NULL, 'calling', ?1, ?2, ?2) RETURNING id",
        [`vapi-date-${i}`, now]
      )
      const ended = webhookCase(`report ${String(dateTime).slice(0, 40)}`, {
        type: "end-of-call-report",
        call: { id: `vapi-date-${i}` },
        endedReason: "customer-ended-call",
        analysis: { summary: "Done.", structuredData: { demoScheduled: true, demoDate: dateTime } },
      })
      failures.push(
        ...(await runCase(env, ended, fuzzTables(), ["calls", "contacts", "notification_logs", "sheets_outbox"]))
          .failures
      )
      expect(call).toBeTruthy()
    }
    expectNone(failures, "hostile demo dates")

    const stored = await port.all<{ demo_date: number | null }>("SELECT demo_date FROM calls WHERE demo_scheduled = 1")
    expect(stored.length).toBeGreaterThan(0)
    for (const { demo_date } of stored) {
      expect(demo_date).not.toBeNull()
      expect(demo_date!).toBeGreaterThan(now - 86_400_000)
      expect(demo_date!).toBeLessThanOrEqual(Date.now() + 366 * 86_400_000)
    }
    const events = await app.request("/api/calendar/events", {}, env)
    expect(events.status).toBe(200)
    const { url } = (await (await app.request("/api/calendar/feed", {}, env)).json()) as { url: string }
    const feed = await app.request(new URL(url).pathname, {}, env)
    expect(feed.status).toBe(200)
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()))
    expect(calendar.getAllSubcomponents("vevent").length).toBe(stored.length)
  }, 60_000)
})
