/**
 * Issue 4 benchmark: one cron tick of the dialer with 1,000 running campaigns over 100,000 queued
 * contacts, on the real migrations in-process (better-sqlite3 behind a small D1-shaped adapter): wall
 * time per tick, and the D1 round trips and statements it makes, next to a 10-contact database.
 */
import type Database from "better-sqlite3"
import { createDb } from "../worker/src/db/client"
import { d1Port } from "../worker/src/db/sql/d1-port"
import type { Env } from "../worker/src/env"
import { runDialerTick } from "../worker/src/services/campaigns/dialer-tick"
import { seedContacts } from "./lib/seed-data"
import { d1Over } from "./lib/d1-over"
import { openMigratedDb } from "./lib/sqlite"
import { ms, percentile, printTable, type Row } from "./lib/stats"
import { benchCtx } from "./lib/bench-ctx"

// Tuesday 2026-03-03 01:00 New York: inside every campaign's 00:01-06:00 window.
const NOW = Date.parse("2026-03-03T06:00:00Z")

function seed(db: Database.Database, campaigns: number, perCampaign: number) {
  seedContacts(db, campaigns * perCampaign)
  db.prepare(
    `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < ?)
     INSERT INTO campaigns (id, name, status, calls_per_hour, minutes_between_calls, selected_contacts, start_time,
       end_time, work_days, timezone, total_contacts, created_at, updated_at)
     SELECT i, 'Campaign ' || i, 'running', 30, 2, '[]', '00:01', '06:00',
       '["sunday","monday","tuesday","wednesday","thursday","friday","saturday"]', 'America/New_York', ?, 0, 0 FROM s`
  ).run(campaigns, perCampaign)
  db.prepare(
    `INSERT INTO campaign_contacts (campaign_id, contact_id, position, callee_tz, state, due_at)
     SELECT (id - 1) / CAST(?1 AS INTEGER) + 1, id, (id - 1) % CAST(?1 AS INTEGER),
       CASE id % 4 WHEN 0 THEN '' WHEN 1 THEN 'America/New_York' WHEN 2 THEN 'America/Chicago' ELSE 'America/Denver' END,
       'pending', 0
     FROM contacts`
  ).run({ 1: perCampaign })
  db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('calls_per_minute', '10', 0)").run()
}

/** `ticks` minutes of the cron; before each, the calls of the previous minute end (no answer). */
async function run(campaigns: number, perCampaign: number, ticks: number) {
  const db = openMigratedDb()
  seed(db, campaigns, perCampaign)
  const { d1, n } = d1Over(db)
  const env = { CALLS_QUEUE: { sendBatch: async () => {} } } as unknown as Env
  const times: number[] = []
  const perTick: { roundTrips: number; statements: number }[] = []
  let dispatched = 0
  for (let i = 0; i < ticks; i++) {
    db.prepare("UPDATE calls SET status = 'completed', result = 'no answer' WHERE status = 'queued'").run()
    const before = { ...n }
    const t = performance.now()
    const result = await runDialerTick(benchCtx(createDb(d1Port(d1)), env, { now: NOW + i * 60_000 }))
    times.push(performance.now() - t)
    perTick.push({ roundTrips: n.roundTrips - before.roundTrips, statements: n.statements - before.statements })
    dispatched += result.dispatched.length
  }
  db.close()
  return { times, perTick, dispatched }
}

export async function runDialerBench() {
  const rows: Row[] = []
  const small = await run(1, 10, 5)
  const big = await run(1000, 100, 30)
  const p50 = percentile(big.times, 50)
  const p99 = percentile(big.times, 99)
  const maxTrips = Math.max(...big.perTick.map((p) => p.roundTrips))
  const maxStatements = Math.max(...big.perTick.map((p) => p.statements))
  const smallStatements = Math.max(...small.perTick.map((p) => p.statements))
  rows.push({
    what: "tick, 1,000 running campaigns / 100k queued contacts",
    figure: `p50 ${ms(p50)} ms, p99 ${ms(p99)} ms, first ${ms(big.times[0]!)} ms (${big.dispatched} calls in ${big.times.length} ticks)`,
    target: "< 500 ms",
    ok: p99 < 500,
  })
  rows.push({
    what: "D1 round trips per tick",
    figure: `${maxTrips} (10 contacts: ${Math.max(...small.perTick.map((p) => p.roundTrips))})`,
    target: "constant",
    ok: maxTrips <= 2,
    counterpart: `10 contacts: ${Math.max(...small.perTick.map((p) => p.roundTrips))}`,
  })
  rows.push({
    what: "D1 statements per tick",
    figure: `${maxStatements} (10 contacts: ${smallStatements})`,
    target: "same as 10 contacts",
    ok: maxStatements === smallStatements,
    counterpart: `10 contacts: ${smallStatements}`,
  })
  printTable("Dialer (issue 4): one cron tick, SQL in-process on better-sqlite3", rows)
}
