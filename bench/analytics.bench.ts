/**
 * Issue 23 benchmark, the Analytics page: GET /api/analytics over 300k calls (100k contacts, 5
 * campaigns, 90 days), served as npm start serves it (local workerd + D1), one period or filter per
 * row, with D1's own rows read per answer. Uncached as operators use it: the route has no ETag or
 * body cache, and a live campaign writes meanwhile (end-of-call webhooks and contact edits, which
 * move the day rollups through the calls triggers). Rows print as they are measured, and a route far
 * over target is timed with sequential requests instead of the open loop (whose queue would take
 * hours to drain: an earlier run sat silent until it was killed, its table never printed).
 */
import { analyticsQuerySchema } from "../worker/src/schemas/analytics"
import { resolvePeriod } from "../worker/src/services/analytics/analytics-period"
import { analyticsStatements } from "../worker/src/services/analytics/analytics-sql"
import { liveWriter } from "./lib/live-writer"
import { steadyRate } from "./lib/load"
import { scale } from "./lib/quick"
import { seedCalls } from "./lib/seed-calls"
import { seedContacts } from "./lib/seed-data"
import { freshLocalD1, startServer, withSqlite } from "./lib/server"
import { planOf, type SqlQuery } from "./lib/sql-timing"
import { ms, percentile, printRow, type Row } from "./lib/stats"

const CALLS = scale(300_000, 30_000)
const CONTACTS = scale(100_000, 10_000)
const TARGET_P99_MS = 50
const WEBHOOK_SECRET = "bench-webhook-secret"
/** Calls left "calling" for the live writer's end-of-call webhooks. */
const WRITER_CALLS = 1_000
const SUMMARY = ["analytics_days", "analytics_day_slots", "analytics_day_groups"]
/** A first answer slower than this would make the open loop queue for minutes: time sequentially. */
const PROBE_LIMIT_MS = 10 * TARGET_P99_MS
const SEQUENTIAL = 10
/**
 * 400 answers a case at 20 req/s: the p99 of 160 (8 s) was the second slowest answer, so two
 * pauses of the machine (a GC, another process) decided it; of 400 it is the 5th slowest, and the
 * slowest is printed beside it.
 */
const MEASURED_SECONDS = scale(20, 3)

async function timed(url: string) {
  const t = performance.now()
  const res = await fetch(url, { signal: AbortSignal.timeout(120_000) })
  await res.arrayBuffer()
  return { ms: performance.now() - t, status: res.status, rows: parseInt(res.headers.get("x-d1-rows-read") ?? "", 10) }
}

