/**
 * Issue 12 benchmark, the Demo Calendar: 5,000 demos among 300k calls (better-sqlite3 on the real
 * migrations, in-process).
 * 1. GET /api/calendar/events' SQL: a month view's range, the next 50, the latest 10 past and the
 *    counters, each and together.
 * 2. Its 304 re-poll: the version read, one point read of data_versions.
 * 3. The iCalendar feed with all 5,000 demos: the SQL and the rendering to UTF-8 bytes (services/calendar/ical.ts).
 */
import { UPCOMING_DEMOS_SHOWN } from "../worker/src/schemas/calendar"
import { CALL_VERSIONS_SQL } from "../worker/src/services/calls/calls-sql"
import type { SqlStatement } from "../worker/src/db/sql/sql-port"
import {
  demoCounts,
  type DemoRow,
  demosBetween,
  FEED_LIMIT,
  pastDemos,
  toCalendarEvent,
  upcomingDemos,
} from "../worker/src/services/calendar/demo-events.service"
import { calendarChunks } from "../worker/src/services/calendar/ical"
import ical from "ical-generator"
import { seedCalls } from "./lib/seed-calls"
import { seedContacts } from "./lib/seed-data"
import { openMigratedDb } from "./lib/sqlite"
import { planOf, runner, type SqlQuery, timeRow } from "./lib/sql-timing"
import { ms, percentile, printTable, timeSync, type Row } from "./lib/stats"

const CALLS = 300_000
const CONTACTS = 100_000
const DEMOS = 5_000
const DAY = 86_400_000

export async function runCalendarBench() {
  const db = openMigratedDb()
  seedContacts(db, CONTACTS)
  seedCalls(db, { n: CALLS, contactCount: CONTACTS })
  // Keep exactly 5,000 demos, spread over a year around today.
  db.exec(`UPDATE calls SET demo_scheduled = 0 WHERE demo_scheduled = 1
           AND id NOT IN (SELECT id FROM calls WHERE demo_scheduled = 1 ORDER BY id LIMIT ${DEMOS})`)
  const now = Date.now()
  const ids = db.prepare("SELECT id FROM calls WHERE demo_scheduled = 1 ORDER BY id").all() as { id: number }[]
  const setDate = db.prepare("UPDATE calls SET demo_date = ? WHERE id = ?")
  db.transaction(() =>
    ids.forEach(({ id }, i) => setDate.run(now - 182 * DAY + Math.floor((i / DEMOS) * 365 * DAY), id))
  )()
  const demoCount = (db.prepare("SELECT count(*) AS n FROM calls WHERE demo_scheduled = 1").get() as { n: number }).n

  // The statements the service batches (demo-events.service.ts), run one by one here.
  const monthFrom = Math.floor(now / DAY) * DAY - 14 * DAY
  const month = demosBetween(monthFrom, monthFrom + 42 * DAY)
  const upcoming = upcomingDemos(now)
  const past = pastDemos(now)
  const counts = demoCounts(now)
  // runner and planOf bind the numbered parameters (?1 may stand more than once, as in the counters).
  const q = (s: SqlStatement): SqlQuery => ({ sql: s.sql, params: (s.params ?? []) as (string | number)[] })
  const run = [month, upcoming, past, counts].map((s) => runner(db, q(s)))
  const monthRows = (run[0]!() as unknown[]).length
  const rows: Row[] = [
    timeRow(`events: a month view's 6 weeks (${monthRows} demos)`, run[0]!, 1),
    timeRow(`events: the next ${UPCOMING_DEMOS_SHOWN}`, run[1]!, 1),
    timeRow("events: the latest 10 past", run[2]!, 1),
    timeRow(`events: the counters (${demoCount} demos)`, run[3]!, 1),
    timeRow("events: all four (one GET /api/calendar/events)", () => run.forEach((r) => r()), 1),
    timeRow("events 304: the version read (one point read of data_versions)", runner(db, CALL_VERSIONS_SQL), 1),
  ]
  for (const s of [month, upcoming, past, counts]) {
    const plan = planOf(db, q(s)).join("; ")
    if (!plan.includes("calls_demo_date_idx")) throw new Error(`not on the demo index: ${plan}`)
  }

  // The feed's two statements (feedDemos): every demo to come, then the latest past ones.
  const feedRuns = [upcomingDemos(now, FEED_LIMIT), pastDemos(now, FEED_LIMIT)].map((s) => runner(db, q(s)))
  const feedSql = () => feedRuns.map((r) => r() as DemoRow[])
  const feedRows = feedSql().flat()
  const feedSqlTimes = timeSync(feedSql, 50, 5)
  rows.push({
    what: `SQL feed: all ${feedRows.length} demos (D1's time, not the worker's CPU)`,
    figure: `p50 ${ms(percentile(feedSqlTimes, 50))} ms, p99 ${ms(percentile(feedSqlTimes, 99))} ms`,
    target: "reported",
    ok: null,
  })
  const demos = feedRows.map((r) => ({ ...toCalendarEvent(r, "America/New_York"), updatedAt: r.updated_at }))
  let bytes = 0
  // The feed is written straight to the UTF-8 chunks the Response streams: encoding is included.
  const render = timeSync(
    () => {
      bytes = 0
      for (const chunk of calendarChunks(demos, "https://calls.example.com")) bytes += chunk.length
    },
    30,
    5
  )
  const p99 = percentile(render, 99)
  // The naive counterpart: the same events through ical-generator, encoded the same way.
  const generator = timeSync(
    () => {
      const cal = ical({ name: "ColdCaller demos" })
      for (const d of demos) {
        const start = new Date(d.demoDate)
        cal.createEvent({
          id: `demo-${d.id}@coldcaller`,
          start,
          end: new Date(start.getTime() + 30 * 60_000),
          stamp: new Date(d.updatedAt),
          summary: `Demo: ${d.businessName}`,
          location: d.address,
          description: d.summary ?? "",
        })
      }
      return new TextEncoder().encode(cal.toString()).length
    },
    3,
    1
  )
  rows.push({
    what: `feed: rendering ${demos.length} VEVENTs (${(bytes / 1024).toFixed(0)} KB of iCalendar, encoded), CPU`,
    figure: `p50 ${ms(percentile(render, 50))} ms, p99 ${ms(p99)} ms`,
    target: "< 50 ms",
    ok: p99 < 50,
    counterpart: `ical-generator, the same events: p50 ${ms(percentile(generator, 50))} ms`,
  })
  printTable(`Demo Calendar (issue 12): ${DEMOS.toLocaleString("en-US")} demos among ${CALLS / 1000}k calls`, rows)
}
