/**
 * Issue 35: webhooks per answered call, before and after the assistant lists its serverMessages.
 * The Vapi stand-in (worker/test/fake-vapi-server.mjs) plays answered calls of TURNS turns to the
 * worker as `npm start` serves it: once for an assistant without `serverMessages` (Vapi's default
 * list, as every assistant the app made before) and once for the assistant the app creates now.
 * Each webhook's D1 round trips come from the bench probe (X-D1-Round-Trips).
 */
// @ts-expect-error plain ESM test server
import fakeVapiServer from "../worker/test/fake-vapi-server.mjs"
import { assistantBody, CALL_OUTCOME_BODY, webhookCredentialBody } from "../worker/src/providers/voice/vapi-assistant"
import { type Delivery, playAnsweredCall } from "../worker/test/vapi-call-play"
import { scale } from "./lib/quick"
import { seedCalls } from "./lib/seed-calls"
import { seedContacts } from "./lib/seed-data"
import { freshLocalD1, startServer, withSqlite } from "./lib/server"
import { median, printTable, type Row } from "./lib/stats"

const CALLS = scale(20, 4) // answered calls per variant
const TURNS = 10
const SECRET = "bench-webhook-secret-0123456789abcdef"
const KEY = "bench-vapi-key"

export async function runWebhooksBench() {
  let fakeUrl = ""
  const closeFake = (await fakeVapiServer({
    provide: (_: string, url: string) => (fakeUrl = url),
  })) as () => Promise<void>
  const { persistTo, sqlitePath } = await freshLocalD1("webhooks")
  const seeded = withSqlite(sqlitePath, (db) => {
    // One open call per contact (a unique index): a contact for each call played.
    seedContacts(db, 2 * CALLS + 10)
    return seedCalls(db, { n: 2 * CALLS + 10, contactCount: 2 * CALLS + 10, openCount: 2 * CALLS })
  })
  const server = await startServer(persistTo, 8935, {
    VAPI_WEBHOOK_SECRET: SECRET,
    VAPI_API_KEY: KEY,
    VAPI_BASE_URL: fakeUrl,
    BENCH_ROWS_READ: "1",
  })
  const vapi = (path: string, body: unknown, method = "POST") =>
    fetch(`${fakeUrl}${path}`, {
      method,
      headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<{ id: string }>)
  try {
    const credentialId = (await vapi("/credential", webhookCredentialBody(SECRET))).id
    const callOutcomeSchemaId = (await vapi("/structured-output", CALL_OUTCOME_BODY)).id
    const body = assistantBody({
      name: "Bench",
      prompt: "You call {{businessName}}.",
      firstMessage: "Hi!",
      voicemailMessage: "",
      webhook: { url: `${server.url}/api/webhooks/vapi`, credentialId },
      callOutcomeSchemaId,
    })
    const after = await vapi("/assistant", body)
    // As the app made it before: no list (Vapi's default), no retry plan.
    const { serverMessages: _list, ...legacy } = body
    const before = await vapi("/assistant", { ...legacy, server: { ...body.server, backoffPlan: undefined } })

    const deliver = (trips: number[]) => async (d: Delivery) => {
      const res = await fetch(d.url, { method: "POST", headers: d.headers, body: JSON.stringify(d.body) })
      await res.arrayBuffer()
      trips.push(Number(res.headers.get("x-d1-round-trips")))
      return res.status
    }
    const play = async (assistantId: string, open: typeof seeded.openCalls) => {
      const hooks: number[] = []
      const tripsPerCall: number[] = []
      const failed: number[] = []
      for (const call of open) {
        const meta = { assistantId, assistantOverrides: { metadata: { callId: call.id } } }
        await vapi(`/__calls/${encodeURIComponent(call.vapiCallId)}`, { id: call.vapiCallId, ...meta }, "PUT")
        const trips: number[] = []
        const attempts = await playAnsweredCall(fakeUrl, KEY, call.vapiCallId, TURNS, deliver(trips))
        hooks.push(attempts.length)
        failed.push(attempts.filter((a) => a.status !== 200).length)
        tripsPerCall.push(trips.reduce((a, b) => a + b, 0))
      }
      return { hooks: median(hooks), trips: median(tripsPerCall), failed: failed.reduce((a, b) => a + b, 0) }
    }
    const was = await play(before.id, seeded.openCalls.slice(0, CALLS))
    const now = await play(after.id, seeded.openCalls.slice(CALLS))
    const rows: Row[] = [
      {
        what: `webhooks per answered call (${TURNS} turns, median of ${CALLS})`,
        figure: `${now.hooks} with serverMessages`,
        counterpart: `${was.hooks} with Vapi's default list (${(was.hooks / now.hooks).toFixed(1)}x)`,
        target: "only what the app reads",
        ok: now.hooks < was.hooks && now.failed === 0 && was.failed === 0,
      },
      {
        what: "  their D1 round trips per answered call (median)",
        figure: `${now.trips}`,
        counterpart: `${was.trips} (${(was.trips / Math.max(now.trips, 1)).toFixed(1)}x)`,
        target: "fewer",
        ok: now.trips < was.trips,
      },
    ]
    printTable(`Webhooks (issue 35): an answered call played by the Vapi stand-in to the worker`, rows)
  } finally {
    await server.stop()
    await closeFake()
  }
}
