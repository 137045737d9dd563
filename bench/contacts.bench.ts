/**
 * Issue 2 benchmark: contacts list, deep page, search and 304 re-poll over 100k contacts —
 * (1) the route's own SQL in-process on better-sqlite3, (2) the worker as `npm start` serves it
 * (steady 50 req/s and saturation beside an empty route), (3) a 10k-row CSV import through the
 * bulk endpoint against 10k single POSTs.
 */
import { parseContactsCsv } from "../web/src/features/scraping/csv-import/parse-contacts-csv"
import {
  buildCountSql,
  buildPageSql,
  VERSIONS_SQL,
  type SqlQuery,
} from "../worker/src/services/contacts-query"
import { saturation, steadyRate } from "./lib/load"
import { freshLocalD1, startServer, withSqlite } from "./lib/server"
import { seedContacts } from "./lib/seed-data"
import { openMigratedDb } from "./lib/sqlite"
import { ms, percentile, printTable, timeSync, type Row } from "./lib/stats"

const N = 100_000
const PAGE = 25
const SEARCH = "riverside"

function sqlFigures(rows: Row[]) {
  const db = openMigratedDb()
  seedContacts(db, N)
  const stmt = (q: SqlQuery) => {
    const s = db.prepare(q.sql)
    return () => s.all(...q.params)
  }
  const versions = stmt(VERSIONS_SQL)
  const total = (db.prepare(VERSIONS_SQL.sql).all() as { name: string; rowCount: number }[]).find(
    (r) => r.name === "contacts"
  )!.rowCount
  const pageAt = (page: number) => stmt(buildPageSql({}, { offset: (page - 1) * PAGE, limit: PAGE, total }))
  const middle = Math.ceil(total / PAGE / 2)
  const cases: [string, () => unknown, number][] = [
    ["page 1 (versions + page)", () => (versions(), pageAt(1)()), 1],
    [`deep page ${middle} of ${Math.ceil(total / PAGE)} (worst case)`, () => (versions(), pageAt(middle)()), 1],
    [`last page ${Math.ceil(total / PAGE)}`, () => (versions(), pageAt(Math.ceil(total / PAGE))()), 1],
    [
      `search "${SEARCH}" (count + page)`,
      (() => {
        const count = stmt(buildCountSql({ q: SEARCH }))
        const page = stmt(buildPageSql({ q: SEARCH }, { offset: 0, limit: PAGE }))
        return () => (count(), page())
      })(),
      5,
    ],
    ["304 re-poll (versions only)", versions, 1],
  ]
  const matches = (db.prepare(buildCountSql({ q: SEARCH }).sql).get(...buildCountSql({ q: SEARCH }).params) as { n: number }).n
  for (const [what, fn, target] of cases) {
    const t = timeSync(fn, 3000)
    const p99 = percentile(t, 99)
    rows.push({ what: `SQL ${what}`, figure: `p50 ${ms(percentile(t, 50))} ms, p99 ${ms(p99)} ms`, target: `p99 < ${target} ms`, ok: p99 < target })
  }
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${VERSIONS_SQL.sql}`).all() as { detail: string }[]
  rows.push({ what: "304 check's plan", figure: plan.map((p) => p.detail).join("; "), target: "one point read", ok: plan.every((p) => /PRIMARY KEY|USING INDEX/.test(p.detail)) })
  rows.push({ what: `(search matches ${matches} of ${N})`, figure: "", target: "", ok: null })
  db.close()
}

async function workerFigures(rows: Row[]) {
  const { persistTo, sqlitePath } = freshLocalD1("contacts")
  withSqlite(sqlitePath, (db) => seedContacts(db, N))
  const server = await startServer(persistTo, 8931)
  try {
    const first = await fetch(`${server.url}/api/contacts`)
    const etag = first.headers.get("etag") ?? ""
    await first.arrayBuffer()
    const middle = Math.ceil(N / PAGE / 2)
    const routes: [string, string, Record<string, string>?][] = [
      ["empty route /api/health", "/api/health"],
      ["contacts page 1", "/api/contacts"],
      [`contacts deep page ${middle}`, `/api/contacts?page=${middle}`],
      [`contacts search "${SEARCH}"`, `/api/contacts?q=${SEARCH}`],
      ["contacts 304 re-poll", "/api/contacts", { "If-None-Match": etag }],
    ]
    let emptyRps = 0
    for (const [what, path, headers] of routes) {
      const url = server.url + path
      const steady = await steadyRate(url, { rps: 50, seconds: 8, headers })
      const sat = await saturation(url, { concurrency: 8, seconds: 4, headers })
      if (path === "/api/health") emptyRps = sat.rps
      const ratio = sat.rps / emptyRps
      const statuses = Object.entries(steady.statuses).map(([s, n]) => `${s}×${n}`).join(" ")
      rows.push({ what: `${what} @50 req/s`, figure: `p50 ${ms(steady.p50)} ms, p99 ${ms(steady.p99)} ms (${statuses})`, target: "p99 < 50 ms", ok: steady.p99 < 50 && steady.errors === 0 })
      rows.push({ what: `${what} saturation`, figure: `${sat.rps.toFixed(0)} req/s = ${ratio.toFixed(2)}x empty route`, target: path === "/api/health" ? "baseline" : ">= 0.7x", ok: path === "/api/health" ? null : ratio >= 0.7 })
    }
    await importFigures(server.url, rows)
  } finally {
    server.stop()
  }
}

function csvOf(n: number, offset: number) {
  const lines = ["Business Name,Phone Number,Address,Category"]
  for (let i = 0; i < n; i++) {
    const k = offset + i
    lines.push(`"Import Test ${k}, LLC",(${200 + (k % 800)}) ${String(7_000_000 + k).slice(0, 3)}-${String(7_000_000 + k).slice(3)},"${k} Elm St, Austin, TX",Plumber`)
  }
  return lines.join("\r\n")
}

async function importFigures(url: string, rows: Row[]) {
  const post = (path: string, body: unknown) =>
    fetch(url + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })
  // Bulk: the CSV parsed by the web app's own parser, uploaded in the UI's 500-row chunks.
  let t = performance.now()
  const parsed = parseContactsCsv(csvOf(10_000, 0), "bench-import.csv")
  if (!parsed.ok) throw new Error(parsed.description)
  let added = 0
  for (let i = 0; i < parsed.contacts.length; i += 500) {
    const res = await post("/api/contacts/bulk", { contacts: parsed.contacts.slice(i, i + 500) })
    if (!res.ok) throw new Error(`bulk failed: ${res.status} ${await res.text()}`)
    added += ((await res.json()) as { added: number }).added
  }
  const bulkMs = performance.now() - t
  // The spec's way: one POST /api/contacts per row, in sequence.
  const singles = parseContactsCsv(csvOf(10_000, 20_000), "bench-singles.csv")
  if (!singles.ok) throw new Error(singles.description)
  t = performance.now()
  for (const c of singles.contacts) {
    const res = await post("/api/contacts", c)
    if (res.status !== 201) throw new Error(`single POST failed: ${res.status}`)
    await res.arrayBuffer()
  }
  const singleMs = performance.now() - t
  rows.push({ what: `import 10k CSV rows via bulk (${added} added)`, figure: `${(bulkMs / 1000).toFixed(2)} s`, target: "< 3 s", ok: bulkMs < 3000 && added === 10_000 })
  rows.push({ what: "import 10k rows as single POSTs", figure: `${(singleMs / 1000).toFixed(1)} s = ${(singleMs / bulkMs).toFixed(0)}x slower`, target: "bulk >= 20x faster", ok: singleMs / bulkMs >= 20 })
}

export async function runContactsBench({ sqlOnly = false } = {}) {
  const rows: Row[] = []
  sqlFigures(rows)
  printTable("Contacts (issue 2): SQL in-process, better-sqlite3, 100k contacts", rows.splice(0))
  if (sqlOnly) return
  await workerFigures(rows)
  printTable("Contacts (issue 2): the worker as npm start serves it (wrangler dev), 100k contacts", rows)
}
