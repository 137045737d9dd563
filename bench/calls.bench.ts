/**
 * Issue 3 benchmark over 300k calls (100k contacts, 5 campaigns), seeded through the real triggers:
 * (1) the routes' SQL in-process on better-sqlite3 — dashboard stats, recent calls, Call History
 * pages for every sort in both directions, deep pages, the queued count and the 304 check, each as
 * the route runs it (versions first); (2) the worker as `npm start` serves it, beside an empty route;
 * (3) live latency from a Vapi webhook's arrival to `call_updated` on a connected /ws client.
 */
import type Database from "better-sqlite3"
import { CALL_CURSOR_KEYS, callListQuerySchema, CALL_SORTS } from "../worker/src/schemas/calls"
import { type CursorKey, encodeCursor } from "../worker/src/schemas/page-cursor"
import { buildCallPageSql } from "../worker/src/services/calls/calls-page-sql"
import {
  buildCallCountSql,
  buildStatsSql,
  CALL_LIST_VERSION_SQL,
  CALL_VERSIONS_SQL,
  hasCallFilters,
  RECENT_CALLS_SQL,
} from "../worker/src/services/calls/calls-sql"
import { DEFAULT_TIME_ZONE, statsPeriods } from "../worker/src/services/dashboard.service"
import { liveLatency } from "./lib/live-latency"
import { liveWriter } from "./lib/live-writer"
import { walkPages } from "./lib/page-walk"
import { scale } from "./lib/quick"
import { routeFigures } from "./lib/route-load"
import { seedCalls, type SeededCalls } from "./lib/seed-calls"
import { seedContacts } from "./lib/seed-data"
import { freshLocalD1, startServer, withSqlite } from "./lib/server"
import { planOf, runner, timeRow } from "./lib/sql-timing"
import { memoryCopy, openMigratedDb } from "./lib/sqlite"
import { printTable, type Row } from "./lib/stats"

const CONTACTS = scale(100_000, 10_000)
const CALLS = scale(300_000, 30_000)
const LIVE_CALLS = 100 // x 2 webhooks each = 200 measured events
const WARMUP_CALLS = 5
const WRITER_CALLS = 1_000 // still "calling" for the live writer's end-of-call webhooks
const WEBHOOK_SECRET = "bench-webhook-secret"
/** Call History's page size, and the deep pages walked with Next for the cursor routes. */
const PAGE = 10
const WALKED_PAGES = 200

const seed = (db: Database.Database) => {
  seedContacts(db, CONTACTS)
  return seedCalls(db, { n: CALLS, contactCount: CONTACTS, openCount: LIVE_CALLS + WARMUP_CALLS + WRITER_CALLS })
}

