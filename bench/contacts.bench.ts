/**
 * Issue 2 benchmark: contacts list, deep page, search and 304 re-poll over 100k contacts —
 * (1) the route's own SQL in-process on better-sqlite3, (2) the worker as `npm start` serves it
 * (steady 50 req/s and saturation beside an empty route), (3) a 10k-row CSV import through the
 * bulk endpoint against 10k single POSTs.
 */
import type Database from "better-sqlite3"
import { parseContactsCsv } from "../web/src/features/scraping/csv-import/parse-contacts-csv"
import {
  buildCountSql,
  buildPageSql,
  searchCountCap,
  VERSIONS_SQL,
  versionsSql,
  type ListFilters,
} from "../worker/src/services/contacts-query"
import { buildKeysetPageSql } from "../worker/src/services/contacts-keyset"
import type { OpenCall } from "./lib/live-latency"
import { liveWriter } from "./lib/live-writer"
import { walkPages } from "./lib/page-walk"
import { scale } from "./lib/quick"
import { routeFigures } from "./lib/route-load"
import { seedCalls } from "./lib/seed-calls"
import { freshLocalD1, startServer, withSqlite } from "./lib/server"
import { seedContacts, WORDS } from "./lib/seed-data"
import { planOf, runner, timeRow } from "./lib/sql-timing"
import { memoryCopy, openMigratedDb } from "./lib/sqlite"
import { printTable, type Row } from "./lib/stats"

const N = scale(100_000, 10_000)
const PAGE = 25
const SEARCH = "riverside"
const SINGLES_TIMED = scale(2_000, 200)
const OPEN_CALLS = 1_000
/** Deep pages walked with Next for the cursor routes (each request takes the next one in turn). */
const WALKED_PAGES = 200

/** The Call Now picker's first page as listContacts runs it: never called, not on the do-not-call list. */
function callable(db: Database.Database) {
  const f: ListFilters = { called: false, doNotCall: false }
  const versions = runner(db, versionsSql(f))
  const count = runner(db, buildCountSql(f, searchCountCap(0, 50)))
  const page = runner(db, buildKeysetPageSql(f, { back: false, limit: 50 }))
  return () => (versions(), count(), page())
}

