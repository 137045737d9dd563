/** The sheets configuration (SPEC §2.9 form), kept as one JSON document in the state registry. */
import type { DB } from "../../db/client"
import type { SheetsConfig } from "../../schemas/sheets"
import { readState, writeState } from "../../settings/state-store"

/** The saved configuration, or the defaults; a document that no longer validates reads as the defaults. */
export const readSheetsConfig = (db: DB): Promise<SheetsConfig> => readState(db, "sheets_config")

/**
 * Saves it. The outbox statements read `autoSync.<flag>` as 1/0 and `spreadsheetUrl` with
 * json_extract (stateJson), so the document is stored exactly as the schema parsed it (booleans are
 * JSON true/false, which json_extract answers as 1/0).
 */
export async function writeSheetsConfig(db: DB, config: SheetsConfig, now = Date.now()) {
  await writeState(db, "sheets_config", config, now)
  return config
}