function sqlFigures(db: Database.Database, rows: Row[]) {
  const versionsRows = runner(db, CALL_VERSIONS_SQL)
  const versions = () => {
    const list = versionsRows() as { name: string; rowCount: number }[]
    const count = (name: string) => list.find((r) => r.name === name)?.rowCount ?? 0
    return count("calls")
  }
  const counts = versions()
  // GET /api/calls: the calls version (ETag), then the page, and the count only when filtered.
  const listVersion = runner(db, CALL_LIST_VERSION_SQL)
  const history = (query: Record<string, string | number | undefined>) => {
    const q = callListQuerySchema.parse(query)
    const page = runner(db, buildCallPageSql(q, counts))
    const count = hasCallFilters(q) ? runner(db, buildCallCountSql(q)) : () => undefined
    return { q, run: () => (listVersion(), page(), count()) }
  }
  const stats = runner(db, buildStatsSql(statsPeriods({ now: Date.now(), timeZone: DEFAULT_TIME_ZONE }).hours))
  const recent = runner(db, RECENT_CALLS_SQL)
  // The dashboard routes read versions and data in one D1 batch: the same two statements.
  rows.push(timeRow("dashboard stats (versions + counters, one batch)", () => (versions(), stats()), 1))
  rows.push(timeRow("recent calls (versions + 10 newest, one batch)", () => (versions(), recent()), 1))
  const tempSorts: string[] = []
  for (const sort of CALL_SORTS) {
    for (const order of ["desc", "asc"] as const) {
      const h = history({ sort, order })
      rows.push(timeRow(`history page 1, sort ${sort} ${order}`, h.run, 1, 1000))
      const plan = planOf(db, buildCallPageSql(h.q, counts))
      if (plan.some((d) => d.includes("TEMP B-TREE"))) tempSorts.push(`${sort} ${order}`)
    }
  }
  // Pages by cursor from the middle of every sort, both ways: the keyset walks Next and Previous run.
  const lastPage = Math.ceil(counts / 10)
  const cursorSorts: string[] = []
  for (const sort of CALL_SORTS) {
    for (const order of ["desc", "asc"] as const) {
      const [row] = runner(
        db,
        buildCallPageSql(callListQuerySchema.parse({ sort, order, page: Math.round(lastPage / 2) }), counts)
      )() as unknown[]
      const keys = [...CALL_CURSOR_KEYS[sort].map((_, i) => (row as Record<string, CursorKey>)[`sortKey${i + 1}`]!)]
      const cursor = encodeCursor({ sort, keys: [...keys, (row as { id: number }).id], inclusive: false })
      for (const dir of ["after", "before"] as const) {
        const h = history({ sort, order, page: Math.round(lastPage / 2), [dir]: cursor })
        if (sort === "createdAt" || sort === "contact") {
          rows.push(timeRow(`history middle page by cursor (${dir}=), sort ${sort} ${order}`, h.run, 1, 1000))
        }
        if (planOf(db, buildCallPageSql(h.q, counts)).some((d) => d.includes("TEMP B-TREE"))) {
          cursorSorts.push(`${sort} ${order} ${dir}`)
        }
      }
    }
  }
  rows.push({
    what: "history plans (middle page by cursor, every sort, after and before)",
    figure: cursorSorts.length
      ? `temp b-tree: ${cursorSorts.join(", ")}`
      : "no temp b-tree: index walks from the cursor stop after the page",
    target: "no sort of the calls table",
    ok: cursorSorts.length === 0,
  })
  rows.push({
    what: "history plans (page 1, every sort)",
    figure: tempSorts.length
      ? `temp b-tree: ${tempSorts.join(", ")}`
      : "no temp b-tree: index walks stop after the page",
    target: "no sort of the calls table",
    ok: tempSorts.length === 0,
  })
  rows.push(timeRow(`history page 100 (offset 990), newest first`, history({ page: 100 }).run, 1, 1000))
  rows.push(timeRow(`history last page ${lastPage} ("Last"), newest first`, history({ page: lastPage }).run, 1, 1000))
  const byContact = history({ page: lastPage, sort: "contact", order: "asc" })
  rows.push(timeRow(`history last page ${lastPage}, sort contact asc`, byContact.run, 1, 1000))
  const middle = timeRow(
    `history middle page ${lastPage / 2}, newest first`,
    history({ page: lastPage / 2 }).run,
    1,
    300
  )
  rows.push({ ...middle, target: "(info: the UI pages by First/Prev/Next/Last)", ok: null })
  const queued = history({ status: "queued", pageSize: 1 })
  rows.push(timeRow('queued count ("Resume Queued (n)": status=queued, pageSize=1)', queued.run, 1, 1000))
  rows.push(timeRow("304 re-poll (versions only)", listVersion, 1))
  const plan = planOf(db, CALL_LIST_VERSION_SQL)
  rows.push({
    what: "304 check's plan",
    figure: plan.join("; "),
    target: "one point read",
    ok: plan.every((p) => /PRIMARY KEY|USING INDEX/.test(p)),
  })
}

