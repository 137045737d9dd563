/**
 * What the sheets screen shows beside the configuration: the last connection check and the last
 * sync (system_state "sheets_connection"), so the status answers without asking Google.
 */
import type { DB } from "../../db/client"

const KEY = "sheets_connection"

export interface SheetsState {
  spreadsheetId: string | null
  title: string | null
  /** The last check or sync reached the spreadsheet. */
  ok: boolean
  checkedAt: number | null
  error: string | null
  lastSyncAt: number | null
  /** "<mode>|<spreadsheet>|<tab>|<key column>" of the tabs the sync has written its header row to. */
  tabsReady: string[]
}

const EMPTY: SheetsState = {
  spreadsheetId: null,
  title: null,
  ok: false,
  checkedAt: null,
  error: null,
  lastSyncAt: null,
  tabsReady: [],
}

export async function readSheetsState(db: DB): Promise<SheetsState> {
  const row = await db.port.first<{ value: string }>("SELECT value FROM system_state WHERE key = ?1", [KEY])
  if (!row) return EMPTY
  try {
    return { ...EMPTY, ...(JSON.parse(row.value) as Partial<SheetsState>) }
  } catch {
    return EMPTY
  }
}

/** Merges `patch` into the stored state (one statement: json_patch keeps what the patch leaves out). */
export async function updateSheetsState(db: DB, patch: Partial<SheetsState>, now: number) {
  await db.port.run(
    `INSERT INTO system_state (key, value, updated_at) VALUES (?1, ?2, ?3)
     ON CONFLICT (key) DO UPDATE SET value = json_patch(value, excluded.value), updated_at = excluded.updated_at`,
    [KEY, JSON.stringify(patch), now]
  )
}
