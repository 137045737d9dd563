/**
 * Issue 37 benchmark: what the database writes for each call, as D1 bills it (SQLite's
 * total_changes(), which counts the triggers' writes), and the SQLite CPU it costs, on the real
 * migrations in-process (better-sqlite3 behind the D1-shaped adapter), through the app's own code:
 * - a call's life: the dialer's tick that queues it (runDialerTick), its dial (dialQueuedCall, a
 *   stand-in voice provider answering with an id) and its end-of-call report (handleVoiceWebhook with
 *   Vapi's message), for LIVES calls in a database with 90 days of history;
 * - late changes to a call three weeks old (a cost arriving, a demo booked, the demo cancelled, a
 *   reconcile failing a stuck call) and the end-of-call report of a call dialled three weeks before it.
 * Each figure is measured twice in the same run: on the schema before issue 37 (the old chain up to
 * 0038, bench/fixtures/schema-before-issue-37.sql: 62 triggers, rollups per filter and block, running hourly sums) and on today's, beside the
 * figures the issue measured.
 */
import type Database from "better-sqlite3"
import { createDb } from "../worker/src/db/client"
import { d1Port } from "../worker/src/db/sql/d1-port"
import type { Env } from "../worker/src/env"
import type { Providers } from "../worker/src/providers"
import { parseVapiWebhook } from "../worker/src/providers/voice/vapi-messages"
import { dialQueuedCall } from "../worker/src/services/calls/dial-job.service"
import { handleVoiceWebhook } from "../worker/src/services/calls/webhook.service"
import { runDialerTick } from "../worker/src/services/campaigns/dialer-tick"
import { DAILY_CALL_QUOTA } from "../worker/src/schemas/daily-quota"
import { benchCtx } from "./lib/bench-ctx"
import { d1Over } from "./lib/d1-over"
import { endOfCallReport } from "./lib/live-latency"
import { scale } from "./lib/quick"
import { seedCalls } from "./lib/seed-calls"
import { seedContacts } from "./lib/seed-data"
import { openMigratedDb } from "./lib/sqlite"
import { percentile, printTable, type Row } from "./lib/stats"

const LIVES = scale(3_000, 300)
/** Calls over the last 90 days before the lives: every hour has some, as a busy install's would. */
const HISTORY = scale(10_000, 3_000)
const LATE_CALLS = scale(50, 10)
const DAY = 86_400_000

