/**
 * Issue 36: a lead calling back. Vapi waits at most 7.5 s end to end for the answer to an inbound
 * call's `assistant-request` (the caller hears ringing meanwhile), so the answer time is a figure
 * here, beside that limit, not a timed test. The worker runs as `npm start` serves it, over a
 * history of CONTACTS contacts and their calls; requests alternate between known callers (the
 * answer names them, their last call and any demo) and unknown numbers (each becomes a contact).
 * Each answer's D1 round trips come from the bench probe (X-D1-Round-Trips). Then the live call's
 * transcript lines: each from its webhook to the screen's `call_transcript` event (p99), and the
 * rows a line writes (none).
 */
import { scale } from "./lib/quick"
import { seedCalls } from "./lib/seed-calls"
import { seedContacts } from "./lib/seed-data"
import { freshLocalD1, startServer, withSqlite } from "./lib/server"
import { median, ms, percentile, printTable, type Row } from "./lib/stats"
import { transcriptLatency } from "./lib/transcript-latency"

const CONTACTS = scale(20_000, 2_000)
const REQUESTS = scale(200, 40)
/** Final transcript lines relayed to /ws (issue 36's live call). */
const LINES = scale(300, 60)
const SECRET = "bench-webhook-secret-0123456789abcdef"
/** Vapi's fixed limit for the answer (docs: assistant-request). */
const VAPI_LIMIT_MS = 7_500

export async function runInboundBench() {
  const { persistTo, sqlitePath } = await freshLocalD1("inbound")
  const { phones, callIds } = withSqlite(sqlitePath, (db) => {
    seedContacts(db, CONTACTS)
    seedCalls(db, { n: CONTACTS * 2, contactCount: CONTACTS })
    db.prepare(
      "INSERT OR REPLACE INTO settings (key, value, updated_at) VALUES ('assistant_id', 'asst_bench', 0)"
    ).run()
    const rows = db.prepare("SELECT phone FROM contacts ORDER BY id LIMIT ?").all(REQUESTS) as { phone: string }[]
    // Calls whose lines the live-call figure relays (the room does not check them: no read per line).
    const calls = db.prepare("SELECT id FROM calls ORDER BY id DESC LIMIT 20").all() as { id: number }[]
    return { phones: rows.map((r) => r.phone), callIds: calls.map((c) => c.id) }
  })
  const server = await startServer(persistTo, 8941, { VAPI_WEBHOOK_SECRET: SECRET, BENCH_ROWS_READ: "1" })
  try {
    const times = { known: [] as number[], unknown: [] as number[] }
    const trips: number[] = []
    let wrong = 0
    for (let i = 0; i < REQUESTS; i++) {
      const known = i % 2 === 0
      const from = known ? phones[i]! : `+1616${String(7_000_000 + i).padStart(7, "0")}`
      const body = {
        message: {
          type: "assistant-request",
          call: { id: `bench-inbound-${i}`, type: "inboundPhoneCall", customer: { number: from } },
          customer: { number: from },
          phoneNumber: { id: "pn_bench", number: "+16165550999" },
        },
      }
      const started = performance.now()
      const res = await fetch(`${server.url}/api/webhooks/vapi`, {
        method: "POST",
        headers: { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json" },
        body: JSON.stringify(body),
      })
      const answer = (await res.json()) as { assistantOverrides?: { firstMessage?: string } }
      ;(known ? times.known : times.unknown).push(performance.now() - started)
      trips.push(Number(res.headers.get("x-d1-round-trips")))
      const greets = answer.assistantOverrides?.firstMessage?.startsWith("Thanks for calling back")
      if (res.status !== 200 || greets !== known) wrong++
    }
    const all = [...times.known, ...times.unknown]
    const p99 = percentile(all, 99)
    const rows: Row[] = [
      {
        what: `assistant-request answer, end to end (${REQUESTS} calls, ${CONTACTS.toLocaleString("en")} contacts)`,
        figure: `median ${ms(median(all))} ms, p99 ${ms(p99)} ms`,
        counterpart: `Vapi waits ${VAPI_LIMIT_MS.toLocaleString("en")} ms at most`,
        target: `p99 well under ${VAPI_LIMIT_MS.toLocaleString("en")} ms`,
        ok: p99 < VAPI_LIMIT_MS / 10 && wrong === 0,
      },
      {
        what: "  known callers / unknown (a contact made) medians",
        figure: `${ms(median(times.known))} / ${ms(median(times.unknown))} ms`,
        target: "both well under the limit",
        ok: Math.max(median(times.known), median(times.unknown)) < VAPI_LIMIT_MS / 10,
      },
      {
        what: "  D1 round trips per answer (median)",
        figure: `${median(trips)}`,
        target: "the webhook gate's read, the caller's read, one write batch",
        ok: median(trips) <= 3,
      },
    ]
    printTable("Inbound calls (issue 36): Vapi's assistant-request answered by the worker", rows)
    printTable(
      "Live calls (issue 36): final transcript lines relayed to /ws",
      await transcriptLatency(server.url, SECRET, callIds, LINES)
    )
  } finally {
    await server.stop()
  }
}