export async function runAnalyticsBench() {
  const title = `Analytics (issue 23): GET /api/analytics over ${CALLS / 1000}k calls, local workerd + D1`
  console.log(`\n## ${title}`)
  console.log(`  (seeding ${CONTACTS / 1000}k contacts and ${CALLS / 1000}k calls through the triggers: minutes)`)
  const { persistTo, sqlitePath } = await freshLocalD1("analytics")
  const seeded = withSqlite(sqlitePath, (db) => {
    seedContacts(db, CONTACTS)
    const { campaignIds, openCalls } = seedCalls(db, { n: CALLS, contactCount: CONTACTS, openCount: WRITER_CALLS })
    const count = (t: string) => (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n
    const summaryRows = SUMMARY.map((t) => `${t} ${count(t).toLocaleString("en-US")}`).join(", ")
    const category = (db.prepare("SELECT category FROM contacts WHERE id = 7").get() as { category: string }).category
    const source = (db.prepare("SELECT source FROM contacts WHERE id = 8").get() as { source: string }).source
    return { campaignId: campaignIds[0]!, summaryRows, category, source, openCalls }
  })
  const year = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)
  const today = new Date().toISOString().slice(0, 10)
  const [source, category] = [encodeURIComponent(seeded.source), encodeURIComponent(seeded.category)]
  const cases = [
    { what: "last 30 days (the default), every campaign", query: "period=30d" },
    { what: "last 7 days", query: "period=7d" },
    { what: "last 90 days (weekly series)", query: "period=90d" },
    { what: "a custom year (53 weeks)", query: `period=custom&from=${year}&to=${today}` },
    { what: "last 30 days, one campaign", query: `period=30d&campaignId=${seeded.campaignId}` },
    { what: "last 30 days, one category", query: `period=30d&category=${category}` },
    { what: "last 90 days, one source", query: `period=90d&source=${source}` },
    {
      what: "last 90 days, one campaign, source and category",
      query: `period=90d&campaignId=${seeded.campaignId}&source=${source}&category=${category}`,
    },
  ]
  // Every statement of every case reads a range of the summary's primary key or the demo index, with <= 100 params.
  const statements = cases.flatMap((c) => {
    const q = analyticsQuerySchema.parse(Object.fromEntries(new URLSearchParams(c.query)))
    return Object.values(analyticsStatements(resolvePeriod(q, Date.now(), "America/New_York"), q, Date.now()))
  })
  const plans = withSqlite(sqlitePath, (db) =>
    statements.flatMap((st) => planOf(db, { sql: st.sql, params: (st.params ?? []) as SqlQuery["params"] }))
  )
  // A scan of a table (the blocks list, a subquery's 12 rows or a constant row are read whole by design).
  const scans = [...new Set(plans.filter((d) => /^SCAN (a|c|k|calls|contacts|campaigns|analytics_\w+)\b/.test(d)))]
  const maxParams = Math.max(...statements.map((st) => new Set(st.sql.match(/\?\d+/g)).size))
  const rows: Row[] = [
    {
      what: `summary rows for ${CALLS / 1000}k calls (90 days)`,
      figure: seeded.summaryRows,
      target: "reported",
      ok: null,
    },
    {
      what: `query plans (${cases.length} cases x 6 statements)`,
      figure: scans.length ? scans.join(" | ") : "primary-key ranges of the summary, the demo index",
      target: "no scan of a table",
      ok: scans.length === 0,
    },
    { what: "bound parameters per statement, max", figure: String(maxParams), target: "<= 100", ok: maxParams <= 100 },
  ]

  rows.forEach((r) => printRow(r, title))

  const server = await startServer(persistTo, 8936, { BENCH_ROWS_READ: "1", VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET })
  const writer = liveWriter(server.url, {
    secret: WEBHOOK_SECRET,
    openCalls: seeded.openCalls,
    contactCount: CONTACTS,
  })
  writer.start()
  try {
    for (const c of cases) {
      const url = `${server.url}/api/analytics?${c.query}`
      const probe = await timed(url)
      let row: Row
      if (probe.ms > PROBE_LIMIT_MS) {
        const runs = [probe]
        for (let i = 1; i < SEQUENTIAL; i++) runs.push(await timed(url))
        const t = runs.map((r) => r.ms)
        const read = runs.map((r) => r.rows).filter((n) => !Number.isNaN(n))
        row = {
          what: `GET /api/analytics ${c.what}, ${SEQUENTIAL} sequential requests (first took ${ms(probe.ms)} ms)`,
          figure: `p50 ${ms(percentile(t, 50))} ms, p99 ${ms(percentile(t, 99))} ms; D1 rows read ${read.length ? `p50 ${percentile(read, 50)}, max ${Math.max(...read)}` : "not reported"}`,
          target: `p99 < ${TARGET_P99_MS} ms; rows reported`,
          ok: false,
        }
      } else {
        const next = () => ({ url })
        await steadyRate(next, { rps: 20, seconds: scale(1, 0.5) })
        const r = await steadyRate(next, { rps: 20, seconds: MEASURED_SECONDS })
        const read = r.rowsRead.map((x) => x.rows)
        const statuses = Object.entries(r.statuses)
          .map(([st, n]) => `${st}×${n}`)
          .join(" ")
        row = {
          what: `GET /api/analytics ${c.what} @20 req/s for ${MEASURED_SECONDS} s`,
          figure: `p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms, max ${ms(r.max)} ms (${statuses}); D1 rows read ${read.length ? `p50 ${percentile(read, 50)}, max ${Math.max(...read)}` : "not reported"}`,
          target: `p99 < ${TARGET_P99_MS} ms; rows reported`,
          ok: r.p99 < TARGET_P99_MS && r.errors === 0 && Object.keys(r.statuses).every((st) => st === "200"),
        }
      }
      rows.push(row)
      printRow(row, title)
    }
  } finally {
    const w = await writer.stop()
    printRow({ what: "live writes meanwhile", figure: w.summary, target: "all answered", ok: w.ok }, title)
    await server.stop()
  }
}
