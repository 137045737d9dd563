/** Shared setup for the Sheets sync tests: a recording queue, a sandbox spreadsheet, the outbox and a sync. */
import { env } from "cloudflare:test"
import type { Env } from "../src/env"
import { SandboxSheets } from "../src/providers/sheets/sandbox-sheets"
import type { SheetsProvider } from "../src/providers/sheets/sheets-provider"
import { SHEETS_DEFAULTS, type SheetsConfig } from "../src/schemas/sheets"
import { d1SheetStore } from "../src/services/sandbox-state/sheet-store"
import { syncOutbox } from "../src/services/sheets/sheets-sync"
import { sandboxEnv } from "./call-fixtures"
import { testCtx } from "./ctx"
import { emptyAppTables } from "./data-layer/engine"
import { recordingQueue } from "./dialer-fixtures"
import { port, testDb } from "./port"

/** Queues that only record: no background sync may race the ones each test runs itself. */
export const queue = recordingQueue()
export const e = { ...(env as Env), JOBS_QUEUE: queue as unknown as Queue }
/** Sandbox voice (webhooks) with the same recording queue. */
export const quiet = (): Env => ({ ...sandboxEnv(), JOBS_QUEUE: e.JOBS_QUEUE })
export const db = testDb

export const SHEET_ID = "1SandboxSheet0000000000000000"
export const CONFIG: SheetsConfig = {
  ...SHEETS_DEFAULTS,
  spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${SHEET_ID}/edit`,
}

export const outbox = () =>
  port.all<{ kind: string; row_key: string; contact_id: number; data: string; status: string }>(
    "SELECT * FROM sheets_outbox ORDER BY id"
  )

/** The tab's rows as the sandbox sheet shows them, header first. */
export const sheetRows = async (sheet: string) =>
  (
    await port.all<{ cells: string }>(
      "SELECT cells FROM sandbox_sheet_rows WHERE spreadsheet_id = ?1 AND sheet = ?2 ORDER BY row_number",
      [SHEET_ID, sheet]
    )
  ).map((r) => JSON.parse(r.cells) as string[])

export const sandbox = () => new SandboxSheets(d1SheetStore(db()))

/**
 * The sandbox sheet with another `append`, built from the sandbox underneath (to call through to it):
 * an append that crashes, hangs or finds Google down.
 */
export function withAppend(append: (real: SandboxSheets) => SheetsProvider["append"]): SheetsProvider {
  const real = sandbox()
  return {
    kind: real.kind,
    test: (id) => real.test(id),
    readColumn: (...a) => real.readColumn(...a),
    append: append(real),
  }
}

export const sync = (provider: SheetsProvider = sandbox(), config = CONFIG) =>
  syncOutbox(testCtx({ env: e, db: db() }), { provider, config })

/** Every app table emptied (the outbox and sandbox sheets too) and the queue drained: run before each test. */
export async function resetSheets() {
  await emptyAppTables(testDb())
  queue.drain()
}
