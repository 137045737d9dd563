/**
 * What the sheets screen shows beside the configuration: the last connection check and the last
 * sync (state "sheets_connection"), so the status answers without asking Google.
 */
import type { DB } from "../../db/client"
import type { SheetsConnectionState } from "../../settings/state-registry"
import { patchStateStatement, readState } from "../../settings/state-store"

export type SheetsState = SheetsConnectionState

export const readSheetsState = (db: DB): Promise<SheetsState> => readState(db, "sheets_connection")

/** Merges `patch` into the stored state (one statement: json_patch keeps what the patch leaves out). */
export async function updateSheetsState(db: DB, patch: Partial<SheetsState>, now: number) {
  const { sql, params } = patchStateStatement("sheets_connection", patch, now)
  await db.port.run(sql, params)
}