async function workerFigures(persistTo: string, seeded: SeededCalls, rows: Row[]) {
  // A Vapi key makes the real provider the configured one; its API points at a closed local port.
  const server = await startServer(persistTo, 8932, {
    VAPI_WEBHOOK_SECRET: WEBHOOK_SECRET,
    VAPI_API_KEY: "bench-vapi-key",
    VAPI_BASE_URL: "http://127.0.0.1:9",
    BENCH_ROWS_READ: "1",
  })
  const title = `Calls (issue 3): the worker as npm start serves it (local workerd, no inspector), ${CALLS / 1000}k calls`
  const liveCalls = seeded.openCalls.slice(0, LIVE_CALLS + WARMUP_CALLS)
  const writerCalls = seeded.openCalls.slice(LIVE_CALLS + WARMUP_CALLS)
  try {
    const first = await fetch(`${server.url}/api/calls`)
    const etag = first.headers.get("etag") ?? ""
    await first.arrayBuffer()
    const probe = await fetch(`${server.url}/api/calls`, { headers: { "If-None-Match": etag } })
    const versionRows = parseInt(probe.headers.get("x-d1-rows-read") ?? "", 10)
    await probe.arrayBuffer()
    const stats = `/api/dashboard/stats?tz=${encodeURIComponent(DEFAULT_TIME_ZONE)}`
    const middle = Math.round(CALLS / PAGE / 2)
    const deep = await walkPages(server.url, "/api/calls", middle, WALKED_PAGES)
    const byContact = await walkPages(server.url, "/api/calls?sort=contact&order=asc", middle, WALKED_PAGES)
    const empty = { what: "empty route /api/health", path: "/api/health" }
    await routeFigures(
      server,
      empty,
      [
        { what: "dashboard stats, polled after a write", path: stats },
        { what: "recent calls, polled after a write", path: "/api/dashboard/recent-calls" },
        {
          what: `call history deep page ${middle + 1} by cursor, polled after a write`,
          path: deep.polled,
          returns: PAGE,
        },
        { what: "call history deep Next (after=), a different page each request", path: deep.next, returns: PAGE },
        {
          what: "call history deep Previous (before=), a different page each request",
          path: deep.previous,
          returns: PAGE,
        },
        { what: "call history deep Next, sort contact", path: byContact.next, returns: PAGE },
        {
          what: "call history page jumps 1-1000 in turn (page=), a different one each request",
          path: nextCallsPage(),
          returns: PAGE,
          jump: true,
        },
        { what: "call history 304 re-poll, ETag of the last answer", path: "/api/calls", revalidate: etag },
      ],
      rows,
      {
        scored: true,
        writer: liveWriter(server.url, { secret: WEBHOOK_SECRET, openCalls: writerCalls, contactCount: CONTACTS }),
        versionRows: Number.isNaN(versionRows) ? undefined : versionRows,
      }
    )
    printTable(`${title} — scored: uncached during live writes`, rows.splice(0))
    const current = await fetch(`${server.url}/api/calls`)
    await current.arrayBuffer()
    await routeFigures(
      server,
      empty,
      [
        { what: "dashboard stats, same URL", path: stats },
        { what: "recent calls, same URL", path: "/api/dashboard/recent-calls" },
        { what: "call history page 1, same URL", path: "/api/calls" },
        { what: "call history 304 re-poll", path: "/api/calls", revalidate: current.headers.get("etag") ?? "" },
      ],
      rows,
      { scored: false }
    )
    printTable(
      `${title} — cached (information): one URL repeated, no writes, so the body cache answers`,
      rows.splice(0)
    )
    await liveLatency(server.url, WEBHOOK_SECRET, liveCalls, WARMUP_CALLS, rows)
    printTable(
      "Calls (issue 3): live latency, Vapi webhook -> WebSocket client (local workerd, no inspector)",
      rows.splice(0)
    )
  } finally {
    await server.stop()
  }
}

/** Pages 1..1000 of the history (10 per page) in turn: more than the body cache holds. */
function nextCallsPage() {
  let k = 0
  return () => `/api/calls?page=${1 + (k++ % 1000)}`
}

export async function runCallsBench({ sqlOnly = false } = {}) {
  const rows: Row[] = []
  const title = `Calls (issue 3): SQL in-process, better-sqlite3, ${CALLS / 1000}k calls over ${CONTACTS / 1000}k contacts`
  if (sqlOnly) {
    const db = openMigratedDb()
    seed(db)
    sqlFigures(db, rows)
    db.close()
    printTable(title, rows)
    return
  }
  // Seeded once into the local D1 the worker will serve; the SQL figures run on an in-memory copy.
  const { persistTo, sqlitePath } = await freshLocalD1("calls")
  const seeded = withSqlite(sqlitePath, seed)
  const db = memoryCopy(sqlitePath)
  sqlFigures(db, rows)
  db.close()
  printTable(title, rows.splice(0))
  await workerFigures(persistTo, seeded, rows)
}
