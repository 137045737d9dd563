/**
 * The /sheets screen's reads and actions (SPEC §7 sheets endpoints): the status, the activity
 * lists, the connection test, Force Sync Now and the sandbox spreadsheet.
 */
import type { DB } from "../../db/client"
import { batchNamed, typed } from "../../db/sql/batch-named"
import type { Ctx } from "../../context/ctx"
import { AppError } from "../../lib/errors"
import { startOfZonedDay } from "../../lib/zoned-time"
import { providerOrNull, type Providers, requireProvider, sheetsClientEmail } from "../../providers"
import { runModeOf } from "../../providers/provider-mode"
import { SheetsError } from "../../providers/sheets/sheets-provider"
import type {
  SandboxSheetView,
  SheetsActivity,
  SheetsConnection,
  SheetsStatus,
  SheetsUpdate,
} from "../../schemas/api-routes/sheets"
import type { SheetsConfig, SheetsUpdateKind } from "../../schemas/sheets"
import { spreadsheetIdFrom } from "../../schemas/sheets"
import { formatInstant } from "../notifications/notification-format"
import type { OutboxData } from "./sheet-rows"
import { readSheetsConfig } from "./sheets-config"
import { readSheetsState, type SheetsState, updateSheetsState } from "./sheets-state"
import { d1SheetStore } from "../sandbox-state/sheet-store"
import { configuredSpreadsheet, pendingCount, type SyncOutcome, syncOutbox } from "./sheets-sync"

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

export async function sheetsStatus(db: DB, providers: Providers): Promise<SheetsStatus> {
  const { sheets } = providers
  const [config, state, { pending, held }] = await Promise.all([
    readSheetsConfig(db),
    readSheetsState(db),
    pendingCount(db, runModeOf(sheets)),
  ])
  const spreadsheetId = spreadsheetIdFrom(config.spreadsheetUrl)
  const current = spreadsheetId !== null && state.spreadsheetId === spreadsheetId
  return {
    // SPEC §4: connected only when a spreadsheet is set and the last check or sync reached it.
    connected: sheets.mode !== "not_configured" && current && state.ok,
    mode: sheets.mode,
    reason: sheets.reason,
    spreadsheetId,
    spreadsheetTitle: current ? state.title : null,
    clientEmail: sheetsClientEmail(sheets),
    checkedAt: current ? iso(state.checkedAt) : null,
    lastError: current ? state.error : null,
    pending,
    held,
    lastSyncAt: current ? iso(state.lastSyncAt) : null,
    unsaved:
      state.tested && state.tested.spreadsheetId !== spreadsheetId
        ? { ...state.tested, checkedAt: iso(state.tested.checkedAt)! }
        : null,
  }
}

/**
 * POST /api/sheets/test-connection: the form's URL, else the saved one. The answer is remembered for
 * the status: as the saved sheet's connection when it is the saved one, else as a test of a sheet
 * not saved yet (the saved sheet's status stands until Save).
 */
export async function testConnection(ctx: Ctx, url: string | undefined): Promise<SheetsConnection> {
  const { db } = ctx
  const now = ctx.clock.now()
  const providers = await ctx.providers()
  const config = await readSheetsConfig(db)
  const spreadsheetId = configuredSpreadsheet({ ...config, spreadsheetUrl: url?.trim() || config.spreadsheetUrl })
  const saved = spreadsheetId === spreadsheetIdFrom(config.spreadsheetUrl)
  const remember = (outcome: { title: string | null; ok: boolean; error: string | null }) =>
    updateSheetsState(
      db,
      saved
        ? { spreadsheetId, ...outcome, checkedAt: now, tested: null }
        : { tested: { spreadsheetId, ...outcome, checkedAt: now } },
      now
    )
  const provider = requireProvider(providers.sheets)
  try {
    const access = await provider.test(spreadsheetId)
    await remember({ title: access.title, ok: true, error: null })
    return { connected: true, spreadsheetId, ...access, clientEmail: sheetsClientEmail(providers.sheets) }
  } catch (err) {
    if (!(err instanceof SheetsError)) throw err
    await remember({ title: null, ok: false, error: err.message })
    throw new AppError("sheets_error", 502, err.message)
  } finally {
    ctx.events.emit({ type: "sheets_updated" })
  }
}

/**
 * After Save: a spreadsheet just tested and now saved is the connected one at once (the card does
 * not wait for the next sync to say so); a test of another sheet is forgotten.
 */
export async function adoptTestedSpreadsheet(db: DB, config: SheetsConfig, now: number) {
  const { tested } = await readSheetsState(db)
  if (!tested) return
  const id = spreadsheetIdFrom(config.spreadsheetUrl)
  const patch: Partial<SheetsState> =
    tested.spreadsheetId === id
      ? {
          spreadsheetId: id,
          title: tested.title,
          ok: tested.ok,
          error: tested.error,
          checkedAt: tested.checkedAt,
          tested: null,
        }
      : { tested: null }
  await updateSheetsState(db, patch, now)
}

