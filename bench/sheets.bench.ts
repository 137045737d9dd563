/**
 * Issue 13 benchmark, Google Sheets sync (in-process: better-sqlite3 on the real migrations behind
 * D1's API, the real Google adapter against worker/test/fake-google-server.mjs on 127.0.0.1).
 * 1. 10,000 pending rows synced: the Sheets requests it takes and the wall time.
 * 2. The outbox's D1 cost per call result: round trips and statements of one end-of-call report,
 *    with and without a configured sheet.
 */
import { generateKeyPairSync } from "node:crypto"
// @ts-expect-error the tests' plain ESM fake server (untyped)
import setupFakeGoogle from "../worker/test/fake-google-server.mjs"
import { createDb } from "../worker/src/db/client"
import { d1Port } from "../worker/src/db/sql/d1-port"
import { GoogleSheets } from "../worker/src/providers/sheets/google-sheets"
import { fakeGoogle, keyFileJson } from "../worker/src/providers/sheets/test-service-account"
import { SHEETS_DEFAULTS } from "../worker/src/schemas/sheets"
import { outcomeOf } from "../worker/src/services/calls/call-outcome"
import { readDemoTime } from "../worker/src/services/calls/demo-time"
import { reportStatements } from "../worker/src/services/calls/report-statements"
import { writeSheetsConfig } from "../worker/src/services/sheets/sheets-config"
import { syncOutbox } from "../worker/src/services/sheets/sheets-sync"
import { d1Over } from "./lib/d1-over"
import { openMigratedDb } from "./lib/sqlite"
import { median, printTable, type Row } from "./lib/stats"
import { benchCtx } from "./lib/bench-ctx"
import type { Env } from "../worker/src/env"
import type { CallReport } from "../worker/src/providers/voice/voice-provider"

const ROWS = 10_000
const SPREADSHEET = "1BenchSheet000000000000000000"

async function startFakeGoogle() {
  let url = ""
  const teardown = await setupFakeGoogle({ provide: (_: string, value: string) => (url = value) })
  return { url, teardown: teardown as (() => Promise<void>) | undefined }
}

function seedOutbox(sqlite: ReturnType<typeof openMigratedDb>, n: number) {
  const insert = sqlite.prepare(
    `INSERT INTO sheets_outbox (kind, target, row_key, data, created_at) VALUES (?, ?, ?, ?, ?)`
  )
  const now = Date.now()
  sqlite.transaction(() => {
    for (let i = 0; i < n; i++) {
      const data = {
        businessName: `Bench Business ${i}`,
        phone: `+1616555${String(i % 10_000).padStart(4, "0")}`,
        status: "answered",
        duration: 95,
        summary: "Talked to the owner; interested in a demo next week.",
        at: now,
      }
      insert.run("call_result", "call_log", `call:${i}:result`, JSON.stringify(data), now)
    }
  })()
}

/** 10,000 rows through the Google adapter: requests counted by the fake, wall time by us. */
async function syncTenThousand(google: string) {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  })
  const clientEmail = `bench-${Date.now()}@cold-caller-bench.iam.gserviceaccount.com`
  const fake = fakeGoogle(google)
  await fake.register(clientEmail, publicKey)
  await fake.spreadsheet(SPREADSHEET, { title: "Bench", sheets: ["Call Logs"], sharedWith: [clientEmail] })
  const credentials = keyFileJson(clientEmail, privateKey)

  const sqlite = openMigratedDb()
  seedOutbox(sqlite, ROWS)
  const { d1 } = d1Over(sqlite)
  const db = createDb(d1Port(d1))
  const provider = new GoogleSheets({ credentials, baseUrl: google, tokenUrl: `${google}/token` })
  const config = { ...SHEETS_DEFAULTS, spreadsheetUrl: SPREADSHEET }
  const t0 = performance.now()
  const outcome = await syncOutbox(benchCtx(db, {} as Env), { provider, config })
  const seconds = (performance.now() - t0) / 1000
  const recorded = await fake.requests(SPREADSHEET)
  const sheetRows = await fake.sheet(SPREADSHEET, "Call Logs")
  const requests = Object.values(recorded.counts).reduce((a, b) => a + b, 0)
  return { outcome, seconds, requests, landed: sheetRows.rows.length - 1 }
}

