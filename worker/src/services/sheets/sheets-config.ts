/** The sheets configuration (SPEC §2.9 form), kept as one JSON document in system_state. */
import type { DB } from "../../db/client"
import { SHEETS_DEFAULTS, type SheetsConfig, sheetsConfigSchema } from "../../schemas/sheets"

export const SHEETS_CONFIG_KEY = "sheets_config"

/** The saved configuration, or the defaults; a document that no longer validates reads as the defaults. */
export async function readSheetsConfig(db: DB): Promise<SheetsConfig> {
  const row = await db.port.first<{ value: string }>("SELECT value FROM system_state WHERE key = ?1", [
    SHEETS_CONFIG_KEY,
  ])
  if (!row) return SHEETS_DEFAULTS
  try {
    const parsed = sheetsConfigSchema.safeParse(JSON.parse(row.value))
    return parsed.success ? parsed.data : SHEETS_DEFAULTS
  } catch {
    return SHEETS_DEFAULTS
  }
}

/**
 * Saves it. The outbox statements read `autoSync.<flag>` as 1/0 and `spreadsheetUrl` with
 * json_extract, so the document is stored exactly as the schema parsed it (booleans are JSON true/false,
 * which json_extract answers as 1/0).
 */
export async function writeSheetsConfig(db: DB, config: SheetsConfig, now = Date.now()) {
  await db.port.run(
    `INSERT INTO system_state (key, value, updated_at) VALUES (?1, ?2, ?3)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
    [SHEETS_CONFIG_KEY, JSON.stringify(config), now]
  )
  return config
}