/** The database's CPU: better-sqlite3 runs each statement synchronously, so the process's CPU during it. */
function metered(db: Database.Database) {
  let micros = 0
  /** Of it, compiling statements (and the trigger programs they fire): D1 prepares each statement it runs. */
  let prepareMicros = 0
  let trace = false
  const total = db.prepare("SELECT total_changes() AS n")
  const timed = <T>(run: () => T, sql = ""): T => {
    const before = trace ? (total.get() as { n: number }).n : 0
    const at = process.cpuUsage()
    try {
      return run()
    } finally {
      const d = process.cpuUsage(at)
      micros += d.user + d.system
      if (trace && sql) {
        const n = (total.get() as { n: number }).n - before
        console.log(
          `    ${((d.user + d.system) / 1000).toFixed(2)} ms, ${n} rows: ${sql.replace(/\s+/g, " ").slice(0, 110)}`
        )
      }
    }
  }
  const statement = (s: Database.Statement): Database.Statement =>
    new Proxy(s, {
      get(target, key) {
        const value = Reflect.get(target, key) as unknown
        if (key === "run" || key === "all" || key === "get") {
          return (...args: unknown[]) =>
            timed(() => (value as (...a: unknown[]) => unknown).apply(target, args), target.source)
        }
        if (key === "raw")
          return (...args: unknown[]) =>
            statement((value as (...a: unknown[]) => Database.Statement).apply(target, args))
        return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value
      },
    })
  const proxy = new Proxy(db, {
    get(target, key) {
      if (key === "prepare") {
        return (sql: string) => {
          const at = micros
          const s = timed(() => target.prepare(sql))
          prepareMicros += micros - at
          if (trace)
            console.log(
              `    prepare ${((micros - at) / 1000).toFixed(2)} ms: ${sql.replace(/\s+/g, " ").slice(0, 100)}`
            )
          return statement(s)
        }
      }
      const value = Reflect.get(target, key) as unknown
      return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
  return {
    db: proxy,
    cpuMs: () => micros / 1000,
    prepareMs: () => prepareMicros / 1000,
    /** Prints each statement's CPU and rows written (BENCH_WRITES_TRACE=1, one life). */
    trace: (on: boolean) => void (trace = on && process.env.BENCH_WRITES_TRACE === "1"),
  }
}

const changes = (db: Database.Database) => (db.prepare("SELECT total_changes() AS n").get() as { n: number }).n

/** A voice provider that answers every dial with an id (no network): the app's side of a dial only. */
const standInProviders = () =>
  ({
    voice: {
      name: "voice",
      mode: "sandbox",
      reason: "bench",
      config: { assistantId: "bench-assistant", phoneNumberId: "bench-number", phoneNumberProvider: "vapi" },
      notReady: () => null,
      provider: { startCall: async (req: { callId: number }) => ({ providerCallId: `bench-life-${req.callId}` }) },
      for: () => undefined,
    },
    // Not configured: no outbox row for Sheets or the calendar, no email.
    sheets: { name: "sheets", mode: "not_configured", reason: "bench" },
    calendar: { name: "calendar", mode: "not_configured", reason: "bench" },
    email: { name: "email", mode: "not_configured", reason: "bench" },
    places: { name: "places", mode: "not_configured", reason: "bench" },
  }) as unknown as Providers

function seed(db: Database.Database) {
  const contacts = HISTORY + LIVES
  seedContacts(db, contacts)
  // The history's calls, dialled over the last 90 days.
  seedCalls(db, { n: HISTORY, contactCount: HISTORY })
  // Ten campaigns share the lives' contacts (the ones without a call yet), all pending.
  db.prepare(
    `WITH RECURSIVE s(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM s WHERE i < 10)
     INSERT INTO campaigns (name, status, calls_per_hour, minutes_between_calls, selected_contacts, start_time,
       end_time, work_days, timezone, total_contacts, created_at, updated_at)
     SELECT 'Lives ' || i, 'running', 60, 1, '[]', '00:01', '23:59',
       '["sunday","monday","tuesday","wednesday","thursday","friday","saturday"]', 'America/New_York', ?1, 0, 0 FROM s`
  ).run({ 1: LIVES / 10 })
  db.prepare(
    `INSERT INTO campaign_contacts (campaign_id, contact_id, position, callee_tz, state, due_at)
     SELECT (SELECT min(id) FROM campaigns WHERE name LIKE 'Lives %') + (id - ?1 - 1) % 10, id, id, 'America/New_York', 'pending', 0
     FROM contacts WHERE id > ?1`
  ).run({ 1: HISTORY })
  db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('calls_per_minute', '10', 0)").run()
  db.prepare("INSERT INTO settings (key, value, updated_at) VALUES ('voice_concurrency_limit', '100', 0)").run()
  // The lives are not held by the daily quota (the history's last day counts against it).
  db.prepare(
    `INSERT INTO settings (key, value, updated_at) VALUES ('daily_call_quota', '${DAILY_CALL_QUOTA.max}', 0)`
  ).run()
}

interface Figures {
  lives: number
  queued: number
  dialled: number
  report: number
  cpuMs: number
  /** Of cpuMs, compiling the statements (their triggers' programs included). */
  prepareMs: number
  /** CPU (ms) of the dialer's ticks, the dials and the reports. */
  cpu: { queued: number; dialled: number; report: number }
  late: Record<string, number[]>
  oldReport: number[]
}

/** The lives and the late changes on one schema. */
async function measure(before: boolean): Promise<Figures> {
  const raw = openMigratedDb(":memory:", before ? "before-issue-37" : "today")
  seed(raw)
  // The lives start now, after the history (the campaigns call from 00:01 to 23:59 New York time).
  const NOW = Date.now()
  const m = metered(raw)
  const { d1 } = d1Over(m.db)
  const env = { CALLS_QUEUE: { sendBatch: async () => {}, send: async () => {} } } as unknown as Env
  const providers = standInProviders()
  const ctxAt = (now: number) => benchCtx(createDb(d1Port(d1)), env, { now, providers })
  const totals = { queued: 0, dialled: 0, report: 0 }
  const cpu = { queued: 0, dialled: 0, report: 0 }
  let lives = 0
  const cpuStart = m.cpuMs()
  const prepareStart = m.prepareMs()
  for (let tick = 0; lives < LIVES && tick < LIVES; tick++) {
    const now = NOW + tick * 60_000
    m.trace(tick === 3)
    let at = changes(raw)
    let cpuAt = m.cpuMs()
    const tickResult = await runDialerTick(ctxAt(now))
    const { dispatched } = tickResult
    totals.queued += changes(raw) - at
    cpu.queued += m.cpuMs() - cpuAt
    if (dispatched.length === 0 && tick > 10 && lives === 0) {
      throw new Error(`the dialer queued nothing in 10 ticks: ${JSON.stringify(tickResult)}`)
    }
    for (const d of dispatched) {
      const { callId } = d
      at = changes(raw)
      cpuAt = m.cpuMs()
      await dialQueuedCall(ctxAt(now + 1_000), callId)
      totals.dialled += changes(raw) - at
      cpu.dialled += m.cpuMs() - cpuAt
      at = changes(raw)
      cpuAt = m.cpuMs()
      await handleVoiceWebhook(
        ctxAt(now + 50_000),
        { parseWebhook: parseVapiWebhook },
        endOfCallReport(`bench-life-${callId}`)
      )
      totals.report += changes(raw) - at
      cpu.report += m.cpuMs() - cpuAt
      lives++
      m.trace(false)
    }
  }
  const cpuMs = m.cpuMs() - cpuStart
  const prepareMs = m.prepareMs() - prepareStart
  m.trace(false)
  const placed = (
    raw
      .prepare("SELECT count(*) AS n FROM calls WHERE vapi_call_id LIKE 'bench-life-%' AND status = 'completed'")
      .get() as { n: number }
  ).n
  if (placed !== lives) throw new Error(`${lives} lives, but ${placed} calls completed with a provider id`)

  // Late changes to calls three weeks old (in campaigns, answered, with later hours full of calls).
  const old = raw
    .prepare(
      `SELECT id FROM calls WHERE vapi_call_id IS NOT NULL AND campaign_id IS NOT NULL AND status = 'completed'
         AND dialed_at BETWEEN ?1 AND ?2 ORDER BY id LIMIT ?3`
    )
    .all({ 1: NOW - 22 * DAY, 2: NOW - 20 * DAY, 3: 2 * LATE_CALLS }) as { id: number }[]
  const changesOf: Record<string, string> = {
    "a cost arriving": "UPDATE calls SET cost = coalesce(cost, 0) + 0.37 WHERE id = ?1",
    "a demo booked": `UPDATE calls SET result = 'answered', demo_scheduled = 1, demo_date = ${NOW + DAY} WHERE id = ?1`,
    "the demo cancelled": `UPDATE calls SET demo_scheduled = 0, demo_cancelled_at = ${NOW} WHERE id = ?1`,
    "a reconcile failing it": `UPDATE calls SET status = 'failed', result = 'failed', completed_at = ${NOW} WHERE id = ?1`,
  }
  const late: Record<string, number[]> = {}
  for (const [what, sql] of Object.entries(changesOf)) {
    const st = raw.prepare(sql)
    late[what] = old.slice(0, LATE_CALLS).map(({ id }) => {
      const at = changes(raw)
      st.run({ 1: id })
      return changes(raw) - at
    })
  }
  // End-of-call reports of calls dialled three weeks before them (still "calling" till then).
  const stale = old.slice(LATE_CALLS)
  raw
    .prepare(
      `UPDATE calls SET status = 'calling', result = NULL, completed_at = NULL, vapi_call_id = 'bench-old-' || id
     WHERE id IN (SELECT value FROM json_each(?1))`
    )
    .run({ 1: JSON.stringify(stale.map((c) => c.id)) })
  const oldReport: number[] = []
  for (const { id } of stale) {
    const at = changes(raw)
    await handleVoiceWebhook(ctxAt(NOW), { parseWebhook: parseVapiWebhook }, endOfCallReport(`bench-old-${id}`))
    oldReport.push(changes(raw) - at)
  }
  raw.close()
  return { lives, ...totals, cpuMs, prepareMs, cpu, late, oldReport }
}

const per = (n: number, lives: number) => (n / lives).toFixed(1)
const worst = (late: Record<string, number[]>) => Math.max(...Object.values(late).flat())

export async function runWritesBench() {
  const title = `Rows written per call (issue 37): a call's life, its report, a late change; SQLite CPU for ${LIVES.toLocaleString("en-US")} lives`
  console.log(`\n## ${title}`)
  console.log(
    `  (seeding ${HISTORY.toLocaleString("en-US")} calls of history twice, then ${LIVES.toLocaleString("en-US")} lives on each schema)`
  )
  const old = await measure(true)
  const now = await measure(false)
  const lifeOf = (f: Figures) => (f.queued + f.dialled + f.report) / f.lives
  const cpuFor3000 = (f: Figures) => (f.cpuMs / f.lives) * 3000
  const s3000 = (ms: number, f: Figures) => ((ms / f.lives) * 3).toFixed(2)
  const cpuParts = (f: Figures) =>
    `ticks ${s3000(f.cpu.queued, f)} s, dials ${s3000(f.cpu.dialled, f)} s, reports ${s3000(f.cpu.report, f)} s; ` +
    `compiling statements and their triggers ${s3000(f.prepareMs, f)} s, running them ${s3000(f.cpuMs - f.prepareMs, f)} s`
  const lateText = (f: Figures) =>
    Object.entries(f.late)
      .map(([what, n]) => `${what} ${percentile(n, 50)}`)
      .join(", ")
  const rows: Row[] = [
    {
      what: "rows written per call life (queued + dialled + end-of-call report)",
      figure: `${lifeOf(now).toFixed(1)} (queued ${per(now.queued, now.lives)}, dialled ${per(now.dialled, now.lives)}, report ${per(now.report, now.lives)})`,
      target: "<= 35",
      ok: lifeOf(now) <= 35,
      counterpart: `before: ${lifeOf(old).toFixed(1)} (queued ${per(old.queued, old.lives)}, dialled ${per(old.dialled, old.lives)}, report ${per(old.report, old.lives)}); issue: 109 (7, 48, 54)`,
    },
    {
      what: "rows written per end-of-call report, a call dialled minutes before",
      figure: per(now.report, now.lives),
      target: "<= 30",
      ok: now.report / now.lives <= 30,
      counterpart: `before: ${per(old.report, old.lives)}; issue: 74 (the live writer's, p50)`,
    },
    {
      what: "rows written per end-of-call report, a call dialled three weeks before (p50, max)",
      figure: `${percentile(now.oldReport, 50)}, ${Math.max(...now.oldReport)}`,
      target: "<= 30",
      ok: Math.max(...now.oldReport) <= 30,
      counterpart: `before: ${percentile(old.oldReport, 50)}, ${Math.max(...old.oldReport)}; issue: 1,790 (contacts suite, p50)`,
    },
    {
      what: "rows written by a late change to a call three weeks old (p50 each; max of all)",
      figure: `${lateText(now)}; max ${worst(now.late)}`,
      target: "<= 15",
      ok: worst(now.late) <= 15,
      counterpart: `before: ${lateText(old)}; max ${worst(old.late)}; issue: 532-755`,
    },
    {
      what: `SQLite CPU for 3,000 call lives (measured over ${now.lives.toLocaleString("en-US")})`,
      figure: `${(cpuFor3000(now) / 1000).toFixed(2)} s (${cpuParts(now)})`,
      target: "<= 3.5 s",
      ok: cpuFor3000(now) / 1000 <= 3.5,
      counterpart: `before: ${(cpuFor3000(old) / 1000).toFixed(2)} s (${cpuParts(old)}); issue: 10.6 s`,
    },
  ]
  printTable(title, rows)
}