function sqlFigures(db: Database.Database, rows: Row[]) {
  const versions = runner(db, VERSIONS_SQL)
  const total = (db.prepare(VERSIONS_SQL.sql).all() as { name: string; rowCount: number }[]).find(
    (r) => r.name === "contacts"
  )!.rowCount
  const pages = Math.ceil(total / PAGE)
  // Unfiltered, as listContacts runs it: versions (ETag and total), then the page.
  const pageAt = (page: number) => {
    const run = runner(db, buildPageSql({}, { offset: (page - 1) * PAGE, limit: PAGE, total }))
    return () => (versions(), run())
  }
  // A search: its count (stopped at the cap) and its page in one batch, after the versions.
  const search = (f: ListFilters) => {
    const count = runner(db, buildCountSql(f, searchCountCap(0, PAGE)))
    const page = runner(db, buildPageSql(f, { offset: 0, limit: PAGE }))
    return () => (versions(), count(), page())
  }
  const middle = Math.ceil(pages / 2)
  // Page 1, and pages from a cursor, as listContacts runs them: a keyset walk from a position.
  const fromCursor = (f: ListFilters, id: number | undefined, back = false) => {
    const cursor = id === undefined ? undefined : { sort: "contacts", keys: [id], inclusive: false }
    const run = runner(db, buildKeysetPageSql(f, { cursor, back, limit: PAGE }))
    return { run: () => (versions(), run()), plan: planOf(db, buildKeysetPageSql(f, { cursor, back, limit: PAGE })) }
  }
  rows.push(timeRow("page 1 (versions + page)", fromCursor({}, undefined).run, 1))
  for (const page of [41, 1000, middle, pages - 1000, pages].filter((p) => p > 1 && p <= pages)) {
    const label = page === middle ? " (middle: deepest from either end)" : page === pages ? " (last)" : ""
    rows.push(timeRow(`page ${page} of ${pages}${label}, a jump by number`, pageAt(page), 1))
  }
  const at = (
    db.prepare("SELECT id FROM contacts ORDER BY id DESC LIMIT 1 OFFSET ?").get(middle * PAGE) as { id: number }
  ).id
  const cursorPlans: string[] = []
  for (const [what, f] of [
    ["", {}],
    [", status ready", { status: "ready" }],
    [`, search "${SEARCH}"`, { q: SEARCH }],
  ] as const) {
    for (const back of [false, true]) {
      const page = fromCursor(f, at, back)
      rows.push(
        timeRow(`page ${middle + (back ? -1 : 1)} by cursor (${back ? "before" : "after"}=)${what}`, page.run, 1)
      )
      cursorPlans.push(...page.plan)
    }
  }
  rows.push({
    what: "cursor pages' plans (unfiltered, status, search; after and before)",
    figure: cursorPlans.some((d) => d.includes("TEMP B-TREE")) ? "temp b-tree" : "index walks that stop after the page",
    target: "no sort",
    ok: !cursorPlans.some((d) => d.includes("TEMP B-TREE")),
  })
  rows.push(timeRow(`search "${SEARCH}" (versions + capped count + page)`, search({ q: SEARCH }), 5))
  rows.push(timeRow('search "market" (every contact matches)', search({ q: "market" }), 5))
  rows.push(timeRow(`search "${SEARCH}" + status ready`, search({ q: SEARCH, status: "ready" }), 5))
  rows.push(
    timeRow(`search "${SEARCH}" + category Dentist (1 in 5 matches)`, search({ q: SEARCH, category: "Dentist" }), 5)
  )
  rows.push(timeRow("Call Now picker: 50 callable (versions + capped count + page)", callable(db), 5))
  // The picker's worst case: a campaign called the newest 20,000 contacts, and its walk steps over them.
  db.prepare(
    "INSERT INTO calls (contact_id, status, created_at, updated_at) SELECT id, 'completed', 0, 0 FROM contacts ORDER BY id DESC LIMIT 20000"
  ).run()
  rows.push(timeRow("Call Now picker, the newest 20,000 called", callable(db), 50, 200))
  rows.push(timeRow("304 re-poll (versions only)", versions, 1))
  const plan = planOf(db, VERSIONS_SQL)
  rows.push({
    what: "304 check's plan",
    figure: plan.join("; "),
    target: "one point read",
    ok: plan.every((p) => /PRIMARY KEY|USING INDEX/.test(p)),
  })
  const exact = db.prepare(buildCountSql({ q: SEARCH }).sql).get(...buildCountSql({ q: SEARCH }).params) as {
    n: number
  }
  rows.push({
    what: `(search "${SEARCH}" matches ${exact.n} of ${N}: the API answers total 1000, totalCapped)`,
    figure: "",
    target: "",
    ok: null,
  })
}

const WEBHOOK_SECRET = "bench-webhook-secret"

async function workerFigures(persistTo: string, openCalls: OpenCall[], rows: Row[]) {
  const server = await startServer(persistTo, 8931, { BENCH_ROWS_READ: "1", VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET })
  const title = "Contacts (issue 2): the worker as npm start serves it (local workerd, no inspector)"
  try {
    const first = await fetch(`${server.url}/api/contacts`)
    const etag = first.headers.get("etag") ?? ""
    await first.arrayBuffer()
    const probe = await fetch(`${server.url}/api/contacts`, { headers: { "If-None-Match": etag } })
    const versionRows = parseInt(probe.headers.get("x-d1-rows-read") ?? "", 10)
    await probe.arrayBuffer()
    const middle = Math.ceil(N / PAGE / 2)
    const deep = await walkPages(server.url, "/api/contacts", middle, WALKED_PAGES)
    const empty = { what: "empty route /api/health", path: "/api/health" }
    await routeFigures(
      server,
      empty,
      [
        { what: "contacts page 1, polled after a write", path: "/api/contacts", returns: PAGE },
        { what: `contacts deep page ${middle + 1} by cursor, polled after a write`, path: deep.polled, returns: PAGE },
        { what: "contacts deep Next (after=), a different page each request", path: deep.next, returns: PAGE },
        { what: "contacts deep Previous (before=), a different page each request", path: deep.previous, returns: PAGE },
        {
          what: "contacts deep page jumps (page=), a different one each request",
          path: nextDeepPage(middle),
          returns: PAGE,
          jump: true,
        },
        { what: "contacts searches, a different one each request", path: nextSearch() },
        { what: "contacts 304 re-poll, ETag of the last answer", path: "/api/contacts", revalidate: etag },
      ],
      rows,
      {
        scored: true,
        writer: liveWriter(server.url, { secret: WEBHOOK_SECRET, openCalls, contactCount: N }),
        versionRows: Number.isNaN(versionRows) ? undefined : versionRows,
      }
    )
    printTable(`${title}, ${N / 1000}k contacts — scored: uncached during live writes`, rows.splice(0))
    const current = await fetch(`${server.url}/api/contacts`)
    await current.arrayBuffer()
    await routeFigures(
      server,
      empty,
      [
        { what: "contacts page 1, same URL", path: "/api/contacts" },
        { what: `contacts deep page ${middle}, same URL`, path: `/api/contacts?page=${middle}` },
        { what: `contacts search "${SEARCH}", same URL`, path: `/api/contacts?q=${SEARCH}` },
        { what: "contacts 304 re-poll", path: "/api/contacts", revalidate: current.headers.get("etag") ?? "" },
      ],
      rows,
      { scored: false }
    )
    printTable(
      `${title} — cached (information): one URL repeated, no writes, so the body cache answers`,
      rows.splice(0)
    )
    await importFigures(server.url, rows)
    printTable(`${title}: CSV import`, rows.splice(0))
  } finally {
    await server.stop()
  }
}