/**
 * The batch one end-of-call report is (report-statements.ts: the result and its outbox rows), run
 * the way apply-events.ts runs it: round trips and statements, with and without a configured sheet.
 */
async function reportCost(configured: boolean) {
  const sqlite = openMigratedDb()
  const { d1, n } = d1Over(sqlite)
  const db = createDb(d1Port(d1))
  if (configured) await writeSheetsConfig(db, { ...SHEETS_DEFAULTS, spreadsheetUrl: SPREADSHEET })
  const samples: { roundTrips: number; statements: number }[] = []
  let outboxStatements = 0
  for (let i = 0; i < 50; i++) {
    sqlite
      .prepare("INSERT INTO contacts (business_name, phone, address, created_at, updated_at) VALUES (?, ?, '', 0, 0)")
      .run(`Cost ${i}`, `+1616555${String(1000 + i)}`)
    const contactId = (sqlite.prepare("SELECT max(id) AS id FROM contacts").get() as { id: number }).id
    const callId = Number(
      sqlite
        .prepare("INSERT INTO calls (contact_id, status, created_at, updated_at) VALUES (?, 'calling', 0, 0)")
        .run(contactId).lastInsertRowid
    )
    const report: CallReport = {
      endedReason: "customer-ended-call",
      startedAt: new Date(Date.now() - 95_000),
      endedAt: new Date(),
      transcript: "AI: Hello",
      summary: "Friendly chat.",
      recordingUrl: null,
      structuredData: {},
      messages: [],
      cost: null,
      costBreakdown: null,
    }
    const statements = reportStatements(
      db,
      callId,
      outcomeOf(report, (v) => readDemoTime(v, "UTC", new Date())),
      report,
      new Date()
    )
    outboxStatements = statements.filter((s) => s.sql.includes("INSERT INTO sheets_outbox")).length
    const before = { ...n }
    await db.port.batch(statements)
    samples.push({ roundTrips: n.roundTrips - before.roundTrips, statements: n.statements - before.statements })
  }
  const outbox = (sqlite.prepare("SELECT count(*) AS c FROM sheets_outbox").get() as { c: number }).c
  return {
    roundTrips: median(samples.map((s) => s.roundTrips)),
    statements: median(samples.map((s) => s.statements)),
    outboxStatements,
    outbox,
  }
}

export async function runSheetsBench() {
  const google = await startFakeGoogle()
  const rows: Row[] = []
  try {
    const sync = await syncTenThousand(google.url)
    if (sync.landed !== ROWS) throw new Error(`${sync.landed} of ${ROWS} rows landed`)
    rows.push(
      {
        what: `Sync ${ROWS.toLocaleString("en-US")} pending rows: Sheets API requests (appends + reads, token excluded)`,
        figure: String(sync.requests),
        target: "<= 20",
        ok: sync.requests <= 20,
      },
      {
        what: `  rows per append (${sync.outcome.requests} appends)`,
        figure: String(Math.round(ROWS / sync.outcome.requests)),
        target: ">= 500",
        ok: ROWS / sync.outcome.requests >= 500,
      },
      {
        what: "  wall time against the local Sheets stand-in (D1 marks included)",
        figure: `${sync.seconds.toFixed(2)} s`,
        target: "reported",
        ok: null,
      }
    )
  } finally {
    await google.teardown?.()
  }
  {
    const off = await reportCost(false)
    const on = await reportCost(true)
    if (on.outbox !== 50 || off.outbox !== 0) throw new Error("the outbox rows are not what the run wrote")
    rows.push(
      {
        what: "One end-of-call report's batch, no sheet configured: D1 round trips / statements (median of 50)",
        figure: `${off.roundTrips} / ${off.statements}`,
        target: "reported",
        ok: null,
      },
      {
        what: "  with a sheet configured: added round trips (the outbox rides the result's batch)",
        figure: String(on.roundTrips - off.roundTrips),
        target: "0",
        ok: on.roundTrips === off.roundTrips,
      },
      {
        what: "  the outbox's statements, inside the result's batch (one insert: the result row, the demo row if booked)",
        figure: String(on.outboxStatements),
        target: "1, in the batch",
        ok: on.statements === off.statements && on.outboxStatements === 1,
      }
    )
  }
  printTable("Google Sheets sync (issue 13)", rows)
}
