import { zipSync } from "fflate"
import Papa from "papaparse"
import type { DB } from "../../worker/src/db/client"
import { BACKUP_TABLES, backupCell } from "../../worker/src/services/sheets/backup-tables"

/**
 * Export Backup as it was built before it streamed (the counterpart in bench/backup.bench.ts): every
 * table's rows read into memory, each CSV made whole, then the zip made whole.
 */
export async function backupInMemory(db: DB, sample: () => void, page = 5000) {
  const files: Record<string, Uint8Array> = {}
  for (const table of BACKUP_TABLES) {
    const rows: string[][] = []
    let after = 0
    for (;;) {
      const got = await db.port.all<Record<string, unknown>>(table.sql, [after, page])
      for (const r of got) rows.push(Object.entries(r).map(([k, v]) => backupCell(k, v)))
      sample()
      if (got.length < page) break
      after = Number(Object.values(got.at(-1)!)[0])
    }
    files[table.file] = new TextEncoder().encode(
      `\uFEFF${Papa.unparse({ fields: table.header, data: rows }, { newline: "\r\n" })}`
    )
    sample()
  }
  const zip = zipSync(files, { level: 6 })
  sample()
  return zip
}