/** Force Sync Now answers within its request: this many appends, then the queue carries the rest. */
export const FORCE_SYNC_REQUESTS = 5

export async function forceSync(ctx: Ctx): Promise<SyncOutcome> {
  const [config, providers] = await Promise.all([readSheetsConfig(ctx.db), ctx.providers()])
  const provider = providerOrNull(providers.sheets)
  return syncOutbox(ctx, { provider, config, maxRequests: FORCE_SYNC_REQUESTS, notify: true })
}

interface OutboxListRow {
  id: number
  kind: SheetsUpdateKind
  target: "call_log" | "demo"
  data: string
  status: "pending" | "synced"
  created_at: number
  synced_at: number | null
}

function detailOf(kind: SheetsUpdateKind, d: OutboxData, timeZone: string) {
  if (kind === "demo_booked" || kind === "demo_cancelled") {
    return d.demoDate ? `Demo ${formatInstant(d.demoDate, timeZone)}` : (d.status ?? "")
  }
  return d.status ?? ""
}

export const RECENT_UPDATES = 20

/** Recent Updates (the latest outbox rows) and Today's Updates (since midnight in the operator's zone). */
export async function sheetsActivity(
  db: DB,
  config: SheetsConfig,
  timeZone: string,
  now = Date.now()
): Promise<SheetsActivity> {
  const midnight = startOfZonedDay(now, timeZone)
  const { recent, counts } = await batchNamed(db.port, {
    recent: typed<OutboxListRow>({
      sql: `SELECT id, kind, target, data, status, created_at, synced_at FROM sheets_outbox ORDER BY id DESC LIMIT ?1`,
      params: [RECENT_UPDATES],
    }),
    counts: typed<SheetsActivity["today"]>({
      sql: `SELECT coalesce(sum(kind = 'call_result'), 0) AS callResults,
                   coalesce(sum(kind IN ('demo_booked', 'demo_cancelled')), 0) AS demos,
                   coalesce(sum(kind = 'contact_updated'), 0) AS contactUpdates,
                   coalesce(sum(status = 'synced'), 0) AS synced,
                   (SELECT count(*) FROM sheets_outbox WHERE status = 'pending') AS pending
            FROM sheets_outbox WHERE created_at >= ?1`,
      params: [midnight],
    }),
  })
  const tabs = { call_log: config.callLogSheet, demo: config.demoSheet }
  return {
    recent: recent.map((r): SheetsUpdate => {
      const data = JSON.parse(r.data) as OutboxData
      return {
        id: r.id,
        kind: r.kind,
        sheet: tabs[r.target],
        businessName: data.businessName,
        detail: detailOf(r.kind, data, timeZone),
        status: r.status,
        createdAt: new Date(r.created_at).toISOString(),
        syncedAt: iso(r.synced_at),
      }
    }),
    today: counts[0]!,
  }
}

const SANDBOX_ROWS_SHOWN = 200

/** The sandbox spreadsheet as a sheet shows it: its tabs, and the latest rows of one. */
export async function sandboxSheet(db: DB, providers: Providers, wanted?: string): Promise<SandboxSheetView> {
  if (providers.sheets.mode !== "sandbox") {
    throw new AppError(
      "not_sandbox",
      409,
      "The sandbox spreadsheet exists only in sandbox mode: open your Google Sheet."
    )
  }
  const spreadsheetId = spreadsheetIdFrom((await readSheetsConfig(db)).spreadsheetUrl)
  if (!spreadsheetId) return { sheets: [], sheet: null, rows: [], total: 0 }
  const sheets = await d1SheetStore(db).sheets(spreadsheetId)
  const sheet = wanted && sheets.includes(wanted) ? wanted : (sheets[0] ?? null)
  if (!sheet) return { sheets, sheet: null, rows: [], total: 0 }
  const { rows, total } = await batchNamed(db.port, {
    rows: typed<{ row_number: number; cells: string }>({
      sql: `SELECT row_number, cells FROM sandbox_sheet_rows WHERE spreadsheet_id = ?1 AND sheet = ?2
            ORDER BY row_number DESC LIMIT ?3`,
      params: [spreadsheetId, sheet, SANDBOX_ROWS_SHOWN],
    }),
    total: typed<{ n: number }>({
      sql: "SELECT count(*) AS n FROM sandbox_sheet_rows WHERE spreadsheet_id = ?1 AND sheet = ?2",
      params: [spreadsheetId, sheet],
    }),
  })
  return {
    sheets,
    sheet,
    rows: rows.reverse().map((r) => ({ row: r.row_number, cells: JSON.parse(r.cells) as string[] })),
    total: total[0]!.n,
  }
}
