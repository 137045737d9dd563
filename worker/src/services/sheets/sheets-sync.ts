/**
 * Pushes the outbox to the spreadsheet: the pending rows in id order, up to ROWS_PER_REQUEST per
 * append, each tab's rows in the order they happened. Every row lands exactly once:
 * - One sync at a time (a lease in the state registry), so two overlapping syncs (a queue message
 *   and Force Sync Now) never append the same rows or break the order; the loser returns at once.
 * - A row's `attempts` is raised before its append. A row found pending with attempts > 0 may have
 *   landed before a crash (between Google's answer and our mark): the sheet's row-key column is
 *   read first and what is already there is only marked.
 * - Google down: nothing is marked, the rows wait, and the error is kept for the status.
 */
import type { DB } from "../../db/client"
import { batchNamed } from "../../db/sql/batch-named"
import { AppError } from "../../lib/errors"
import type { RunMode } from "../../providers/provider-mode"
import { SheetsError, type SheetsProvider } from "../../providers/sheets/sheets-provider"
import type { SheetsSyncResult } from "../../schemas/api-routes/sheets"
import { SHEETS_MESSAGES, type SheetsConfig, type SheetsUpdateKind, spreadsheetIdFrom } from "../../schemas/sheets"
import type { TextStateKey } from "../../settings/state-registry"
import { lease } from "../../settings/state-store"
import { notifySheetsRefused } from "../notifications/job-notifications"
import type { Ctx } from "../../context/ctx"
import { headerRow, type OutboxData, sheetLayout, sheetRow } from "./sheet-rows"
import { readSheetsState, updateSheetsState } from "./sheets-state"

/** 10,000 waiting rows are 10 appends; a request of 1,000 rows is about 200 KB, far under Google's 2 MB advice. */
export const ROWS_PER_REQUEST = 1000
const LEASE_KEY = "sheets_sync_lease" satisfies TextStateKey
/** A sync that died keeps the lease this long; each append renews it. */
export const LEASE_MS = 2 * 60_000

/** One sync's inputs beside the context. */
export interface SyncRun {
  provider: SheetsProvider | null
  config: SheetsConfig
  /** Stop after this many appends (Force Sync Now answers within a request; the queue goes on). */
  maxRequests?: number
  /** A refusal becomes a system-error notification (the worker's syncs; the bench's does not). */
  notify?: boolean
}

export interface SyncOutcome extends SheetsSyncResult {
  /** Another sync holds the lease: it carries these rows. */
  busy: boolean
  /** Google asked to slow down or is down: try again after this. */
  retryAfterSeconds: number | null
}

interface OutboxRow {
  id: number
  kind: SheetsUpdateKind
  target: "call_log" | "demo"
  row_key: string
  data: string
  attempts: number
}

/** The mode of the rows a provider appends: real Google's or the sandbox sheet's (sheets-outbox.ts stamps each row). */
export const modeOfSheets = (provider: Pick<SheetsProvider, "kind">): RunMode =>
  provider.kind === "google" ? "real" : "sandbox"

/**
 * Rows waiting to be appended (the status card's figure too) and, given the current provider's mode,
 * rows written under the other one, which this provider never appends: `held`.
 */
export async function pendingCount(db: DB, mode: RunMode | null = null) {
  const row = await db.port.first<{ n: number; held: number }>(
    `SELECT count(*) AS n, coalesce(sum(mode IS NOT NULL AND mode <> ?1), 0) AS held
     FROM sheets_outbox WHERE status = 'pending'`,
    [mode]
  )
  const held = mode === null ? 0 : (row?.held ?? 0)
  return { pending: (row?.n ?? 0) - held, held }
}

async function takeLease(db: DB, token: string, now: number) {
  const { sql, params } = lease.take(LEASE_KEY, token, now, LEASE_MS)
  return (await db.port.first(sql, params)) !== null
}

async function releaseLease(db: DB, token: string) {
  const { sql, params } = lease.release(LEASE_KEY, token)
  await db.port.run(sql, params)
}

/** The spreadsheet the sync writes to, or the 4xx the operator can act on. */
export function configuredSpreadsheet(config: SheetsConfig) {
  if (!config.spreadsheetUrl) throw new AppError("validation_error", 400, SHEETS_MESSAGES.urlRequired)
  const id = spreadsheetIdFrom(config.spreadsheetUrl)
  if (!id) throw new AppError("validation_error", 400, SHEETS_MESSAGES.badUrl)
  return id
}

const ids = (rows: readonly { id: number }[]) => JSON.stringify(rows.map((r) => r.id))

