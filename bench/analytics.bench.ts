/**
 * Issue 23 benchmark, the Analytics page: GET /api/analytics over 300k calls (100k contacts, 5
 * campaigns, 90 days), served as npm start serves it (local workerd + D1), one period or filter per
 * row, with D1's own rows read per answer. The figures are sums over call_analytics (kept by the
 * calls triggers), so what a request reads grows with the period's hours and groups, not with calls.
 */
import { analyticsQuerySchema } from "../worker/src/schemas/analytics"
import { resolvePeriod } from "../worker/src/services/analytics/analytics-period"
import { analyticsStatements } from "../worker/src/services/analytics/analytics-sql"
import { steadyRate } from "./lib/load"
import { scale } from "./lib/quick"
import { seedCalls } from "./lib/seed-calls"
import { seedContacts } from "./lib/seed-data"
import { freshLocalD1, startServer, withSqlite } from "./lib/server"
import { ms, percentile, printTable, type Row } from "./lib/stats"

const CALLS = 300_000
const CONTACTS = 100_000
const TARGET_P99_MS = 50

/** EXPLAIN QUERY PLAN of a statement with its ?N parameters written in (better-sqlite3 binds plain ? only). */
function inlined(sql: string, params: readonly unknown[]) {
  return sql.replace(/\?(\d+)/g, (_, n: string) => {
    const v = params[Number(n) - 1]
    return v === null || v === undefined
      ? "NULL"
      : typeof v === "number"
        ? String(v)
        : `'${String(v).replace(/'/g, "''")}'`
  })
}

export async function runAnalyticsBench() {
  const { persistTo, sqlitePath } = freshLocalD1("analytics")
  const seeded = withSqlite(sqlitePath, (db) => {
    seedContacts(db, CONTACTS)
    const { campaignIds } = seedCalls(db, { n: CALLS, contactCount: CONTACTS })
    const summaryRows = (db.prepare("SELECT count(*) AS n FROM call_analytics").get() as { n: number }).n
    // Every statement of a request reads call_analytics' primary key range (or the demo index).
    const q = analyticsQuerySchema.parse({ period: "90d" })
    const plans = analyticsStatements(resolvePeriod(q, Date.now(), "America/New_York"), {}, Date.now()).map((s) =>
      (db.prepare(`EXPLAIN QUERY PLAN ${inlined(s.sql, s.params ?? [])}`).all() as { detail: string }[])
        .map((p) => p.detail)
        .join("; ")
    )
    const category = (db.prepare("SELECT category FROM contacts WHERE id = 7").get() as { category: string }).category
    const source = (db.prepare("SELECT source FROM contacts WHERE id = 8").get() as { source: string }).source
    return { campaignId: campaignIds[0]!, summaryRows, plans, category, source }
  })
  const rows: Row[] = [
    {
      what: `call_analytics rows for ${CALLS / 1000}k calls (90 days)`,
      figure: seeded.summaryRows.toLocaleString("en-US"),
      target: "reported",
      ok: null,
    },
    {
      what: "query plans (90 days)",
      figure: seeded.plans.every((p) => /PRIMARY KEY|calls_demo_date_idx/.test(p))
        ? "primary key / demo index ranges"
        : seeded.plans.join(" | "),
      target: "no scan of calls",
      ok: seeded.plans.every((p) => !/SCAN c\b|SCAN calls/.test(p)),
    },
  ]

  const server = await startServer(persistTo, 8936, { BENCH_ROWS_READ: "1" })
  const year = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10)
  const today = new Date().toISOString().slice(0, 10)
  const cases = [
    { what: "last 30 days (the default), every campaign", query: "period=30d" },
    { what: "last 7 days", query: "period=7d" },
    { what: "last 90 days (weekly series)", query: "period=90d" },
    { what: "a custom year (53 weeks)", query: `period=custom&from=${year}&to=${today}` },
    { what: "last 30 days, one campaign", query: `period=30d&campaignId=${seeded.campaignId}` },
    { what: "last 30 days, one category", query: `period=30d&category=${encodeURIComponent(seeded.category)}` },
    { what: "last 90 days, one source", query: `period=90d&source=${encodeURIComponent(seeded.source)}` },
  ]
  try {
    for (const c of cases) {
      const next = () => ({ url: `${server.url}/api/analytics?${c.query}` })
      await steadyRate(next, { rps: 20, seconds: scale(1, 0.5) })
      const r = await steadyRate(next, { rps: 20, seconds: scale(8, 3) })
      const read = r.rowsRead.map((x) => x.rows)
      const statuses = Object.entries(r.statuses)
        .map(([s, n]) => `${s}×${n}`)
        .join(" ")
      rows.push({
        what: `GET /api/analytics ${c.what} @20 req/s`,
        figure: `p50 ${ms(r.p50)} ms, p99 ${ms(r.p99)} ms (${statuses}); D1 rows read ${read.length ? `p50 ${percentile(read, 50)}, max ${Math.max(...read)}` : "not reported"}`,
        target: `p99 < ${TARGET_P99_MS} ms; rows reported`,
        ok: r.p99 < TARGET_P99_MS && r.errors === 0 && Object.keys(r.statuses).every((s) => s === "200"),
      })
    }
  } finally {
    await server.stop()
  }
  printTable(`Analytics (issue 23): GET /api/analytics over ${CALLS / 1000}k calls, local workerd + D1`, rows)
}