/** Pages around the middle (the deepest from either end) in turn, never the same one twice running. */
function nextDeepPage(middle: number) {
  const span = Math.min(1000, Math.floor(middle / 2))
  let k = 0
  return () => `/api/contacts?page=${middle - span + (k++ % (2 * span))}`
}

/** The seed's name words by the first 40 pages of each (the capped count's reach): 480 searches in
 *  turn, more than the body cache holds. */
function nextSearch() {
  let i = 0
  return () => {
    const k = i++
    return `/api/contacts?q=${encodeURIComponent(WORDS[k % WORDS.length]!)}&page=${1 + (Math.floor(k / WORDS.length) % 40)}`
  }
}

function csvOf(n: number, offset: number) {
  const lines = ["Business Name,Phone Number,Address,Category"]
  for (let i = 0; i < n; i++) {
    const k = offset + i
    lines.push(
      `"Import Test ${k}, LLC",(${200 + (k % 800)}) ${String(7_000_000 + k).slice(0, 3)}-${String(7_000_000 + k).slice(3)},"${k} Elm St, Austin, TX",Plumber`
    )
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
  // The spec's way: one POST /api/contacts per row, in sequence. Timed over the first SINGLES_TIMED
  // rows and scaled to 10k (each POST costs the same), which keeps the whole benchmark within minutes.
  const singles = parseContactsCsv(csvOf(SINGLES_TIMED, 20_000), "bench-singles.csv")
  if (!singles.ok) throw new Error(singles.description)
  t = performance.now()
  for (const c of singles.contacts) {
    const res = await post("/api/contacts", c)
    if (res.status !== 201) throw new Error(`single POST failed: ${res.status}`)
    await res.arrayBuffer()
  }
  const singleMs = ((performance.now() - t) * 10_000) / SINGLES_TIMED
  rows.push({
    what: `import 10k CSV rows via bulk (${added} added)`,
    figure: `${(bulkMs / 1000).toFixed(2)} s`,
    target: "< 3 s",
    ok: bulkMs < 3000 && added === 10_000,
    counterpart: `single POSTs: ${(singleMs / 1000).toFixed(1)} s`,
  })
  rows.push({
    what: `import 10k rows as single POSTs (${SINGLES_TIMED} timed, x${10_000 / SINGLES_TIMED})`,
    figure: `${(singleMs / 1000).toFixed(1)} s = ${(singleMs / bulkMs).toFixed(0)}x slower`,
    target: "bulk >= 20x faster",
    ok: singleMs / bulkMs >= 20,
  })
}

export async function runContactsBench({ sqlOnly = false } = {}) {
  const rows: Row[] = []
  const title = `Contacts (issue 2): SQL in-process, better-sqlite3, ${N / 1000}k contacts`
  if (sqlOnly) {
    const db = openMigratedDb()
    seedContacts(db, N)
    sqlFigures(db, rows)
    db.close()
    printTable(title, rows)
    return
  }
  // Seeded once into the local D1 the worker will serve; the SQL figures run on an in-memory copy.
  const { persistTo, sqlitePath } = await freshLocalD1("contacts")
  const { openCalls } = withSqlite(sqlitePath, (db) => {
    seedContacts(db, N)
    // Calls still "calling", for the live writer's end-of-call webhooks.
    return seedCalls(db, { n: OPEN_CALLS, contactCount: N, openCount: OPEN_CALLS })
  })
  const db = memoryCopy(sqlitePath)
  sqlFigures(db, rows)
  db.close()
  printTable(title, rows.splice(0))
  await workerFigures(persistTo, openCalls, rows)
}