export async function syncOutbox(ctx: Ctx, run: SyncRun): Promise<SyncOutcome> {
  const { db } = ctx
  if (!run.provider) {
    throw new AppError(
      "sheets_not_configured",
      409,
      "Google Sheets is not configured: paste the service-account key in Settings."
    )
  }
  const spreadsheetId = configuredSpreadsheet(run.config)
  const token = crypto.randomUUID()
  const result: SyncOutcome = { synced: 0, pending: 0, requests: 0, busy: false, retryAfterSeconds: null }
  const mode = modeOfSheets(run.provider)
  if (!(await takeLease(db, token, ctx.clock.now()))) {
    return { ...result, busy: true, pending: (await pendingCount(db, mode)).pending }
  }
  // Rows no stamp reached (written before modes were kept, or with no provider configured) are this
  // provider's from now on; the others stay for the provider they were written under.
  await db.port.run("UPDATE sheets_outbox SET mode = ?1 WHERE status = 'pending' AND mode IS NULL", [mode])
  const layout = sheetLayout(run.config.columnMapping)
  const tabs = { call_log: run.config.callLogSheet, demo: run.config.demoSheet }
  // Tabs this sync layout has written to (header row in place): no read needed unless a row is retried.
  const state = await readSheetsState(db)
  const ready = new Set(state.tabsReady)
  // The sandbox sheet takes any id, so a real spreadsheet's id may name a sandbox sheet too: the mode is part of it.
  const tabId = (tab: string) => `${mode}|${spreadsheetId}|${tab}|${layout.keyColumn}`
  /** Row keys already in each tab's key column, read at most once per sync and tab. */
  const landed = new Map<string, Set<string>>()
  const keysIn = async (tab: string) => {
    let keys = landed.get(tab)
    if (!keys) {
      keys = new Set(await run.provider!.readColumn(spreadsheetId, tab, layout.keyColumn))
      landed.set(tab, keys)
    }
    return keys
  }
  try {
    for (;;) {
      if (run.maxRequests !== undefined && result.requests >= run.maxRequests) break
      const rows = await db.port.all<OutboxRow>(
        `SELECT id, kind, target, row_key, data, attempts FROM sheets_outbox
         WHERE status = 'pending' AND mode = ?2 ORDER BY id LIMIT ?1`,
        [ROWS_PER_REQUEST, mode]
      )
      if (!rows.length) break
      // The lowest pending ids, split by tab: each tab gets its rows in the order they happened.
      for (const target of ["call_log", "demo"] as const) {
        const group = rows.filter((r) => r.target === target)
        if (!group.length) continue
        const tab = tabs[target]
        const firstWrite = !ready.has(tabId(tab))
        const known = firstWrite || group.some((r) => r.attempts > 0) ? await keysIn(tab) : null
        const fresh = known ? group.filter((r) => !known.has(r.row_key)) : group
        const { timezone } = await ctx.settings()
        const cells = fresh.map((r) =>
          sheetRow(layout, { kind: r.kind, rowKey: r.row_key, data: JSON.parse(r.data) as OutboxData }, timezone)
        )
        // An empty tab gets the column names first.
        if (firstWrite && known!.size === 0 && cells.length) cells.unshift(headerRow(layout))
        if (fresh.length) {
          // Renew the lease for the time the append may take, only while it is still ours: a pass that
          // outlived it (slow token, retries) stops here rather than append beside the sync that took over.
          const { renewed } = await batchNamed(db.port, {
            renewed: lease.renew(LEASE_KEY, token, ctx.clock.now()),
            attempts: {
              sql: `UPDATE sheets_outbox SET attempts = attempts + 1 WHERE id IN (SELECT value FROM json_each(?1))
                    AND ${lease.heldSql(LEASE_KEY, "?2")}`,
              params: [ids(fresh), token],
            },
          })
          if (!renewed.length) {
            result.busy = true
            return result
          }
          await run.provider.append(spreadsheetId, tab, cells)
          result.requests++
          for (const r of fresh) known?.add(r.row_key)
          if (firstWrite) {
            ready.add(tabId(tab))
            await updateSheetsState(db, { tabsReady: [...ready] }, ctx.clock.now())
          }
        }
        await db.port.run(
          `UPDATE sheets_outbox SET status = 'synced', synced_at = ?2
           WHERE id IN (SELECT value FROM json_each(?1)) AND status = 'pending'`,
          [ids(group), ctx.clock.now()]
        )
        result.synced += group.length
      }
    }
    await updateSheetsState(
      db,
      { spreadsheetId, ok: true, error: null, checkedAt: ctx.clock.now(), lastSyncAt: ctx.clock.now() },
      ctx.clock.now()
    )
  } catch (err) {
    if (!(err instanceof SheetsError)) throw err
    // Rows wait; the status says why in the operator's words.
    await updateSheetsState(
      db,
      { spreadsheetId, ok: false, error: err.message, checkedAt: ctx.clock.now() },
      ctx.clock.now()
    )
    result.retryAfterSeconds =
      err.kind === "rate_limited" || err.kind === "unavailable" ? (err.retryAfterSeconds ?? 60) : null
    if (result.retryAfterSeconds === null) {
      // Refused (not shared, a wrong URL, a revoked key, a request Google will not take): the rows
      // wait until the operator acts, so the operator is told, once per refusal.
      if (run.notify) {
        await notifySheetsRefused(ctx, { spreadsheetId, error: err.message, lastSyncAt: state.lastSyncAt })
      }
      throw new AppError("sheets_error", 502, err.message)
    }
  } finally {
    await releaseLease(db, token)
    result.pending = (await pendingCount(db, mode)).pending
    ctx.events.emit({ type: "sheets_updated" })
  }
  return result
}
